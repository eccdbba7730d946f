// Vegetables, fruit and herbs. Each function returns SVG centred on (x, y).
import { at, f, group } from "./core.mjs";

const hi = (x, y, rx, ry, op = 0.45) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#fff" opacity="${op}"/>`;

/** Tomato cut in half, cut face up. */
export function tomatoHalf(x, y, r, rot = 0) {
  let locules = "";
  for (let i = 0; i < 3; i++) {
    const a = i * 120 + 30;
    locules += group(
      `rotate(${a}) translate(${f(r * 0.45)} 0)`,
      `<ellipse rx="${f(r * 0.3)}" ry="${f(r * 0.24)}" fill="#FCA673" opacity=".95"/>` +
        [-0.12, 0, 0.12]
          .map(
            (d, j) =>
              `<ellipse cx="${f(r * d)}" cy="${f(r * (j - 1) * 0.08)}" rx="${f(r * 0.05)}" ry="${f(r * 0.035)}" fill="#F9E08E"/>`,
          )
          .join(""),
    );
  }
  return group(
    at(x, y, rot),
    `<circle r="${r}" fill="url(#gTomato)"/><circle r="${f(r * 0.86)}" fill="url(#gTomatoFlesh)"/>` +
      locules +
      `<circle r="${f(r * 0.16)}" fill="#F7876A"/>` +
      hi(-r * 0.45, -r * 0.45, r * 0.22, r * 0.12, 0.35),
    `filter="url(#fDropS)"`,
  );
}

/** Whole cherry tomato, glossy, optional calyx. */
export function cherryTomato(x, y, r, calyx = true) {
  const star = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<path transform="rotate(${a})" d="M0 0 Q${f(r * 0.12)} ${f(-r * 0.2)} 0 ${f(-r * 0.45)} Q${f(-r * 0.12)} ${f(-r * 0.2)} 0 0Z"/>`,
    )
    .join("");
  return group(
    at(x, y),
    `<circle r="${r}" fill="url(#gTomato)"/>` +
      hi(-r * 0.38, -r * 0.4, r * 0.26, r * 0.16, 0.6) +
      (calyx ? group("rotate(15)", star, `fill="#4F8A2C"`) : ""),
    `filter="url(#fDropS)"`,
  );
}

/** Lemon (or lime) wheel. */
export function citrusSlice(x, y, r, lime = false) {
  const n = lime ? 9 : 10;
  let seg = "";
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2 + 0.05,
      a1 = ((i + 1) / n) * Math.PI * 2 - 0.05;
    const ri = r * 0.12,
      ro = r * 0.8;
    seg += `<path d="M${f(Math.cos(a0) * ri)} ${f(Math.sin(a0) * ri)} L${f(Math.cos(a0) * ro)} ${f(Math.sin(a0) * ro)} A${f(ro)} ${f(ro)} 0 0 1 ${f(Math.cos(a1) * ro)} ${f(Math.sin(a1) * ro)} L${f(Math.cos(a1) * ri)} ${f(Math.sin(a1) * ri)}Z"/>`;
  }
  return group(
    at(x, y),
    `<circle r="${r}" fill="url(#${lime ? "gLime" : "gLemon"})"/><circle r="${f(r * 0.88)}" fill="#FFF8DC"/>` +
      `<g fill="${lime ? "#C7E27A" : "url(#gLemonFlesh)"}">${seg}</g>` +
      hi(-r * 0.3, -r * 0.35, r * 0.3, r * 0.14, 0.35),
    `filter="url(#fDropS)"`,
  );
}

/** Lemon wedge lying on its side: rind arc plus juicy flesh. */
export function lemonWedge(x, y, s, rot = 0) {
  const seg = [-50, -25, 0, 25, 50]
    .map(
      (a) =>
        `<path d="M0 ${f(-s * 0.05)} L${f(Math.sin((a * Math.PI) / 180) * s * 0.85)} ${f(-Math.cos((a * Math.PI) / 180) * s * 0.5)}" stroke="#FFF6D0" stroke-width="${f(s * 0.05)}" stroke-linecap="round"/>`,
    )
    .join("");
  return group(
    at(x, y, rot),
    `<path d="M${-s} 0 A${s} ${f(s * 0.62)} 0 0 1 ${s} 0 Q0 ${f(s * 0.22)} ${-s} 0Z" fill="url(#gLemonFlesh)"/>` +
      seg +
      `<path d="M${-s} 0 Q0 ${f(s * 0.22)} ${s} 0 Q0 ${f(s * 0.5)} ${-s} 0Z" fill="url(#gLemon)"/>` +
      `<path d="M${f(-s * 0.8)} ${f(s * 0.12)} Q0 ${f(s * 0.32)} ${f(s * 0.8)} ${f(s * 0.12)}" stroke="#fff" stroke-opacity=".5" stroke-width="${f(s * 0.05)}" fill="none" stroke-linecap="round"/>`,
    `filter="url(#fDrop)"`,
  );
}

