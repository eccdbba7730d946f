import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test, type Opened, type OpenOptions } from "../../support/fixtures";

/*
 * Link gate: every internal link answers 200 and its #anchor exists on the target page
 * (after hydration); mailto:/tel: links are well formed; links opening a new tab carry
 * rel="noopener". Links do not depend on the theme. Written here rather than with a link
 * checker such as linkinator: those read the served HTML, and some of the site's anchors exist
 * only once the page has hydrated; here the browser that runs the other gates already has the
 * page open, so each link costs one request.
 */

// Shared across the routes of a worker: the navigation and footer repeat on every page.
const statuses = new Map<string, Promise<number>>();
const anchorPages = new Map<string, Promise<Set<string>>>();

function statusOf(request: APIRequestContext, pathname: string) {
  if (!statuses.has(pathname))
    statuses.set(
      pathname,
      request.get(pathname).then((r) => r.status()),
    );
  return statuses.get(pathname)!;
}

const idsOnPage = () => [...document.querySelectorAll("[id]")].map((e) => e.id);

/** The ids on a page once it has hydrated (sections may render on the client only). */
function idsOf(open: (options?: OpenOptions) => Promise<Opened>, pathname: string) {
  if (!anchorPages.has(pathname))
    anchorPages.set(
      pathname,
      (async () => {
        const { page, context } = await open();
        try {
          await page.goto(pathname, { waitUntil: "load" });
          await hydrated(page);
          return new Set(await page.evaluate(idsOnPage));
        } finally {
          await context.close();
        }
      })(),
    );
  return anchorPages.get(pathname)!;
}

/**
 * Checks the links of `page`; `open` opens a linked page to read its ids, `request` asks for
 * a linked path. The problems fail softly, all at once.
 */
export async function linksGate(
  page: Page,
  open: (options?: OpenOptions) => Promise<Opened>,
  request: APIRequestContext,
) {
  const links = await page.evaluate(() =>
    [...document.querySelectorAll("a[href]")].map((a) => ({
      raw: a.getAttribute("href") ?? "",
      href: (a as HTMLAnchorElement).href,
      target: (a as HTMLAnchorElement).target,
      rel: (a as HTMLAnchorElement).rel,
      text: (a.textContent || a.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim(),
    })),
  );
  const here = new URL(page.url());
  const ownIds = new Set(await page.evaluate(idsOnPage));
  const unique = [...new Map(links.map((l) => [`${l.raw} ${l.target} ${l.rel}`, l])).values()];
  const problems: string[] = [];
  for (const link of unique) {
    const where = `"${link.text}" (${link.raw})`;
    const url = new URL(link.href);
    if (link.raw === "#" || url.protocol === "javascript:") {
      problems.push(`${where}: goes nowhere`);
    } else if (url.protocol === "mailto:") {
      if (!/^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}$/i.test(link.raw))
        problems.push(`${where}: malformed e-mail link`);
    } else if (url.protocol === "tel:") {
      if (!/^tel:\+?\d{6,15}$/.test(link.raw)) problems.push(`${where}: malformed phone link`);
    } else if (url.origin === here.origin) {
      const samePage = url.pathname === here.pathname;
      // The page at hand answered already (404 on the not-found page, by design).
      const status = samePage ? 200 : await statusOf(request, url.pathname);
      if (status !== 200) problems.push(`${where}: answers ${status}`);
      const id = decodeURIComponent(url.hash.slice(1));
      if (id) {
        const ids = samePage ? ownIds : await idsOf(open, url.pathname);
        if (!ids.has(id)) problems.push(`${where}: no element with id "${id}" on ${url.pathname}`);
      }
      if (link.target === "_blank") problems.push(`${where}: an internal link opens a new tab`);
    } else if (link.target === "_blank") {
      if (!link.rel.split(/\s+/).includes("noopener"))
        problems.push(`${where}: opens a new tab without rel="noopener"`);
    }
  }
  test.info().annotations.push({ type: "links checked", description: String(links.length) });
  expect.soft(links.length, "the page has links").toBeGreaterThan(0);
  expect.soft(problems, "links that lead nowhere").toEqual([]);
}
