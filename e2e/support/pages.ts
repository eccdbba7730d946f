import { literal } from "./content";
import { visit, type Opened, type OpenOptions } from "./fixtures";

/*
 * Helpers of the page tests (e2e/pages/).
 */

/** A regular expression for `texts` in this order, anything between them. */
export const inOrder = (texts: string[], flags = "") =>
  new RegExp(texts.map((text) => literal(text).source).join("[\\s\\S]*"), flags);

/** A further visitor (`open` fixture) on `path`, hydrated. */
export async function openAt(
  open: (options?: OpenOptions) => Promise<Opened>,
  path: string,
  options?: OpenOptions,
): Promise<Opened> {
  const opened = await open(options);
  await visit(opened.page, path);
  return opened;
}
