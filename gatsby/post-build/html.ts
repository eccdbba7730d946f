import { load, type CheerioAPI } from "cheerio";

/** A built page, parsed: `file` is its path under public/ ("contact/index.html"). */
export type Page = { file: string; $: CheerioAPI };

/** A post-build transform found the page other than it expects: the build must stop. */
export class PostBuildError extends Error {}

/** Stops the build, naming the page and what was missing. */
export function fail(page: Page, problem: string): never {
  throw new PostBuildError(`public/${page.file}: ${problem}`);
}

/** Parses a built page with parse5 (through cheerio): the tree a browser would build. */
export function parsePage(file: string, html: string): Page {
  return { file, $: load(html) };
}

/**
 * The page as HTML. The serializer writes every no-break space as `&nbsp;` (the copy has
 * hundreds: prices, units, short words kept with the next); the character itself is the same
 * text in fewer bytes, even compressed. Script and style bodies are raw text: left as they are.
 */
export function serializePage(page: Page): string {
  return page.$.html().replace(/(<(script|style)\b[^>]*>[\s\S]*?<\/\2>)|&nbsp;/gi, (_, raw) =>
    raw ? raw : "\u00a0",
  );
}
