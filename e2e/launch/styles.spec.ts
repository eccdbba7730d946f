import type { Page } from "@playwright/test";
import { EARLY_TOGGLE, RENDER_ALL } from "../../src/lib/dom-marks";
import { content } from "../support/content";
import {
  expect,
  hydrated,
  scrollThroughImages,
  test,
  type Opened,
  type OpenOptions,
  type Theme,
} from "../support/fixtures";
import { PAGE_PATHS } from "../support/seo";
import { withoutLang } from "../../src/lib/languages";

/*
 * Each page inlines only its first screen's CSS and loads the full stylesheet afterwards
 * (gatsby/post-build/critical-css.ts). Every element must end up styled exactly as with the whole
 * stylesheet inline, which is how Gatsby builds it: compared property by property, with
 * scripts (the stylesheet follows the first screen) and without (<noscript> links it).
 */
const { home, meals } = content();

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

type Styles = Record<string, string>;

/** Every element's computed `properties`, keyed by its place in the document (in the page). */
function computedStyles([properties, firstScreenOnly, earlyToggle]: [
  string[],
  boolean,
  string,
]): Styles {
  const out: Styles = {};
  // Panels only React's controls show: off the first screen (the mobile menu's button is the
  // pre-paint script's too, and what the inline scripts may show has no such control).
  const reactOnly = [...document.querySelectorAll(`[aria-controls]:not([${earlyToggle}])`)].map(
    (b) => b.getAttribute("aria-controls"),
  );
  document.querySelectorAll("body *").forEach((el, i) => {
    if (el.closest("noscript, script, style")) return;
    // The first screen: not inside the later parts, nor around them (their height counts);
    // the footer is on the first screen of a page without such parts.
    const later = document.querySelector(".below-fold") ? ".below-fold, footer" : ".below-fold";
    if (firstScreenOnly && (el.closest(later) || el.querySelector(later))) return;
    // The full stylesheet is in by the time React shows them.
    const hidden = el.closest("[hidden]");
    if (firstScreenOnly && hidden && reactOnly.includes(hidden.id)) return;
    const style = getComputedStyle(el);
    // An auto margin or a grid's tracks read as the space they take once laid out, which
    // depends on whether the box they are in has been laid out yet (content-visibility): their
    // computed values ("auto", "repeat(2, minmax(0px, 1fr))") are what the stylesheet decides.
    const computed = el.computedStyleMap();
    const value = (p: string) =>
      p === "margin"
        ? ["top", "right", "bottom", "left"]
            .map((s) => String(computed.get(`margin-${s}`)))
            .join(" ")
        : p === "grid-template-columns"
          ? String(computed.get(p))
          : style.getPropertyValue(p);
    out[`${i} ${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`] = properties
      .map((p) => `${p}: ${value(p)}`)
      .join("; ");
  });
  return out;
}

/**
 * Turns the page in place into the page as Gatsby built it: the whole stylesheet in the
 * inline <style> instead of the first screen's part, and no <noscript> link to it. With
 * scripts, the loader's later link stays, as it would in Gatsby's page with the loader: it
 * repeats the same rules. The document, its layout state and its fonts are the ones just
 * compared, so the two cascades differ only in the stylesheet.
 */
async function wholeStylesheetInline(page: Page, origin: string, withScripts: boolean) {
  const href = await page.locator("style[data-href]").getAttribute("data-href");
  if (!href) throw new Error(`${page.url()} inlines no stylesheet`);
  const css = await (await page.request.get(new URL(href, origin).href)).text();
  await page.evaluate(
    ([href, css, withScripts]) => {
      document.querySelector("style[data-href]")!.textContent = css;
      // Without scripts, <noscript>'s link is an element of the page.
      if (!withScripts)
        document
          .querySelectorAll(`link[rel="stylesheet"][href="${href}"]`)
          .forEach((l) => l.remove());
    },
    [href, css, withScripts] as const,
  );
}

type StyleOptions = {
  javaScriptEnabled: boolean;
  theme?: Theme;
  firstScreenOnly?: boolean;
};

/**
 * Each element's styles as built, then with the whole stylesheet inline as Gatsby builds the
 * page, in the same visit; the first differences (DIFFS=n shows more). Returns the styles of
 * that reference page.
 */