/** Fan of avocado slices. */
export function avocadoFan(x, y, len, n, rot = 0, step = 0.14) {
  const w = len * 0.26;
  let out = "";
  for (let i = 0; i < n; i++) {
    const d = `M0 0 C${f(len * 0.2)} ${f(-w * 1.25)} ${f(len * 0.85)} ${f(-w * 0.95)} ${len} ${f(-w * 0.1)} C${f(len * 0.7)} ${f(-w * 0.25)} ${f(len * 0.3)} ${f(-w * 0.1)} 0 0Z`;
    out += group(
      `translate(${f(i * len * step * 0.35)} ${f(i * len * step)}) rotate(${f(-i * 2.5)})`,
      `<path d="${d}" fill="url(#gAvoSlice)" stroke="#3C5E22" stroke-width="${f(len * 0.022)}" stroke-linejoin="round"/>` +
        `<path d="M${f(len * 0.12)} ${f(-w * 0.3)} C${f(len * 0.35)} ${f(-w * 0.75)} ${f(len * 0.7)} ${f(-w * 0.7)} ${f(len * 0.9)} ${f(-w * 0.3)}" stroke="#fff" stroke-opacity=".35" stroke-width="${f(len * 0.02)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return group(at(x, y, rot), out, `filter="url(#fDrop)"`);
}

/** Avocado half with its stone hollow (for hero props). */
export function avocadoHalf(x, y, s, rot = 0) {
  const shape = `M0 ${-s} C${f(s * 0.55)} ${-s} ${f(s * 0.62)} ${f(-s * 0.25)} ${f(s * 0.78)} ${f(s * 0.25)} C${f(s * 0.95)} ${f(s * 0.85)} ${f(s * 0.4)} ${f(s * 1.15)} 0 ${f(s * 1.15)} C${f(-s * 0.4)} ${f(s * 1.15)} ${f(-s * 0.95)} ${f(s * 0.85)} ${f(-s * 0.78)} ${f(s * 0.25)} C${f(-s * 0.62)} ${f(-s * 0.25)} ${f(-s * 0.55)} ${-s} 0 ${-s}Z`;
  return group(
    at(x, y, rot),
    `<path d="${shape}" fill="#2F4A1C"/><path d="${shape}" transform="scale(.93)" fill="url(#gAvoFlesh)"/>` +
      `<circle cy="${f(s * 0.35)}" r="${f(s * 0.38)}" fill="#8A5A34"/><circle cy="${f(s * 0.35)}" r="${f(s * 0.38)}" fill="url(#gSheen)"/>`,
    `filter="url(#fDrop)"`,
  );
}

/** Cucumber slice with its three seed chambers. */
export function cucumberSlice(x, y, r) {
  const seeds = [0, 120, 240]
    .map((a) =>
      group(
        `rotate(${a}) translate(0 ${f(-r * 0.3)})`,
        `<ellipse rx="${f(r * 0.2)}" ry="${f(r * 0.26)}" fill="#E8F2C4" opacity=".9"/><ellipse rx="${f(r * 0.05)}" ry="${f(r * 0.09)}" fill="#F4F8E2"/>`,
      ),
    )
    .join("");
  return group(
    at(x, y),
    `<circle r="${r}" fill="url(#gCucSkin)"/><circle r="${f(r * 0.9)}" fill="#CFE3A0"/><circle r="${f(r * 0.72)}" fill="#DCEBB4"/>` +
      seeds,
    `filter="url(#fDropS)"`,
  );
}

export { leaf, parsley, herbBits } from "./herbs.mjs";
