// Leaves and herbs: spinach/lettuce leaves, parsley sprigs, chopped herbs.
import { P } from "./palette.mjs";
import { at, f, group, between, pick } from "./core.mjs";

/** Leaf: spinach / lettuce style, with midrib and side veins. */
export function leaf(x, y, len, rot = 0, fill = "gLeaf", width = 0.42) {
  const w = len * width;
  const veins = [0.3, 0.5, 0.7]
    .map(
      (t) =>
        `<path d="M${f(len * t)} 0 Q${f(len * (t + 0.08))} ${f(-w * 0.35)} ${f(len * (t + 0.16))} ${f(-w * 0.55)} M${f(len * t)} 0 Q${f(len * (t + 0.08))} ${f(w * 0.35)} ${f(len * (t + 0.16))} ${f(w * 0.55)}"/>`,
    )
    .join("");
  return group(
    at(x, y, rot),
    `<path d="M0 0 C${f(len * 0.15)} ${f(-w * 0.9)} ${f(len * 0.75)} ${f(-w * 1.05)} ${len} 0 C${f(len * 0.75)} ${f(w * 1.05)} ${f(len * 0.15)} ${f(w * 0.9)} 0 0Z" fill="url(#${fill})"/>` +
      `<g stroke="#DDF0B0" stroke-opacity=".45" stroke-width="${f(len * 0.014)}" fill="none" stroke-linecap="round"><path d="M${f(len * 0.02)} 0 L${f(len * 0.9)} 0"/>${veins}</g>`,
    `filter="url(#fDropS)"`,
  );
}

/** Flat-leaf parsley / cilantro sprig: stem plus lobed leaflets. */
export function parsley(x, y, s, rot = 0, color = P.herb[1]) {
  const leaflet = (lx, ly, a, k) =>
    group(
      `translate(${f(lx)} ${f(ly)}) rotate(${a}) scale(${k})`,
      `<path d="M0 0 C-10 -6 -16 -18 -10 -26 C-8 -32 -2 -30 0 -36 C2 -30 8 -32 10 -26 C16 -18 10 -6 0 0Z"/>`,
    );
  return group(
    at(x, y, rot, s / 40),
    `<path d="M0 40 Q2 10 0 -4 M0 10 Q-10 0 -18 -8 M0 10 Q10 0 18 -8" stroke="#5E9A3A" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
      `<g fill="${color}">${leaflet(0, -4, 0, 1)}${leaflet(-18, -8, -50, 0.85)}${leaflet(18, -8, 50, 0.85)}</g>` +
      `<g fill="#fff" opacity=".18">${leaflet(-1, -8, 0, 0.45)}</g>`,
    `filter="url(#fDropS)"`,
  );
}

/** Chopped herbs sprinkled inside an ellipse. */
export function herbBits(rng, n, cx, cy, rx, ry, colors = P.herb, size = 5) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = rng() * Math.PI * 2,
      d = Math.sqrt(rng());
    const x = cx + Math.cos(a) * rx * d,
      y = cy + Math.sin(a) * ry * d;
    const s = between(rng, size * 0.5, size * 1.2);
    const pts = [0, 1, 2, 3, 4].map((k) => {
      const t = (k / 5) * Math.PI * 2 + rng() * 0.6,
        q = s * between(rng, 0.5, 1);
      return `${f(x + Math.cos(t) * q)} ${f(y + Math.sin(t) * q)}`;
    });
    out += `<path d="M${pts.join(" L")}Z" fill="${pick(rng, colors)}"/>`;
  }
  return `<g filter="url(#fDropS)">${out}</g>`;
}
