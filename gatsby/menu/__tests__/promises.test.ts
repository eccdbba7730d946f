/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { relocate } from "../../content/layout";
import { loadContent } from "../../content/snapshot";
import { menuPromiseProblems } from "../promises";
import type { WeekFile } from "../checks";
import { DATA_DIR } from "../../paths";
import { keepData } from "../../content/disk";
import { dataFiles } from "../../content/data-files";
import type { Checked } from "../../content/data-file";
import type { Lang } from "../../../src/lib/languages";

/**
 * A file as the build reads it, by the name the checks give it: its facts ("data/dishes.json")
 * or a language's copy ("data/hy/dishes.json").
 */
const real = (where: string): any => {
  const [, lang, file] = /^data\/(?:([a-z]{2})\/)?([\w-]+\.json)$/.exec(where)!;
  return lang ? loadContent().copy(file, lang as Lang) : loadContent().facts(file);
};
const LANGS = ["en", "hy", "ru"];
const names = fs.readdirSync(path.join(DATA_DIR, "weeks")).sort();
const weeks: WeekFile[] = loadContent()
  .folder("weeks")
  .map((value, i) => ({ where: `data/weeks/${names[i]}`, value }));
const stored = new Map(
  Object.keys(dataFiles).map((file) => [file, keepData(DATA_DIR).stored(file)]),
);

/** The real data with one file changed, its findings told where the owner finds them. */
function problems(file: string, change: (value: any) => void, theWeeks = weeks) {
  const changed = structuredClone(real(file));
  change(changed);
  const read = (where: string) => (where === file ? changed : real(where));
  return menuPromiseProblems(read, "data", LANGS, theWeeks).map((p) =>
    relocate(p, "data", dataFiles, stored),
  );
}
const unchanged = () => {};

test("the published data keeps every promise", () => {
  expect(problems("data/dishes.json", unchanged)).toEqual([]);
});

test("a kit that cooks longer than the plans promise fails, naming the kit and the limit", () => {
  const { kitMaxMinutes } = real("data/menu-page.json");
  const dishes = real("data/dishes.json") as { slug: string; kind: string }[];
  const i = dishes.findIndex((d) => d.kind === "kit");
  expect(problems("data/dishes.json", (list) => (list[i].cookingMinutes = 40))).toEqual([
    `data/dishes/${dishes[i].slug}.json: en.cookingMinutes: ${dishes[i].slug} takes 40 minutes to cook, the plans promise at most ${kitMaxMinutes} (data/menu-page.json: kitMaxMinutes)`,
  ]);
});

test("every kit of the catalogue states a cooking time within the promise", () => {
  const { kitMaxMinutes } = real("data/menu-page.json");
  const kits = (real("data/dishes.json") as { kind: string; cookingMinutes?: number }[]).filter(
    (d) => d.kind === "kit",
  );
  expect(kits.length).toBeGreaterThan(0);
  for (const kit of kits) expect(kit.cookingMinutes).toBeLessThanOrEqual(kitMaxMinutes);
});

test("a week with fewer kits than the largest DIY plan has days fails", () => {
  const plans = real("data/plans.json") as { slug: string; family: string; days?: number }[];
  const largest = plans
    .filter((p) => p.family === "diy")
    .sort((a, b) => (b.days ?? 0) - (a.days ?? 0))[0];
  const short = structuredClone(weeks[0]);
  (short.value as { kits: string[] }).kits.splice(2);
  expect(problems("data/dishes.json", unchanged, [short, ...weeks.slice(1)])).toEqual([
    `${short.where}: kits: 2 different kits, but the plan ${largest.slug} delivers one a day on ${largest.days} days (data/plans/)`,
  ]);
});

test("the cross-contact statement must name every allergen a dish holds", () => {
  expect(
    problems("data/menu-page.json", (page) => {
      page.kitchenAllergens = page.kitchenAllergens.filter((a: string) => a !== "sesame");
    }),
  ).toEqual([
    expect.stringMatching(
      /^data\/menu-page\.json: en\.kitchenAllergens: does not name sesame, which [\w-]+ contains \(data\/dishes\/\)$/,
    ),
  ]);
});

test("the sample menu names a dish of the catalogue", () => {
  const menu = structuredClone(real("data/menu.json"));
  menu[1].dish = "no-such-dish";
  const read = (where: string) => (where === "data/menu.json" ? menu : real(where));
  const check = dataFiles["menu.json"].checks!.acrossFiles!;
  const data = { label: "data", langs: LANGS, files: dataFiles, read } as unknown as Checked;
  expect(check(data, "menu.json").map((p) => relocate(p, "data", dataFiles, stored))).toEqual([
    'data/menu.json: en[1].dish: day 2 of the sample menu on the meal plans page shows "no-such-dish", a dish that no longer exists in data/dishes/. Choose another dish there, or add the dish back, and save again',
  ]);
});

test("a dish that drops an allergen its copy names fails in every language that names it", () => {
  const dishes = real("data/dishes.json") as { slug: string; allergens: string[] }[];
  const i = dishes.findIndex((d) => d.slug === "tolma");
  const found = problems("data/dishes.json", (list) => {
    list[i].allergens = list[i].allergens.filter((a: string) => a !== "milk");
  });
  // Matsun is named in each language's copy of the dish.
  for (const lang of LANGS)
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^data/dishes/tolma\\.json: ${lang}\\.\\w+: names ".+", which contains milk \\(a word listed in data/allergen-words\\.json\\), but the dish's allergens do not list milk`,
        ),
      ),
    );
});
