/** @jest-environment node */
import { offerFromWeeks } from "../../catalog/offer-from-weeks";
import { fills, weekOffer } from "../../catalog/offer";
import { fitPlan } from "../fit-plan";
import { loadContent } from "../../../gatsby/content/snapshot";
import { siteOffer } from "../../../gatsby/offer";

const plan = (slug: string, family: string, days?: number) => ({ slug, family, days });
const plans = [
  plan("diy-3", "diy", 3),
  plan("diy-4", "diy", 4),
  plan("diy-5", "diy", 5),
  plan("ready-3", "ready", 3),
  plan("ready-4", "ready", 4),
  plan("ready-5", "ready", 5),
  plan("single-box", "single"),
];
const bySlug = (slug: string) => plans.find((p) => p.slug === slug)!;

const dish = (slug: string, kind: string, diets: string[]) => ({
  slug,
  kind,
  diets,
  allergens: [],
});
const day = (name: string) => ({
  day: name,
  lunch: "meat",
  dinner: "meat",
  lunchAlternatives: ["veg"],
  dinnerAlternatives: ["veg"],
});
const { offer } = offerFromWeeks(
  [
    {
      monday: "2026-12-07",
      days: ["mon", "tue", "wed", "thu", "fri"].map(day),
      kits: ["kit-meat", "kit-veg-1", "kit-veg-2", "kit-veg-3", "kit-veg-4"],
    },
  ],
  [
    dish("meat", "ready", []),
    dish("veg", "ready", ["vegetarian"]),
    dish("kit-meat", "kit", []),
    ...[1, 2, 3, 4].map((n) => dish(`kit-veg-${n}`, "kit", n < 4 ? ["vegetarian"] : [])),
  ],
);
const [week] = offer.weeks;
const vegetarian = { diet: ["vegetarian"], without: [] };

test("a plan the week fills is recommended as the rule says", () => {
  expect(fitPlan(plans, bySlug("diy-3"), offer, week, vegetarian)).toEqual({
    plan: bySlug("diy-3"),
  });
  expect(fitPlan(plans, bySlug("ready-5"), offer, week, vegetarian).plan.slug).toBe("ready-5");
});

test("kits that cannot fill the plan: the kit plan of as many days as kits fit, and why", () => {
  expect(fitPlan(plans, bySlug("diy-5"), offer, week, vegetarian)).toEqual({
    plan: bySlug("diy-3"),
    short: { kind: "kit", covered: 3, days: 5 },
  });
});

test("kits that serve no diet's day: the ready-to-eat plan of as many days", () => {
  const vegan = { diet: ["vegan"], without: [] };
  // Nothing vegan at all: no plan can be filled, the rule's stays and says so.
  expect(fitPlan(plans, bySlug("diy-4"), offer, week, vegan).short).toEqual({
    kind: "kit",
    covered: 0,
    days: 4,
  });
  const meat = { diet: [], without: [] };
  expect(fitPlan(plans, bySlug("diy-4"), offer, week, meat).plan.slug).toBe("diy-4");
});

test("no week to order, or the one box: the rule's plan as it is", () => {
  expect(fitPlan(plans, bySlug("diy-5"), offer, undefined, vegetarian)).toEqual({
    plan: bySlug("diy-5"),
  });
  expect(fitPlan(plans, bySlug("single-box"), offer, week, vegetarian).plan.slug).toBe(
    "single-box",
  );
});

test("on the site's weeks, a keto visitor who cooks is never recommended a kit plan the kits cannot fill", () => {
  const site = siteOffer(loadContent()).offer;
  const keto = { diet: ["keto"], without: [] };
  for (const w of site.weeks)
    for (const slug of ["diy-3", "diy-4", "diy-5"]) {
      const { plan: fitted } = fitPlan(plans, bySlug(slug), site, w, keto);
      const kind = fitted.family === "diy" ? "kit" : "ready";
      const served = weekOffer(site, w, kind, keto);
      expect([w.monday, slug, fitted.slug, fills(served, fitted.days ?? 1)]).toEqual([
        w.monday,
        slug,
        fitted.slug,
        true,
      ]);
    }
});
