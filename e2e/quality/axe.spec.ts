import fs from "node:fs";
import type { AxeResults } from "axe-core";
import { expect, test } from "../support/fixtures";
import { openRoute, ROUTES } from "../support/routes";

/*
 * Accessibility gate: axe-core inside Chromium finds no violation of any rule (WCAG A/AA
 * incl. 2.2, best practices, experimental) on every route and state, in the project's theme;
 * form fields' boundary contrast (WCAG 1.4.11, not in axe); one h1 and no skipped heading
 * levels.
 */
// Evaluated through the DevTools protocol: the site's Content-Security-Policy forbids inline
// scripts, so a <script> tag with axe would be blocked.
const AXE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type Finding = {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string; summary: string; html: string }[];
};
type Axe = {
  getRules(): { ruleId: string; tags: string[] }[];
  run(context: Document, options: object): Promise<AxeResults>;
};

/** Every rule axe knows, except deprecated ones and AAA criteria (the target is AA). */
function runAxe(): Promise<{ violations: Finding[]; incomplete: Finding[] }> {
  return (async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const rules = axe
      .getRules()
      .filter(
        (r) =>
          !r.tags.includes("deprecated") &&
          !r.tags.some((tag) => /^wcag2\d?aaa$/.test(tag)) &&
          !r.tags.includes("wcag2aaa"),
      )
      .map((r) => r.ruleId);
    const result = await axe.run(document, {
      runOnly: { type: "rule", values: rules },
      resultTypes: ["violations", "incomplete"],
    });
    const shape = (list: AxeResults["violations"]) =>
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
  })();
}

/**
 * WCAG 1.4.11 (non-text contrast), which axe leaves out: a form field must stand out from
 * what surrounds it by 3:1, through its border or its fill. Shaped like axe violations.
 */
function fieldContrast(): Finding[] {
  type RGBA = { r: number; g: number; b: number; a: number };
  const rgba = (c: string): RGBA | null => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  };
  const over = (top: RGBA, bottom: RGBA): RGBA => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }: RGBA) => {
    const f = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (x: RGBA, y: RGBA) => {
    const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (a + 0.05) / (b + 0.05);
  };
  /** The opaque colour behind an element, from its ancestors' backgrounds. */
  const behind = (el: Element) => {
    const layers: RGBA[] = [];
    for (let p = el.parentElement; p; p = p.parentElement) {
      const c = rgba(getComputedStyle(p).backgroundColor);
      if (c && c.a > 0) layers.push(c);
      if (c && c.a === 1) break;
    }
    return layers.reduceRight((acc, c) => over(c, acc), { r: 255, g: 255, b: 255, a: 1 });
  };
  const nodes: Finding["nodes"] = [];
  const fields = document.querySelectorAll(
    "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select",
  );
  for (const el of fields) {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    // A field hidden from everyone (a bot trap) has no boundary anyone needs to see.
    if (r.width < 2 || s.visibility === "hidden" || el.closest("[aria-hidden=true]")) continue;
    const outside = behind(el);
    const fill = over(rgba(s.backgroundColor) ?? { r: 0, g: 0, b: 0, a: 0 }, outside);
    const borderColor = rgba(s.borderBottomColor);
    const border =
      parseFloat(s.borderBottomWidth) > 0 && borderColor ? over(borderColor, fill) : fill;
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
}

function describe(violations: Finding[]) {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    at ${n.target}\n      ${n.summary}\n      ${n.html}`).join("\n"),
    )
    .join("\n");
}

/** The visible headings in document order, with their levels. */
function headingOutline() {
  return [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")]
    .filter((h) => h.getClientRects().length > 0 && !h.closest("[aria-hidden=true], [hidden]"))
    .map((h) => ({
      level: Number(h.getAttribute("aria-level") ?? h.tagName.slice(1)),
      text: (h.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
    }));
}

test.describe("axe finds no violation", () => {
  for (const route of ROUTES)
    test(`${route.name} (${route.path})`, async ({ open }) => {
      const { page } = await openRoute(open, route);
      await page.evaluate(AXE);
      const { violations, incomplete } = await page.evaluate(runAxe);
      // Contrast axe cannot decide (text over images, gradients) is left to the eye.
      for (const v of incomplete.filter((i) => i.id === "color-contrast"))
        test.info().annotations.push({
          type: "contrast not decidable by axe (check by eye)",
          description: v.nodes.map((n) => n.target).join(", "),
        });
      violations.push(...(await page.evaluate(fieldContrast)));
      expect(violations, `axe violations:\n${describe(violations)}`).toEqual([]);
    });
});

// Runs in the light project only (tagged @any-theme and @any-lang): the outline is the
// components' own, whatever the theme and the language of its texts.
const headingsTag = { tag: ["@any-theme", "@any-lang"] };
test.describe("headings: one h1, first, and no skipped level", headingsTag, () => {
  for (const route of ROUTES)
    test(`${route.name} (${route.path})`, async ({ open }) => {
      const { page } = await openRoute(open, route);
      const outline = await page.evaluate(headingOutline);
      const text = outline
        .map((h) => `${"  ".repeat(h.level - 1)}h${h.level} ${h.text}`)
        .join("\n");
      expect(
        outline.filter((h) => h.level === 1),
        `h1 count:\n${text}`,
      ).toHaveLength(1);
      expect(outline[0]?.level, `the first heading is not the h1:\n${text}`).toBe(1);
      outline.forEach((h, i) => {
        if (i > 0)
          expect(
            h.level,
            `"${h.text}" (h${h.level}) follows h${outline[i - 1].level}:\n${text}`,
          ).toBeLessThanOrEqual(outline[i - 1].level + 1);
      });
    });
});
