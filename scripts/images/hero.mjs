// Hero: two meal-prep containers and a bowl of soup among fresh ingredients.
import { quinoaFood } from "./dishes/quinoa-bowl.mjs";
import { buddhaFood } from "./dishes/buddha-bowl.mjs";
import { soupFood } from "./dishes/lentil-soup.mjs";
import { table, bowl, napkin, fork } from "./lib/tableware.mjs";
import {
  avocadoHalf,
  citrusSlice,
  cherryTomato,
  parsley,
  leaf,
  lemonWedge,
} from "./lib/produce.mjs";
import { chickpea } from "./lib/pantry.mjs";
import { P } from "./lib/palette.mjs";
import { at, f, group, uid } from "./lib/core.mjs";

/** Rounded meal-prep container seen from above, food clipped inside. */
function container(x, y, w, h, rot, food) {
  const clip = uid("box");
  const iw = w - 40,
    ih = h - 40;
  const k = Math.hypot(iw, ih) / 2 / 300;
  const rect = (rw, rh, rx, extra) =>
    `<rect x="${f(-rw / 2)}" y="${f(-rh / 2)}" width="${rw}" height="${rh}" rx="${rx}" ${extra}/>`;
  return (
    group(
      at(x + 18, y + 28, rot),
      rect(w, h, 50, `fill="${P.shadow}" opacity=".26" filter="url(#fShadowL)"`),
    ) +
    group(
      at(x + 4, y + 8, rot),
      rect(w, h, 50, `fill="${P.shadow}" opacity=".22" filter="url(#fShadowM)"`),
    ) +
    group(
      at(x, y, rot),
      rect(w, h, 50, `fill="url(#gStoneware)"`) +
        rect(w - 6, h - 6, 47, `fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"`) +
        `<clipPath id="${clip}">${rect(iw, ih, 34, "")}</clipPath>` +
        `<g clip-path="url(#${clip})"><g transform="scale(${f(k * 100) / 100})">${food}</g>` +
        rect(
          iw + 60,
          ih + 60,
          60,
          `transform="translate(8 12)" fill="none" stroke="${P.shadow}" stroke-opacity=".35" stroke-width="64" filter="url(#fShadowM)"`,
        ) +
        `</g>` +
        rect(iw, ih, 34, `fill="none" stroke="${P.shadow}" stroke-opacity=".2" stroke-width="2"`),
    )
  );
}

export default {
  file: "hero.jpg",
  width: 1600,
  height: 1200,
  draw(rng) {
    let s = table(1600, 1200, "sage");
    s += napkin(1380, 1060, 520, 380, -12, P.emerald, "gLinen");
    s += fork(1520, 620, 8, 440);
    s += avocadoHalf(170, 1020, 90, 25) + avocadoHalf(330, 1110, 80, -40);
    s += citrusSlice(1430, 140, 70) + citrusSlice(1520, 250, 50) + lemonWedge(1300, 90, 62, -15);
    s += cherryTomato(120, 120, 40) + cherryTomato(200, 70, 34, false) + cherryTomato(180, 170, 32);
    s +=
      parsley(90, 620, 80, -20) +
      parsley(150, 720, 60, 40) +
      leaf(960, 1130, 130, -30, "gLeaf") +
      leaf(1060, 1160, 110, 10, "gLeafDark");
    [
      [800, 90],
      [840, 70],
      [830, 120],
      [870, 105],
      [780, 130],
      [1010, 1080],
      [1040, 1100],
    ].forEach(([x, y]) => (s += chickpea(x, y, 20, x)));
    s += container(520, 430, 620, 470, -5, quinoaFood(rng));
    s += container(1110, 520, 560, 440, 6, buddhaFood(rng));
    s += bowl(680, 910, 235, soupFood(rng), {
      glaze: "gSageGlaze",
      rng,
      fill: 0.85,
    });
    return s;
  },
};
