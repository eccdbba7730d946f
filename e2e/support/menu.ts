import type { Page } from "@playwright/test";
import type { z } from "zod";
import { expect, hydrated } from "./fixtures";
import { siteContent } from "./content";
import type { Lang } from "../../src/lib/languages";
import { matches, parseFilters, type FilterDish } from "../../src/catalog/filter";
import {
  cutoffText,
  formatDayHeading,
  formatDayInSentence,
  formatDayMonth,
} from "../../src/catalog/text";
import { WEEKDAYS } from "../../src/catalog/vocabulary";
import { fill } from "../../src/lib/format";
import { addDays } from "../../src/catalog/week";
import { dayDishes } from "../../src/menu/panels";
import {
  ALLERGENS,
  DIETS,
  KINDS,
  type Week,
  type menuPageShown,
} from "../../src/menu/schema/index";

/*
 * The weekly menu as the tests expect it, from data/. The test builds take SITE_TODAY from
 * package.json's test script; the same default here.
 */
export const BUILD_TODAY = process.env.SITE_TODAY || "2026-11-25";

const data = siteContent();
export const weeks = [...data.folder<Week>("weeks")].sort((a, b) => (a.monday < b.monday ? -1 : 1));
export const mondays = weeks.map((w) => w.monday);

/** The menu page's words in one language as pages read them, typed by their schema. */
type Words = z.infer<typeof menuPageShown>;
export const menuWords = (lang: Lang = "en") => data.read<Words>("menu-page.json", lang);
export type TestDish = {
  slug: string;
  name: string;
  alt: string;
  ingredients: string;
  kind: string;
  portion: number;
  cookingText?: string;
  nutrition: { kcal: number };
  diets: string[];
  allergens: string[];
};
export const dishes = (lang: Lang = "en") => data.read<TestDish[]>("dishes.json", lang);

const allowed = { diet: DIETS, without: ALLERGENS, kind: KINDS };
const all = data.read<(FilterDish & { slug: string; name: string })[]>("dishes.json", "en");
/** The dishes of the week a panel opens on, once each, in serving order: what the filters count. */
export const panelFrom = (i: number) => {
  const slugs = new Set(
    weeks.slice(i, i + 1).flatMap((w) => [...w.days.flatMap(dayDishes), ...w.kits]),
  );
  return [...slugs].map((slug) => all.find((d) => d.slug === slug)!);
};
/** The dishes of `dishes` an address's filters leave. */
export const dishesLeft = <D extends FilterDish>(search: string, dishes: D[]) =>
  dishes.filter((d) => matches(d, parseFilters(search, allowed)));

/** The cutoff sentence for the week of `monday`, as the page writes it. */
export const cutoffOf = (monday: string, lang: Lang = "en") => {
  const w = menuWords(lang);
  return cutoffText(monday, w.cutoff, w.cutoffText, lang);
};
/** A week's heading as the week a visitor can order: "Week of 7 December to 11 December". */
export const weekTitle = (monday: string, lang: Lang = "en") => {
  const week = weeks.find((w) => w.monday === monday)!;
  const last = addDays(monday, WEEKDAYS.indexOf(week.days.at(-1)!.day));
  return fill(menuWords(lang).weekOf, {
    from: formatDayMonth(monday, lang),
    to: formatDayMonth(last, lang),
  });
};
/** A day as the menu's day headings and a dish's days write it: "Понедельник, 23 ноября". */
export const dateOf = (date: string, lang: Lang = "en") =>
  formatDayHeading(date, lang, menuWords(lang).days);
/** A day as a sentence names it: "понедельник, 23 ноября" (English: "Monday 23 November"). */
export const dateInSentenceOf = (date: string, lang: Lang = "en") =>
  formatDayInSentence(date, lang, menuWords(lang).days);

/** An instant: the given date in Yerevan at the given time (UTC+4, all year). */
export const inYerevan = (date: string, time = "12:00") => new Date(`${date}T${time}:00+04:00`);
export { addDays };

/**
 * The most layout shift `openStill` accepts as "nothing moved". A week swapped after the first
 * paint moves whole sections and scores far above it; on a loaded machine a sub-pixel nudge
 * can still come from a late font or image, which this is not about.
 */
const STILL = 0.005;

/** What moved: the layout shifts' sum and each shift's elements, described. */
type Shifts = { sum: number; moved: string[] };

/** Opens /menu (or `path`) at an instant of the visitor's clock, and waits for hydration. */
export async function openAt(page: Page, when: Date, path = "/menu") {
  await page.clock.setFixedTime(when);
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
}

/** Every layout shift of the page since it was opened (the observer's buffer). */
function shiftsSoFar(page: Page): Promise<Shifts> {
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve) => {
        let sum = 0;
        const moved: string[] = [];
        type Shift = { value: number; sources: { node?: Node; currentRect: DOMRectReadOnly }[] };
        const describe = ({ node, currentRect: r }: Shift["sources"][number]) => {
          const el = node instanceof Element ? node : node?.parentElement;
          const name = el ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}>` : "?";
          const text = (el?.textContent ?? "").trim().slice(0, 30);
          return `${name} "${text}" now at ${Math.round(r.x)},${Math.round(r.y)}`;
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Shift[]) {
            sum += e.value;
            moved.push(`${e.value.toFixed(4)}: ${e.sources.map(describe).join(", ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve({ sum, moved }), 50));
      }),
  );
}

/**
 * Opens /menu at an instant, as openAt, and expects nothing to have moved until load (STILL);
 * a failure names each shift and what it moved.
 */
export async function openStill(page: Page, when: Date, path = "/menu") {
  await openAt(page, when, path);
  const { sum, moved } = await shiftsSoFar(page);
  expect(sum, `layout shifts until load:\n${moved.join("\n")}`).toBeLessThan(STILL);
}
