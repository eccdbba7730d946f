// Parts for the weekly menu's home cooking: soups of any colour, grain beds,
// rolled tolma, meatballs, a pumpkin wedge, eggs, flatbreads and boards.
import { blobPath, grains } from "./pantry.mjs";
import { herbBits } from "./herbs.mjs";
import { at, between, f, group } from "./core.mjs";
import { P } from "./palette.mjs";

/** A bowl's food: soup of a colour with swirls, flecks and a garnish drawn on top. */
export function soup(rng, { base, swirl, fleck, garnish = "" }) {
  let s = `<circle r="320" fill="${base}"/>`;
  s += `<circle r="320" fill="url(#gSheen)" opacity=".5"/>`;
  for (let i = 0; i < 6; i++) {
    const r = 60 + i * 40;
    s += `<path d="M${-r} 0 A${r} ${r} 0 0 1 ${f(r * 0.7)} ${f(-r * 0.7)}" transform="rotate(${f(i * 53)})" stroke="${swirl}" stroke-opacity=".4" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 120; i++) {
    const a = rng() * 6.283,
      d = Math.sqrt(rng()) * 290;
    s += `<ellipse cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d)}" rx="4" ry="3" fill="${fleck}" opacity=".6"/>`;
  }
  return s + garnish;
}

const GRAIN = {
  bulgur: ["gBulgur", ["#DDA75C", "#CC9046", "#EABF76", "#BA7C3A"]],
  rice: ["gRice", ["#FFFDF6", "#F3EBDA", "#FAF4E6"]],
  buckwheat: ["gBulgur", ["#8A5A34", "#A0683C", "#6E4526", "#B07A4A"]],
  barley: ["gRice", ["#E9DCC0", "#D8C59E", "#F2E8D2"]],
  red: ["gBulgur", ["#D0542F", "#B8432A", "#E0703F", "#C65A33"]],
};

/** A mound of grains of one kind. */
export function grainBed(rng, kind, cx, cy, rx, ry, n = 420) {
  const [base, colors] = GRAIN[kind];
  return (
    `<g filter="url(#fDrop)">` +
    grains(rng, n, cx, cy, rx, ry, { base, colors, w: 4.4, h: 3.2, wobble: 0.1 }) +
    `</g>`
  );
}

/** A rolled parcel (tolma in a grape or cabbage leaf), with its leaf's veins. */
export function roll(x, y, len, wid, rot, [light, dark]) {
  const body =
    `<rect x="${f(-len / 2)}" y="${f(-wid / 2)}" width="${len}" height="${wid}" rx="${f(wid / 2)}" fill="${dark}"/>` +
    `<rect x="${f(-len / 2 + 4)}" y="${f(-wid / 2 + 3)}" width="${f(len - 10)}" height="${f(wid * 0.6)}" rx="${f(wid / 3)}" fill="${light}"/>` +
    [-0.25, 0, 0.25]
      .map(
        (k) =>
          `<path d="M${f(len * k - 10)} ${f(-wid / 2 + 4)} Q${f(len * k)} 0 ${f(len * k - 8)} ${f(wid / 2 - 4)}" stroke="${dark}" stroke-opacity=".6" stroke-width="3" fill="none"/>`,
      )
      .join("");
  return group(at(x, y, rot), body, `filter="url(#fDrop)"`);
}

/** A browned meatball (or falafel), lit from the top left. */
export function meatball(x, y, r, [light, mid, dark] = ["#B8784A", "#8A5030", "#5E3320"]) {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${mid}" filter="url(#fDrop)"/>` +
    `<circle cx="${f(x + r * 0.12)}" cy="${f(y + r * 0.14)}" r="${f(r * 0.85)}" fill="${dark}" opacity=".45"/>` +
    `<circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.32)}" r="${f(r * 0.4)}" fill="${light}" opacity=".8"/>`
  );
}

/** A pool of sauce under a dish. */
export const sauce = (rng, x, y, rx, ry, color, opacity = 0.9) =>
  `<path d="${blobPath(rng, x, y, rx, ry, 0.12)}" fill="${color}" opacity="${opacity}"/>`;

/** A dollop of yoghurt, sour cream or hummus, with a shine. */
export function dollop(rng, x, y, r, color = "#FBF7EE") {
  return (
    `<path d="${blobPath(rng, x, y, r, r * 0.9, 0.12)}" fill="${color}" filter="url(#fDrop)"/>` +
    `<path d="${blobPath(rng, x - r * 0.25, y - r * 0.25, r * 0.35, r * 0.22, 0.2, 9)}" fill="#fff" opacity=".7"/>`
  );
}

