import { trackEvent } from "../lib/analytics";
import { useEffect, useState } from "react";
import { useSiteData } from "../hooks/use-site-data";
import { MENU_EMPTY, MENU_FILTERS, MENU_STATUS, MENU_WEEK } from "./marks";
import { localPath } from "../lib/languages";
import {
  NO_FILTERS,
  countText,
  isEmpty,
  filtersQuery,
  markFilters,
  matches,
  parseFilters,
  panelOf,
  toggled,
  type FilterModel,
  type Filters,
} from "../catalog/filter";
import { Button } from "../components/ui/button";
import { ChevronDownIcon } from "../components/ui/icons";
import type { Words } from "./dish-card";
import { FilterOptions } from "./filter-options";
import { weekQuery } from "./week-links";

type Props = {
  words: Words;
  /** The page's filter model (FilterModel): what each option's count counts. */
  model: FilterModel;
  defaultPanel: string;
  /** Told the filters once hydrated and at every change (the visitor's own week reads them). */
  onFilters?: (filters: Filters) => void;
};

// What the inline script found before first paint (the visitor's week, the address's
// filters): the first render in the browser matches the page it corrected, so nothing moves.
const atFirstPaint = (defaultPanel: string) =>
  typeof document === "undefined"
    ? defaultPanel
    : (document.documentElement.getAttribute(MENU_WEEK) ?? defaultPanel);

/**
 * Filters by diet marks, allergens left out and kind: a GET form of real checkboxes that
 * works without scripts (its button reloads with the query); with them, a tap applies at
 * once and the address follows. The page's style hides what the filters rule out (the
 * marks on <html>), so the same rules serve before and after hydration. The options fold
 * away (a disclosure, open when the address has filters) so that a phone's first screen
 * shows the week's dishes.
 */
export function MenuFilters({ words, model, defaultPanel, onFilters }: Props) {
  const { lang } = useSiteData();
  const f = words.filters;
  const { allowed } = model;
  const [filters, setFilters] = useState<Filters>(() =>
    typeof window === "undefined" ? NO_FILTERS : parseFilters(window.location.search, allowed),
  );
  const [panel] = useState(() => atFirstPaint(defaultPanel));
  // Unfolded when the address has filters, as the inline script does; then the visitor's.
  const [unfolded] = useState(() => !isEmpty(filters));
  // A page rendered in the browser (a link within the site) had no inline script.
  useEffect(() => {
    markFilters(document.documentElement, filters);
    onFilters?.(filters);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const apply = (next: Filters) => {
    setFilters(next);
    markFilters(document.documentElement, next);
    onFilters?.(next);
    // A later week asked for by the address stays the week shown.
    const { pathname, hash, search } = window.location;
    const week = new URLSearchParams(search).get("week");
    const query = week ? weekQuery(week, next) : filtersQuery(next);
    window.history.replaceState(window.history.state, "", pathname + query + hash);
    trackEvent("Menu filtered", {
      diet: next.diet.join(","),
      without: next.without.join(","),
      kind: next.kind.join(","),
    });
  };
  const dishes = panelOf(model, panel);
  const shown = dishes.filter((d) => matches(d, filters)).length;
  return (
    <form
      method="get"
      action={localPath("/menu", lang)}
      {...{ [MENU_FILTERS]: "" }}
      aria-labelledby="menu-filters-title"
      className="space-y-2 rounded-2xl border border-border bg-card p-4 sm:p-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <details className="group" open={unfolded}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg [&::-webkit-details-marker]:hidden">
          <h2 id="menu-filters-title" className="text-xl font-semibold">
            {f.title}
          </h2>
          <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        <FilterOptions
          words={words}
          filters={filters}
          allowed={allowed}
          dishes={dishes}
          onToggle={(name, value, on) => apply(toggled(filters, name, value, on, allowed))}
        />
        <Button type="submit" variant="outline" className="mt-4 group-not-open:hidden">
          {f.apply}
        </Button>
      </details>
      <p
        role="status"
        aria-live="polite"
        {...{ [MENU_STATUS]: "" }}
        className="min-h-6 font-medium"
      >
        {countText(model.text, shown, dishes.length)}
      </p>
      <div {...{ [MENU_EMPTY]: "" }} hidden={shown !== 0} className="space-y-2">
        <p>{f.empty}</p>
        <Button type="button" onClick={() => apply(NO_FILTERS)}>
          {f.clear}
        </Button>
      </div>
    </form>
  );
}
