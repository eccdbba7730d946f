import { loadContent } from "../../gatsby/content/snapshot";
import { removeContent, saveContent } from "../../jest/content-once";

/**
 * The browser tests' global setup: the site's data/ read and checked once for the run, not
 * once in each of its worker processes, which take it from there (siteContent, content()).
 * What it returns is the run's teardown.
 */
export default function setup() {
  saveContent(loadContent());
  return removeContent;
}
