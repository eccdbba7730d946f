// Walnut-Crusted Salmon with Greens: crusted fillet, mixed leaves, asparagus,
// tomatoes, cucumber and lemon on a cream plate.
import {
  tomatoHalf,
  cucumberSlice,
  lemonWedge,
  citrusSlice,
  parsley,
  herbBits,
  cherryTomato,
} from "../lib/produce.mjs";
import { asparagus, seeds } from "../lib/pantry.mjs";
import { salmon } from "../lib/protein.mjs";
import { table, plate, napkin, fork } from "../lib/tableware.mjs";
import { P } from "../lib/palette.mjs";
import { salad } from "../lib/salad.mjs";

export function salmonFood(rng, x, y) {
  let s = "";
  // mixed greens on the left half
  s += salad(rng, x - 150, y - 10, 140, 190, 27, 115);
  s +=
    tomatoHalf(x - 170, y - 70, 32, 10) +
    tomatoHalf(x - 100, y + 90, 30, 70) +
    tomatoHalf(x - 200, y + 70, 28, 40);
  s += cucumberSlice(x - 110, y - 20, 32) + cucumberSlice(x - 60, y - 100, 30);
  s += seeds(rng, 24, x - 130, y, 90, 120, {
    color: "#F3E6C4",
    len: 4,
    wid: 2,
  });
  // asparagus bundle at the bottom
  for (let i = 0; i < 5; i++)
    s += asparagus(x - 10 + i * 6, y + 150 + i * 20, 240 - i * 8, -8 + i * 2);
  // the fillet, then lemon and dill-like herbs
  s += salmon(rng, x + 95, y - 30, 170, -12);
  s += lemonWedge(x + 150, y - 190, 60, 25);
  s += parsley(x + 40, y - 175, 40, -40) + herbBits(rng, 30, x + 60, y + 60, 190, 120, P.herb, 4);
  return s;
}

export default {
  file: "salmon-plate.jpg",
  width: 1200,
  height: 900,
  draw(rng) {
    let s = table(1200, 900, "sage");
    s += napkin(1020, 160, 380, 280, 12, "#C46E45", "gLinen");
    s += fork(170, 500, -8, 430);
    s += citrusSlice(1070, 720, 60) + citrusSlice(1010, 800, 40);
    s += parsley(150, 140, 60, 20) + parsley(215, 110, 44, 70);
    s += cherryTomato(1110, 560, 30) + cherryTomato(1060, 610, 26, false);
    s += plate(600, 450, 345);
    s += salmonFood(rng, 600, 450);
    return s;
  },
};
