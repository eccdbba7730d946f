import catalogue from "./check-messages.json";
import { escapeRegExp } from "../../src/lib/pattern";

/*
 * The content checks' own messages in the editor's interface language. The checks write each
 * message in English (the build's log, the unit tests); `check-messages.json` holds each
 * message's wording in every interface language, found by its English wording with a {name}
 * for each part that varies. A part that is itself a message ("the Monday dinner of the week
 * of 21 December 2026"), a term ("keto", "dinner") or a date is told in the language too;
 * anything else (a dish's key, a file, a figure) is kept as it is.
 */

/** The languages of the editor's interface (its forms' labels have the same two). */
export const INTERFACE_LANGS = ["en", "ru"] as const;
export type InterfaceLang = (typeof INTERFACE_LANGS)[number];

/** A date of a week's file name, "2026-12-21", as the site writes it: "21 December 2026". */
export function writtenDate(date: string, lang: InterfaceLang = "en"): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ru-RU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(ms);
}

export type Message = { match?: string } & Record<InterfaceLang, string>;
export const MESSAGES = catalogue.messages as Message[];
export const TERMS = catalogue.terms as Record<InterfaceLang, string>[];

/** The {names} of a wording, in order, each once. */
export const placeholders = (text: string) => [
  ...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
];

/** "must be at least {n}" -> /^must be at least (?<n>[\s\S]+?)$/; a repeated {name} must repeat. */
function pattern(wording: string): RegExp {
  const seen = new Set<string>();
  const body = wording
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>[\\s\\S]+?)`;
    })
    .join("");
  return new RegExp(`^${body}$`);
}

const compiled = MESSAGES.map((m) => ({ message: m, pattern: pattern(m.match ?? m.en) }));
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WRITTEN_DATE = new RegExp(`^(\\d{1,2}) (${MONTHS.join("|")}) (\\d{4})$`);

/** "21 December 2026" in the language ("21 декабря 2026"). */
function dateIn(date: string, lang: InterfaceLang): string | undefined {
  const m = WRITTEN_DATE.exec(date);
  if (!m) return undefined;
  const month = String(MONTHS.indexOf(m[2]) + 1).padStart(2, "0");
  return writtenDate(`${m[3]}-${month}-${m[1].padStart(2, "0")}`, lang);
}

/** "16,000 ֏" as the language groups digits ("16 000 ֏"). */
function amountIn(text: string, lang: InterfaceLang): string | undefined {
  const m = /^(\d{1,3}(?:,\d{3})+|\d+) ֏$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1].replace(/,/g, ""));
  return `${new Intl.NumberFormat(lang === "en" ? "en-GB" : "ru-RU").format(n)} ֏`;
}

const term = (text: string, lang: InterfaceLang) => TERMS.find((t) => t.en === text)?.[lang];

/** A varying part of a message, told in the language where it can be. */
function part(text: string, lang: InterfaceLang, depth: number): string {
  const known = term(text, lang) ?? dateIn(text, lang) ?? amountIn(text, lang);
  if (known !== undefined) return known;
  const items = text.split(", ");
  if (items.length > 1 && items.every((i) => term(i, lang) !== undefined))
    return items.map((i) => term(i, lang)).join(", ");
  return depth < 3 ? (told(text, lang, depth + 1) ?? text) : text;
}

function told(message: string, lang: InterfaceLang, depth: number): string | undefined {
  for (const { message: wording, pattern: re } of compiled) {
    const m = re.exec(message);
    if (!m) continue;
    return wording[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = m.groups?.[name];
      return value === undefined ? whole : lang === "en" ? value : part(value, lang, depth);
    });
  }
  return undefined;
}

/** A check's message in the interface's language; as written when the catalogue lacks it. */
export function messageIn(message: string, lang: InterfaceLang = "en"): string {
  return told(message, lang, 0) ?? message;
}

/** Whether the catalogue knows a message (a unit test reads every message the checks write). */
export const isKnown = (message: string) => told(message, "en", 0) !== undefined;

/** What the catalogue lacks: a language of a message or term, or a part a wording leaves out. */
export function catalogueProblems(
  messages: readonly Partial<Message>[],
  terms: readonly Partial<Record<InterfaceLang, string>>[],
): string[] {
  const problems: string[] = [];
  for (const m of messages) {
    const name = `message "${m.match ?? m.en}"`;
    const parts = placeholders(m.match ?? m.en ?? "");
    for (const lang of INTERFACE_LANGS) {
      const wording = m[lang];
      if (!wording?.trim()) {
        problems.push(`${name}: no "${lang}"`);
        continue;
      }
      const own = placeholders(wording);
      // A plain wording may leave out a part of the programmer's ("expected string"); a
      // translation may reorder the parts but neither drop nor invent one.
      const extra = own.filter((p) => !parts.includes(p));
      const dropped = m.match ? [] : parts.filter((p) => !own.includes(p));
      if (extra.length || dropped.length)
        problems.push(
          `${name}: "${lang}" has ${own.map((p) => `{${p}}`).join(", ") || "no parts"} instead of ${parts.map((p) => `{${p}}`).join(", ")}`,
        );
    }
  }
  for (const t of terms)
    for (const lang of INTERFACE_LANGS)
      if (!t[lang]?.trim()) problems.push(`term "${t.en}": no "${lang}"`);
  return problems;
}
