// The vegetarian kits without gluten ingredients: each a board of its raw
// ingredients, composed from lib/ parts like the other kits of the weekly menu,
// drawn in 1200x900 and saved at 960x720.
import { herbBits, parsley, leaf, lemonWedge, citrusSlice } from "../lib/produce.mjs";
import { tomatoHalf, cherryTomato } from "../lib/produce.mjs";
import { chickpea, blobPath, strip } from "../lib/pantry.mjs";
import { grilledPepper, onionRings } from "../lib/grill.mjs";
import { table, bowl } from "../lib/tableware.mjs";
import { soup, grainBed, board, sauce } from "../lib/homestyle.mjs";
import { scatter, between, f } from "../lib/core.mjs";
import { P } from "../lib/palette.mjs";

const HERB = P.herb;

const onBoard = (tone, food) => (rng) =>
  table(1200, 900, tone) + board(600, 450, 980, 660, -3) + food(rng);

/** A button mushroom seen from the side: cap over a short stem. */
const mushroom = (x, y, s) =>
  `<g filter="url(#fDropS)">` +
  `<rect x="${f(x - s * 0.22)}" y="${f(y - s * 0.1)}" width="${f(s * 0.44)}" height="${f(s * 0.6)}" rx="${f(s * 0.15)}" fill="#EFE4CE"/>` +
  `<path d="M${f(x - s * 0.62)} ${f(y + s * 0.05)} Q${f(x)} ${f(y - s * 0.95)} ${f(x + s * 0.62)} ${f(y + s * 0.05)} Z" fill="#D9C3A0"/>` +
  `<path d="M${f(x - s * 0.4)} ${f(y - s * 0.2)} Q${f(x - s * 0.1)} ${f(y - s * 0.6)} ${f(x + s * 0.2)} ${f(y - s * 0.45)}" stroke="#FFF8EA" stroke-opacity=".6" stroke-width="${f(s * 0.08)}" fill="none" stroke-linecap="round"/>` +
  `</g>`;

/** A raw potato: a pale blob with a few eyes. */
const potato = (rng, x, y, r) =>
  `<path d="${blobPath(rng, x, y, r, r * 0.75, 0.12)}" fill="#D8B47A" filter="url(#fDrop)"/>` +
  `<path d="${blobPath(rng, x - r * 0.15, y - r * 0.15, r * 0.6, r * 0.4, 0.1)}" fill="#E8CC96" opacity=".8"/>` +
  [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${f(x + between(rng, -0.6, 0.6) * r)}" cy="${f(y + between(rng, -0.4, 0.4) * r)}" r="${f(r * 0.05 + i)}" fill="#9A7440"/>`,
    )
    .join("");

/** A carrot lying down, with its green top. */
const carrot = (x, y, len, rot) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})" filter="url(#fDrop)">` +
  `<path d="M0 ${f(-len * 0.09)} L${len} 0 L0 ${f(len * 0.09)} Q${f(-len * 0.05)} 0 0 ${f(-len * 0.09)} Z" fill="#E8772A"/>` +
  `<path d="M${f(len * 0.1)} ${f(-len * 0.04)} L${f(len * 0.7)} ${f(-len * 0.01)}" stroke="#F7A25A" stroke-width="${f(len * 0.025)}" stroke-linecap="round"/>` +
  `<path d="M0 0 l${f(-len * 0.25)} ${f(-len * 0.12)} M0 0 l${f(-len * 0.28)} 0 M0 0 l${f(-len * 0.22)} ${f(len * 0.12)}" stroke="#4E8A2E" stroke-width="${f(len * 0.04)}" stroke-linecap="round"/>` +
  `</g>`;

/** A whole egg, shell side up. */
const egg = (x, y, s, rot) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})" filter="url(#fDrop)">` +
  `<ellipse rx="${f(s * 0.62)}" ry="${f(s * 0.8)}" fill="#E9C9A0"/>` +
  `<ellipse cx="${f(-s * 0.18)}" cy="${f(-s * 0.25)}" rx="${f(s * 0.22)}" ry="${f(s * 0.3)}" fill="#FFF2DE" opacity=".7"/>` +
  `</g>`;

/** Sliced aubergine round, purple skin and pale flesh. */
const aubergineRound = (rng, x, y, r) =>
  `<path d="${blobPath(rng, x, y, r, r * 0.9, 0.05)}" fill="#3E1E3A" filter="url(#fDrop)"/>` +
  `<path d="${blobPath(rng, x, y, r * 0.88, r * 0.78, 0.05)}" fill="#EFE2C0"/>` +
  scatter(rng, 7, x, y, r * 0.5, r * 0.45, r * 0.18)
    .map(([sx, sy]) => `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="3.5" ry="2.5" fill="#C9B48A"/>`)
    .join("");

/** Pumpkin cubes, orange with a darker skin edge. */
const pumpkinCubes = (rng, n, cx, cy, rx, ry) =>
  scatter(rng, n, cx, cy, rx, ry, 46)
    .map(([x, y]) => {
      const s = between(rng, 34, 44);
      return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rng() * 90)})" filter="url(#fDropS)"><rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s)}" height="${f(s)}" rx="5" fill="#F08A24"/><rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s)}" height="${f(s * 0.2)}" rx="4" fill="#B8581A"/></g>`;
    })
    .join("");

