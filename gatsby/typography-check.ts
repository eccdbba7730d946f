import type { Lang } from "../src/lib/languages";
import { fieldPath } from "./translations";
import { typesetCopy } from "./typography";

/*
 * What the typography rules promise, checked on the copy as pages show it, so that a text the
 * rules cannot mend (or a rule that stopped working) fails the build naming file and field.
 */

// Letters, and the stress and question marks written over a word (՛ ՜ ՞).
const ARMENIAN_LETTER = "\u0531-\u0556\u0561-\u0587\u055b-\u055e";
/** Latin ":" ";" "?" "!" after an Armenian word, or a "." that ends an Armenian sentence. */
const LATIN_IN_ARMENIAN = new RegExp(
  `[${ARMENIAN_LETTER}][»)]?(?:[:;?!]|\\.(?=\\s+[\u0531-\u0556]|\\s*$))`,
);
/** A dash (or a hyphen used as one) after an ordinary space, where a line may start with it. */
const PLAIN_SPACE_DASH = / [—–-](?=\s|$)/;

function strings(value: unknown, at: PropertyKey[] = []): [PropertyKey[], string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...at, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, [...at, k]));
  return [];
}

const excerpt = (text: string, index: number) =>
  JSON.stringify(text.slice(Math.max(0, index - 12), index + 14));

/** Problems of one language's copy, each "<where>: <field>: <what is wrong>". */
export function typographyProblems(
  copy: unknown,
  lang: Lang,
  where: string,
  set: (copy: unknown, lang: Lang) => unknown = typesetCopy,
): string[] {
  const problems: string[] = [];
  for (const [at, text] of strings(set(copy, lang))) {
    const field = fieldPath(at) || "(whole file)";
    if (lang === "ru") {
      const m = PLAIN_SPACE_DASH.exec(text);
      if (m)
        problems.push(
          `${where}: ${field}: a plain space before a dash at ${excerpt(text, m.index)} (use a no-break space)`,
        );
    }
    if (lang === "hy") {
      const m = LATIN_IN_ARMENIAN.exec(text);
      if (m)
        problems.push(
          `${where}: ${field}: Latin punctuation in an Armenian sentence at ${excerpt(text, m.index)} (use ։ ՞ ՜ ՛)`,
        );
    }
  }
  return problems;
}

/** A claim's `{figure}` must name a fact of data/home.json, or the page would show the braces. */
function figureProblems(merged: unknown, where: string): string[] {
  const { claims, figures } = (merged ?? {}) as { claims?: unknown; figures?: unknown };
  if (!Array.isArray(claims) || !figures || typeof figures !== "object") return [];
  return claims.flatMap((claim, i) =>
    [...String((claim as { value?: unknown })?.value ?? "").matchAll(/\{(\w+)\}/g)]
      .filter(([, name]) => !(name in figures))
      .map(([whole]) => `${where}: claims[${i}].value: ${whole} is not a figure of data/home.json`),
  );
}

/** The language checks of one file's copy (and of its content put together with the facts). */
export function languageProblems(
  file: string,
  copy: unknown,
  merged: unknown,
  lang: Lang,
  where: string,
): string[] {
  return [
    ...typographyProblems(copy, lang, where),
    ...(file === "home.json" ? figureProblems(merged, where) : []),
  ];
}
