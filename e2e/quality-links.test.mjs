// Link gate: on every route and state, every internal link answers 200 and its #anchor
// exists on the target page (after hydration); mailto:/tel: links are well formed;
// links opening a new tab carry rel="noopener".
import { after, before } from "node:test";
import assert from "node:assert/strict";
import { BASE_URL, launch, openPage, visit } from "./browser.mjs";
import { gate } from "./gates.mjs";
import { openRoute, ROUTES } from "./routes.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

// Shared across routes: the navigation and footer repeat on every page.
const statuses = new Map();
const anchorPages = new Map();

async function statusOf(pathname) {
  if (!statuses.has(pathname))
    statuses.set(
      pathname,
      fetch(BASE_URL + pathname, { redirect: "follow" }).then((r) => r.status),
    );
  return statuses.get(pathname);
}

/** The ids on a page once it has hydrated (sections may render on the client only). */
async function idsOf(pathname) {
  if (!anchorPages.has(pathname))
    anchorPages.set(
      pathname,
      (async () => {
        const { page, context } = await openPage(browser);
        try {
          await visit(page, pathname);
          return new Set(
            await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id)),
          );
        } finally {
          await context.close();
        }
      })(),
    );
  return anchorPages.get(pathname);
}

function collectLinks(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("a[href]")].map((a) => ({
      raw: a.getAttribute("href"),
      href: a.href,
      target: a.target,
      rel: a.rel,
      text: (a.textContent || a.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim(),
    })),
  );
}

for (const route of ROUTES) {
  gate(`links: ${route.name} (${route.path})`, async (t, allow) => {
    const { page, context } = await openRoute(browser, route);
    const problems = [];
    try {
      const links = await collectLinks(page);
      const here = new URL(page.url());
      const ownIds = new Set(
        await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id)),
      );
      const unique = [...new Map(links.map((l) => [`${l.raw} ${l.target} ${l.rel}`, l])).values()];
      const problem = (text, rule = "link") => problems.push({ rule, text });
      for (const link of unique) {
        const where = `"${link.text}" (${link.raw})`;
        const url = new URL(link.href);
        if (link.raw === "#" || url.protocol === "javascript:") {
          problem(`${where}: goes nowhere`);
        } else if (url.protocol === "mailto:") {
          if (!/^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}$/i.test(link.raw))
            problem(`${where}: malformed e-mail link`);
        } else if (url.protocol === "tel:") {
          if (!/^tel:\+?\d{6,15}$/.test(link.raw)) problem(`${where}: malformed phone link`);
        } else if (url.origin === here.origin) {
          const samePage = url.pathname === here.pathname;
          // The page at hand answered already (404 on the not-found page, by design).
          const status = samePage ? 200 : await statusOf(url.pathname);
          if (status !== 200) problem(`${where}: answers ${status}`);
          const id = decodeURIComponent(url.hash.slice(1));
          if (id) {
            const ids = samePage ? ownIds : await idsOf(url.pathname);
            if (!ids.has(id))
              problem(
                `${where}: no element with id "${id}" on ${url.pathname}`,
                `anchor:${link.raw}`,
              );
          }
          if (link.target === "_blank") problem(`${where}: an internal link opens a new tab`);
        } else if (link.target === "_blank") {
          if (!link.rel.split(/\s+/).includes("noopener"))
            problem(`${where}: opens a new tab without rel="noopener"`);
        }
      }
      t.diagnostic(`${links.length} links checked`);
      assert.deepEqual(
        allow(problems).map((p) => p.text),
        [],
      );
    } finally {
      await context.close();
    }
  });
}