async function expectStyledAsInline(
  open: (options?: OpenOptions) => Promise<Opened>,
  route: string,
  { javaScriptEnabled, theme = "light", firstScreenOnly = false }: StyleOptions,
): Promise<Styles> {
  const { context, page } = await open({
    unlocked: false,
    javaScriptEnabled,
    theme,
    width: 390,
    height: 800,
    // No transition is caught halfway (the site's CSS shortens them to nothing then).
    reducedMotion: "reduce",
    // The inline style is changed in place below; its policy hash is the built one's. Whether
    // the built page keeps within its policy is the console gate's to check
    // (e2e/quality/gates/console.ts).
    bypassCSP: true,
  });
  const origin = new URL(test.info().project.use.baseURL!).origin;
  // The full stylesheet never arrives: what the first screen looks like until it does.
  if (firstScreenOnly) await page.route(/\/styles\.\w+\.css$/, (r) => r.abort());
  await page.goto(route, { waitUntil: "load" });
  if (javaScriptEnabled) {
    await hydrated(page);
    // Lay out the parts below the first screen, as a scroll would.
    await page.evaluate(
      (mark) =>
        new Promise<void>((done) => {
          document.documentElement.setAttribute(mark, "");
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
        }),
      RENDER_ALL,
    );
  }
  // Without scripts nothing lays out the parts below the first screen: their boxes keep
  // the size they had when last shown (content-visibility), which depends on timing.
  const properties = javaScriptEnabled
    ? PROPERTIES
    : PROPERTIES.filter((p) => p !== "width" && p !== "height");
  const styles = () =>
    page.evaluate(computedStyles, [properties, firstScreenOnly, EARLY_TOGGLE] as [
      string[],
      boolean,
      string,
    ]);
  const actual = await styles();
  await wholeStylesheetInline(page, origin, javaScriptEnabled);
  const expected = await styles();
  await context.close();
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  const differences = [...keys]
    .filter((k) => actual[k] !== expected[k])
    .map((k) => `${k}\n    got:      ${actual[k]}\n    expected: ${expected[k]}`);
  expect(differences.slice(0, Number(process.env.DIFFS ?? 5))).toEqual([]);
  return expected;
}

// What the first screen needs is chosen per page, and a language can bring rules of its own
// (its texts, its fonts): every page in every language.
for (const route of PAGE_PATHS)
  test(`${route}: the first screen is complete before the full stylesheet arrives`, async ({
    open,
  }) => {
    await expectStyledAsInline(open, route, { javaScriptEnabled: false, firstScreenOnly: true });
  });

// Once the full stylesheet is in, the cascade is that stylesheet's whatever the inline part
// held (it repeats those rules, later): the same for every language and theme, so the English
// pages, without scripts (the light theme: the class of the dark one is set by a script) and
// with them in the dark theme, whose rules only this visit sees applied.
for (const route of PAGE_PATHS.filter((p) => withoutLang(p) === p)) {
  test(`${route}: styled as with the whole stylesheet inline, without scripts`, async ({
    open,
  }) => {
    const expected = await expectStyledAsInline(open, route, { javaScriptEnabled: false });
    expect(Object.keys(expected).length, "the page has elements").toBeGreaterThan(20);
  });

  test(`${route}: styled as with the whole stylesheet inline, once the stylesheet is in (dark)`, async ({
    open,
  }) => {
    await expectStyledAsInline(open, route, { javaScriptEnabled: true, theme: "dark" });
  });
}

test("the meal photos wait for the first screen only where scripts run", async ({ open }) => {
  const { page } = await open({
    unlocked: false,
    javaScriptEnabled: false,
    width: 390,
    height: 800,
  });
  await page.goto("/", { waitUntil: "load" });
  const gallery = page.getByRole("region", { name: home.gallery.title });
  const photos = gallery.getByRole("figure").getByRole("img");
  await expect(photos).toHaveCount(meals.length);
  for (const meal of meals)
    await expect(photos.and(page.getByRole("img", { name: meal.alt, exact: true }))).toHaveCount(1);
  await scrollThroughImages(photos);
});
