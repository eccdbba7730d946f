// Grains, pulses, seeds and cooked vegetables.
import { at, f, group, between, pick } from "./core.mjs";

/** Irregular soft blob outline (for mounds of rice, hummus, sauces). */
export function blobPath(rng, cx, cy, rx, ry, wobble = 0.06, n = 18) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2,
      k = 1 + between(rng, -wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (p, q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  let d = `M${f(mid(pts[n - 1], pts[0])[0])} ${f(mid(pts[n - 1], pts[0])[1])}`;
  for (let i = 0; i < n; i++) {
    const m = mid(pts[i], pts[(i + 1) % n]);
    d += ` Q${f(pts[i][0])} ${f(pts[i][1])} ${f(m[0])} ${f(m[1])}`;
  }
  return d + "Z";
}

/**
 * A bed of small grains (quinoa, bulgur, rice) filling an ellipse: a shaded
 * base blob and n individual grains with a tiny highlight.
 */
export function grains(
  rng,
  n,
  cx,
  cy,
  rx,
  ry,
  { base, colors, w = 4.5, h = 3.6, ring = null, wobble = 0.05 },
) {
  let out = `<path d="${blobPath(rng, cx, cy, rx, ry, wobble)}" fill="url(#${base})"/>`;
  for (let i = 0; i < n; i++) {
    const a = rng() * Math.PI * 2,
      d = Math.sqrt(rng()) * 0.97;
    const x = cx + Math.cos(a) * rx * d,
      y = cy + Math.sin(a) * ry * d;
    const rot = f(rng() * 180);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${w}" ry="${h}" transform="rotate(${rot} ${f(x)} ${f(y)})" fill="${pick(rng, colors)}"/>`;
    if (ring && rng() < 0.5)
      out += `<path d="M${f(x - w * 0.7)} ${f(y + 0.5)} A${w * 0.8} ${h * 0.8} 0 0 0 ${f(x + w * 0.7)} ${f(y + 0.5)}" stroke="${ring}" stroke-width="1.1" fill="none"/>`;
  }
  // light from top-left across the whole bed
  out += `<ellipse cx="${f(cx - rx * 0.25)}" cy="${f(cy - ry * 0.3)}" rx="${f(rx * 0.6)}" ry="${f(ry * 0.5)}" fill="#FFF6E0" opacity=".18" filter="url(#fShadowL)"/>`;
  return out;
}

/** Chickpea: beige ball with its little crease. */
export const chickpea = (x, y, r, rot = 0) =>
  group(
    at(x, y, rot),
    `<circle r="${r}" fill="url(#gChickpea)"/><path d="M${f(-r * 0.1)} ${f(-r * 0.9)} Q${f(r * 0.35)} ${f(-r * 0.3)} ${f(r * 0.1)} ${f(r * 0.2)}" stroke="#B98A50" stroke-opacity=".6" stroke-width="${f(r * 0.12)}" fill="none" stroke-linecap="round"/>` +
      `<circle cx="${f(-r * 0.35)}" cy="${f(-r * 0.35)}" r="${f(r * 0.22)}" fill="#fff" opacity=".35"/>`,
  );

/** Sesame or pumpkin seeds scattered in an ellipse. */
export function seeds(rng, n, cx, cy, rx, ry, { color = "#F3E6C4", len = 4.5, wid = 2.4 } = {}) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = rng() * Math.PI * 2,
      d = Math.sqrt(rng());
    const x = cx + Math.cos(a) * rx * d,
      y = cy + Math.sin(a) * ry * d;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${len}" ry="${wid}" transform="rotate(${f(rng() * 180)} ${f(x)} ${f(y)})" fill="${color}"/>`;
  }
  return `<g filter="url(#fDropS)">${out}</g>`;
}

/** Broccoli floret from above: a knobbly crown of dark green buds. */
export function broccoli(rng, x, y, s, rot = 0) {
  let buds = "";
  for (let i = 0; i < 11; i++) {
    const a = rng() * Math.PI * 2,
      d = Math.sqrt(rng()) * s * 0.55;
    buds += `<circle cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d - s * 0.15)}" r="${f(between(rng, s * 0.28, s * 0.42))}" fill="url(#gBroc)"/>`;
  }
  let dots = "";
  for (let i = 0; i < 26; i++) {
    const a = rng() * Math.PI * 2,
      d = Math.sqrt(rng()) * s * 0.8;
    dots += `<circle cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d - s * 0.15)}" r="${f(s * 0.05)}"/>`;
  }
  return group(
    at(x, y, rot),
    `<path d="M${f(-s * 0.22)} ${f(s * 0.2)} L${f(-s * 0.14)} ${f(s * 1.05)} Q0 ${f(s * 1.15)} ${f(s * 0.14)} ${f(s * 1.05)} L${f(s * 0.22)} ${f(s * 0.2)}Z" fill="#B5CF7A"/>` +
      buds +
      `<g fill="#A2CB6A" opacity=".6">${dots}</g>`,
    `filter="url(#fDrop)"`,
  );
}

/** Curved strip (bell pepper, carrot, onion) drawn as a thick round stroke. */
export function strip(x, y, len, w, rot, color, bend = 0.25, shine = "#fff") {
  const d = `M${f(-len / 2)} 0 Q0 ${f(-len * bend)} ${f(len / 2)} 0`;
  return group(
    at(x, y, rot),
    `<path d="${d}" stroke="${color}" stroke-width="${w}" stroke-linecap="round" fill="none"/>` +
      `<path d="${d}" transform="translate(0 ${f(-w * 0.22)}) scale(.86 .9)" stroke="${shine}" stroke-opacity=".35" stroke-width="${f(w * 0.22)}" stroke-linecap="round" fill="none"/>`,
    `filter="url(#fDropS)"`,
  );
}

/** Roasted beet cube. */
export const beetCube = (x, y, s, rot = 0) =>
  group(
    at(x, y, rot),
    `<rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${s}" height="${s}" rx="${f(s * 0.22)}" fill="url(#gBeet)"/>` +
      `<path d="M${f(-s * 0.32)} ${f(-s * 0.36)} L${f(s * 0.25)} ${f(-s * 0.36)}" stroke="#F08AB4" stroke-opacity=".5" stroke-width="${f(s * 0.08)}" stroke-linecap="round"/>`,
    `filter="url(#fDropS)"`,
  );

/** Asparagus spear with its scaly tip. */
export function asparagus(x, y, len, rot = 0) {
  const bracts = [0.1, 0.2, 0.3, 0.42, 0.56, 0.72]
    .map(
      (t, i) => `<path d="M${f(len * t)} ${i % 2 ? -4 : 4} l${f(len * 0.03)} ${i % 2 ? -3 : 3}" />`,
    )
    .join("");
  return group(
    at(x, y, rot),
    `<path d="M0 -8 L${len} -6 Q${len + 6} 0 ${len} 6 L0 8 Q-6 0 0 -8Z" fill="url(#gAsparagus)"/>` +
      `<path d="M-18 0 Q-8 -13 10 -9 L10 9 Q-8 13 -18 0Z" fill="#5F7F2E"/><path d="M-10 -3 L6 -5 M-10 3 L6 5" stroke="#7E5E7A" stroke-width="2" opacity=".5"/>` +
      `<g stroke="#56782A" stroke-width="2" fill="none" stroke-linecap="round">${bracts}</g>` +
      `<path d="M8 -4 L${len - 10} -3" stroke="#fff" stroke-opacity=".35" stroke-width="2.5" stroke-linecap="round"/>`,
    `filter="url(#fDropS)"`,
  );
}
