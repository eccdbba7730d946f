import { filterMark, type Allowed } from "../catalog/filter";
import { ALTERNATIVES, DAY, DAY_EMPTY } from "./marks";

/**
 * The selectors of the dishes the chosen filters rule out, by what each item carries
 * (filterAttributes, src/catalog/filter.ts): its marks, allergens and kind.
 */
function ruledOut(allowed: Allowed): string[] {
  return [
    ...allowed.diet.map(
      (d) => `html[${filterMark("diet", d)}] [data-diets]:not([data-diets~="${d}"])`,
    ),
    ...allowed.without.map((a) => `html[${filterMark("without", a)}] [data-allergens~="${a}"]`),
    ...allowed.kind.map(
      (k) => `html[data-f-kind]:not([${filterMark("kind", k)}]) [data-kind="${k}"]`,
    ),
  ];
}

/**
 * The page's rules for the filters: what they rule out is hidden; a day's alternatives with
 * none left go too, and a day with no dish left says so. CSS alone, so they hold before the
 * page's scripts run and never shift what is above them.
 */
export function filterCss(allowed: Allowed): string {
  const out = ruledOut(allowed);
  if (out.length === 0) return "";
  const left = `:has([data-diets]:not(${out.join(",")}))`;
  // The note is hidden by its own style attribute (WeekMenu): without this style, in the
  // editor's preview for one, it never shows.
  return (
    `${out.join(",")}{display:none}` +
    `[${ALTERNATIVES}]:not(${left}){display:none}` +
    `[${DAY}]:not(${left}) [${DAY_EMPTY}]{display:block!important}`
  );
}
