import type { Lang } from "../../src/lib/languages";
import { fill } from "../../src/lib/format";
import { MONDAYS_AHEAD, mondaysFrom } from "../../src/catalog/open-weeks";
import type { SubscriptionContext } from "../../src/subscription/page-context";
import { formatDayMonth } from "../../src/catalog/text";
import {
  addDays,
  orderCutoff,
  toUtcMidnight,
  YEREVAN_OFFSET_HOURS,
  type CutoffRule,
  type IsoDate,
} from "../../src/catalog/week";
import type { Content } from "../content/snapshot";
import { districtTimes } from "../districts";

/**
 * The subscription page's context: the Mondays from the build's week on with their cutoffs by
 * the menu's rule (published or not: a subscription runs on past the published menus), the
 * Monday after them, and the districts' delivery days one by one.
 */
export function subscriptionContext(
  content: Content,
  lang: Lang,
  today: IsoDate,
): SubscriptionContext {
  const page = content.read<{ cutoff: CutoffRule }>("menu-page.json", lang);
  const { week } = content.read<{ week: { at: string } }>("subscription.json", lang);
  const mondays = mondaysFrom(today, MONDAYS_AHEAD);
  return {
    rule: page.cutoff,
    builtAt: toUtcMidnight(today) - YEREVAN_OFFSET_HOURS * 3_600_000,
    weeks: mondays.map((monday) => {
      const { date, time } = orderCutoff(monday, page.cutoff);
      return {
        monday,
        date: formatDayMonth(monday, lang),
        cutoff: fill(week.at, { date: formatDayMonth(date, lang), time }),
      };
    }),
    next: formatDayMonth(addDays(mondays.at(-1)!, 7), lang),
    districts: districtTimes(content, lang),
  };
}

/** The page that takes this context: src/pages/subscription.tsx. */
export const SUBSCRIPTION_PATH = "/subscription";
