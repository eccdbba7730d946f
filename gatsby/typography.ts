import Typograf from "typograf";
import type { Lang } from "../src/lib/languages";

/*
 * Typography by rule, applied to each language's copy when the build reads it, so that the
 * owners write plain text and every new line gets the same treatment. Russian goes through
 * typograf (a maintained rule set: «ёлочки», a no-break space before a dash and after short
 * words); typograf has no Armenian rules, so the few that apply are written here. English is
 * left as written, but for the no-break space between a number and its unit, which every
 * language keeps.
 */

const NBSP = "\u00a0";

// Ids, links and placeholders inside a text pass through untouched.
const SAFE = [
  /\{\w+\}/g,
  /\b(?:https?:\/\/|mailto:|tel:)[^\s"»]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
];

let russian: Typograf | undefined;
function russianTypograf(): Typograf {
  if (!russian) {
    russian = new Typograf({
      locale: ["ru", "en-US"],
      htmlEntity: { type: "default" },
      // Phone numbers and dates are facts, written out elsewhere; the copy's own stay as written.
      disableRule: ["ru/other/phone-number", "ru/date/fromISO", "common/number/fraction"],
    });
    for (const safe of SAFE) russian.addSafeTag(safe);
  }
  return russian;
}

/** Armenian: a dash never starts a line, and «և», «ու» never end one. */
function armenian(text: string): string {
  return text.replace(/ +([—–])/g, `${NBSP}$1`).replace(/(^|[\s(«])(և|ու) +/g, `$1$2${NBSP}`);
}

/**
 * The short units written after a number, per language: a number and its unit never part at
 * the end of a line ("520 ккал", "20 րոպե"). Only abbreviations and signs: a word such as
 * «минут» or "days" may stand on the next line.
 */
export const UNITS: Record<Lang, readonly string[]> = {
  en: ["kcal", "kg", "g", "cm", "min", "AMD", "ml", "l"],
  hy: ["կկալ", "կգ", "գ", "սմ", "րոպե", "ր", "ժ", "֏", "մլ", "լ"],
  ru: ["ккал", "кг", "г", "см", "мин", "ч", "֏", "мл", "л", "драм"],
};

/** A number (or a placeholder for one) and a plain space before one of the language's units. */
export const unitAfterSpace = (lang: Lang) =>
  new RegExp(`(\\d|\\})[ \\t]+(?=(?:${UNITS[lang].join("|")})(?![\\p{L}\\d]))`, "gu");

/** The space between a number and its unit made a no-break one. */
function unitSpaces(text: string, lang: Lang): string {
  return text.replace(unitAfterSpace(lang), `$1${NBSP}`);
}

const done = new Map<string, string>();

/** One text of copy set by the typographic rules of its language. */
export function typeset(text: string, lang: Lang): string {
  if (lang !== "ru" && lang !== "hy") return unitSpaces(text, lang);
  const key = `${lang}\u0000${text}`;
  let out = done.get(key);
  if (out === undefined) {
    out = unitSpaces(lang === "ru" ? russianTypograf().execute(text) : armenian(text), lang);
    done.set(key, out);
  }
  return out;
}

/** Keys whose values are ids, links or machine values, never copy. */
const NOT_COPY = new Set([
  "slug",
  "href",
  "headingLang",
  "id",
  "jsonId",
  "parent",
  "children",
  "internal",
]);
/** A value that is an id, a path, a link or an e-mail on its own. */
const MACHINE = /^(?:[a-z0-9-]+|[./#][^\s]*|[a-z]+:\S+|\S+@\S+)$/;

/**
 * Every string of a language's copy typeset, except ids, slugs, links, e-mails, URLs and
 * placeholders; the value is copied, never changed in place.
 */
export function typesetCopy<T>(value: T, lang: Lang): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === "string")
      return (key && NOT_COPY.has(key)) || MACHINE.test(v) ? v : typeset(v, lang);
    if (Array.isArray(v)) return v.map((entry) => walk(entry, key));
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v).map(([k, inner]) => [k, NOT_COPY.has(k) ? inner : walk(inner, k)]),
      );
    return v;
  };
  return walk(value) as T;
}
