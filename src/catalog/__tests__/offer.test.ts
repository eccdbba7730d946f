import {
  deliveredWeek,
  fills,
  fittingDishes,
  orderableWeek,
  weekDishes,
  weekOffer,
  type OfferDish,
} from "../offer";
import { offerFromWeeks, type WeekFile } from "../offer-from-weeks";

/*
 * The model on small catalogues made up here: a few dishes whose marks and allergens are
 * chosen so that each rule shows (the day's dish, the first fitting alternative, none).
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
  dish("veg-too", ["vegetarian"]),
  dish("vegan", ["vegetarian", "vegan"]),
  dish("kit-meat", [], [], "kit"),
  dish("kit-veg", ["vegetarian"], [], "kit"),
  dish("kit-veg-nuts", ["vegetarian"], ["nuts"], "kit"),
] satisfies (OfferDish & { slug: string })[];

const day = (
  name: string,
  lunch: string,
  dinner: string,
  lunchAlternatives: string[] = [],
  dinnerAlternatives: string[] = [],
) => ({ day: name, lunch, dinner, lunchAlternatives, dinnerAlternatives });

const week: WeekFile = {
  monday: "2026-11-30",
  days: [
    // The day's own dishes fit a vegetarian.
    day("mon", "veg", "vegan", ["meat"], ["meat"]),
    // Two fitting alternatives: the first in the owner's order wins (a tie).
    day("tue", "meat", "meat", ["veg-too", "veg"], ["vegan", "veg"]),
    // Nothing fits a vegetarian's lunch.
    day("wed", "meat", "veg", [], ["meat"]),
    // A dish that is its own alternative counts once.
    day("thu", "veg-nuts", "veg", ["veg-nuts", "veg-too"], ["veg"]),
  ],
  kits: ["kit-meat", "kit-veg-nuts", "kit-veg", "kit-veg"],
};

const { offer, slugs } = offerFromWeeks([week], catalogue);
const [theWeek] = offer.weeks;
const names = (list: (number | null)[]) => list.map((i) => (i === null ? null : slugs[i]));
const vegetarian = { diet: ["vegetarian"], without: [] };
const noNuts = { diet: ["vegetarian"], without: ["nuts"] };

describe("weekOffer, ready-to-eat", () => {
  it("gives each day the day's dish when it fits, else the first fitting alternative", () => {
    const served = weekOffer(offer, theWeek, "ready", vegetarian);
    expect(served.days.map((d) => names(d.meals.map((m) => m.dish)))).toEqual([
      ["veg", "vegan"],
      ["veg-too", "vegan"],
      [null, "veg"],
      ["veg-nuts", "veg"],
    ]);
  });

  it("names a meal with nothing fitting as none, and counts only the days fully covered", () => {
    const served = weekOffer(offer, theWeek, "ready", vegetarian);
    expect(served.days.map((d) => d.covered)).toEqual([true, true, false, true]);
    expect(served.covered).toBe(3);
    expect(fills(served, 3)).toBe(true);
    expect(fills(served, 4)).toBe(false);
  });

  it("keeps the other fitting dishes of a meal as swaps, in the owner's order", () => {
    const [, tue] = weekOffer(offer, theWeek, "ready", vegetarian).days;
    expect(names(tue.meals[0].swaps)).toEqual(["veg"]);
    expect(names(tue.meals[1].swaps)).toEqual(["veg"]);
  });

  it("never offers a dish as its own swap, and passes over it when an allergen rules it out", () => {
    const thu = weekOffer(offer, theWeek, "ready", vegetarian).days[3];
    expect(names(thu.meals[0].swaps)).toEqual(["veg-too"]);
    const withoutNuts = weekOffer(offer, theWeek, "ready", noNuts).days[3];
    expect(names([withoutNuts.meals[0].dish])).toEqual(["veg-too"]);
    expect(withoutNuts.meals[0].swaps).toEqual([]);
  });

  it("serves the owner's week unchanged without choices", () => {
    const served = weekOffer(offer, theWeek, "ready", { diet: [], without: [] });
    expect(served.days.map((d) => names(d.meals.map((m) => m.dish)))).toEqual(
      week.days.map((d) => [d.lunch, d.dinner]),
    );
    expect(served.covered).toBe(week.days.length);
  });

  it("has no days for a week without days", () => {
    const empty = offerFromWeeks([{ monday: "2026-12-07", days: [], kits: [] }], catalogue);
    const served = weekOffer(empty.offer, empty.offer.weeks[0], "ready", vegetarian);
    expect(served).toEqual({ monday: "2026-12-07", kind: "ready", days: [], covered: 0 });
    expect(weekOffer(empty.offer, empty.offer.weeks[0], "kit", vegetarian).covered).toBe(0);
  });
});

describe("weekOffer, kits", () => {
  it("gives the delivery days the fitting kits in the owner's order, each once", () => {
    const served = weekOffer(offer, theWeek, "kit", vegetarian);
    expect(served.days.map((d) => names([d.meals[0].dish])[0])).toEqual([
      "kit-veg-nuts",
      "kit-veg",
      null,
      null,
    ]);
    expect(served.covered).toBe(2);
    expect(names(served.days[0].meals[0].swaps)).toEqual(["kit-veg"]);
  });

  it("fills as many days as kits fit", () => {
    const served = weekOffer(offer, theWeek, "kit", noNuts);
    expect(served.covered).toBe(1);
    expect(fills(served, 1)).toBe(true);
    expect(fills(served, 3)).toBe(false);
  });
});

describe("the dishes that fit", () => {
  it("are each dish of the week once, in the menu's order", () => {
    expect(names(weekDishes(theWeek, "ready"))).toEqual([
      "veg",
      "vegan",
      "meat",
      "veg-too",
      "veg-nuts",
    ]);
    expect(names(fittingDishes(offer, theWeek, noNuts))).toEqual([
      "veg",
      "vegan",
      "veg-too",
      "kit-veg",
    ]);
  });

  it("leave out a slug the catalogue lacks", () => {
    const odd = offerFromWeeks(
      [{ ...week, days: [day("mon", "gone", "veg")], kits: [] }],
      catalogue,
    );
    expect(odd.offer.weeks[0].days[0].lunch).toEqual([]);
    expect(weekOffer(odd.offer, odd.offer.weeks[0], "ready", vegetarian).covered).toBe(0);
  });
});

describe("the week a visitor can order", () => {
  const rule = { daysBefore: 3, time: "18:00" };
  const published = ["2026-12-07", "2026-11-23", "2026-11-30", "2026-12-14"];
  // Yerevan is UTC+4: 18:00 there is 14:00 UTC.
  const at = (iso: string) => new Date(iso);

  it("is the first published week whose cutoff has not passed in Yerevan", () => {
    // Wednesday 25 November: the week of 30 November closes on Friday 27 at 18:00.
    expect(orderableWeek(published, rule, at("2026-11-25T10:00:00Z"))).toBe("2026-11-30");
    expect(orderableWeek(published, rule, at("2026-11-27T13:59:00Z"))).toBe("2026-11-30");
    // Friday after 18:00 and Saturday: the week after.
    expect(orderableWeek(published, rule, at("2026-11-27T14:00:00Z"))).toBe("2026-12-07");
    expect(orderableWeek(published, rule, at("2026-11-28T09:00:00Z"))).toBe("2026-12-07");
  });

  it("is none when every published week's cutoff has passed", () => {
    expect(orderableWeek(published, rule, at("2026-12-11T15:00:00Z"))).toBeNull();
    expect(orderableWeek([], rule, at("2026-11-25T10:00:00Z"))).toBeNull();
  });

  it("differs from the week being delivered, which is the published week of the date", () => {
    expect(deliveredWeek(published, at("2026-11-28T09:00:00Z"))).toBe("2026-11-23");
    // Sunday 29 November, 21:00 UTC is Monday 30 November in Yerevan.
    expect(deliveredWeek(published, at("2026-11-29T21:00:00Z"))).toBe("2026-11-30");
    expect(deliveredWeek(published, at("2026-12-21T09:00:00Z"))).toBeNull();
  });
});
