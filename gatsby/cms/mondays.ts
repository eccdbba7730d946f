import { addDays, mondayOf, type IsoDate } from "../../src/catalog/week";
import type { Words } from "./options";

/*
 * A week starts on a Monday, so the editor offers Mondays to choose from rather than a date
 * box that would take a Wednesday: every Monday from the first published week to half a
 * year after the later of the last published week and today. A week already published is
 * always among them, and so is the week after the last one (a duplicated week's new Monday).
 */

const AHEAD_WEEKS = 26;

const written = (lang: keyof Words, date: IsoDate) => {
  const text = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ru-RU", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The Mondays a week may start on, each with its label in the editor's languages. */
export function mondayChoices(published: readonly IsoDate[], today: IsoDate) {
  const sorted = [...published].sort();
  const first = sorted[0] ?? mondayOf(today);
  const latest = [sorted.at(-1) ?? first, mondayOf(today)].sort().at(-1)!;
  const last = addDays(latest, 7 * AHEAD_WEEKS);
  const choices: { label: Words; value: IsoDate }[] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7))
    choices.push({
      label: { en: written("en", monday), ru: written("ru", monday) },
      value: monday,
    });
  return choices;
}
