import path from "node:path";

/**
 * The site's content as the build reads it from data/, typed by the same schemas: tests take
 * every expected text, label and price from here, never from literals, so an owner's edit
 * (or another language) does not break them. One reader for both test layers: the unit
 * tests' fixtures (jest/fixtures.ts).
 */
export {
  content,
  literal,
  startingWith,
  fill,
  formatPrice,
  phoneText,
  siteContent,
  type Content,
} from "../../jest/fixtures";

/** The repository's folder. */
export const root = path.resolve(__dirname, "..", "..");
