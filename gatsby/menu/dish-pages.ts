import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { LANGUAGES, localPath, type Lang } from "../../src/lib/languages";
import { formatDayHeading, formatDayMonth, type DayNames } from "../../src/catalog/text";
import { addDays } from "../../src/catalog/week";
import { WEEKDAYS, type Week } from "../../src/menu/schema/index";
import { loadContent, type Content } from "../content/snapshot";
import type { DishDay } from "../../src/menu/page-context";

export function dishDays(content: Content, slug: string, lang: Lang): DishDay[] {
  const weeks = [...content.folder<Week>("weeks")].sort((a, b) => (a.monday < b.monday ? -1 : 1));
  const { days } = content.read<{ days: DayNames }>("menu-page.json", lang);
  // Each day starts a line of its own, written as the menu's day headings.
  const dateOf = (date: string) => formatDayHeading(date, lang, days);
  return weeks.flatMap((week) => {
    const on: DishDay[] = [];
    for (const d of week.days) {
      const date = dateOf(addDays(week.monday, WEEKDAYS.indexOf(d.day)));
      if (d.lunch === slug) on.push({ date, meal: "lunch" });
      if (d.dinner === slug) on.push({ date, meal: "dinner" });
      if (d.lunchAlternatives.includes(slug)) on.push({ date, meal: "lunchInstead" });
      if (d.dinnerAlternatives.includes(slug)) on.push({ date, meal: "dinnerInstead" });
    }
    // A kit is the week's, not its Monday's: the week is named by its Monday's date.
    if (week.kits.includes(slug))
      on.push({ date: formatDayMonth(week.monday, lang), meal: "kits" });
    return on;
  });
}

/** A page per dish of the catalogue in every language: /menu/<dish>, /hy/menu/<dish>... */
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  const content = loadContent();
  const component = path.resolve("src/templates/dish.tsx");
  for (const { code } of LANGUAGES)
    for (const { slug } of content.read<{ slug: string }[]>("dishes.json", code))
      actions.createPage({
        path: localPath(`/menu/${slug}`, code),
        component,
        context: { lang: code, slug, days: dishDays(content, slug, code) },
      });
};
