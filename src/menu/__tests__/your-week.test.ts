import { offerFromWeeks } from "../../catalog/offer-from-weeks";
import { NO_FILTERS, type Filters } from "../../catalog/filter";
import {
  choiceText,
  coveredText,
  planKindOf,
  uncoveredText,
  wantsOwnWeek,
  yourWeek,
  type YourWeekWords,
} from "../your-week";

/*
 * The visitor's own week on a small catalogue made up here, and its words with made-up
 * templates (the page's own come from data/ and are checked there).
 */

const dish = (slug: string, diets: string[], allergens: string[] = [], kind = "ready") => ({
  slug,
  kind,
  diets,
  allergens,
});
const catalogue = [
  dish("meat", []),
  dish("veg-nuts", ["vegetarian"], ["nuts"]),
  dish("veg", ["vegetarian"]),
  dish("kit-veg", ["vegetarian"], [], "kit"),
];
const day = (name: string, lunch: string, dinner: string, lunchAlt: string[] = []) => ({
  day: name,
  lunch,
  dinner,
  lunchAlternatives: lunchAlt,
  dinnerAlternatives: [],
});
const { offer, slugs } = offerFromWeeks(
  [
    {
      monday: "2026-12-07",
      days: [day("mon", "meat", "veg", ["veg-nuts", "veg"]), day("tue", "veg-nuts", "veg")],
      kits: ["kit-veg"],
    },
  ],
  catalogue,
);
const filters = (f: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...f });
const named = (i: number | null) => (i === null ? null : slugs[i]);

const words: YourWeekWords = {
  covered: "{covered} of {days} days",
  without: "without {allergens}",
  lunch: "No lunch on {day} ({choice}).",
  dinner: "No dinner on {day} ({choice}).",
  kit: "No kit on {day} ({choice}).",
};
const names = {
  diets: [{ slug: "vegetarian", name: "Vegetarian" }],
  allergens: [
    { slug: "nuts", name: "Tree nuts" },
    { slug: "milk", name: "Milk" },
  ],
};

describe("the visitor's own week", () => {
  test("shows only with a diet or an allergen chosen, not a kind alone", () => {
    expect(wantsOwnWeek(NO_FILTERS)).toBe(false);
    expect(wantsOwnWeek(filters({ kind: ["kit"] }))).toBe(false);
    expect(wantsOwnWeek(filters({ without: ["milk"] }))).toBe(true);
  });

  test("is the kit plan only when kits alone are asked for", () => {
    expect(planKindOf(filters({ kind: ["kit"] }))).toBe("kit");
    expect(planKindOf(filters({ kind: ["ready", "kit"] }))).toBe("ready");
    expect(planKindOf(NO_FILTERS)).toBe("ready");
  });

  test("gives each day the offer's dish, the other fitting ones as swaps, none where nothing fits", () => {
    const served = yourWeek(
      offer,
      "2026-12-07",
      filters({ diet: ["vegetarian"], without: ["nuts"] }),
    )!;
    const mon = served.days[0].meals;
    expect([named(mon[0].dish), mon[0].swaps.map(named)]).toEqual(["veg", []]);
    expect(named(served.days[1].meals[0].dish)).toBeNull();
    expect(served.covered).toBe(1);
    expect(coveredText(words, served)).toBe("1 of 2 days");
  });

  test("with kits alone asked for, gives a kit a day while kits last", () => {
    const served = yourWeek(offer, "2026-12-07", filters({ diet: ["vegetarian"], kind: ["kit"] }))!;
    expect(served.days.map((d) => named(d.meals[0].dish))).toEqual(["kit-veg", null]);
  });

  test("is nothing for a week the offer does not hold", () => {
    expect(yourWeek(offer, "2026-12-14", filters({ without: ["milk"] }))).toBeNull();
  });
});

describe("the words of the visitor's own week", () => {
  const choice = { diet: ["vegetarian"], without: ["nuts", "milk"] };

  test("name the diets and the allergens left out with the filters' own words", () => {
    expect(choiceText(choice, names, words.without, "en")).toBe(
      "Vegetarian, without tree nuts, milk",
    );
    expect(choiceText({ diet: [], without: ["nuts"] }, names, words.without, "en")).toBe(
      "without tree nuts",
    );
  });

  test("start lower case inside an Armenian or Russian sentence", () => {
    const ru = {
      diets: [{ slug: "vegetarian", name: "Вегетарианское" }],
      allergens: [{ slug: "nuts", name: "Орехи" }],
    };
    expect(
      choiceText({ diet: ["vegetarian"], without: ["nuts"] }, ru, "исключены: {allergens}", "ru"),
    ).toBe("вегетарианское, исключены: орехи");
  });

  test("name the meal nothing suits and its day", () => {
    expect(uncoveredText(words, "lunch", "Tuesday 8 December", "Vegetarian")).toBe(
      "No lunch on Tuesday 8 December (Vegetarian).",
    );
  });
});
