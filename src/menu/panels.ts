import type { MenuPanel } from "./page-context";
import type { FilterDish } from "../catalog/filter";

type Plan = {
  days: readonly {
    lunch: string;
    dinner: string;
    lunchAlternatives: readonly string[];
    dinnerAlternatives: readonly string[];
  }[];
  kits: readonly string[];
};

/** A day's dishes in the order the page shows them: lunch and dinner, then the alternatives. */
export const dayDishes = (d: Plan["days"][number]) => [
  d.lunch,
  d.dinner,
  ...d.lunchAlternatives,
  ...d.dinnerAlternatives,
];

/** A panel's dishes, once each and in the order they are served: what the filters count. */
export function panelDishes<D extends FilterDish>(
  panels: readonly Pick<MenuPanel, "key" | "weeks">[],
  plans: ReadonlyMap<string, Plan>,
  dishes: ReadonlyMap<string, D>,
): Record<string, D[]> {
  return Object.fromEntries(
    panels.map((panel) => {
      const slugs = new Set(
        panel.weeks.flatMap((w) => {
          const plan = plans.get(w.monday);
          return plan ? [...plan.days.flatMap(dayDishes), ...plan.kits] : [];
        }),
      );
      return [panel.key, [...slugs].flatMap((slug) => dishes.get(slug) ?? [])];
    }),
  );
}

/**
 * The weeks the build's own panel does not show, and the panels that show one of them: in
 * the built page they come as inert text, put in place only for those panels (LaterWeeks).
 * None when `inert` is false (a page React renders itself).
 */
export function laterWeeks(
  menu: { panels: readonly Pick<MenuPanel, "key" | "weeks">[]; defaultPanel: string },
  inert = true,
): { weeks: Set<string>; panels: string[] } {
  if (!inert) return { weeks: new Set(), panels: [] };
  const own = new Set(
    menu.panels.find((p) => p.key === menu.defaultPanel)?.weeks.map((w) => w.monday),
  );
  const later = (p: Pick<MenuPanel, "weeks">) => p.weeks.filter((w) => !own.has(w.monday));
  return {
    weeks: new Set(menu.panels.flatMap(later).map((w) => w.monday)),
    panels: menu.panels.filter((p) => later(p).length > 0).map((p) => p.key),
  };
}
