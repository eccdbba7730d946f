// Grilled vegetables, skewers, lavash and onion: the khorovats table.
import { at, f, group, between } from "./core.mjs";
import { blobPath } from "./pantry.mjs";

/** Long grilled green pepper with charred blisters. */
export function grilledPepper(rng, x, y, len, rot = 0) {
  const w = len * 0.13;
  const body = `M0 ${f(-w)} C${f(len * 0.3)} ${f(-w * 1.3)} ${f(len * 0.7)} ${f(-w * 0.9)} ${len} ${f(w * 0.4)} C${f(len * 0.7)} ${f(w * 0.6)} ${f(len * 0.3)} ${f(w * 1.2)} 0 ${w} Q${f(-w * 0.5)} 0 0 ${f(-w)}Z`;
  let char = "";
  for (let i = 0; i < 6; i++) {
    const t = between(rng, 0.1, 0.85);
    char += `<ellipse cx="${f(len * t)}" cy="${f(between(rng, -0.5, 0.4) * w)}" rx="${f(w * between(rng, 0.3, 0.6))}" ry="${f(w * 0.25)}" transform="rotate(${f(between(rng, -20, 20))} ${f(len * t)} 0)"/>`;
  }
  return group(
    at(x, y, rot),
    `<path d="${body}" fill="url(#gPepperGreen)"/><g fill="#2B2312" opacity=".55">${char}</g>` +
      `<path d="M${f(len * 0.1)} ${f(-w * 0.55)} C${f(len * 0.4)} ${f(-w * 0.8)} ${f(len * 0.7)} ${f(-w * 0.5)} ${f(len * 0.9)} 0" stroke="#fff" stroke-opacity=".35" stroke-width="${f(w * 0.18)}" fill="none" stroke-linecap="round"/>` +
      `<path d="M${f(-w * 0.2)} 0 Q${f(-w * 1.2)} ${f(-w * 0.2)} ${f(-w * 1.6)} ${f(-w * 0.9)}" stroke="#6E8A3A" stroke-width="${f(w * 0.35)}" fill="none" stroke-linecap="round"/>`,
    `filter="url(#fDrop)"`,
  );
}

/** Whole grilled tomato: wrinkled, blistered skin with char. */
export function grilledTomato(rng, x, y, r) {
  let marks = "";
  for (let i = 0; i < 3; i++) {
    const a = 0.3 + i * 2.1 + rng() * 0.5,
      d = r * between(rng, 0.55, 0.7);
    marks += `<path d="${blobPath(rng, Math.cos(a) * d, Math.sin(a) * d, r * between(rng, 0.12, 0.24), r * between(rng, 0.08, 0.14), 0.3, 7)}" fill="#3A140B" opacity=".5"/>`;
  }
  return group(
    at(x, y),
    `<path d="${blobPath(rng, 0, 0, r, r * 0.95, 0.05, 12)}" fill="url(#gTomato)"/>` +
      marks +
      `<path d="M${f(-r * 0.6)} ${f(-r * 0.3)} q${f(r * 0.2)} ${f(-r * 0.35)} ${f(r * 0.55)} ${f(-r * 0.4)}" stroke="#fff" stroke-opacity=".45" stroke-width="${f(r * 0.1)}" fill="none" stroke-linecap="round"/>` +
      [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<path transform="rotate(${a + 10})" d="M0 0 Q${f(r * 0.1)} ${f(-r * 0.15)} 0 ${f(-r * 0.32)} Q${f(-r * 0.1)} ${f(-r * 0.15)} 0 0Z" fill="#4E6A24"/>`,
        )
        .join(""),
    `filter="url(#fDrop)"`,
  );
}

/** Flat Armenian skewer (shampur) with a ring handle; pieces drawn on top. */
export function skewer(x, y, len, rot, pieces) {
  const steel =
    `<rect x="${f(-len / 2)}" y="-6" width="${len}" height="12" rx="3" fill="url(#gMetal)"/>` +
    `<circle cx="${f(-len / 2 - 22)}" r="22" fill="none" stroke="url(#gMetal)" stroke-width="9"/>` +
    `<path d="M${f(-len / 2)} -2 L${f(len / 2 - 10)} -2" stroke="#fff" stroke-opacity=".7" stroke-width="2.5"/>`;
  return (
    group(
      at(x + 6, y + 10, rot),
      steel.replace(/url\(#gMetal\)|#fff/g, "#4A2C17"),
      `opacity=".3" filter="url(#fShadowS)"`,
    ) + group(at(x, y, rot), steel + pieces)
  );
}

/** Thin lavash sheet with toasted spots and soft folds. */
export function lavash(rng, x, y, rx, ry, rot = 0) {
  let spots = "";
  for (let i = 0; i < 40; i++) {
    const a = rng() * Math.PI * 2,
      d = Math.sqrt(rng()) * 0.9;
    spots += `<ellipse cx="${f(Math.cos(a) * rx * d)}" cy="${f(Math.sin(a) * ry * d)}" rx="${f(between(rng, 6, 16))}" ry="${f(between(rng, 4, 10))}"/>`;
  }
  return group(
    at(x, y, rot),
    `<path d="${blobPath(rng, 0, 0, rx, ry, 0.06, 22)}" fill="url(#gLavash)"/>` +
      `<g fill="#B47A3E" opacity=".3">${spots}</g>` +
      `<path d="M${f(-rx * 0.8)} ${f(-ry * 0.2)} Q0 ${f(-ry * 0.4)} ${f(rx * 0.85)} ${f(-ry * 0.1)}" stroke="#fff" stroke-opacity=".35" stroke-width="10" fill="none" stroke-linecap="round" filter="url(#fShadowS)"/>` +
      `<path d="M${f(-rx * 0.75)} ${f(ry * 0.35)} Q0 ${f(ry * 0.15)} ${f(rx * 0.8)} ${f(ry * 0.4)}" stroke="#9C6A36" stroke-opacity=".25" stroke-width="8" fill="none" stroke-linecap="round" filter="url(#fShadowS)"/>`,
    `filter="url(#fDrop)"`,
  );
}

/** Red-onion rings dusted with sumac. */
export function onionRings(rng, x, y, n, r) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const ox = between(rng, -r, r),
      oy = between(rng, -r * 0.7, r * 0.7),
      rr = between(rng, r * 0.35, r * 0.6);
    s += `<ellipse cx="${f(ox)}" cy="${f(oy)}" rx="${f(rr)}" ry="${f(rr * 0.8)}" transform="rotate(${f(rng() * 180)} ${f(ox)} ${f(oy)})" fill="none" stroke="url(#gOnion)" stroke-width="7"/>`;
  }
  let sumac = "";
  for (let i = 0; i < 50; i++)
    sumac += `<circle cx="${f(between(rng, -r, r))}" cy="${f(between(rng, -r * 0.7, r * 0.7))}" r="${f(between(rng, 1, 2.2))}"/>`;
  return group(
    at(x, y),
    `<g filter="url(#fDropS)">${s}</g><g fill="#7E1F2B" opacity=".75">${sumac}</g>`,
  );
}
