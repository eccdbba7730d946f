/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { relocate } from "../../content/layout";
import { loadContent } from "../../content/snapshot";
import { comingWeekWarning, dishProblems, weekProblems, type WeekFile } from "../checks";
import { DATA_DIR } from "../../paths";
import { keepData } from "../../content/disk";
import { dataFiles } from "../../content/data-files";

type Dish = { slug: string; kind: string; animal: string; allergens: string[] };
const content = loadContent();
const dishes = content.facts<Dish[]>("dishes.json");
const ready = dishes.filter((d) => d.kind === "ready").map((d) => d.slug);
const kits = dishes.filter((d) => d.kind === "kit").map((d) => d.slug);
/** The catalogue's facts as the checks name them; the build then tells where each is kept. */
const D = "data/dishes.json";
const stored = new Map([["dishes.json", keepData(DATA_DIR).stored("dishes.json")]]);
/** Findings as the build tells them: "data/dishes/tolma.json: en.animal: ...". */
const told = (problems: string[]) => problems.map((p) => relocate(p, "data", dataFiles, stored));
/** The catalogue's facts with one dish changed. */
const changed = (slug: string, change: Partial<Dish>) =>
  dishes.map((d) => (d.slug === slug ? { ...d, ...change } : d));

const week = (monday: string) => ({
  monday,
  days: [{ day: "mon", lunch: ready[0], dinner: ready[1] }],
  kits: [kits[0]],
});
const file = (name: string, value: unknown): WeekFile => ({ where: `data/weeks/${name}`, value });

describe("weeks", () => {
  test("the published weeks pass", () => {
    const names = fs.readdirSync(path.join(DATA_DIR, "weeks")).sort();
    const weeks = content.folder("weeks").map((value, i) => file(names[i], value));
    expect(weeks.length).toBeGreaterThanOrEqual(5);
    expect(weekProblems(weeks, dishes, D)).toEqual([]);
  });

  test("a dish that does not exist names the file and field", () => {
    const value = week("2026-11-23");
    value.days[0].dinner = "no-such-dish";
    expect(told(weekProblems([file("2026-11-23.json", value)], dishes, D))).toEqual([
      // The owner sees this as a refused publish: the week and the day in words, and what to do.
      'data/weeks/2026-11-23.json: days[0].dinner: the Monday dinner of the week of 23 November 2026 is "no-such-dish", a dish that no longer exists in data/dishes/. Choose another dish there in the week, or add the dish back, and save again',
    ]);
  });

  test("a kit served as a meal, a ready dish among the kits", () => {
    const value = week("2026-11-23");
    value.days[0].lunch = kits[1];
    value.kits = [ready[2]];
    expect(weekProblems([file("2026-11-23.json", value)], dishes, D)).toEqual([
      `data/weeks/2026-11-23.json: days[0].lunch: the Monday lunch of the week of 23 November 2026 is "${kits[1]}", a cooking kit, but this place needs a ready-to-eat dish. Choose another dish there and save again`,
      `data/weeks/2026-11-23.json: kits[0]: kit 1 of the week of 23 November 2026 is "${ready[2]}", a ready-to-eat dish, but this place needs a cooking kit. Choose another dish there and save again`,
    ]);
  });

  test("a date that is not a Monday", () => {
    expect(weekProblems([file("2026-11-24.json", week("2026-11-24"))], dishes, D)).toEqual([
      "data/weeks/2026-11-24.json: monday: 2026-11-24 is a Tuesday, not a Monday: a week starts on a Monday. Choose its Monday in the week and save again",
    ]);
  });

  test("two files claim the same week", () => {
    const problems = weekProblems(
      [file("2026-11-23.json", week("2026-11-23")), file("2026-11-30.json", week("2026-11-23"))],
      dishes,
      D,
    );
    expect(problems).toEqual([
      "data/weeks/2026-11-30.json: monday: 2026-11-23 is not the date in the file's name (a week's file is named after its Monday)",
      "data/weeks/2026-11-30.json: monday: the week of 2026-11-23 is already in data/weeks/2026-11-23.json",
    ]);
  });

  test("a file not named after a date, a day twice, a wrong field", () => {
    const twice = week("2026-11-23");
    twice.days.push({ ...twice.days[0] });
    expect(weekProblems([file("week-1.json", week("2026-11-23"))], dishes, D)).toEqual([
      "data/weeks/week-1.json: a week's file is named after its Monday, e.g. 2026-11-23.json",
    ]);
    expect(weekProblems([file("2026-11-23.json", twice)], dishes, D)).toEqual([
      'data/weeks/2026-11-23.json: days[1].day: "mon" twice',
    ]);
    const typo = { ...week("2026-11-23"), monday: "23.11.2026" };
    expect(weekProblems([file("2026-11-23.json", typo)], dishes, D)).toEqual([
      "data/weeks/2026-11-23.json: monday: must look like 2026-11-23",
    ]);
  });
});

describe("dishes", () => {
  test("the catalogue passes", () => {
    expect(dishProblems(dishes, D)).toEqual([]);
  });

  test("energy more than 15% away from 4/4/9 kcal per gram names the dish and field", () => {
    const broken = structuredClone(dishes) as unknown as { nutrition: { kcal: number } }[];
    broken[2].nutrition.kcal *= 10;
    expect(told(dishProblems(broken, D))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/dishes/${dishes[2].slug}\\.json: en\\.nutrition\\.kcal: \\d+ kcal, but .* make \\d+ kcal`,
        ),
      ),
    ]);
  });

  test("15% apart passes, a little more does not", () => {
    const at = (kcal: number) => [
      {
        nutrition: { kcal, protein: 25, fat: 0, carbohydrates: 75 },
        allergens: [],
        animal: "meat",
      },
    ];
    expect(dishProblems(at(460), D)).toEqual([]);
    expect(dishProblems(at(340), D)).toEqual([]);
    expect(dishProblems(at(461), D)).toHaveLength(1);
    expect(dishProblems(at(339), D)).toHaveLength(1);
  });

  test("an animal fact the allergens contradict, naming the dish's file", () => {
    const [vegan, fish] = [dishes[0].slug, dishes[1].slug];
    expect(told(dishProblems(changed(vegan, { allergens: ["milk"], animal: "none" }), D))).toEqual([
      `data/dishes/${vegan}.json: en.animal: "none", but its allergens name milk`,
    ]);
    expect(told(dishProblems(changed(fish, { allergens: [], animal: "fish" }), D))).toEqual([
      `data/dishes/${fish}.json: en.animal: "fish", but its allergens name no fish, crustaceans, molluscs`,
    ]);
  });
});

describe("the coming week", () => {
  const mondays = ["2026-11-23", "2026-11-30"];

  test("no warning while the coming Monday is published", () => {
    expect(comingWeekWarning(mondays, "2026-11-29", "data/weeks")).toBeNull();
  });

  test("a warning, naming the file to add, when it is not", () => {
    expect(comingWeekWarning(mondays, "2026-11-30", "data/weeks")).toMatch(
      /^data\/weeks\/: no week covers the coming Monday 2026-12-07.*data\/weeks\/2026-12-07\.json/,
    );
  });
});
