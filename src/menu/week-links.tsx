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
