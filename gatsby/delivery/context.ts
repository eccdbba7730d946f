import type { Lang } from "../../src/lib/languages";
import type { DeliveryContext } from "../../src/delivery/page-context";
import {
  cutoffText,
  formatDayInSentence,
  formatDayMonth,
  type DayNames,
} from "../../src/catalog/text";
import {
  addDays,
  mondayOf,
  orderCutoff,
  type CutoffRule,
  type IsoDate,
} from "../../src/catalog/week";
import { WEEKDAYS, type Week } from "../../src/menu/schema/index";
import type { Content } from "../content/snapshot";
import { offerFrom } from "../offer";
import { districtTimes } from "../districts";

/**
 * The delivery step's context: the districts' days one by one, the published weeks from the
 * build's date on with their order cutoffs, and the codes as the snapshot wrote them out (their
 * last day, discount and each plan's discounted price).
 */
export function deliveryContext(content: Content, lang: Lang, today: IsoDate): DeliveryContext {
  const page = content.read<{ cutoff: CutoffRule; cutoffText: string; days: DayNames }>(
    "menu-page.json",
    lang,
  );
  const districts = districtTimes(content, lang);
  const all = content
    .folder<Week>("weeks")
    .map((w) => w.monday)
    .sort();
  const weeks = all
    .filter((monday) => monday >= mondayOf(today))
    .map((monday) => {
      const file = content.folder<Week>("weeks").find((w) => w.monday === monday)!;
      return {
        monday,
        date: formatDayMonth(monday, lang),
        closes: orderCutoff(monday, page.cutoff).instant.getTime(),
        cutoff: cutoffText(monday, page.cutoff, page.cutoffText, lang),
        // Named inside the summary's sentence: "…your first delivery: понедельник, 30 ноября".
        days: Object.fromEntries(
          file.days.map((d) => [
            d.day,
            formatDayInSentence(addDays(monday, WEEKDAYS.indexOf(d.day)), lang, page.days),
          ]),
        ),
      };
    });
  const last = all.at(-1) ?? mondayOf(today);
  const plans = content.read<{ slug: string; family: string }[]>("plans.json", lang);
  const { offer, slugs } = offerFrom(content, mondayOf(today));
  const names = new Map(
    content
      .read<{ slug: string; name: string }[]>("dishes.json", lang)
      .map((d) => [d.slug, d.name]),
  );
  // The codes as the snapshot wrote them out: last day, discount and prices.
  const { codes } = content.read<Pick<DeliveryContext, "codes">>("first-delivery.json", lang);
  return {
    districts,
    weeks,
    cutoffRule: page.cutoff,
    offer,
    dishNames: slugs.map((slug) => names.get(slug) ?? slug),
    dishSlugs: slugs,
    planKinds: Object.fromEntries(
      plans.map((p) => [p.slug, p.family === "diy" ? ("kit" as const) : ("ready" as const)]),
    ),
    next: formatDayMonth(addDays(last, 7), lang),
    codes,
  };
}

/** The page that takes the delivery step's context: src/pages/register.tsx. */
export const REGISTER_PATH = "/register";
