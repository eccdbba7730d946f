import type { CSSProperties } from "react";
import type { CardDish, Words } from "../../../src/menu/dish-card";
import { WeekMenu } from "../../../src/menu/week-menu";
import { DEFAULT_LANG } from "../../../src/lib/languages";
import {
  cutoffText,
  formatDayHeading,
  formatDayMonth,
  type DayNames,
} from "../../../src/catalog/text";
import { fill } from "../../../src/lib/format";
import { PROMISED_DIETS, WEEKDAYS } from "../../../src/catalog/vocabulary";
import {
  addDays,
  isMonday,
  mondayOf,
  toUtcMidnight,
  type CutoffRule,
  type IsoDate,
} from "../../../src/catalog/week";
import type { WeekView } from "../../../src/menu/page-context";
import { InSite, prepare } from "./cards";
import type { Snapshot } from "./snapshot";

/*
 * A week of the menu as the /menu page shows it (the site's own WeekMenu and dish cards): its
 * days under their dates, each day's lunch and dinner, then its kits. The week comes live from
 * the form, the dishes from the build's snapshot. A week is facts only: previewed in English.
 * The form may be half filled: whatever is there is shown, a dish not in the catalogue is
 * named in a note, and nothing here throws on a missing or odd value.
 */

type Obj = Record<string, unknown>;
type WeekWords = Words & { days: DayNames; cutoff: CutoffRule; cutoffText: string; weekOf: string };
type Day = {
  day: string;
  lunch: string;
  dinner: string;
  lunchAlternatives: string[];
  dinnerAlternatives: string[];
};

const lang = DEFAULT_LANG;
const text = (v: unknown) => (typeof v === "string" ? v : "");
/** A list of dishes chosen by name, without the rows not chosen yet. */
const slugs = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : []).map(text).filter(Boolean);
const isDate = (v: unknown): v is IsoDate =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(toUtcMidnight(v));

/** The catalogue's dishes as the menu's cards take them, once per snapshot. */
const catalogues = new WeakMap<Snapshot, Map<string, CardDish>>();
function catalogue(data: Snapshot, picture: (path: string) => string | undefined) {
  let dishes = catalogues.get(data);
  if (!dishes) {
    const { items } = prepare(
      { kind: "dishes", side: "facts", list: data.facts.dishes, lang },
      data,
      picture,
    );
    dishes = new Map(items.map((d) => [String(d.slug), d as unknown as CardDish]));
    catalogues.set(data, dishes);
  }
  return dishes;
}

/**
 * The role the site first gives the week, with its words: a week to come is first shown as
 * the next week, with its order cutoff; the current week (or a past one) as this week.
 */
function roleOf(monday: IsoDate | undefined, today: IsoDate, words: WeekWords): WeekView["as"] {
  if (monday && monday <= mondayOf(today)) return { thisWeek: {} };
  return {
    nextWeek: monday ? { cutoff: cutoffText(monday, words.cutoff, words.cutoffText, lang) } : {},
  };
}

/**
 * The catalogue as the editor has it now (`current`: each dish's English part, a dish saved a
 * minute ago included), over the build's.
 */
function withCurrent(
  built: Map<string, CardDish>,
  current: Obj[],
  data: Snapshot,
  picture: (path: string) => string | undefined,
) {
  if (current.length === 0) return built;
  const dishes = new Map(built);
  for (const dish of current) {
    try {
      const [card] = prepare({ kind: "dishes", side: "entry", list: [dish], lang }, data, picture)
        .items as unknown as CardDish[];
      if (card?.slug) dishes.set(String(card.slug), card);
    } catch {
      // Half typed or broken: the build's copy of the dish, if any, stays.
    }
  }
  return dishes;
}

/** Which promised diets each day's lunch and dinner serve, counting their alternatives. */
function dietsOf(days: Day[], dishes: ReadonlyMap<string, CardDish>) {
  return days.map((d) => {
    const meal = (main: string, alternatives: string[]) => {
      const offered = [main, ...alternatives].filter((s) => dishes.has(s));
      const served = new Set(offered.flatMap((s) => dishes.get(s)!.diets as string[]));
      return {
        covered: PROMISED_DIETS.filter((diet) => served.has(diet)),
        missing: PROMISED_DIETS.filter((diet) => !served.has(diet)),
      };
    };
    return {
      lunch: meal(d.lunch, d.lunchAlternatives),
      dinner: meal(d.dinner, d.dinnerAlternatives),
    };
  });
}

