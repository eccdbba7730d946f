import type { ZodType } from "zod";
import { dataFiles, factFolders } from "../content/data-files";
import { defOf, metaOf } from "./options";
import { humanise } from "./fields";
import type { Words } from "./options";
import { messageIn, writtenDate } from "./check-messages";

/*
 * A problem the content checks find, told in the words the owner sees in the editor: the
 * thing (its form's name and file), the field by its label (not "en.codes[1].validUntil"),
 * the language, and the check's own message. The build's refusal, `npm run cms` and the
 * editor's list before saving all tell problems this way.
 */

type Lang = keyof Words;
/** The name an entry's file goes by in the editor ("dishes/tolma.json" -> "Tolma"), if known. */
export type Names = (file: string) => string | undefined;
const NO_NAMES: Names = () => undefined;

const LANGUAGE_NAMES: Record<string, Words> = {
  en: { en: "English", ru: "английский" },
  hy: { en: "Armenian", ru: "армянский" },
  ru: { en: "Russian", ru: "русский" },
};

const NUMBER: Words = { en: "no.", ru: "№" };

/** Optional, defaulted and piped schemas read as what they hold. */
function inner(schema: ZodType): ZodType {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = defOf(s) as { type: string; innerType?: ZodType; in?: ZodType };
    if ((def.type === "optional" || def.type === "default") && def.innerType) s = def.innerType;
    else if (def.type === "pipe" && def.in) s = def.in;
    else break;
  }
  return s;
}

const labelOf = (schema: ZodType, key: string, lang: Lang) => {
  const meta = { ...metaOf(inner(schema)), ...metaOf(schema) };
  return meta.label?.[lang] ?? humanise(key);
};

/** "codes[1].validUntil" read along the schema: ["Promo codes", "no. 2", "Valid until"]. */
export function fieldWords(schema: ZodType, dotted: string, lang: Lang = "en"): string[] {
  const steps = dotted.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  const out: string[] = [];
  let at: ZodType | undefined = schema;
  for (const step of steps) {
    const s: ZodType | undefined = at && inner(at);
    const def: { type: string; shape?: Record<string, ZodType> } | undefined = s
      ? (defOf(s) as { type: string; shape?: Record<string, ZodType> })
      : undefined;
    const index = /^\[(\d+)\]$/.exec(step);
    if (index) {
      out.push(`${NUMBER[lang]} ${Number(index[1]) + 1}`);
      at = def?.type === "array" ? defOf(s!).element : undefined;
      continue;
    }
    const field: ZodType | undefined = def?.type === "object" ? def.shape?.[step] : undefined;
    out.push(field ? labelOf(field, step, lang) : humanise(step));
    at = field;
  }
  return out;
}

/** The thing a file of data/ is, as the editor lists it, and the schema of its content. */
function thingOf(file: string, lang: Lang, names: Names) {
  const [folder, name] = file.split("/");
  if (name && factFolders[folder]) {
    const monday = name.replace(/\.json$/, "");
    const week =
      lang === "en" ? `Week of ${writtenDate(monday)}` : `Неделя с ${writtenDate(monday, "ru")}`;
    return { name: week, schema: factFolders[folder].schema, facts: undefined };
  }
  if (name) {
    const spec = dataFiles[`${folder}.json`];
    const element = spec && defOf(inner(spec.schema)).element;
    const one = spec?.perEntry?.one[lang] ?? folder;
    const called = names(file) ?? name.replace(/\.json$/, "");
    return { name: `${one} “${called}”`, schema: element, facts: spec?.facts };
  }
  const spec = dataFiles[file];
  return { name: spec?.label[lang] ?? file, schema: spec?.schema, facts: spec?.facts };
}

/** The check's own message in the language (the schema's programmer's wording made plain). */
export function plainMessage(message: string, lang: Lang = "en"): string {
  return messageIn(message, lang);
}

/**
 * "data/promo-codes.json: en.codes[1].validUntil: must look like 2026-11-23" ->
 * "Promo codes (data/promo-codes.json) › Codes › no. 2 › Valid until, in English: must look
 * like 2026-11-23". A problem of another shape is returned as it is.
 */
export function inOwnerWords(problem: string, lang: Lang = "en", names = NO_NAMES): string {
  const m = /^data\/([^:\s]+): ([^\s:]+): ([\s\S]*)$/.exec(problem);
  if (!m) {
    const whole = /^data\/([^:\s]+): ([\s\S]*)$/.exec(problem);
    if (!whole) return problem;
    const thing = thingOf(whole[1].replace(/\/$/, ""), lang, names);
    return `${thing.name} (data/${whole[1]}): ${plainMessage(whole[2], lang)}`;
  }
  const [, file, field, message] = m;
  const thing = thingOf(file, lang, names);
  const first = field.split(/[.[]/)[0];
  const part = LANGUAGE_NAMES[first];
  const dotted = part ? field.slice(first.length).replace(/^\./, "") : field;
  const where = thing.schema && dotted ? fieldWords(thing.schema, dotted, lang) : [];
  // A fact (a price, a figure) is written once, whatever the language: its language is no news.
  const bare = dotted.replace(/\[\d+\]/g, "").replace(/^\./, "");
  const fact = (thing.facts ?? []).some((f) => bare === f || bare.startsWith(`${f}.`));
  const inLanguage = part && !fact ? (lang === "en" ? `, in ${part.en}` : `, ${part.ru} язык`) : "";
  const path = where.length ? ` › ${where.join(" › ")}` : "";
  return `${thing.name} (data/${file})${path}${inLanguage}: ${plainMessage(message, lang)}`;
}

const FIX: Record<"build" | "local", string> = {
  build:
    "Open the content editor (/admin/), fix each in the form named, save, and the site is built again.",
  local: "Open the content editor (/admin/), fix each in the form named, and save.",
};

const HEAD: Record<"build" | "local", (n: number) => string> = {
  build: (n) =>
    `The content has ${n} ${n === 1 ? "problem" : "problems"}; nothing was published. The site stays as it was until ${n === 1 ? "it is" : "they are"} fixed.`,
  local: (n) =>
    `The content has ${n} ${n === 1 ? "problem" : "problems"}; the site cannot be shown until ${n === 1 ? "it is" : "they are"} fixed.`,
};

/** The whole refusal: a plain sentence, then each problem in the owner's words. */
export function plainReport(
  problems: readonly string[],
  where: "build" | "local" = "build",
  names = NO_NAMES,
) {
  const lines = problems.map((p, i) => `${i + 1}. ${inOwnerWords(p, "en", names)}`);
  return [HEAD[where](problems.length), FIX[where], "", ...lines].join("\n");
}
