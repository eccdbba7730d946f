import { dataFiles, factFolders, type DataFile } from "./data-files";
import { formatDayList, formatDays, formatFigure, fill } from "../src/lib/format";
import { DEFAULT_LANG, type Lang } from "../src/lib/languages";
import { copyOf, factsOf, type Kept } from "./stored";
import { factsPart } from "./entry-parts";
import type { Thresholds } from "../src/catalog/diet";
import { dishTexts, mergeContent, planTexts } from "./joined";
import { allergenList, mealTexts, sampleMenuTexts } from "./menu/dish-joins";
import { typesetCopy } from "./typography";

/*
 * How content is read: each file's copy in one language and its facts that do not depend on
 * language (prices, contacts, hours, images), as kept in data/ (./stored.ts). A page reads
 * both put together, plus a few texts the build writes out for its language (prices...).
 * These are the loader's parts (gatsby/loader.ts), which the build and the tests read through.
 */

type Json = unknown;
type Obj = Record<string, Json>;
const isObject = (v: Json): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export { mergeContent };

/**
 * A file of a folder of facts (data/weeks/2026-11-23.json) as its schema reads it, a list the
 * editor left out read as the schema's default (an empty one); as written when it is broken
 * (the data check reports it).
 */
export function folderValue(folder: string, raw: Json): Json {
  const parsed = factFolders[folder]?.schema.safeParse(raw);
  return parsed?.success ? parsed.data : raw;
}

/** Texts the build writes out for the page's language, so that the browser never formats. */
export function derive(file: string, value: Json, lang: Lang, kept: Kept): Json {
  if (file === "plans.json" && Array.isArray(value)) {
    const { currency } = readFacts("site.json", dataFiles["site.json"], kept) as {
      currency: string;
    };
    return planTexts(value, currency, lang);
  }
  if (file === "menu.json" && Array.isArray(value))
    return sampleMenuTexts(value, loadFile("dishes.json", lang, kept) as Obj[], lang);
  if (file === "meals.json" && Array.isArray(value))
    return mealTexts(value, loadFile("dishes.json", lang, kept) as Obj[], lang);
  if (file === "dishes.json" && Array.isArray(value)) {
    // Diet marks are computed from the facts, never typed; thresholds are kept once.
    const { thresholds } = readFacts("menu-page.json", dataFiles["menu-page.json"], kept) as {
      thresholds: Thresholds;
    };
    const { cookingTime } = typesetCopy(readCopy("menu-page.json", lang, kept), lang) as {
      cookingTime: string;
    };
    return dishTexts(value, thresholds, lang, cookingTime);
  }
  if (file === "menu-page.json" && isObject(value)) {
    const page = value as Obj & {
      kitchenAllergens: string[];
      allergens: { slug: string; name: string }[];
      diets: { slug: string; name: string }[];
      thresholds: Thresholds;
      crossContact: string;
      notSuitable: string;
    };
    const allergens = allergenList(page.kitchenAllergens, page.allergens, lang);
    // The calorie mark names the threshold it is computed from, kept once ("Up to 400 kcal").
    const kcal = String(page.thresholds.lowCalorieKcal);
    return {
      ...page,
      diets: page.diets.map((d) => ({ ...d, name: fill(d.name, { kcal }) })),
      crossContactText: `${fill(page.crossContact, { allergens })} ${page.notSuitable}`,
    };
  }
  if (file === "districts.json" && Array.isArray(value)) {
    return value.map((d: Obj) => ({ ...d, daysText: formatDayList(d.days as string[], lang) }));
  }
  if (file === "home.json" && isObject(value) && Array.isArray(value.claims)) {
    const figures = value.figures as Record<string, Parameters<typeof formatFigure>[0]>;
    const written = Object.fromEntries(
      Object.entries(figures ?? {}).map(([name, figure]) => [name, formatFigure(figure, lang)]),
    );
    const claims = value.claims as Obj[];
    return {
      ...value,
      claims: claims.map((c) => ({ ...c, value: fill(String(c.value), written) })),
    };
  }
  if (file === "site.json" && isObject(value) && Array.isArray(value.hours)) {
    const hours = value.hours as Obj[];
    return {
      ...value,
      hours: hours.map((h) => ({ ...h, daysText: formatDays(String(h.days), lang) })),
    };
  }
  return value;
}

/** A file's copy in one language, as kept in its part for that language. */
export function readCopy(file: string, lang: string, kept: Kept): Json {
  return copyOf(kept.stored(file), dataFiles[file], lang);
}

/**
 * The facts of a file, or undefined for a file that is copy only: as its schema reads them, a
 * list the editor left out read as the schema's default (a dish with no allergens has none).
 */
export function readFacts(file: string, spec: DataFile, kept: Kept): Json {
  if (!spec?.facts) return undefined;
  const stored = kept.stored(file);
  const facts = factsOf(stored, spec);
  const read = spec.schema.safeParse(mergeContent(copyOf(stored, spec, DEFAULT_LANG), facts));
  return read.success ? factsPart(read.data, spec.facts) : facts;
}

/**
 * A whole file in one language as pages read it: copy and facts as the schema reads them
 * (its defaults in), and the texts the build writes out.
 */
export function loadFile(file: string, lang: Lang, kept: Kept): Json {
  const spec = dataFiles[file];
  const copy = typesetCopy(readCopy(file, lang, kept), lang);
  const merged = mergeContent(copy, readFacts(file, spec, kept));
  const read = spec.schema.safeParse(merged);
  return derive(file, read.success ? read.data : merged, lang, kept);
}
