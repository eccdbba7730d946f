import type { Page } from "@playwright/test";
import { literal } from "./content";
import { visit, type Opened, type OpenOptions } from "./fixtures";

/*
 * Helpers of the page tests (e2e/pages/).
 */

/**
 * Widths (CSS px) at which no page may scroll sideways: small phone, phone, tablet,
 * laptop, desktop.
 */
export const NO_SCROLL_WIDTHS = [320, 390, 768, 1024, 1440];

/** How many CSS px the page is wider than the window (0: no horizontal scroll). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Whether the site shows its dark theme. */
export function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains("dark"));
}

/** A regular expression for `texts` in this order, anything between them. */
export const inOrder = (texts: string[], flags = "") =>
  new RegExp(texts.map((text) => literal(text).source).join("[\\s\\S]*"), flags);

/** A further visitor (`open` fixture) on `path`, hydrated. */
export async function openAt(
  open: (options?: OpenOptions) => Promise<Opened>,
  path: string,
  options?: OpenOptions,
): Promise<Opened> {
  const opened = await open(options);
  await visit(opened.page, path);
  return opened;
}
