import { dietMarks, type DishFacts, type Thresholds } from "../../../src/catalog/diet";
import { PROMISED_DIETS } from "../../../src/catalog/vocabulary";
import { isObject } from "../../content/parts";
import type { Texts } from "./verdict";

/*
 * A week's dishes chosen knowingly: each dish offered in a pick-list shows the diets it suits
 * ("Greek Salad · Vegetarian · Keto · Mediterranean"), computed as the site computes them. The
 * editor's lists show a dish's name only (its options' labels are made from stored fields, and
 * diet marks are never stored), so the marks are added beside each option it draws, in the
 * site's own words for the diets (data/menu-page.json) in the interface's language.
 */

type Obj = Record<string, unknown>;

/** "Greek Salad" -> "Vegetarian · Keto · Mediterranean", from the dishes of `texts`. */
export function marksByName(texts: Texts, lang: "en" | "ru"): Map<string, string> {
  const parse = (file: string): Obj => {
    try {
      return JSON.parse(texts[file] ?? "{}") as Obj;
    } catch {
      return {};
    }
  };
  const page = parse("data/menu-page.json");
  const en = isObject(page.en) ? page.en : {};
  const own = isObject(page[lang]) ? page[lang] : en;
  const thresholds = en.thresholds as Thresholds | undefined;
  const names = new Map(
    (Array.isArray(own.diets) ? (own.diets as { slug: string; name: string }[]) : []).map((d) => [
      d.slug,
      d.name,
    ]),
  );
  const out = new Map<string, string>();
  if (!thresholds) return out;
  for (const file of Object.keys(texts).filter((f) => /^data\/dishes\/[^/]+\.json$/.test(f))) {
    const dish = parse(file);
    const facts = dish.en;
    if (!isObject(facts) || typeof facts.name !== "string" || !isObject(facts.nutrition)) continue;
    const marks = dietMarks({ allergens: [], ...facts } as unknown as DishFacts, thresholds)
      .filter((d) => (PROMISED_DIETS as readonly string[]).includes(d))
      .map((d) => names.get(d) ?? d);
    out.set(facts.name, marks.join(" · "));
  }
  return out;
}

const STYLE = `[role="option"][data-diet-marks]:not([data-diet-marks=""])::after {
  content: " · " attr(data-diet-marks);
  opacity: 0.75;
}`;

/** Marks every dish option the editor draws, from now on (`marks` is read at each drawing). */
export function markPickLists(marks: () => Map<string, string>) {
  const style = document.createElement("style");
  style.textContent = STYLE;
  document.head.append(style);
  const mark = (root: ParentNode) => {
    const known = marks();
    for (const option of root.querySelectorAll<HTMLElement>('[role="option"]')) {
      const name = option.textContent?.trim() ?? "";
      const found = known.get(name);
      if (found !== undefined && option.dataset.dietMarks !== found)
        option.dataset.dietMarks = found;
    }
  };
  new MutationObserver((changes) => {
    if (changes.some((c) => c.addedNodes.length)) mark(document);
  }).observe(document.body, { childList: true, subtree: true });
}
