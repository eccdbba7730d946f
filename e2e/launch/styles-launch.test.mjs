// Each page inlines only its first screen's CSS and loads the full stylesheet afterwards
// (src/build/critical-css.ts). Every element must end up styled exactly as with the whole
// stylesheet inline, which is how Gatsby builds it: compared property by property, with
// scripts (the stylesheet follows the first screen) and without (<noscript> links it).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { BASE_URL, hydrated, launch, scrollThroughImages } from "../browser.mjs";

const ROUTES = ["/", "/meal-plans", "/contact", "/register", "/impressum"];
const PROPERTIES = [
  "display",
  "position",
  "visibility",
  "opacity",
  "color",
  "background-color",
  "background-image",
  "font-size",
  "font-weight",
  "line-height",
  "text-align",
  "margin",
  "padding",
  "border",
  "border-radius",
  "box-shadow",
  "width",
  "height",
  "gap",
  "grid-template-columns",
  "flex-direction",
  "justify-content",
  "align-items",
  "transform",
  "outline",
  "content-visibility",
];

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** Every element's computed PROPERTIES, keyed by its place in the document. */
function computedStyles([properties, firstScreenOnly]) {
  const out = {};
  document.querySelectorAll("body *").forEach((el, i) => {
    if (el.closest("noscript, script, style")) return;
    // The first screen: not inside the later parts, nor around them (their height counts);
    // the footer is on the first screen of a page without such parts.
    const later = document.querySelector(".below-fold") ? ".below-fold, footer" : ".below-fold";
    if (firstScreenOnly && (el.closest(later) || el.querySelector(later))) return;
    const style = getComputedStyle(el);
    out[`${i} ${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`] = properties
      .map((p) => `${p}: ${style.getPropertyValue(p)}`)
      .join("; ");
  });
  return out;
}

/** The page as Gatsby built it: the whole stylesheet inline, no later stylesheet. */
async function wholeStylesheetInline(page) {
  await page.route(
    (url) => url.origin === new URL(BASE_URL).origin && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      const [, href] = /<style data-href="([^"]+)"/.exec(html);
      const css = await (await fetch(BASE_URL + href)).text();
      html = html
        .replace(
          /(<style data-href="[^"]+" data-identity="gatsby-global-css">)[\s\S]*?(<\/style>)/,
          (_, open, close) => open + css.replace(/\$/g, "$$$$") + close,
        )
        .replace(/<noscript><link rel="stylesheet"[^>]*><\/noscript>/, "");
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      delete headers["content-length"];
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

async function stylesOf(route, { javaScriptEnabled, inline, theme = "light", firstScreenOnly }) {
  const context = await browser.newContext({
    javaScriptEnabled,
    colorScheme: theme,
    viewport: { width: 390, height: 800 },
    // No transition is caught halfway (the site's CSS shortens them to nothing then).
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  if (inline) await wholeStylesheetInline(page);
  // The full stylesheet never arrives: what the first screen looks like until it does.
  if (firstScreenOnly && !inline) await page.route(/\/styles\.\w+\.css$/, (r) => r.abort());
  await page.goto(BASE_URL + route, { waitUntil: "load" });
  if (javaScriptEnabled) {
    await hydrated(page);
    // Lay out the parts below the first screen, as a scroll would.
    await page.evaluate(
      () =>
        new Promise((done) => {
          document.documentElement.setAttribute("data-render-all", "");
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
    );
  }
  // Without scripts nothing lays out the parts below the first screen: their boxes keep
  // the size they had when last shown (content-visibility), which depends on timing.
  const properties = javaScriptEnabled
    ? PROPERTIES
    : PROPERTIES.filter((p) => p !== "width" && p !== "height");
  const styles = await page.evaluate(computedStyles, [properties, firstScreenOnly]);
  await context.close();
  return styles;
}

/**
 * Each element's styles as built against Gatsby's page with the whole stylesheet inline;
 * the first differences (DIFFS=n shows more). Returns the styles of that reference page.
 */
async function assertStyledAsInline(route, options) {
  const expected = await stylesOf(route, { ...options, inline: true });
  const actual = await stylesOf(route, { ...options, inline: false });
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  const differences = [...keys]
    .filter((k) => actual[k] !== expected[k])
    .map((k) => `${k}\n    got:      ${actual[k]}\n    expected: ${expected[k]}`);
  assert.deepEqual(differences.slice(0, Number(process.env.DIFFS ?? 5)), []);
  return expected;
}

for (const route of ROUTES) {
  test(`${route}: the first screen is complete before the full stylesheet arrives`, async () => {
    await assertStyledAsInline(route, { javaScriptEnabled: false, firstScreenOnly: true });
  });

  test(`${route}: styled as with the whole stylesheet inline, without scripts`, async () => {
    const expected = await assertStyledAsInline(route, { javaScriptEnabled: false });
    assert.ok(Object.keys(expected).length > 20, "the page has elements");
  });

  for (const theme of ["light", "dark"])
    test(`${route}: styled as with the whole stylesheet inline, once the stylesheet is in (${theme})`, async () => {
      await assertStyledAsInline(route, { javaScriptEnabled: true, theme });
    });
}

test("the meal photos wait for the first screen only where scripts run", async () => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/`, { waitUntil: "load" });
  const photos = page.locator("main figure img");
  assert.equal(await photos.count(), 6);
  await scrollThroughImages(page, photos);
  await context.close();
});
