// Vegetarian Buddha Bowl: greens, chickpeas, avocado, roasted beet, carrot,
// cucumber and a hummus swirl with paprika and olive oil.
import {
  herbBits,
  cucumberSlice,
  avocadoFan,
  parsley,
  leaf,
  avocadoHalf,
} from "../lib/produce.mjs";
import { chickpea, seeds, strip, beetCube, blobPath } from "../lib/pantry.mjs";
import { salad } from "../lib/salad.mjs";
import { table, bowl, napkin, spoon } from "../lib/tableware.mjs";
import { scatter, between, f } from "../lib/core.mjs";

export function hummus(rng, x, y, r) {
  let s = `<path d="${blobPath(rng, x, y, r, r * 0.95, 0.06)}" fill="url(#gHummus)" filter="url(#fDrop)"/>`;
  let spiral = `M${x} ${y}`;
  for (let t = 0; t < 14; t += 0.35)
    spiral += ` L${f(x + (Math.cos(t) * r * t) / 16)} ${f(y + (Math.sin(t) * r * t) / 16)}`;
  s += `<path d="${spiral}" stroke="#C9A16A" stroke-width="${f(r * 0.08)}" fill="none" stroke-linecap="round" opacity=".55"/>`;
  s += `<path d="${spiral}" transform="translate(-3 -4)" stroke="#FBF0D8" stroke-width="${f(r * 0.04)}" fill="none" opacity=".6"/>`;
  s += `<path d="${blobPath(rng, x + r * 0.1, y - r * 0.05, r * 0.35, r * 0.22, 0.2, 9)}" fill="#D9B02E" opacity=".45"/>`;
  for (let i = 0; i < 30; i++) {
    const a = rng() * 6.283,
      d = Math.sqrt(rng()) * r * 0.6;
    s += `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(between(rng, 1.5, 3))}" fill="#C0391B" opacity=".8"/>`;
  }
  return s;
}

export function buddhaFood(rng) {
  let s = `<rect x="-320" y="-320" width="640" height="640" fill="#4A8530"/>`;
  s += salad(rng, 0, 0, 330, 330, 66, 140);
  const peas = scatter(rng, 26, 130, -150, 120, 100, 36);
  peas
    .sort((a, b) => a[1] - b[1])
    .forEach(([x, y]) => (s += chickpea(x, y, between(rng, 19, 22), rng() * 360)));
  s += `<g filter="url(#fDrop)">${scatter(rng, 11, 150, 150, 100, 90, 44)
    .map(([x, y]) => beetCube(x, y, 40, rng() * 90))
    .join("")}</g>`;
  for (let i = 0; i < 12; i++)
    s += strip(
      -150 + between(rng, -50, 50),
      170 + between(rng, -50, 40),
      110,
      11,
      30 + between(rng, -25, 25),
      "#F28A23",
      0.15,
    );
  s += avocadoFan(-250, -30, 190, 5, -70, 0.12);
  [
    [-170, -180],
    [-110, -225],
    [-60, -175],
  ].forEach(([x, y]) => (s += cucumberSlice(x, y, 36)));
  s += hummus(rng, 10, 20, 100);
  s += seeds(rng, 40, 0, 0, 260, 260, { color: "#F3E6C4", len: 4, wid: 2 });
  s += seeds(rng, 20, 0, 0, 260, 260, { color: "#3A3A30", len: 3, wid: 2 });
  return s + herbBits(rng, 40, 10, 20, 110, 100, ["#2E7D32", "#5AA548"], 4);
}

export default {
  file: "buddha-bowl.jpg",
  width: 1200,
  height: 900,
  draw(rng) {
    let s = table(1200, 900, "sage");
    s += napkin(170, 170, 400, 300, -12, "#C46E45", "gLinen");
    s += spoon(1050, 470, 14, 400);
    s +=
      avocadoHalf(1040, 800, 70, -30) +
      leaf(140, 730, 120, -40, "gLeaf") +
      leaf(90, 800, 100, -10, "gLeafDark");
    s += parsley(1090, 120, 56, 30);
    s += bowl(600, 455, 345, buddhaFood(rng), {
      rng,
      speckle: 120,
      fill: 0.86,
    });
    return s;
  },
};
