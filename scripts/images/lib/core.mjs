// Small SVG helpers shared by every artwork: seeded randomness, number
// formatting, unique ids and transforms. No randomness leaks out of here:
// every picture gets its own PRNG seeded from its name, so re-running the
// script produces byte-identical files.

/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG seeded from a string (FNV-1a hash). */
export function rngFrom(name) {
  let h = 2166136261;
  for (const ch of name) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return mulberry32(h >>> 0);
}

/** Round for compact, stable SVG output. */
export const f = (n) => Math.round(n * 10) / 10;

export const between = (rng, a, b) => a + (b - a) * rng();
export const pick = (rng, list) => list[Math.floor(rng() * list.length)];

let counter = 0;
/** Unique id inside one SVG document (reset per picture). */
export const uid = (prefix) => `${prefix}${++counter}`;
export const resetIds = () => {
  counter = 0;
};

/** translate + rotate + scale transform attribute value. */
export const at = (x, y, rot = 0, s = 1) =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ""}${s !== 1 ? ` scale(${f(s * 100) / 100})` : ""}`;

export const group = (transform, inner, extra = "") =>
  `<g transform="${transform}"${extra ? ` ${extra}` : ""}>${inner}</g>`;

/** Uniform random point inside an ellipse centred on (cx, cy). */
export function inEllipse(rng, cx, cy, rx, ry) {
  const a = rng() * Math.PI * 2;
  const d = Math.sqrt(rng());
  return [cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d];
}

/**
 * Rejection-sampled scatter: up to n points inside an ellipse that keep at
 * least minDist apart (and away from `avoid` circles [x, y, r]).
 */
export function scatter(rng, n, cx, cy, rx, ry, minDist, avoid = []) {
  const pts = [];
  for (let tries = 0; pts.length < n && tries < n * 60; tries++) {
    const [x, y] = inEllipse(rng, cx, cy, rx, ry);
    if (pts.some(([px, py]) => Math.hypot(px - x, py - y) < minDist)) continue;
    if (avoid.some(([ax, ay, ar]) => Math.hypot(ax - x, ay - y) < ar)) continue;
    pts.push([x, y]);
  }
  return pts;
}

/** Wrap a body in a complete SVG document. */
export const svgDoc = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
