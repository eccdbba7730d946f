import type { MenuPanel } from "./page-context";
import type { FilterDish } from "./menu-filter";

type Plan = {
  days: readonly { lunch: string; dinner: string }[];
  kits: readonly string[];
};

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
          return plan ? [...plan.days.flatMap((d) => [d.lunch, d.dinner]), ...plan.kits] : [];
        }),
      );
      return [panel.key, [...slugs].flatMap((slug) => dishes.get(slug) ?? [])];
    }),
  );
}
