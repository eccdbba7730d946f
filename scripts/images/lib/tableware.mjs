// Table, plates, bowls, linen and cutlery, seen from above, lit top-left.
import { P } from "./palette.mjs";
import { at, f, group, uid, between } from "./core.mjs";

/** Table surface: two-tone gradient, soft window light, gentle vignette. */
export function table(w, h, tone = "cream") {
  const [a, b] = P[tone];
  const id = uid("bg");
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    `<rect width="${w}" height="${h}" fill="url(#gLight)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#gVignette)"/>`
  );
}

/** Soft cast shadow under a round object (large blur + tight contact). */
export function roundShadow(x, y, r, lift = 1) {
  return (
    `<circle cx="${f(x + 16 * lift)}" cy="${f(y + 24 * lift)}" r="${f(r * 0.99)}" fill="${P.shadow}" opacity=".24" filter="url(#fShadowL)"/>` +
    `<circle cx="${f(x + 4 * lift)}" cy="${f(y + 7 * lift)}" r="${f(r)}" fill="${P.shadow}" opacity=".22" filter="url(#fShadowM)"/>`
  );
}

/** Flat dinner plate. Food is drawn on top by the caller. */
export function plate(x, y, r, glaze = "gCeramic") {
  const well = r * 0.7;
  return (
    roundShadow(x, y, r) +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${glaze})"/>` +
    // rim highlight (top-left) and rim edge line
    `<circle cx="${x}" cy="${y}" r="${f(r - 3)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3" stroke-dasharray="${f(r * 1.6)} ${f(r * 10)}" transform="rotate(160 ${x} ${y})"/>` +
    // the well: shaded on the lit side, light on the far side
    `<circle cx="${x}" cy="${y}" r="${f(well)}" fill="#000" opacity=".05"/>` +
    `<circle cx="${f(x + 3)}" cy="${f(y + 4)}" r="${f(well - 2)}" fill="url(#${glaze})"/>` +
    `<circle cx="${x}" cy="${y}" r="${f(well)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2" stroke-dasharray="${f(well * 1.8)} ${f(well * 10)}" transform="rotate(-20 ${x} ${y})"/>`
  );
}

/**
 * Bowl seen from above. `food` is SVG drawn around (0, 0) for a nominal food
 * radius of 300 (scaled to fit) and clipped to the inside; the rim casts a soft shadow on the top-left of it.
 * `speckle` adds stoneware speckles to the rim (seeded by rng).
 */
export function bowl(x, y, r, food, { glaze = "gStoneware", rng, speckle = 0, fill = 0.9 } = {}) {
  const inner = r * 0.9;
  const foodR = r * fill;
  const clip = uid("clip");
  let dots = "";
  for (let i = 0; rng && i < speckle; i++) {
    const a = rng() * Math.PI * 2;
    const d = between(rng, inner + 3, r - 3);
    dots += `<circle cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d)}" r="${f(between(rng, 0.8, 2))}" fill="#6B5A45" opacity=".45"/>`;
  }
  const body =
    `<clipPath id="${clip}"><circle r="${f(foodR)}"/></clipPath>` +
    `<circle r="${r}" fill="url(#${glaze})"/>${dots}` +
    `<circle r="${f(r - 2.5)}" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="3.5" stroke-linecap="round" stroke-dasharray="${f(r * 1.5)} ${f(r * 10)}" transform="rotate(165)"/>` +
    `<circle r="${f(inner)}" fill="url(#gCeramic)"/>` +
    `<circle r="${f(inner)}" fill="${P.shadow}" opacity=".12"/>` +
    `<g clip-path="url(#${clip})"><g transform="scale(${f((foodR / 300) * 1000) / 1000})">${food}</g>` +
    // rim shadow on the food (top-left) and bounce light (bottom-right)
    `<circle cx="${f(r * 0.06)}" cy="${f(r * 0.08)}" r="${f(foodR + r * 0.1)}" fill="none" stroke="${P.shadow}" stroke-opacity=".34" stroke-width="${f(r * 0.2)}" filter="url(#fShadowM)"/>` +
    `</g>` +
    `<circle r="${f(foodR)}" fill="none" stroke="${P.shadow}" stroke-opacity=".18" stroke-width="2"/>` +
    `<circle r="${f(inner)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2.5" stroke-dasharray="${f(inner * 1.4)} ${f(inner * 10)}" transform="rotate(-15)"/>`;
  return roundShadow(x, y, r) + group(at(x, y), body);
}