/** What the week's preview is drawn from: the form's values (any of them may be missing). */
export function prepareWeek(
  form: Obj,
  data: Snapshot,
  picture: (path: string) => string | undefined,
  today: IsoDate,
  current: Obj[] = [],
) {
  const { ui, words: all } = data.langs[lang];
  const words = all as unknown as WeekWords;
  const dishes = withCurrent(catalogue(data, picture), current, data, picture);
  const monday = isDate(form.monday) && isMonday(form.monday) ? form.monday : undefined;
  const nameOfDay = (slug: string) => words.days.find((d) => d.slug === slug)?.name ?? "";
  const rows = Array.isArray(form.days) ? (form.days as unknown[]) : [];
  const seen = new Set<string>();
  const days: (Day & { date: string })[] = rows.map((row, i) => {
    const { day, lunch, dinner, lunchAlternatives, dinnerAlternatives } = (row ?? {}) as Obj;
    const at = WEEKDAYS.indexOf(text(day) as (typeof WEEKDAYS)[number]);
    // The day is the card's key: a day not chosen yet, or chosen twice, gets one of its own.
    const key = at >= 0 && !seen.has(text(day)) ? text(day) : `day-${i + 1}`;
    seen.add(key);
    const date =
      at < 0
        ? ""
        : monday
          ? formatDayHeading(addDays(monday, at), lang, words.days)
          : nameOfDay(text(day));
    return {
      day: key,
      date,
      lunch: text(lunch),
      dinner: text(dinner),
      lunchAlternatives: slugs(lunchAlternatives),
      dinnerAlternatives: slugs(dinnerAlternatives),
    };
  });
  const kits = slugs(form.kits);
  // Chosen but not in the catalogue: WeekMenu leaves such a dish out, the note names it.
  const unknown = (slug: string, where: string) =>
    slug && !dishes.has(slug) ? [{ slug, where }] : [];
  const missing = [
    ...days.flatMap((d, i) => {
      const at = `${d.date || `day ${i + 1}`}, `;
      return [
        ...unknown(d.lunch, at + words.meals.lunch),
        ...unknown(d.dinner, at + words.meals.dinner),
        ...[...d.lunchAlternatives, ...d.dinnerAlternatives].flatMap((slug) =>
          unknown(slug, at + words.meals.alternatives),
        ),
      ];
    }),
    ...kits.flatMap((slug) => unknown(slug, words.meals.kits)),
  ];
  const week: Omit<WeekView, "plan"> = {
    monday: monday ?? "",
    days: days.map(({ day, date }) => ({ day, date })),
    title: monday
      ? fill(words.weekOf, {
          from: formatDayMonth(monday, lang),
          to: formatDayMonth(
            addDays(monday, Math.max(0, ...days.map((d) => WEEKDAYS.indexOf(d.day as never)))),
            lang,
          ),
        })
      : "",
    as: roleOf(monday, today, words),
  };
  const diets = dietsOf(days, dishes).map((d, i) => ({ ...d, date: days[i].date }));
  return { ui, words, dishes, week, plan: { days, kits }, missing, diets };
}

const box: CSSProperties = { padding: "1.5rem 1rem" };
const note: CSSProperties = {
  marginBottom: "1.5rem",
  padding: "0.75rem 1rem",
  border: "1px solid var(--border)",
  borderRadius: "0.75rem",
  background: "var(--muted)",
  fontSize: "0.875rem",
};

/** The week being edited as its menu on the site, with a note of the dishes it cannot show. */
export function WeekPreview({
  ui,
  words,
  dishes,
  week,
  plan,
  missing,
  diets,
}: ReturnType<typeof prepareWeek>) {
  const named = (list: readonly string[]) =>
    list.map((d) => words.diets.find((x) => x.slug === d)?.name ?? d).join(" · ");
  return (
    <InSite lang={lang} ui={ui}>
      <div lang={lang} style={box}>
        {missing.length > 0 && (
          <ul style={note} data-missing="">
            {missing.map(({ slug, where }, i) => (
              <li key={`${slug}-${i}`}>
                Not in the dish catalogue: “{slug}” ({where})
              </li>
            ))}
          </ul>
        )}
        {diets.length > 0 && (
          <table style={note} data-diets="">
            <caption style={{ textAlign: "start", fontWeight: 600 }}>{words.dietsTitle}</caption>
            <tbody>
              {diets.map((d, i) =>
                (["lunch", "dinner"] as const).map((meal) => (
                  <tr key={`${i}-${meal}`}>
                    <th scope="row" style={{ textAlign: "start", paddingInlineEnd: "1rem" }}>
                      {d.date} · {words.meals[meal]}
                    </th>
                    <td>
                      {named(d[meal].covered)}
                      {d[meal].missing.length > 0 && (
                        <strong data-missing-diets=""> · ✗ {named(d[meal].missing)}</strong>
                      )}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        )}
        <WeekMenu week={week} plan={plan} dishes={dishes} words={words} />
      </div>
    </InSite>
  );
}
