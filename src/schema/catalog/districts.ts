import { z } from "zod";
import { formatDays } from "../../lib/format-days";
import { entries, slug, text } from "../fields";
import { keyHint } from "./keys";

/** "Mon", "Mon-Fri": days as the site's opening hours write them (read by formatDays). */
const dayRange = z.string().superRefine((days, ctx) => {
  try {
    formatDays(days, "ru");
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
  }
});
/** "09:00-12:00": a delivery window, 24-hour clock. */
const timeWindow = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, "must look like 09:00-12:00");

const district = z.strictObject({
  slug: slug.meta({
    fact: true,
    label: { en: "Key of the district", ru: "Ключ района" },
    hint: keyHint({
      en: "Sent with a sign-up to name the customer's district",
      ru: "Приходит в заявке как район клиента",
    }),
  }),
  name: text.meta({ label: { en: "Name of the district", ru: "Название района" } }),
  days: z
    .array(
      dayRange.meta({
        label: { en: "Days", ru: "Дни" },
        hint: {
          en: "Short English day names: a range such as Mon-Fri, or one day such as Sat; the site translates them itself",
          ru: "Английские сокращения дней: диапазон вроде Mon-Fri или один день вроде Sat; на другие языки сайт переведёт их сам",
        },
      }),
    )
    .min(1)
    .meta({ fact: true, label: { en: "Delivery days", ru: "Дни доставки" } }),
  windows: z
    .array(
      timeWindow.meta({
        label: { en: "Delivery hours", ru: "Часы доставки" },
        hint: {
          en: "From and to, 24-hour clock, such as 09:00-12:00",
          ru: "С и до, в 24-часовом формате, например 09:00-12:00",
        },
      }),
    )
    .min(1)
    .meta({ fact: true, label: { en: "Delivery windows", ru: "Интервалы доставки" } }),
});
/** Yerevan's districts and when each gets deliveries. */
export const districts = entries(district);
/** As pages read it: the delivery days written out in the page's language. */
export const districtsShown = z.array(district.extend({ daysText: text }));
