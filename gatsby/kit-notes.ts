import type { Lang } from "../src/lib/languages";
import { fill, listInSentence } from "../src/lib/format";
import { fills, orderableWeek, weekOffer } from "../src/catalog/offer";
import { formatDayMonth } from "../src/catalog/text";
import { PROMISED_DIETS } from "../src/catalog/vocabulary";
import type { CutoffRule, IsoDate } from "../src/catalog/week";
import type { Content } from "./content/snapshot";
import { siteOffer } from "./offer";

/*
 * The kit plans' cards say which diets the kits of the week a visitor can order serve, when
 * they cannot fill every diet the site promises: the offer's answer (src/catalog/offer.ts) for
 * the build's date, as the menu's static page is (a new week's menu rebuilds the site).
 */

type Names = { slug: string; name: string }[];

/**
 * Diet names after a colon: in Armenian and Russian in lower case (listInSentence, and the
 * first too); English keeps each name's capital ("Mediterranean").
 */
const dietList = (names: string[], lang: Lang) => {
  if (lang === "en") return names.join(", ");
  const text = listInSentence(names, lang);
  return text.charAt(0).toLocaleLowerCase(lang) + text.slice(1);
};

/** The note under each kit plan whose days the week's kits cannot fill for every promised diet. */
export function kitNotes(content: Content, lang: Lang, today: IsoDate): Record<string, string> {
  const { offer } = siteOffer(content);
  const page = content.read<{ cutoff: CutoffRule; diets: Names }>("menu-page.json", lang);
  const { plans: words } = content.read<{ plans: { kitDiets: string; kitDietsNone: string } }>(
    "ui.json",
    lang,
  );
  const published = offer.weeks.map((w) => w.monday);
  const open = orderableWeek(published, page.cutoff, new Date(`${today}T00:00:00+04:00`));
  const week = offer.weeks.find((w) => w.monday === open);
  if (!week) return {};
  const plans = content.read<{ slug: string; family: string; days?: number }[]>("plans.json", lang);
  const notes: Record<string, string> = {};
  for (const plan of plans) {
    if (plan.family !== "diy" || typeof plan.days !== "number") continue;
    const days = plan.days;
    const served = PROMISED_DIETS.filter((diet) =>
      fills(weekOffer(offer, week, "kit", { diet: [diet], without: [] }), days),
    );
    if (served.length === PROMISED_DIETS.length) continue;
    const names = served.map((d) => page.diets.find((x) => x.slug === d)?.name ?? d);
    const date = formatDayMonth(week.monday, lang);
    notes[plan.slug] =
      names.length > 0
        ? fill(words.kitDiets, { week: date, diets: dietList(names, lang) })
        : fill(words.kitDietsNone, { week: date });
  }
  return notes;
}
