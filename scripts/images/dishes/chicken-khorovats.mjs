// Chicken Khorovats with Bulgur Pilaf: two flat skewers of charred chicken
// on lavash, grilled peppers and tomatoes, sumac onions, herbs.
import { parsley, herbBits, leaf, citrusSlice } from "../lib/produce.mjs";
import { grains } from "../lib/pantry.mjs";
import { khorovatsChunk } from "../lib/protein.mjs";
import { grilledPepper, grilledTomato, skewer, lavash, onionRings } from "../lib/grill.mjs";
import { table, plate, napkin } from "../lib/tableware.mjs";
import { P } from "../lib/palette.mjs";
import { group } from "../lib/core.mjs";

export default {
  file: "chicken-khorovats.jpg",
  width: 1200,
  height: 900,
  draw(rng) {
    let s = table(1200, 900, "terracotta");
    s += napkin(1030, 760, 400, 300, -10, P.emerald, "gLinen");
    s +=
      parsley(140, 140, 70, 30) +
      parsley(220, 180, 50, 80) +
      leaf(110, 760, 110, -60, "gLeafDark", 0.3);
    s += citrusSlice(1090, 140, 50);
    s += plate(600, 450, 360, "gStoneware");
    s += lavash(rng, 600, 440, 300, 255, -8);
    // bulgur pilaf, bottom left, with parsley
    s +=
      `<g filter="url(#fDrop)">` +
      grains(rng, 700, 470, 560, 150, 120, {
        base: "gBulgur",
        colors: ["#DDA75C", "#CC9046", "#EABF76", "#BA7C3A", "#E3B068"],
        w: 4.4,
        h: 3.2,
        wobble: 0.1,
      }) +
      `</g>` +
      herbBits(rng, 60, 470, 555, 120, 90, P.herb, 5);
    s += onionRings(rng, 700, 640, 7, 70);
    s += grilledTomato(rng, 800, 520, 58) + grilledTomato(rng, 690, 560, 50);
    s += grilledPepper(rng, 820, 330, 240, 120) + grilledPepper(rng, 880, 360, 220, 135);
    // two skewers across the top half
    for (const [x, y, rot] of [
      [560, 300, -18],
      [600, 420, -22],
    ]) {
      let pieces = "";
      for (let i = 0; i < 6; i++) pieces += khorovatsChunk(rng, -200 + i * 66, 0, 46, rng() * 360);
      s += skewer(x, y, 640, rot, pieces);
    }
    s += group("translate(0 0)", parsley(420, 460, 46, -10) + parsley(760, 230, 40, 60));
    s += herbBits(rng, 40, 600, 380, 220, 130, P.herb, 4);
    return s;
  },
};
