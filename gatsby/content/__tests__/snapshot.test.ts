/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { dataCopy, editData } from "../../../jest/data-copy";
import { ContentError, loadContent } from "../snapshot";
import { contentFiles } from "../../source-nodes";
import { dataFiles } from "../data-files";
import type { Dish } from "../../../src/menu/schema/index";
import { dietMarks, per100g, type Thresholds } from "../../../src/catalog/diet";

const DATA = path.join(__dirname, "..", "..", "..", "data");

test("each language's content comes joined: facts, copy and the texts the build writes", () => {
  const content = loadContent(DATA);
  const plans = content.read<{ slug: string; price: number; name: string; priceText: string }[]>(
    "plans.json",
    "hy",
  );
  const facts = content.facts<{ slug: string; price: number }[]>("plans.json");
  expect(plans.map((p) => [p.slug, p.price])).toEqual(facts.map((p) => [p.slug, p.price]));
  for (const plan of plans) {
    expect(plan.name.trim()).not.toBe("");
    expect(plan.priceText).toContain("֏");
  }
});

test("every file becomes one node source per language, each entry tagged with it", () => {
  const files = contentFiles(loadContent(DATA));
  expect(files).toHaveLength(Object.keys(dataFiles).length * 3);
  const ru = files.find((f) => f.file === "faq.json" && f.lang === "ru")!;
  const entries = JSON.parse(ru.json) as { lang: string }[];
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.every((e) => e.lang === "ru")).toBe(true);
  const site = JSON.parse(files.find((f) => f.file === "site.json" && f.lang === "en")!.json);
  expect(site).toMatchObject({ lang: "en", brand: expect.any(String) });
});

test("broken content stops the load, naming the file where it is kept and the field", () => {
  const dir = dataCopy();
  editData(dir, "plans.json", (plans) => (plans[1].price = "15000"));
  const { slug } = loadContent(DATA).facts<{ slug: string }[]>("plans.json")[1];
  expect(() => loadContent(dir)).toThrow(ContentError);
  try {
    loadContent(dir);
  } catch (err) {
    expect((err as ContentError).problems).toContainEqual(
      expect.stringMatching(new RegExp(`^data/plans/${slug}\\.json: en\\.price: .*number`)),
    );
  }
});

test("a weekly plan's price per day is its price divided by its days, written per language", () => {
  const content = loadContent(DATA);
  type Plan = { slug: string; price: number; days?: number; perDayText?: string };
  const [en, ru] = (["en", "ru"] as const).map((lang) => content.read<Plan[]>("plans.json", lang));
  for (const [i, plan] of en.entries()) {
    if (plan.days === undefined) {
      expect(plan.perDayText).toBeUndefined();
      continue;
    }
    const perDay = Math.round(plan.price / plan.days);
    expect(plan.perDayText).toBe(`${perDay.toLocaleString("en-US")}\u00a0AMD`);
    expect(ru[i].perDayText?.replace(/\D/g, "")).toBe(String(perDay));
  }
  expect(en.filter((p) => p.perDayText).length).toBeGreaterThan(0);
});

test("dishes come with their computed diet marks and nutrition per 100 g, in every language", () => {
  const content = loadContent(DATA);
  type Shown = Dish & { diets: string[]; per100g: Dish["nutrition"] };
  const { thresholds } = content.facts<{ thresholds: Thresholds }>("menu-page.json");
  const [en, hy] = (["en", "hy"] as const).map((lang) =>
    content.read<Shown[]>("dishes.json", lang),
  );
  expect(hy.map((d) => d.slug)).toEqual(en.map((d) => d.slug));
  for (const [i, dish] of hy.entries()) {
    expect(dish.diets).toEqual(dietMarks(dish, thresholds));
    expect(dish.diets).toEqual(en[i].diets);
    expect(dish.per100g).toEqual(per100g(dish.nutrition, dish.portion));
  }
});

test("the weeks of the menu, one per file, in the order of their Mondays", () => {
  const weeks = loadContent(DATA).folder<{ monday: string }>("weeks");
  const files = fs.readdirSync(path.join(DATA, "weeks")).sort();
  expect(weeks.map((w) => `${w.monday}.json`)).toEqual(files);
});

describe("a list the editor leaves out when empty is read as its schema's default", () => {
  // The editor writes no key for an empty list: a dish with no allergens, a week without kits.
  test("a dish saved without allergens has none, in its facts and on every page", () => {
    const bare = fs
      .readdirSync(path.join(DATA, "dishes"))
      .map((name) => JSON.parse(fs.readFileSync(path.join(DATA, "dishes", name), "utf8")))
      .filter((dish) => !("allergens" in dish.en));
    expect(bare.length).toBeGreaterThan(0);
    const content = loadContent(DATA);
    const facts = content.facts<{ slug: string; allergens: string[] }[]>("dishes.json");
    for (const { en } of bare) {
      expect(facts.find((d) => d.slug === en.slug)!.allergens).toEqual([]);
      for (const lang of ["en", "hy", "ru"] as const) {
        const dishes = content.read<{ slug: string; allergens: string[] }[]>("dishes.json", lang);
        expect(dishes.find((d) => d.slug === en.slug)!.allergens).toEqual([]);
      }
    }
  });

  test("a week saved without kits has none (and the plans' promise of kits then fails)", () => {
    const dir = dataCopy();
    const [first] = fs.readdirSync(path.join(dir, "weeks")).sort();
    const file = path.join(dir, "weeks", first);
    const week = JSON.parse(fs.readFileSync(file, "utf8"));
    delete week.kits;
    fs.writeFileSync(file, JSON.stringify(week, null, 2) + "\n");
    expect(() => loadContent(dir)).toThrow(
      new RegExp(`data/weeks/${first}: kits: 0 different kits`),
    );
    delete week.days;
    fs.writeFileSync(file, JSON.stringify(week));
    expect(() => loadContent(dir)).toThrow(new RegExp(`data/weeks/${first}: days: `));
  });
});
