import { LATER_WEEKS, MENU_EMPTY, MENU_FILTERS, MENU_STATUS, MENU_WEEK } from "./marks";
import {
  countText,
  countWith,
  isEmpty,
  markFilters,
  matches,
  parseFilters,
  panelOf,
  type Allowed,
  type FilterModel,
  type FilterName,
  type Filters,
} from "../catalog/filter";
import { chooseWeek, yerevanDate } from "../catalog/week";

/** The panel of the menu page a choice shows: a week's Monday, "up-<Monday>" or "none". */
export function panelKey(choice: ReturnType<typeof chooseWeek>): string {
  if (choice.kind === "current") return choice.current;
  return choice.kind === "upcoming" ? `up-${choice.next}` : "none";
}

/**
 * Runs inline at the top of the menu page, before its weeks are parsed: marks <html> with
 * the panel for the visitor's date in Yerevan, so a visitor in a later week than the build's
 * sees that week at first paint, without waiting for the scripts. A panel the page does not
 * hold (a date before the build's week) leaves the build's own choice. Returns the panel shown.
 */
export function markMenuWeek(
  published: string[],
  panels: string[],
  defaultPanel: string,
  now = new Date(),
): string {
  const key = panelKey(chooseWeek(yerevanDate(now), published));
  if (!panels.includes(key)) return defaultPanel;
  document.documentElement.setAttribute(MENU_WEEK, key);
  return key;
}

/**
 * The filters of the address, applied before first paint: <html> marked (the page's style
 * hides what they rule out), the form's boxes ticked and its options unfolded, so a filter
 * tapped before the scripts arrived (the form's GET reloads with it) takes effect at once.
 */
export function applyQueryFilters(allowed: Allowed): Filters {
  const filters = parseFilters(location.search, allowed);
  markFilters(document.documentElement, filters);
  const form = document.querySelector(`form[${MENU_FILTERS}]`);
  form?.querySelectorAll<HTMLInputElement>("input[type=checkbox]").forEach((box) => {
    box.checked =
      (filters[box.name as FilterName] as string[] | undefined)?.includes(box.value) ?? false;
  });
  const options = form?.querySelector("details");
  if (options && !isEmpty(filters)) options.open = true;
  return filters;
}

/**
 * The counts of the week shown with the address's filters: the build wrote its own week's
 * without filters. The same figures as the page's scripts compute, so hydration keeps them.
 */
export function writeCounts(model: FilterModel, panel: string, filters: Filters) {
  const form = document.querySelector(`form[${MENU_FILTERS}]`);
  if (!form) return;
  const { allowed } = model;
  const dishes = panelOf(model, panel);
  form.querySelectorAll<HTMLInputElement>("input[type=checkbox]").forEach((box) => {
    const out = box.parentElement?.querySelector("[data-count]");
    const n = countWith(dishes, filters, box.name as FilterName, box.value, allowed);
    if (out) out.textContent = `(${n})`;
  });
  const shown = dishes.filter((d) => matches(d, filters)).length;
  const status = form.querySelector(`[${MENU_STATUS}]`);
  if (status) status.textContent = countText(model.text, shown, dishes.length);
  const empty = form.querySelector<HTMLElement>(`[${MENU_EMPTY}]`);
  if (empty) empty.hidden = shown !== 0;
}

/** The menu page's inline script: the week, then the filters and their counts. */
export function menuFirstPaint(
  published: string[],
  panels: string[],
  defaultPanel: string,
  model: FilterModel,
): void {
  const panel = markMenuWeek(published, panels, defaultPanel);
  writeCounts(model, panel, applyQueryFilters(model.allowed));
}

/**
 * Runs inline right after the weeks the built page shows, before first paint: the weeks only
 * a later date shows come as inert text (the browser neither parses nor styles them), and
 * are put in place, in their order, only when the panel marked on <html> needs them.
 */
export function putLaterWeeks(script: Element | null = document.currentScript): void {
  const block = script?.previousElementSibling;
  const panel = document.documentElement.getAttribute(MENU_WEEK);
  if (!block || !panel || !block.getAttribute(LATER_WEEKS)?.split(" ").includes(panel)) return;
  const inert = document.createElement("template");
  inert.innerHTML = block.textContent ?? "";
  block.replaceWith(inert.content);
}
