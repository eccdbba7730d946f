// Accessibility gate: axe-core inside Chromium finds no violation of any rule (WCAG A/AA
// incl. 2.2, best practices, experimental), in light and dark, on every route and state;
// form fields' boundary contrast (WCAG 1.4.11, not in axe); one h1 and no skipped
// heading levels.
import { after, before } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { launch } from "./browser.mjs";
import { gate } from "./gates.mjs";
import { matrix, openRoute } from "./routes.mjs";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** Every rule axe knows, except deprecated ones and AAA criteria (the target is AA). */
function runAxe(page) {
  return page.evaluate(async () => {
    const rules = window.axe
      .getRules()
      .filter(
        (r) =>
          !r.tags.includes("deprecated") &&
          !r.tags.some((tag) => /^wcag2\d?aaa$/.test(tag)) &&
          !r.tags.includes("wcag2aaa"),
      )
      .map((r) => r.ruleId);
    const result = await window.axe.run(document, {
      runOnly: { type: "rule", values: rules },
      resultTypes: ["violations", "incomplete"],
    });
    const shape = (list) =>
      list.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(" "),
          summary: (n.failureSummary ?? "").replace(/\s+/g, " ").trim(),
          html: n.html.slice(0, 160),
        })),
      }));
    return { violations: shape(result.violations), incomplete: shape(result.incomplete) };
  });
}

/**
 * WCAG 1.4.11 (non-text contrast), which axe leaves out: a form field must stand out from
 * what surrounds it by 3:1, through its border or its fill. Shaped like axe violations.
 */
function fieldContrast(page) {
  return page.evaluate(() => {
    const rgba = (c) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r, g, b, a };
    };
    const over = (top, bottom) => ({
      r: top.r * top.a + bottom.r * (1 - top.a),
      g: top.g * top.a + bottom.g * (1 - top.a),
      b: top.b * top.a + bottom.b * (1 - top.a),
      a: 1,
    });
    const luminance = ({ r, g, b }) => {
      const f = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (x, y) => {
      const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (a + 0.05) / (b + 0.05);
    };
    /** The opaque colour behind an element, from its ancestors' backgrounds. */
    const behind = (el) => {
      const layers = [];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const c = rgba(getComputedStyle(p).backgroundColor);
        if (c && c.a > 0) layers.push(c);
        if (c && c.a === 1) break;
      }
      return layers.reduceRight((acc, c) => over(c, acc), { r: 255, g: 255, b: 255, a: 1 });
    };
    const nodes = [];
    const fields = document.querySelectorAll(
      "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select",
    );
    for (const el of fields) {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (r.width < 2 || s.visibility === "hidden") continue;
      const outside = behind(el);
      const fill = over(rgba(s.backgroundColor) ?? { r: 0, g: 0, b: 0, a: 0 }, outside);
      const border =
        parseFloat(s.borderBottomWidth) > 0 ? over(rgba(s.borderBottomColor), fill) : fill;
      const best = Math.max(ratio(border, outside), ratio(fill, outside));
      if (best < 3)
        nodes.push({
          target: el.id ? `#${el.id}` : el.tagName.toLowerCase(),
          summary: `field boundary contrast ${best.toFixed(2)}:1 (border ${s.borderBottomColor}, fill ${s.backgroundColor}), needs 3:1`,
          html: el.outerHTML.slice(0, 160),
        });
    }
    return nodes.length
      ? [
          {
            id: "non-text-contrast",
            impact: "serious",
            help: "Form fields need 3:1 boundary contrast (WCAG 1.4.11)",
            nodes,
          },
        ]
      : [];
  });
}

function describe(violations) {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    at ${n.target}\n      ${n.summary}\n      ${n.html}`).join("\n"),
    )
    .join("\n");
}

function headingOutline(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")]
      .filter((h) => h.getClientRects().length > 0 && !h.closest("[aria-hidden=true], [hidden]"))
      .map((h) => ({
        level: Number(h.getAttribute("aria-level") ?? h.tagName.slice(1)),
        text: h.textContent.replace(/\s+/g, " ").trim().slice(0, 60),
      })),
  );
}

for (const { route, theme } of matrix()) {
  gate(`axe: ${route.name} (${route.path}) ${theme}`, async (t, allow) => {
    const { page, context } = await openRoute(browser, route, { theme });
    try {
      await page.addScriptTag({ path: axePath });
      const { violations, incomplete } = await runAxe(page);
      const unsure = incomplete.filter((v) => v.id === "color-contrast");
      for (const v of unsure)
        t.diagnostic(
          `contrast not decidable by axe (check by eye): ${v.nodes.map((n) => n.target).join(", ")}`,
        );
      violations.push(...(await fieldContrast(page)));
      const left = allow(violations.map((v) => ({ ...v, rule: v.id })));
      assert.equal(left.length, 0, `axe violations:\n${describe(left)}`);
    } finally {
      await context.close();
    }
  });
}

for (const { route, theme } of matrix().filter((m) => m.theme === "light")) {
  gate(`headings: ${route.name} (${route.path}) has one h1 and skips no level`, async () => {
    const { page, context } = await openRoute(browser, route, { theme });
    try {
      const outline = await headingOutline(page);
      const text = outline
        .map((h) => `${"  ".repeat(h.level - 1)}h${h.level} ${h.text}`)
        .join("\n");
      assert.equal(outline.filter((h) => h.level === 1).length, 1, `h1 count:\n${text}`);
      assert.equal(outline[0]?.level, 1, `the first heading is not the h1:\n${text}`);
      outline.forEach((h, i) => {
        if (i > 0)
          assert.ok(
            h.level <= outline[i - 1].level + 1,
            `"${h.text}" (h${h.level}) follows h${outline[i - 1].level}:\n${text}`,
          );
      });
    } finally {
      await context.close();
    }
  });
}
