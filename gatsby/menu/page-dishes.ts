import type { Lang } from "../../src/lib/languages";
import type { OfferWeek } from "../../src/catalog/offer";
import { panelDishes } from "../../src/menu/panels";
import { ALLERGENS, DIETS, KINDS, type Week } from "../../src/menu/schema/index";
import type { DishFacts, MenuContext, MenuPanel } from "../../src/menu/page-context";
import type { Content } from "../content/snapshot";
import { renumbered, siteOffer } from "../offer";

/**
 * The menu page's dishes, each once with its facts, and what points into that one list: each
 * panel's dishes for the filters (a panel counts the week it opens on, the one a visitor can
 * order, as the plan finder does) and the offer's weeks shown. The list is in the order the
 * menu shows them: each panel's weeks' days (lunch, dinner, their alternatives), then kits.
 */
export function menuDishes(
  content: Content,
  lang: Lang,
  panels: Pick<MenuPanel, "key" | "weeks">[],
  byMonday: ReadonlyMap<string, Week>,
  shown: readonly string[],
): Pick<MenuContext, "dishes" | "filters" | "offerWeeks"> {
  const all = content.read<DishFacts[]>("dishes.json", lang);
  const counted = panels.map((p) => ({ key: p.key, weeks: p.weeks.slice(0, 1) }));
  const byPanel = panelDishes(counted, byMonday, new Map(all.map((d) => [d.slug, d])));
  const used = [...new Set(Object.values(byPanel).flat())];
  const { filters } = content.read<{ filters: { count: string } }>("menu-page.json", lang);
  const at = new Map(used.map((d, i) => [d.slug, i]));
  return {
    dishes: used.map(({ slug, kind, diets, allergens, portion, nutrition }) => ({
      slug,
      kind,
      diets,
      allergens,
      portion,
      nutrition,
    })),
    filters: {
      allowed: { diet: DIETS, without: ALLERGENS, kind: KINDS },
      panels: Object.fromEntries(
        Object.entries(byPanel).map(([key, list]) => [key, list.map((d) => at.get(d.slug)!)]),
      ),
      text: filters.count,
    },
    offerWeeks: offerWeeks(content, shown, at),
  };
}

/**
 * The offer's weeks (made once per build, gatsby/offer.ts) among these, their dishes
 * renumbered into the page's list. Every dish a week shown serves is in that list.
 */
function offerWeeks(
  content: Content,
  mondays: readonly string[],
  at: ReadonlyMap<string, number>,
): OfferWeek[] {
  const { offer, slugs } = siteOffer(content);
  const to = (i: number) => at.get(slugs[i])!;
  return offer.weeks.filter((w) => mondays.includes(w.monday)).map((w) => renumbered(w, to));
}
