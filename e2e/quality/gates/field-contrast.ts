/*
 * Form fields' boundary contrast, which axe leaves out; runs in the page and reports in
 * axe's shape, so the axe gate lists it among its violations.
 */

/** A rule's violation as axe reports it (the parts the gate prints). */
export type Finding = {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string; summary: string; html: string }[];
};

/**
 * WCAG 1.4.11 (non-text contrast): a form field must stand out from what surrounds it by
 * 3:1, through its border or its fill.
 */
export function fieldContrast(): Finding[] {
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