/** Linen napkin with two woven stripes, folded corner highlight. */
export function napkin(x, y, w, h, rot, stripe = P.emerald, cloth = "gLinen") {
  const inner =
    `<rect x="${f(-w / 2 + 10)}" y="${f(-h / 2 + 16)}" width="${w}" height="${h}" rx="10" fill="${P.shadow}" opacity=".2" filter="url(#fShadowM)"/>` +
    `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${w}" height="${h}" rx="8" fill="url(#${cloth})"/>` +
    `<rect x="${f(-w / 2)}" y="${f(-h / 2 + h * 0.12)}" width="${w}" height="${f(h * 0.035)}" fill="${stripe}" opacity=".8"/>` +
    `<rect x="${f(-w / 2)}" y="${f(-h / 2 + h * 0.18)}" width="${w}" height="${f(h * 0.014)}" fill="${stripe}" opacity=".8"/>` +
    `<path d="M${f(-w / 2)} ${f(h * 0.1)} L${f(w / 2)} ${f(h * 0.02)}" stroke="${P.shadow}" stroke-opacity=".08" stroke-width="10" filter="url(#fShadowS)"/>`;
  return group(at(x, y, rot), inner);
}

/** Fork, pointing up, centred on its length. */
export function fork(x, y, rot, len = 420) {
  const s = len / 420;
  const body =
    `<path d="M-7 20 C-9 90 -8 150 -10 200 Q0 214 10 200 C8 150 9 90 7 20 Z"/>` +
    `<path d="M-24 -200 L-24 -120 C-24 -60 -14 -20 -7 20 L7 20 C14 -20 24 -60 24 -120 L24 -200 L19 -200 L19 -120 L12 -120 L12 -200 L7 -200 L7 -120 L-7 -120 L-7 -200 L-12 -200 L-12 -120 L-19 -120 L-19 -200 Z"/>`;
  return (
    group(
      at(x + 8, y + 12, rot, s),
      body,
      `fill="${P.shadow}" opacity=".28" filter="url(#fShadowS)"`,
    ) +
    group(
      at(x, y, rot, s),
      body +
        `<path d="M-3 40 L-4 190" stroke="#fff" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/>`,
      `fill="url(#gMetal)"`,
    )
  );
}

/** Soup spoon, bowl end up. */
export function spoon(x, y, rot, len = 400) {
  const s = len / 400;
  const body = `<ellipse cx="0" cy="-130" rx="44" ry="66"/><path d="M-8 -70 C-6 0 -9 100 -11 190 Q0 204 11 190 C9 100 6 0 8 -70 Z"/>`;
  return (
    group(
      at(x + 8, y + 12, rot, s),
      body,
      `fill="${P.shadow}" opacity=".28" filter="url(#fShadowS)"`,
    ) +
    group(
      at(x, y, rot, s),
      body +
        `<ellipse cx="-12" cy="-145" rx="16" ry="34" fill="#fff" opacity=".55"/><path d="M-2 -40 L-4 180" stroke="#fff" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/>`,
      `fill="url(#gMetal)"`,
    )
  );
}

/** A pair of wooden chopsticks. */
export function chopsticks(x, y, rot, len = 460) {
  const stick = (dx, a) =>
    `<path transform="translate(${dx} 0) rotate(${a})" d="M-7 ${-len / 2} L7 ${-len / 2} L3.5 ${len / 2} L-3.5 ${len / 2} Z"/>`;
  const body = stick(-14, -2) + stick(14, 2);
  return (
    group(
      at(x + 8, y + 12, rot),
      body,
      `fill="${P.shadow}" opacity=".28" filter="url(#fShadowS)"`,
    ) + group(at(x, y, rot), body, `fill="url(#gWood)"`)
  );
}
