import type { Offer, OfferDish } from "./offer";

/** A week as its file writes it: dishes by slug. */
export type WeekFile = {
  monday: string;
  days: readonly {
    day: string;
    lunch: string;
    dinner: string;
    lunchAlternatives: readonly string[];
    dinnerAlternatives: readonly string[];
  }[];
  kits: readonly string[];
};

/**
 * The offer's small data from the week files and the catalogue: each dish the weeks serve once
 * (with only what the model reads), and the weeks with indexes into that list, in order of
 * their Monday. `slugs` names the dishes, in the same order. A slug the catalogue lacks is
 * left out (the build's week checks report it).
 */
export function offerFromWeeks<D extends OfferDish & { slug: string }>(
  weeks: readonly WeekFile[],
  catalogue: readonly D[],
): { offer: Offer; slugs: string[] } {
  const bySlug = new Map(catalogue.map((d) => [d.slug, d]));
  const slugs: string[] = [];
  const at = (slug: string) => {
    if (!bySlug.has(slug)) return [];
    if (!slugs.includes(slug)) slugs.push(slug);
    return [slugs.indexOf(slug)];
  };
  const sorted = [...weeks].sort((a, b) => (a.monday < b.monday ? -1 : 1));
  const offerWeeks = sorted.map((w) => ({
    monday: w.monday,
    days: w.days.map((d) => ({
      day: d.day,
      lunch: [d.lunch, ...d.lunchAlternatives].flatMap(at),
      dinner: [d.dinner, ...d.dinnerAlternatives].flatMap(at),
    })),
    kits: w.kits.flatMap(at),
  }));
  const dishes = slugs.map((slug) => {
    const { kind, diets, allergens } = bySlug.get(slug)!;
    return { kind, diets, allergens };
  });
  return { offer: { dishes, weeks: offerWeeks }, slugs };
}