/** Walnut kernels, wrinkled halves. */
const walnuts = (rng, n, cx, cy, rx, ry) =>
  scatter(rng, n, cx, cy, rx, ry, 90)
    .map(
      ([x, y]) =>
        `<path d="${blobPath(rng, x, y, 44, 34, 0.3, 10)}" fill="#B98A52" filter="url(#fDropS)"/>` +
        `<path d="M${f(x - 24)} ${f(y)} Q${f(x)} ${f(y - 16)} ${f(x + 24)} ${f(y)}" stroke="#7E5A30" stroke-width="5" fill="none"/>`,
    )
    .join("");

const dishes = {
  "buckwheat-mushroom-kit": onBoard("cream", (rng) => {
    let s = bowl(380, 380, 180, grainBed(rng, "buckwheat", 0, 0, 280, 280, 1600), { rng });
    [
      [680, 290, 100],
      [820, 310, 90],
      [720, 430, 96],
      [860, 450, 84],
    ].forEach(([x, y, size]) => (s += mushroom(x, y, size)));
    s += carrot(560, 640, 230, -12) + onionRings(rng, 850, 620, 4, 56);
    return s + parsley(320, 640, 60, 20) + herbBits(rng, 30, 320, 660, 70, 40, HERB, 4);
  }),
  "vegetable-khorovats-kit": onBoard("terracotta", (rng) => {
    let s = "";
    [
      [330, 300],
      [450, 330],
      [380, 430],
    ].forEach(([x, y]) => (s += aubergineRound(rng, x, y, 70)));
    s += grilledPepper(rng, 560, 300, 240, 10).replace("gPepperGreen", "gPepperRed");
    s += grilledPepper(rng, 580, 400, 220, -6);
    s += tomatoHalf(840, 300, 56, 20) + cherryTomato(900, 410, 34);
    [
      [330, 620],
      [420, 680],
      [500, 610],
    ].forEach(([x, y]) => (s += potato(rng, x, y, 46)));
    s += bowl(
      820,
      620,
      120,
      soup(rng, {
        base: "#F8F4EA",
        swirl: "#FFFFFF",
        fleck: "#DCE6C8",
        garnish: herbBits(rng, 50, 0, 0, 160, 160, HERB, 6),
      }),
      { rng },
    );
    return s + onionRings(rng, 640, 620, 4, 50) + parsley(230, 480, 50, -30);
  }),
  "aveluk-potato-kit": onBoard("sage", (rng) => {
    let s = `<path d="${blobPath(rng, 400, 360, 210, 150, 0.15)}" fill="#3E4A22" filter="url(#fDrop)"/>`;
    for (let i = 0; i < 34; i++)
      s += strip(
        between(rng, 240, 560),
        between(rng, 260, 460),
        90,
        12,
        rng() * 180,
        i % 2 ? "#55632C" : "#6B7A3A",
        0.3,
      );
    [
      [700, 300],
      [820, 340],
      [740, 420],
      [860, 450],
    ].forEach(([x, y]) => (s += potato(rng, x, y, 54)));
    s += bowl(420, 650, 110, `<circle r="320" fill="#E8D9BC"/>` + walnuts(rng, 8, 0, 0, 200, 200), {
      rng,
    });
    return s + onionRings(rng, 700, 640, 4, 56) + parsley(880, 660, 56, 30);
  }),
  "chickpea-shakshuka-kit": onBoard("cream", (rng) => {
    let s = bowl(
      380,
      360,
      170,
      `<circle r="320" fill="#B5412A"/>` +
        sauce(rng, 0, 0, 260, 260, "#C8502E") +
        herbBits(rng, 60, 0, 0, 240, 240, ["#8A2A1A", "#E07A3A"], 6),
      { rng },
    );
    s += bowl(
      380,
      660,
      100,
      `<circle r="320" fill="#E8D3A8"/>` +
        scatter(rng, 30, 0, 0, 240, 240, 60)
          .map(([x, y]) => chickpea(x, y, 30, rng() * 360))
          .join(""),
      { rng },
    );
    s += egg(660, 300, 70, -20) + egg(760, 330, 70, 15);
    s += `<rect x="820" y="520" width="150" height="110" rx="12" fill="#FBF8EF" filter="url(#fDrop)" transform="rotate(-8 895 575)"/>`;
    s += tomatoHalf(620, 500, 54, -10) + cherryTomato(700, 600, 32);
    s += grilledPepper(rng, 560, 720, 200, -8).replace("gPepperGreen", "gPepperRed");
    return s + parsley(880, 720, 56, 20);
  }),
  "red-lentil-kit": onBoard("sage", (rng) => {
    let s = bowl(380, 370, 180, grainBed(rng, "red", 0, 0, 280, 280, 1800), { rng });
    s += pumpkinCubes(rng, 9, 740, 340, 150, 100);
    s += carrot(560, 650, 220, -8) + onionRings(rng, 820, 620, 4, 52);
    s += lemonWedge(340, 680, 60, 200) + citrusSlice(250, 620, 40);
    return s + leaf(920, 230, 80, 40, "gLeafDark", 0.5) + leaf(960, 270, 70, 80, "gLeaf", 0.5);
  }),
};

export default Object.entries(dishes).map(([slug, draw]) => ({
  file: `${slug}.jpg`,
  width: 1200,
  height: 900,
  output: [960, 720],
  quality: 76,
  draw,
}));
