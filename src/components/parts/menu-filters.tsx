import { useEffect, useMemo, useState } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { fill } from "../../lib/format";
import { localPath } from "../../lib/languages";
import {
  FILTER_NAMES,
  NO_FILTERS,
  countWith,
  filtersQuery,
  markFilters,
  matches,
  parseFilters,
  toggled,
  type FilterDish,
  type FilterName,
  type Filters,
} from "../../lib/menu-filter";
import { Button } from "../ui/button";
import type { Words } from "./dish-card";

type Props = {
  words: Words;
  /** The dishes of each panel (see MenuWeeks), to count what each option leaves. */
  panelDishes: Readonly<Record<string, readonly FilterDish[]>>;
  defaultPanel: string;
};

/**
 * Filters by diet marks, allergens left out and kind: a GET form of real checkboxes that
 * works without scripts (its button reloads with the query); with them, a tap applies at
 * once and the address follows. The page's style hides what the filters rule out (the
 * marks on <html>), so the same rules serve before and after hydration.
 */
export function MenuFilters({ words, panelDishes, defaultPanel }: Props) {
  const { lang } = useSiteData();
  const f = words.filters;
  const lists = { diet: words.diets, without: words.allergens, kind: words.kinds };
  const allowed = useMemo(
    () => ({
      diet: words.diets.map((w) => w.slug),
      without: words.allergens.map((w) => w.slug),
      kind: words.kinds.map((w) => w.slug),
    }),
    [words],
  );
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The panel shown is known once the page runs (the inline script chose it): until then
  // the counts are the build's week's and the status stays empty, so nothing moves.
  const [panel, setPanel] = useState<string | null>(null);
  useEffect(() => {
    setFilters(parseFilters(window.location.search, allowed));
    setPanel(document.documentElement.getAttribute("data-menu-week") ?? defaultPanel);
  }, [allowed, defaultPanel]);
  const apply = (next: Filters) => {
    setFilters(next);
    markFilters(document.documentElement, next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", pathname + filtersQuery(next) + hash);
  };
  const dishes = panelDishes[panel ?? defaultPanel] ?? [];
  const shown = dishes.filter((d) => matches(d, filters)).length;
  const legends: Record<FilterName, string> = { diet: f.diet, without: f.without, kind: f.kind };
  return (
    <form
      method="get"
      action={localPath("/menu", lang)}
      data-menu-filters=""
      aria-labelledby="menu-filters-title"
      className="space-y-4 rounded-2xl border border-border bg-card p-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 id="menu-filters-title" className="text-xl font-semibold">
        {f.title}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
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
                  onChange={(e) => apply(toggled(filters, name, slug, e.target.checked, allowed))}
                  className="size-4 accent-primary"
                />
                <span>
                  {label} {/* Last and of a fixed width: a count that changes moves nothing. */}
                  <span className="inline-block min-w-[4ch] tabular-nums">
                    {`(${countWith(dishes, filters, name, slug, allowed)})`}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline">
          {f.apply}
        </Button>
        <p role="status" aria-live="polite" className="min-h-6 font-medium">
          {panel && fill(f.count, { count: String(shown), total: String(dishes.length) })}
        </p>
      </div>
      {panel && shown === 0 && (
        <div className="space-y-2">
          <p>{f.empty}</p>
          <Button type="button" onClick={() => apply(NO_FILTERS)}>
            {f.clear}
          </Button>
        </div>
      )}
    </form>
  );
}
