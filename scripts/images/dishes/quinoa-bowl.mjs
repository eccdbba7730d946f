// Grilled Chicken Quinoa Bowl: quinoa, sliced grilled chicken, avocado,
// tomato, cucumber, spinach, lemon, seeds and herbs in a speckled bowl.
import {
  herbBits,
  leaf,
  tomatoHalf,
  cucumberSlice,
  avocadoFan,
  lemonWedge,
  cherryTomato,
  citrusSlice,
  parsley,
} from "../lib/produce.mjs";
import { grains, seeds } from "../lib/pantry.mjs";
import { chickenSlice } from "../lib/protein.mjs";
import { table, bowl, napkin, fork } from "../lib/tableware.mjs";
import { P } from "../lib/palette.mjs";

/** Bowl contents around (0, 0), sized for a food radius of about 300. */
export function quinoaFood(rng) {
  let s = grains(rng, 1700, 0, 0, 312, 312, {
    base: "gQuinoa",
    colors: [
      "#EBD8AE",
      "#E0C895",
      "#F3E5C5",
      "#D6B983",
      "#CDAA72",
      "#EBD8AE",
      "#E0C895",
      "#F3E5C5",
      "#B8664A",
    ],
    ring: "#FAF1DC",
    w: 5,
    h: 4.2,
  });
  // spinach, top-left
  [
    [-200, -60, -150],
    [-170, -110, -125],
    [-110, -150, -100],
    [-60, -175, -80],
    [-190, -10, -175],
  ].forEach(([x, y, r], i) => {
    s += leaf(x, y, 150 - i * 6, r, i % 2 ? "gLeafDark" : "gLeaf", 0.5);
  });
  // cucumber, left
  [
    [-225, 80],
    [-190, 125],
    [-238, 150],
    [-150, 170],
  ].forEach(([x, y]) => (s += cucumberSlice(x, y, 40)));
  // tomatoes, bottom
  [
    [-80, 215],
    [-10, 245],
    [-60, 140],
    [20, 180],
  ].forEach(([x, y], i) => (s += tomatoHalf(x, y, 38, i * 40)));
  // avocado fan, bottom right
  s += avocadoFan(60, 135, 200, 5, -25, 0.13);
  // chicken strips, top right: parallel slices fanned along a curve
  for (let i = 0; i < 6; i++) {
    const t = i - 2.5;
    s += chickenSlice(125 + t * 36, -100 + t * 20, 200 - Math.abs(t) * 14, 82, -58 + t * 4);
  }
  s += lemonWedge(-45, -205, 56, 15);
  s += seeds(rng, 40, -40, 20, 150, 110, { color: "#F3E6C4" });
  s += seeds(rng, 16, -40, 20, 150, 120, {
    color: "#5E7D3A",
    len: 5,
    wid: 3.5,
  });
  s += herbBits(rng, 90, 10, 10, 260, 250, P.herb, 5);
  return s;
}

export default {
  file: "quinoa-bowl.jpg",
  width: 1200,
  height: 900,
  draw(rng) {
    let s = table(1200, 900, "cream");
    s += napkin(170, 760, 420, 300, -14, P.emerald, "gLinenSage");
    s += fork(1040, 470, 10, 440);
    s += citrusSlice(150, 150, 62);
    s += citrusSlice(95, 240, 44);
    s +=
      cherryTomato(1060, 130, 34) +
      cherryTomato(1110, 190, 30, false) +
      cherryTomato(1005, 195, 28);
    s += leaf(1080, 790, 120, -140, "gLeaf", 0.5) + leaf(1110, 720, 100, -120, "gLeafDark", 0.5);
    s += parsley(230, 120, 46, -30);
    s += bowl(600, 450, 340, quinoaFood(rng), {
      rng,
      speckle: 140,
      fill: 0.86,
    });
    return s;
  },
};
