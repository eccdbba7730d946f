import { dataFiles, type DataFile } from "./data-files";
import { DEFAULT_LANG, isLang, LANGUAGE_CODES } from "../../src/lib/languages";
import { folderValue } from "./fact-folders";
import { MISSING_PART, folderProblems, partProblems, relocate } from "./layout";
import { copyOf, factsOf, isObject, mergeContent, type Stored } from "./parts";
import { keepData, type Kept } from "./disk";
import { compareTranslation, fieldPath } from "../translations";
import { typographyProblems } from "../typography-check";
import type { Checked } from "./data-file";

type Json = unknown;
type Obj = Record<string, Json>;

/**
 * Checks data/: how each file is kept (./layout.ts), every language's copy against
 * English, and each language's content (copy and facts together) against its schema. Returns
 * readable problems, each naming the file and the field, e.g.
 * `data/plans/ready-5.json: en.price: expected number`.
 */
export function validateDataDir(
  dir: string | Kept,
  files: Record<string, DataFile> = dataFiles,
  label = "data",
  langs: readonly string[] = LANGUAGE_CODES,
  menu: MenuCheckOptions = {},
): string[] {
  // The loader hands in what it has read, so that each file is read once.
  const data = typeof dir === "string" ? keepData(dir, files, label) : dir;
  const problems: string[] = [...folderProblems(data, files, label)];
  // Checked as the build reads it, a file's facts and each language's copy, then told as kept.
  const found: string[] = [];
  const stored = new Map<string, Stored>();

  for (const [file, spec] of Object.entries(files)) {
    const kept = data.stored(file);
    stored.set(file, kept);
    problems.push(...kept.problems, ...partProblems(kept, spec, file, label, langs));
    if (!Object.keys(kept.parts).length) continue;
    const factsWhere = `${label}/${file}`;
    const facts = factsOf(kept, spec);
    const reference = copyOf(kept, spec, DEFAULT_LANG);
    for (const lang of langs) {
      const where = `${label}/${lang}/${file}`;
      const copy = copyOf(kept, spec, lang);
      if (lang !== DEFAULT_LANG)
        for (const p of compareTranslation(reference, copy, `the "${DEFAULT_LANG}" part`))
          found.push(`${where}: ${p}`);
      const merged = mergeContent(copy, facts);
      if (isLang(lang)) found.push(...typographyProblems(copy, lang, where));
      const result = spec.schema.safeParse(merged);
      for (const issue of result.error?.issues ?? []) {
        found.push(
          describe(issue.path, issue.message, merged, { facts, copy, spec, factsWhere, where }),
        );
      }
      const own = spec.checks?.eachLanguage;
      if (own && isLang(lang)) found.push(...own(merged, { lang, where, valid: result.success }));
    }
    if (facts !== undefined) found.push(...missingImages(facts, data, factsWhere));
  }
  // Each file against others, as its declaration says, once every file has been read.
  // A file as the build reads it, by the name the checks give it: its facts ("data/plans.json")
  // or a language's copy ("data/hy/dishes.json").
  const read = (where: string): Json => {
    const [, lang, file] = /^[^/]+\/(?:([a-z]{2})\/)?([\w-]+\.json)$/.exec(where) ?? [];
    const kept = stored.get(file ?? "");
    if (!kept || !files[file]) return undefined;
    return lang ? copyOf(kept, files[file], lang) : factsOf(kept, files[file]);
  };
  const checked: Checked = {
    label,
    langs,
    files,
    read,
    facts: (file) => read(`${label}/${file}`),
    folder: (name) =>
      data.folder(name).map((f) => (f.problem ? f : { ...f, value: folderValue(name, f.value) })),
    found: () => [...problems, ...found],
    ...menu,
  };
  for (const [file, spec] of Object.entries(files))
    found.push(...(spec.checks?.acrossFiles?.(checked, file) ?? []));
  // A language's part that is missing is one finding, not one for each of its fields.
  const lacking = problems
    .filter((p) => p.endsWith(`: ${MISSING_PART}`))
    .map((p) => p.slice(0, -MISSING_PART.length - 2));
  const told = found.map((p) => relocate(p, label, files, stored));
  problems.push(
    ...told.filter(
      (p) => !lacking.some((l) => /^[.[:]/.test(p.slice(l.length)) && p.startsWith(l)),
    ),
  );
  return [...new Set(problems)];
}

/** When the coming week is counted from, and where a warning goes. */
type MenuCheckOptions = Pick<Checked, "today" | "warn">;

/** A schema problem of the merged content, told in the file it comes from. */
function describe(
  at: PropertyKey[],
  message: string,
  merged: Json,
  ctx: { facts: Json; copy: Json; spec: DataFile; factsWhere: string; where: string },
): string {
  const inList = Array.isArray(merged) && typeof at[0] === "number";
  const rest = inList ? at.slice(1) : at;
  const dotted = rest.filter((p) => typeof p === "string").join(".");
  const isFact =
    dotted !== "" && (ctx.spec.facts ?? []).some((f) => dotted === f || dotted.startsWith(`${f}.`));
  const source = isFact ? ctx.facts : ctx.copy;
  let index = at[0];
  if (inList && Array.isArray(source) && source !== merged) {
    if (source === ctx.facts) {
      // The merged list holds the facts' entries that have copy, in the facts' order.
      const copied = new Set(
        Array.isArray(ctx.copy) ? ctx.copy.map((e) => isObject(e) && e.slug) : [],
      );
      const kept = source.flatMap((e, i) => (isObject(e) && copied.has(e.slug) ? [i] : []));
      index = kept[at[0] as number] ?? index;
    } else {
      const slug = (merged as Obj[])[at[0] as number]?.slug;
      const own = source.findIndex((e) => isObject(e) && e.slug === slug);
      if (own >= 0) index = own;
    }
  }
  const field = fieldPath(inList ? [index as number, ...rest] : at) || "(whole file)";
  return `${isFact ? ctx.factsWhere : ctx.where}: ${field}: ${message}`;
}

/** Image fields point at files that must exist next to the data. */
function missingImages(value: Json, data: Kept, where: string, at: PropertyKey[] = []): string[] {
  if (typeof value === "string" && /^\.\/images\//.test(value)) {
    return data.has(value) ? [] : [`${where}: ${fieldPath(at)}: image ${value} not found`];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) =>
      missingImages(v, data, where, [...at, Array.isArray(value) ? Number(k) : k]),
    );
  }
  return [];
}
