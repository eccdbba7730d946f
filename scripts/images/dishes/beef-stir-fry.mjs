// Lean Beef Stir-Fry with Sesame and Brown Rice: glossy beef, broccoli, peppers, snap
// peas, spring onion and sesame over brown rice, with chopsticks.
import { herbBits, citrusSlice, parsley } from "../lib/produce.mjs";
import { grains, seeds, broccoli, strip, blobPath } from "../lib/pantry.mjs";
import { beefStrip } from "../lib/protein.mjs";
import { table, bowl, napkin, chopsticks } from "../lib/tableware.mjs";
import { between } from "../lib/core.mjs";

export function stirFryFood(rng) {
  let s = `<rect x="-320" y="-320" width="640" height="640" fill="#5A2E1A"/>`;
  s += grains(rng, 1100, -150, 0, 210, 330, {
    base: "gRice",
    colors: ["#D2A878", "#BF9160", "#E0BD8E", "#AD8050", "#E8CFA6"],
    w: 7,
    h: 3,
    wobble: 0.08,
  });
  s += `<path d="${blobPath(rng, 120, 0, 210, 300, 0.08)}" fill="#8A4A26"/>`;
  const spots = [];
  for (let i = 0; i < 95; i++) spots.push([between(rng, -40, 290), between(rng, -290, 290), rng()]);
  spots.sort((a, b) => a[2] - b[2]);
  spots.forEach(([x, y, k], i) => {
    if (Math.hypot(x - 120, y) > 270) return;
    const kind = i % 5;
    if (kind === 0 || kind === 3)
      s += beefStrip(rng, x, y, between(rng, 70, 95), between(rng, 36, 46), rng() * 180);
    else if (kind === 1) s += broccoli(rng, x, y, between(rng, 40, 52), rng() * 360);
    else if (kind === 2)
      s += strip(
        x,
        y,
        between(rng, 80, 100),
        16,
        rng() * 180,
        k > 0.5 ? "#E0402E" : "#F2B531",
        0.2,
      );
    else s += strip(x, y, 90, 22, rng() * 180, "#7DB444", 0.12, "#E6F5C0");
  });
  s += seeds(rng, 90, 110, 0, 230, 280, { color: "#F4E9CF", len: 4, wid: 2.2 });
  // spring onion rings
  for (let i = 0; i < 14; i++) {
    const x = between(rng, -60, 260),
      y = between(rng, -250, 250);
    s += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${between(rng, 5, 8).toFixed(1)}" fill="none" stroke="#6FAE3F" stroke-width="3"/>`;
  }
  return s + herbBits(rng, 30, -150, 0, 180, 280, ["#5AA548", "#3F8F3A"], 4);
}

export default {
  file: "beef-stir-fry.jpg",
  width: 1200,
  height: 900,
  draw(rng) {
    let s = table(1200, 900, "cream");
    s += napkin(1010, 180, 420, 300, 14, "#A35532", "gLinenTerra");
    s += chopsticks(1010, 560, 24, 480);
    s += citrusSlice(150, 760, 52, true) + citrusSlice(230, 820, 38, true);
    s += parsley(140, 150, 60, -20) + parsley(90, 230, 44, 40, "#3F8F3A");
    s += bowl(590, 450, 345, stirFryFood(rng), {
      glaze: "gTerraGlaze",
      rng,
      speckle: 60,
      fill: 0.86,
    });
    return s;
  },
};
