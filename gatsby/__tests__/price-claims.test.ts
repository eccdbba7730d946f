/** @jest-environment node */
import { validateDataDir } from "../content/check";
import { dayCounts, priceClaimProblems, samePriceDays } from "../price-claims";
import { dataCopy, editData } from "../../jest/data-copy";
import { LANGUAGE_CODES } from "../../src/lib/languages";
import { DATA_DIR } from "../paths";
import { inOwnerWords } from "../cms/owner-words";
import fs from "node:fs";
import path from "node:path";

type Plan = { slug: string; price: number; days?: number; family: string; period: string };
const quiet = { today: "2026-11-24", warn: () => {} };
const check = (dir: string) => validateDataDir(dir, undefined, undefined, undefined, quiet);
const stored = (slug: string) =>
  JSON.parse(fs.readFileSync(path.join(DATA_DIR, "plans", `${slug}.json`), "utf8")) as Record<
    string,
    { description?: string } & Partial<Plan>
  >;

/** The plan whose copy compares its price with another's, in every language (the 5-day plan). */
const claiming = ["ready-3", "ready-4", "ready-5", "diy-3", "diy-4", "diy-5"]
  .map((slug) => ({ slug, file: stored(slug) }))
  .find(({ file }) => samePriceDays(file.en.description ?? "", "en") !== undefined)!;
const days = samePriceDays(claiming.file.en.description!, "en")!;
const compared = ["ready", "diy"]
  .map((family) => `${family}-${days}`)
  .find((slug) => stored(slug).en.family === claiming.file.en.family)!;

test("the 5-day plan's sentence is recognised in every language, naming the same plan", () => {
  for (const lang of LANGUAGE_CODES)
    expect(samePriceDays(claiming.file[lang].description!, lang)).toBe(days);
});

test("while the prices agree, the sentence stands and the English copy is untouched", () => {
  expect(stored(claiming.slug).en.price).toBe(stored(compared).en.price);
  expect(check(DATA_DIR)).toEqual([]);
});

test("raising one of the two prices refuses the sentence in each language, naming both prices", () => {
  const dir = dataCopy();
  editData(dir, "plans.json", (plans: Plan[]) => {
    plans.find((p) => p.slug === claiming.slug)!.price += 1000;
  });
  const problems = check(dir);
  expect(problems).toEqual(
    LANGUAGE_CODES.map((lang) =>
      expect.stringMatching(
        new RegExp(
          `^data/plans/${claiming.slug}\\.json: ${lang}\\.description: says the weekly price is the same as the ${days}-day plan's, but this plan costs [\\d,]+ ֏ a week and the ${days}-day plan [\\d,]+ ֏`,
        ),
      ),
    ),
  );
  // Told in the owner's words: the plan by its name, the field by its label, the language.
  expect(inOwnerWords(problems[1])).toMatch(/^Plan .* › Description, in Armenian: says/);
});

test("lowering the other plan's price is refused the same way", () => {
  const dir = dataCopy();
  editData(dir, "plans.json", (plans: Plan[]) => {
    plans.find((p) => p.slug === compared)!.price -= 500;
  });
  expect(check(dir)).toHaveLength(LANGUAGE_CODES.length);
});

test("a sentence naming a plan the family lacks is refused; other sentences are not read as claims", () => {
  const plans = [
    {
      slug: "a",
      family: "ready",
      period: "week",
      days: 5,
      price: 15000,
      description: "At the same weekly price as the 6-day plan.",
    },
    {
      slug: "b",
      family: "ready",
      period: "week",
      days: 4,
      price: 15000,
      description: "Four of your five working days covered.",
    },
  ];
  expect(priceClaimProblems(plans, "en", "data/en/plans.json")).toEqual([
    expect.stringMatching(/^data\/en\/plans\.json: \[0\]\.description: .* has no 6-day plan/),
  ]);
  expect(samePriceDays("Meals for 5 days a week", "en")).toBeUndefined();
  expect(samePriceDays("по той же цене, что и план на 3 дня", "ru")).toBe(3);
  expect(samePriceDays("costs the same as the 3-day plan", "en")).toBe(3);
});

test("a weekly plan's copy that counts its days counts as many as its delivery days", () => {
  for (const lang of LANGUAGE_CODES)
    expect(dayCounts(claiming.file[lang].description!, lang)).toEqual([]);
  expect(dayCounts("Meals for 5 days a week", "en")).toEqual([5]);
  expect(dayCounts("Блюда на 5 дней в неделю", "ru")).toEqual([5]);
  expect(dayCounts("Ուտեստներ շաբաթը 5 օր", "hy")).toEqual([5]);
  const dir = dataCopy();
  editData(dir, "plans.json", (plans: Plan[]) => {
    plans.find((p) => p.slug === compared)!.days = 3;
  });
  const problems = check(dir);
  // Its name, its first point and its button in each language say 4 days.
  expect(problems.length).toBeGreaterThanOrEqual(3 * LANGUAGE_CODES.length);
  expect(problems).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^data/plans/${compared}\\.json: ru\\.features\\[0\\]: names ${days} days, but the plan delivers on 3 days a week`,
      ),
    ),
  );
});
