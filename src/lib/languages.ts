/**
 * The languages of the site. English keeps the unprefixed addresses; every other language
 * lives under /<code>/. Each language is named in itself (the switcher shows these names on
 * every page, whatever the page's language); the copy of each is in data/<code>/.
 */
export const LANGUAGES = [
  { code: "en", name: "English", ogLocale: "en_US" },
  { code: "hy", name: "Հայերեն", ogLocale: "hy_AM" },
  { code: "ru", name: "Русский", ogLocale: "ru_RU" },
] as const;

export type Lang = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANG: Lang = "en";

export const LANGUAGE_CODES: readonly Lang[] = LANGUAGES.map((l) => l.code);

export function isLang(value: unknown): value is Lang {
  return LANGUAGE_CODES.includes(value as Lang);
}

const prefixed = new RegExp(
  `^/(${LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANG).join("|")})(?=/|$|#|\\?)`,
);

/** The language of an address on the site: its first folder, English when there is none. */
export function langOfPath(pathname: string): Lang {
  const match = prefixed.exec(pathname);
  return match ? (match[1] as Lang) : DEFAULT_LANG;
}

/** The address without its language folder: "/hy/meal-plans" -> "/meal-plans", "/ru" -> "/". */
export function withoutLang(pathname: string): string {
  const rest = pathname.replace(prefixed, "");
  return rest === "" || rest.startsWith("#") || rest.startsWith("?") ? `/${rest}` : rest;
}

/**
 * An internal link in the page's language: "/#faq" -> "/hy#faq", "/" -> "/hy",
 * "/register" -> "/ru/register". English and links outside the site stay as they are.
 */
export function localPath(href: string, lang: Lang): string {
  if (lang === DEFAULT_LANG || !href.startsWith("/") || href.startsWith("//")) return href;
  return `/${lang}${href === "/" ? "" : href.startsWith("/#") || href.startsWith("/?") ? href.slice(1) : href}`;
}

/** The same page in another language, keeping the query and the section: for the switcher. */
export function pathInLanguage(address: string, lang: Lang): string {
  return localPath(withoutLang(address), lang);
}
export type LangContext = { lang: Lang };
