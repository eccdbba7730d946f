import type { Lang } from "../../src/lib/languages";
import {
  cutoffText,
  formatDayHeading,
  formatDayInSentence,
  formatDayMonth,
  type DayNames,
} from "../../src/catalog/text";
import { addDays, mondayOf, type CutoffRule, type IsoDate } from "../../src/catalog/week";
import { orderableWeek } from "../../src/catalog/offer";
import { fill } from "../../src/lib/format";
import { ARGS } from "../../src/lib/script-args";
import { WEEKDAYS, type Week } from "../../src/menu/schema/index";
import { inlineScript } from "../inline-script";
import { menuDishes } from "./page-dishes";
import type { Content } from "../content/snapshot";
import type { MenuContext, MenuPanel, WeekView } from "../../src/menu/page-context";

/**
 * The menu page's panels, from the week being delivered at the build's date on. A panel is
 * named after the week a visitor can order (the first published week whose cutoff has not
 * passed in Yerevan, src/catalog/offer.ts): it shows that week first, headed with its dates
 * and cutoff, and the week before it as the week being delivered, one tap away. "up-<Monday>"
 * shows a later week alone (asked for by the address); "none" says when the next menu is
 * expected. Dates are written out here, at build time, so the browser never formats.
 */
export function menuContext(content: Content, lang: Lang, today: IsoDate): MenuContext {
  const files = content.folder<Week>("weeks");
  const published = files.map((w) => w.monday).sort();
  const page = content.read<{
    cutoff: CutoffRule;
    cutoffText: string;
    weekOf: string;
    days: DayNames;
  }>("menu-page.json", lang);
  const rule = page.cutoff;
  const byMonday = new Map(files.map((w) => [w.monday, w]));
  const from = mondayOf(today);
  const shown = published.filter((m) => m >= from);
  const panels: MenuPanel[] = [];
  for (const monday of shown) {
    const before = addDays(monday, -7);
    panels.push({
      key: monday,
      weeks: [
        { monday, heading: "nextWeek" },
        ...(shown.includes(before) ? [{ monday: before, heading: "thisWeek" as const }] : []),
      ],
    });
  }
  for (const monday of shown)
    panels.push({ key: `up-${monday}`, weeks: [{ monday, heading: "nextWeek" }] });
  panels.push({ key: "none", weeks: [] });
  const weeks = shown.map((monday): WeekView => {
    const { days, kits } = byMonday.get(monday)!;
    const last = addDays(monday, WEEKDAYS.indexOf(days.at(-1)?.day ?? "mon"));
    return {
      monday,
      days: days.map(({ day }) => {
        const date = addDays(monday, WEEKDAYS.indexOf(day));
        return {
          day,
          date: formatDayHeading(date, lang, dayNames(page)),
          said: formatDayInSentence(date, lang, dayNames(page)),
        };
      }),
      title: fill(page.weekOf, {
        from: formatDayMonth(monday, lang),
        to: formatDayMonth(last, lang),
      }),
      as: {
        thisWeek: {},
        nextWeek: { cutoff: cutoffText(monday, rule, page.cutoffText, lang) },
      },
      plan: { days, kits },
    };
  });
  const keys = panels.map((p) => p.key);
  // The build's date at its first minute in Yerevan: a Friday's build still offers the coming week.
  const open = orderableWeek(published, rule, new Date(`${today}T00:00:00+04:00`));
  const defaultPanel = open && keys.includes(open) ? open : "none";
  return {
    defaultPanel,
    panels,
    weeks,
    cutoffRule: rule,
    next: formatDayMonth(addDays(published.at(-1) ?? from, 7), lang),
    published,
    ...menuDishes(content, lang, panels, byMonday, shown),
    // Its arguments are the fields above, which the page writes in (src/menu/from-context.ts).
    weekScript: inlineScript(MENU_SCRIPT, "menuFirstPaint", [ARGS]),
    laterScript: inlineScript(MENU_SCRIPT, "putLaterWeeks"),
  };
}

const dayNames = (page: { days: DayNames }) => page.days;

/** The menu's inline scripts, from src/inline/ (inlineScript reads its scripts there). */
const MENU_SCRIPT = "../menu/first-paint";

/** The page that takes the menu's context: src/pages/menu.tsx. */
export const MENU_PATH = "/menu";
