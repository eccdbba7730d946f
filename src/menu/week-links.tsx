import { filtersQuery, type Filters } from "../catalog/filter";
import type { WeekView } from "./page-context";
import { WEEK_BACK, WEEK_LINK } from "./panel-style";

type Props = {
  weeks: readonly Pick<WeekView, "monday" | "title">[];
  words: { laterWeeks: string; backToOrder: string };
};

/**
 * Every published week within reach: a link to each week after the one the page opened on
 * (the page's style hides the others, menuPanelStyle), and on a later week the way back. Plain
 * links that load the page again: its inline script picks the week asked for (?week=) before
 * first paint, as it picks the visitor's own.
 */
export function WeekLinks({ weeks, words }: Props) {
  return (
    <nav aria-labelledby="menu-later-weeks" className="space-y-2">
      <p {...{ [WEEK_BACK]: "" }}>
        <a href="?" className="font-semibold underline underline-offset-4">
          {words.backToOrder}
        </a>
      </p>
      <h2 id="menu-later-weeks" className="text-xl font-semibold">
        {words.laterWeeks}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {weeks.map((w) => (
          <li key={w.monday} {...{ [WEEK_LINK]: w.monday }}>
            <a href={`?week=${w.monday}`} className="underline underline-offset-4">
              {w.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The address of a week with the visitor's filters: "?week=2026-12-14&diet=vegan", or of the
 * week a visitor can order ("?diet=vegan", "?" without filters), so that moving between weeks
 * keeps what they chose.
 */
export function weekQuery(week: string | null, filters: Filters): string {
  const query = filtersQuery(filters).slice(1);
  const parts = [...(week ? [`week=${week}`] : []), ...(query ? [query] : [])];
  return `?${parts.join("&")}`;
}

/**
 * The week links of the built page (which React never re-renders) follow the filters chosen
 * since: each keeps them.
 */
export function keepFilters(root: ParentNode, filters: Filters): void {
  root.querySelectorAll(`[${WEEK_LINK}] a`).forEach((a) => {
    const week = a.parentElement?.getAttribute(WEEK_LINK) ?? null;
    a.setAttribute("href", weekQuery(week, filters));
  });
  root.querySelector(`[${WEEK_BACK}] a`)?.setAttribute("href", weekQuery(null, filters));
}
