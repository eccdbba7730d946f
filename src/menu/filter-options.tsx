import {
  FILTER_NAMES,
  countWith,
  type Allowed,
  type FilterDish,
  type FilterName,
  type Filters,
} from "../catalog/filter";
import type { Words } from "./dish-card";

type Props = {
  words: Words;
  filters: Filters;
  allowed: Allowed;
  /** The dishes of the week shown: what each option's count counts. */
  dishes: readonly FilterDish[];
  onToggle: (name: FilterName, value: string, on: boolean) => void;
};

/**
 * The filters' checkboxes, a group per filter, each option with the number of dishes it
 * leaves. The build writes the counts of its own week; the inline script corrects them for
 * the visitor's week and the address's filters before first paint (data-count).
 */
export function FilterOptions({ words, filters, allowed, dishes, onToggle }: Props) {
  const f = words.filters;
  const lists = { diet: words.diets, without: words.allergens, kind: words.kinds };
  const legends: Record<FilterName, string> = { diet: f.diet, without: f.without, kind: f.kind };
  return (
    <div className="grid gap-4 pt-4 group-not-open:hidden md:grid-cols-3">
      {FILTER_NAMES.map((name) => (
        <fieldset key={name} className="space-y-1">
          <legend className="mb-1 font-semibold">{legends[name]}</legend>
          {lists[name].map(({ slug, name: label }) => (
            <label key={slug} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={name}
                value={slug}
                checked={(filters[name] as string[]).includes(slug)}
                onChange={(e) => onToggle(name, slug, e.target.checked)}
                className="size-4 accent-primary"
              />
              <span>
                {label} {/* Last and of a fixed width: a count that changes moves nothing. */}
                <span data-count="" className="inline-block min-w-[4ch] tabular-nums">
                  {`(${countWith(dishes, filters, name, slug, allowed)})`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
