/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../content/snapshot";
import type { Dish as CatalogueDish } from "../menu/dish-joins";
import { LANGUAGE_CODES } from "../../src/lib/languages";

/*
 * A calorie, protein figure or description is written once, in the catalogue of dishes: the
 * sample menu on /meal-plans and the landing's photos name a dish and read it from there.
 */

type Dish = CatalogueDish & { nutritionText: { kcal: string; protein: string } };
type Day = {
  dish: string;
  meal: string;
  description: string;
  calories: number;
  protein: number;
  caloriesText: string;
  proteinText: string;
};
type Meal = { dish: string; name: string; alt: string; image: string; caption: string };

const content = loadContent();
const data = path.join(__dirname, "..", "..", "data");

describe.each(LANGUAGE_CODES)("in %s", (lang) => {
  const dishes = new Map(content.read<Dish[]>("dishes.json", lang).map((d) => [d.slug, d]));

  test("the sample menu shows its dishes' names, descriptions and figures", () => {
    for (const day of content.read<Day[]>("menu.json", lang)) {
      const dish = dishes.get(day.dish)!;
      expect(day).toMatchObject({
        meal: dish.name,
        description: dish.description,
        calories: dish.nutrition.kcal,
        protein: dish.nutrition.protein,
        caloriesText: dish.nutritionText.kcal,
        proteinText: dish.nutritionText.protein,
      });
    }
  });

  test("the landing's photos show their dishes' names, pictures and energy", () => {
    // The captions as the language's copy writes them, before the build fills in {kcal}.
    const captions = content.copy<{ slug: string; caption: string }[]>("meals.json", lang);
    for (const meal of content.read<Meal[]>("meals.json", lang)) {
      const dish = dishes.get(meal.dish)!;
      expect(meal).toMatchObject({ name: dish.name, alt: dish.alt, image: dish.image });
      const own = captions.find((c) => c.slug === (meal as { slug?: string }).slug)!;
      if (own.caption.includes("{kcal}")) expect(meal.caption).toContain(dish.nutritionText.kcal);
    }
  });
});

test("the sample menu's figures are those the site has always promised", () => {
  const days = content.read<Day[]>("menu.json", "en");
  expect(days.map((d) => d.calories)).toEqual([520, 480, 480, 550, 420]);
  expect(days.map((d) => d.protein)).toEqual([42, 38, 35, 45, 16]);
});

test("no file of data/ but the catalogue writes a calorie or protein figure, even in a text", () => {
  const found: string[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string" && /\d\s*(kcal|ккал|կկալ)/i.test(value)) found.push(where);
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
    else if (value && typeof value === "object")
      for (const [key, v] of Object.entries(value)) {
        if (/^(kcal|calories|protein)$/.test(key)) found.push(`${where}.${key}`);
        walk(v, `${where}.${key}`);
      }
  };
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? files(path.join(dir, e.name))
          : e.name.endsWith(".json")
            ? [path.join(dir, e.name)]
            : [],
      );
  for (const file of files(data)) {
    const rel = path.relative(data, file);
    // The catalogue holds them (a file per dish); the menu page's copy names them (labels,
    // not figures).
    if (rel.startsWith(`dishes${path.sep}`) || rel === "menu-page.json") continue;
    walk(JSON.parse(fs.readFileSync(file, "utf8")), rel);
  }
  expect(found).toEqual([]);
});
