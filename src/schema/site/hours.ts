import { z } from "zod";
import { openingHours } from "../../lib/structured-data";
import { text } from "../fields";

/* The kitchen's opening hours (site.json), as the contact page and the structured data read them. */

export const hoursEntry = z.strictObject({
  days: text.meta({
    label: { en: "Days", ru: "Дни" },
    hint: {
      en: "Short English day names: a range such as Mon-Fri, or one day such as Sat; the site translates them itself",
      ru: "Английские сокращения дней: диапазон вроде Mon-Fri или один день вроде Sat; на другие языки сайт переведёт их сам",
    },
  }),
  hours: text.meta({
    label: { en: "Hours", ru: "Часы" },
    hint: {
      en: "Opening and closing time, such as 8:00-20:00",
      ru: "Время открытия и закрытия, например 8:00-20:00",
    },
  }),
});

/**
 * "Mon-Fri" and "8:00-20:00": shown as written and read into the structured data's
 * opening hours, so a value that cannot be read fails the build here.
 */
export const hours = z
  .array(
    hoursEntry.superRefine((entry, ctx) => {
      try {
        openingHours(entry);
      } catch (err) {
        const message = (err as Error).message;
        ctx.addIssue({ code: "custom", path: [/day/.test(message) ? "days" : "hours"], message });
      }
    }),
  )
  .min(1)
  .meta({
    fact: true,
    label: { en: "Opening hours", ru: "Часы работы" },
    hint: {
      en: "One line for each group of days with the same hours; shown on the contact page",
      ru: "Строка на каждую группу дней с одинаковыми часами; показываются на странице контактов",
    },
  });
