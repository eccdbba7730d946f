// Red Lentil Soup (vospapur): velvety orange soup with olive oil, paprika
// butter, herbs and dried mint; lemon on the side (no bread: the dish is gluten-free).
import { herbBits, parsley, citrusSlice } from "../lib/produce.mjs";
import { blobPath } from "../lib/pantry.mjs";
import { table, plate, bowl, spoon } from "../lib/tableware.mjs";
import { between, f } from "../lib/core.mjs";

export function soupFood(rng) {
  let s = `<circle r="320" fill="url(#gSoup)"/>`;
  for (let i = 0; i < 7; i++) {
    const r = 60 + i * 36;
    s += `<path d="M${-r} 0 A${r} ${r} 0 0 1 ${f(r * 0.7)} ${f(-r * 0.7)}" transform="rotate(${f(i * 47)})" stroke="#FFB277" stroke-opacity=".35" stroke-width="10" fill="none" stroke-linecap="round" filter="url(#fShadowS)"/>`;
  }
  for (let i = 0; i < 160; i++) {
    const a = rng() * 6.283,
      d = Math.sqrt(rng()) * 290;
    s += `<ellipse cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d)}" rx="4" ry="3" fill="#F7A15E" opacity=".7"/>`;
  }
  // olive-oil swirl and paprika butter
  let spiral = "M0 0";
  for (let t = 0; t < 12; t += 0.3)
    spiral += ` L${f(Math.cos(t) * t * 14)} ${f(Math.sin(t) * t * 14)}`;
  s += `<path d="${spiral}" stroke="#E9C23A" stroke-opacity=".55" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 14; i++) {
    const a = rng() * 6.283,
      d = between(rng, 40, 200);
    s += `<path d="${blobPath(rng, Math.cos(a) * d, Math.sin(a) * d, between(rng, 6, 14), between(rng, 5, 10), 0.25, 8)}" fill="#B8321A" opacity=".55"/>`;
  }
  s += herbBits(rng, 120, 10, 0, 150, 140, ["#2E7D32", "#3F8F3A", "#5AA548"], 6);
  s += herbBits(rng, 60, 0, 0, 230, 220, ["#6B7A3A", "#55632C"], 3);
  return s + parsley(60, -40, 54, 20) + citrusSlice(-120, 90, 46);
}

export default {
  file: "lentil-soup.jpg",
  width: 1200,
  height: 900,
  draw(rng) {
    let s = table(1200, 900, "terracotta");
    s += citrusSlice(150, 150, 58) + citrusSlice(250, 200, 44);
    s += parsley(120, 300, 60, 10);
    s += spoon(1040, 520, 20, 420);
    s += citrusSlice(1040, 150, 64) + citrusSlice(1110, 250, 46);
    s += parsley(160, 760, 70, -30) + parsley(240, 820, 50, 40);
    s += plate(600, 470, 360, "gStoneware");
    s += bowl(600, 460, 290, soupFood(rng), {
      glaze: "gSageGlaze",
      rng,
      speckle: 0,
      fill: 0.85,
    });
    return s;
  },
};
