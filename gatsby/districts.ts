import type { Lang } from "../src/lib/languages";
import { deliveryDays, type DistrictTimes } from "../src/catalog/days";
import { weekdayInSentence, type DayNames } from "../src/catalog/text";
import type { Content } from "./content/snapshot";

/**
 * Each district's delivery days one by one, named in `lang` as a label and as inside a
 * sentence, and its time windows: what the delivery step and a subscriber's change offer.
 */
export function districtTimes(content: Content, lang: Lang): DistrictTimes[] {
  const { days } = content.read<{ days: DayNames }>("menu-page.json", lang);
  const dayName = (id: string) => days.find((d) => d.slug === id)?.name ?? id;
  return content
    .read<{ slug: string; days: string[]; windows: string[] }[]>("districts.json", lang)
    .map((d) => ({
      slug: d.slug,
      days: deliveryDays(d.days).map((id) => {
        const name = dayName(id);
        return { id, name, inSentence: weekdayInSentence(name, lang) };
      }),
      windows: d.windows,
    }));
}