/** A wedge of baked pumpkin with golden rice, apricots and walnuts on it. */
export function pumpkinWedge(rng, x, y, r, rot) {
  let body = `<path d="M0 0 L${r} ${f(-r * 0.45)} A${r} ${r} 0 0 1 ${r} ${f(r * 0.45)} Z" fill="#E27A1E" filter="url(#fDrop)"/>`;
  body += `<path d="M${f(r * 0.15)} 0 L${f(r * 0.9)} ${f(-r * 0.34)} A${f(r * 0.9)} ${f(r * 0.9)} 0 0 1 ${f(r * 0.9)} ${f(r * 0.34)} Z" fill="#F6A640"/>`;
  body += grains(rng, 90, r * 0.62, 0, r * 0.22, r * 0.2, {
    base: "gRice",
    colors: ["#F7D789", "#EFC260", "#FFF0C4"],
  });
  for (let i = 0; i < 5; i++)
    body += `<ellipse cx="${f(r * between(rng, 0.45, 0.85))}" cy="${f(r * between(rng, -0.22, 0.22))}" rx="12" ry="8" fill="#E58A2E" stroke="#B85E16" stroke-width="2"/>`;
  return group(at(x, y, rot), body);
}

/** Eggs folded with tomatoes: soft yellow curds, red pieces, herbs. */
export function eggsAndTomato(rng) {
  let s = `<circle r="320" fill="#F3D27A"/>`;
  for (let i = 0; i < 26; i++) {
    const a = rng() * 6.283,
      d = Math.sqrt(rng()) * 270;
    s += `<path d="${blobPath(rng, Math.cos(a) * d, Math.sin(a) * d, between(rng, 30, 55), between(rng, 22, 40), 0.2, 10)}" fill="${i % 2 ? "#FBE6A2" : "#F0C24E"}"/>`;
  }
  for (let i = 0; i < 16; i++) {
    const a = rng() * 6.283,
      d = Math.sqrt(rng()) * 250;
    s += `<path d="${blobPath(rng, Math.cos(a) * d, Math.sin(a) * d, between(rng, 18, 30), between(rng, 14, 24), 0.2, 9)}" fill="url(#gTomatoFlesh)"/>`;
  }
  return s + herbBits(rng, 70, 0, 0, 240, 240, P.herb, 6);
}

/** A round thin flatbread with a topping (lahmajun), or plain (tortilla). */
export function flatbread(rng, x, y, r, topping = null) {
  let s = `<circle cx="${x}" cy="${y}" r="${r}" fill="#E9C98E" filter="url(#fDrop)"/>`;
  s += `<circle cx="${x}" cy="${y}" r="${f(r * 0.93)}" fill="#F2DBA8"/>`;
  for (let i = 0; i < 8; i++)
    s += `<circle cx="${f(x + between(rng, -r, r) * 0.7)}" cy="${f(y + between(rng, -r, r) * 0.7)}" r="${f(between(rng, 4, 9))}" fill="#C89A5A" opacity=".5"/>`;
  if (topping)
    for (let i = 0; i < 60; i++) {
      const a = rng() * 6.283,
        d = Math.sqrt(rng()) * r * 0.82;
      s += `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(between(rng, 4, 8))}" fill="${topping}" opacity=".85"/>`;
    }
  return s;
}

/** A wooden board, for a kit's raw ingredients laid out. */
export function board(x, y, w, h, rot = 0) {
  return group(
    at(x, y, rot),
    `<rect x="${f(-w / 2 + 14)}" y="${f(-h / 2 + 20)}" width="${w}" height="${h}" rx="26" fill="${P.shadow}" opacity=".25" filter="url(#fShadowM)"/>` +
      `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${w}" height="${h}" rx="26" fill="url(#gWood)"/>` +
      [0.2, 0.45, 0.7]
        .map(
          (k) =>
            `<path d="M${f(-w / 2 + 30)} ${f(-h / 2 + h * k)} Q0 ${f(-h / 2 + h * k + 14)} ${f(w / 2 - 30)} ${f(-h / 2 + h * k)}" stroke="#9E6A3E" stroke-opacity=".35" stroke-width="4" fill="none"/>`,
        )
        .join(""),
  );
}
