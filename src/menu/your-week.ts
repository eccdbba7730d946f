import {
  hasChoice,
  weekOffer,
  type Choice,
  type Meal,
  type Offer,
  type PlanKind,
  type WeekOffer,
} from "../catalog/offer";
import type { Filters } from "../catalog/filter";
import { fill, listInSentence } from "../lib/format";
import type { Lang } from "../lib/languages";

/*
 * The menu with a diet or allergens chosen shows the week a subscriber with those choices gets
 * (the offer's answer, src/catalog/offer.ts), and says in words which meals nothing suits.
 */

type Names = readonly { slug: string; name: string }[];

/** The words of "your week" (data/menu-page.json, yourWeek). */
export type YourWeekWords = {
  covered: string;
  without: string;
} & Record<Meal, string>;

/** Whether the filters ask for the visitor's own week: a diet or an allergen left out. */
export const wantsOwnWeek = (f: Filters) => hasChoice(f);

/**
 * The plan the filters stand for: kits when only kits are asked for, otherwise ready-to-eat
 * (the menu's days are its lunches and dinners).
 */
export const planKindOf = (f: Filters): PlanKind =>
  f.kind.length === 1 && f.kind[0] === "kit" ? "kit" : "ready";

/** A week of the offer as a subscriber with these filters gets it. */
export function yourWeek(offer: Offer, monday: string, f: Filters): WeekOffer | null {
  const week = offer.weeks.find((w) => w.monday === monday);
  return week ? weekOffer(offer, week, planKindOf(f), f) : null;
}

/**
 * The week's kits that suit the filters, in the owner's order (the kit plan's answer), listed
 * beside a ready-to-eat week unless only ready meals are asked for: kits stay in sight.
 */
export function fittingKits(offer: Offer, monday: string, f: Filters): number[] {
  const week = offer.weeks.find((w) => w.monday === monday);
  if (!week || planKindOf(f) === "kit" || (f.kind.length === 1 && f.kind[0] === "ready")) return [];
  const first = weekOffer(offer, week, "kit", f).days[0]?.meals[0];
  return first ? [first.dish, ...first.swaps].filter((i): i is number => i !== null) : [];
}

const nameOf = (list: Names, slug: string) => list.find((w) => w.slug === slug)?.name ?? slug;

/**
 * The visitor's choices inside a sentence: "Vegetarian, without tree nuts" (en), «вегетарианское,
 * исключены: орехи» (ru). The words are the filters' own, in English as they are, in Armenian
 * and Russian in lower case (a sentence's middle).
 */
export function choiceText(
  choice: Choice,
  names: { diets: Names; allergens: Names },
  without: string,
  lang: Lang,
): string {
  const allergens = choice.without.map((a) => nameOf(names.allergens, a).toLocaleLowerCase(lang));
  const parts = [
    ...choice.diet.map((d) => nameOf(names.diets, d)),
    ...(allergens.length > 0 ? [fill(without, { allergens: allergens.join(", ") })] : []),
  ];
  // English keeps each name's capital ("Mediterranean").
  if (lang === "en") return parts.join(", ");
  const text = listInSentence(parts, lang);
  return text.charAt(0).toLocaleLowerCase(lang) + text.slice(1);
}

/** "No lunch on Friday 11 December suits your choices (Vegetarian, without tree nuts)." */
export const uncoveredText = (words: YourWeekWords, meal: Meal, day: string, choice: string) =>
  fill(words[meal], { day, choice });

/** "Your week: 4 of 5 days with every meal". */
export const coveredText = (words: YourWeekWords, served: WeekOffer) =>
  fill(words.covered, { covered: String(served.covered), days: String(served.days.length) });
