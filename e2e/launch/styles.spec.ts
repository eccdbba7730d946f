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

/** The page as Gatsby built it: the whole stylesheet inline, no later stylesheet. */
async function wholeStylesheetInline(page: Page, origin: string) {
  await page.route(
    (url) => url.origin === origin && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      const href = /<style data-href="([^"]+)"/.exec(html)?.[1];
      if (!href) throw new Error(`${route.request().url()} inlines no stylesheet`);
      const stylesheet = await page.request.get(new URL(href, origin).href);
      const css = await stylesheet.text();
      html = html
        .replace(
          /(<style data-href="[^"]+" data-identity="gatsby-global-css">)[\s\S]*?(<\/style>)/,
          (_, open: string, close: string) => open + css + close,
        )
        .replace(/<noscript><link rel="stylesheet"[^>]*><\/noscript>/, "");
      // The inline style's hash changed, and the body is sent as it is now.
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      delete headers["content-length"];
      delete headers["content-encoding"];
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

type StyleOptions = {
  javaScriptEnabled: boolean;
  theme?: Theme;
  firstScreenOnly?: boolean;
};

async function stylesOf(
  open: (options?: OpenOptions) => Promise<Opened>,
  route: string,
  {
    javaScriptEnabled,
    theme = "light",
    firstScreenOnly = false,
    inline,
  }: StyleOptions & {
    inline: boolean;
  },
): Promise<Styles> {
  const { context, page } = await open({
    unlocked: false,
    javaScriptEnabled,
    theme,
    width: 390,
    height: 800,
    // No transition is caught halfway (the site's CSS shortens them to nothing then).
    reducedMotion: "reduce",
  });
  const origin = new URL(test.info().project.use.baseURL!).origin;
  if (inline) await wholeStylesheetInline(page, origin);
  // The full stylesheet never arrives: what the first screen looks like until it does.
  if (firstScreenOnly && !inline) await page.route(/\/styles\.\w+\.css$/, (r) => r.abort());
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
  const styles = await page.evaluate(computedStyles, [
    properties,
    firstScreenOnly,
    EARLY_TOGGLE,
  ] as [string[], boolean, string]);
  await context.close();
  return styles;
}

/**
 * Each element's styles as built against Gatsby's page with the whole stylesheet inline;
 * the first differences (DIFFS=n shows more). Returns the styles of that reference page.
 */
async function expectStyledAsInline(
  open: (options?: OpenOptions) => Promise<Opened>,
  route: string,
  options: StyleOptions,
): Promise<Styles> {
  const expected = await stylesOf(open, route, { ...options, inline: true });
  const actual = await stylesOf(open, route, { ...options, inline: false });
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
// held (it repeats those rules, later): the same for every language, so the English pages.
for (const route of PAGE_PATHS.filter((p) => withoutLang(p) === p)) {
  test(`${route}: styled as with the whole stylesheet inline, without scripts`, async ({
    open,
  }) => {
    const expected = await expectStyledAsInline(open, route, { javaScriptEnabled: false });
    expect(Object.keys(expected).length, "the page has elements").toBeGreaterThan(20);
  });

  for (const theme of ["light", "dark"] as const)
    test(`${route}: styled as with the whole stylesheet inline, once the stylesheet is in (${theme})`, async ({
      open,
    }) => {
      await expectStyledAsInline(open, route, { javaScriptEnabled: true, theme });
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
