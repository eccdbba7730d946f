import { render, screen, within } from "@testing-library/react";
import { loadContent } from "../../../gatsby/content/snapshot";
import { fakeImage, siteData } from "../../../jest/fixtures";
import { SiteDataProvider, type SiteData } from "../../hooks/use-site-data";
import { LANGUAGE_CODES, localPath, type Lang } from "../../lib/languages";
import { withUnit } from "../../lib/format";
import { DishCard, allergenWords, type CardDish, type Words } from "../dish-card";

const data = loadContent();
const wordsIn = (lang: Lang) => data.read<Words>("menu-page.json", lang);
const dishesIn = (lang: Lang) => data.read<CardDish[]>("dishes.json", lang);
const words = wordsIn("ru");
const dishes = dishesIn("ru");
const withAllergens = dishes.find((d) => d.allergens.length > 1)!;
const without = dishes.find((d) => d.allergens.length === 0);

const renderCard = (lang: Lang, dish: CardDish, w: Words) =>
  render(
    <SiteDataProvider value={siteData(lang) as unknown as SiteData}>
      <DishCard
        dish={{ ...dish, image: fakeImage(dish.name) } as CardDish}
        words={w}
        meal={w.meals.lunch}
      />
    </SiteDataProvider>,
  );

describe("DishCard", () => {
  beforeEach(() => renderCard("ru", withAllergens, words));

  it("shows the picture, the meal and the name, linked to the dish's page", () => {
    expect(screen.getByRole("img", { name: withAllergens.alt })).toBeInTheDocument();
    expect(screen.getByText(words.meals.lunch)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: withAllergens.name })).toHaveAttribute(
      "href",
      localPath(`/menu/${withAllergens.slug}`, "ru"),
    );
  });

  it("gives energy, protein, fat and carbohydrates with their names", () => {
    const n = withAllergens.nutritionText;
    for (const [label, value] of [
      [words.nutrition.kcal, withUnit(n.kcal, words.kcalUnit)],
      [words.nutrition.protein, n.protein],
      [words.nutrition.fat, n.fat],
      [words.nutrition.carbohydrates, n.carbohydrates],
    ]) {
      const term = screen.getByText(label);
      expect(term.nextElementSibling?.textContent).toBe(value);
    }
  });

  it("names every allergen in words, and the diet marks", () => {
    // Each name inside the list (in lower case after the first), its spaces as the page's.
    for (const id of withAllergens.allergens) {
      const name = words.allergens
        .find((a) => a.slug === id)!
        .name.replace(/\s+/g, " ")
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(screen.getByText(new RegExp(name, "iu"), { selector: "p" })).toBeInTheDocument();
    }
    const marks = screen.queryByRole("list");
    const names = withAllergens.diets.map((d) => words.diets.find((w) => w.slug === d)!.name);
    if (marks)
      expect(
        within(marks)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(names);
    else expect(names).toEqual([]);
  });
});

describe.each(LANGUAGE_CODES)("the allergen line in %s", (lang) => {
  const w = wordsIn(lang);
  const dish = dishesIn(lang).find((d) => d.allergens.length > 1)!;
  const names = dish.allergens.map((id) => w.allergens.find((a) => a.slug === id)!.name);

  it("follows the language's label, the first allergen capitalised and the others in lower case", () => {
    renderCard(lang, dish, w);
    const line = screen.getByText(w.allergensLabel).closest("p")!;
    const list = [names[0], ...names.slice(1).map((n) => n.toLocaleLowerCase(lang))];
    const plain = (text: string) => text.replace(/\s+/g, " ");
    expect(plain(line.textContent!)).toBe(plain(`${w.allergensLabel} ${list.join(", ")}`));
    // Lower case in the middle of a list, whichever allergens the dish has.
    expect(line.textContent).not.toMatch(/, \p{Lu}/u);
    // The label's punctuation is the language's own: Armenian has no Latin colon.
    if (lang === "hy") expect(line.textContent).not.toContain(":");
  });

  it("says a dish has none of the 14 allergens", () => {
    expect(allergenWords(w, [], lang)).toBe(w.noAllergens);
  });
});

describe("allergenWords", () => {
  it("says a dish has none of the 14 allergens", () => {
    if (without) expect(allergenWords(words, without.allergens, "ru")).toBe(words.noAllergens);
  });
});

describe.each(LANGUAGE_CODES)("a kit's card in %s", (lang) => {
  it("states its cooking time; a ready dish's card states none", () => {
    const w = wordsIn(lang);
    const all = dishesIn(lang);
    const kit = all.find((d) => d.kind === "kit")!;
    expect(kit.cookingText).toBeTruthy();
    // The minutes and their unit keep to one line; read the no-break space as a space.
    expect(kit.cookingText).toMatch(/\d\u00a0\S+$/);
    const cooking = kit.cookingText!.replace(/\s+/g, " ");
    const { unmount } = renderCard(lang, kit, w);
    expect(screen.getByText(cooking)).toBeInTheDocument();
    unmount();
    const ready = all.find((d) => d.kind === "ready")!;
    renderCard(lang, ready, w);
    expect(screen.queryByText(cooking)).not.toBeInTheDocument();
  });
});
