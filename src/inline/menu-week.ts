import { markFilters, parseFilters, type Allowed, type FilterName } from "../lib/menu-filter";
import { chooseWeek, yerevanDate } from "../lib/menu-week";

/** The panel of the menu page a choice shows: a week's Monday, "up-<Monday>" or "none". */
export function panelKey(choice: ReturnType<typeof chooseWeek>): string {
  if (choice.kind === "current") return choice.current;
  return choice.kind === "upcoming" ? `up-${choice.next}` : "none";
}

/**
 * Runs inline at the top of the menu page, before its weeks are parsed: marks <html> with
 * the panel for the visitor's date in Yerevan, so a visitor in a later week than the build's
 * sees that week at first paint, without waiting for the scripts. A panel the page does not
 * hold (a date before the build's week) leaves the build's own choice.
 */
export function markMenuWeek(published: string[], panels: string[], now = new Date()): void {
  const key = panelKey(chooseWeek(yerevanDate(now), published));
  if (panels.includes(key)) document.documentElement.setAttribute("data-menu-week", key);
}

/**
 * The filters of the address, applied before first paint: <html> marked (the page's style
 * hides what they rule out) and the form's boxes ticked, so a filter tapped before the
 * scripts arrived (the form's GET reloads with it) takes effect at once.
 */
export function applyQueryFilters(allowed: Allowed): void {
  const filters = parseFilters(location.search, allowed);
  markFilters(document.documentElement, filters);
  document
    .querySelectorAll<HTMLInputElement>("form[data-menu-filters] input[type=checkbox]")
    .forEach((box) => {
      box.checked =
        (filters[box.name as FilterName] as string[] | undefined)?.includes(box.value) ?? false;
    });
}

/** The menu page's inline script: the week, then the filters. */
export function menuFirstPaint(published: string[], panels: string[], allowed: Allowed): void {
  markMenuWeek(published, panels);
  applyQueryFilters(allowed);
}
