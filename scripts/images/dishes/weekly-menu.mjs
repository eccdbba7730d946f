// The weekly menu's dishes and kits that have no picture of their own module:
// each is a few lines composed from lib/ parts. Drawn in 1200x900 and saved at
// 960x720 (a dish card and its page never show them wider), to keep them small.
import { herbBits, parsley, leaf, citrusSlice, lemonWedge, avocadoFan } from "../lib/produce.mjs";
import { tomatoHalf, cherryTomato, cucumberSlice } from "../lib/produce.mjs";
import { chickpea, strip, blobPath } from "../lib/pantry.mjs";
import { salmon, chickenSlice, khorovatsChunk } from "../lib/protein.mjs";
import { grilledPepper, grilledTomato, skewer, lavash, onionRings } from "../lib/grill.mjs";
import { salad } from "../lib/salad.mjs";
import { table, plate, bowl, napkin, fork, spoon } from "../lib/tableware.mjs";
import { soup, grainBed, roll, meatball, sauce, dollop, pumpkinWedge } from "../lib/homestyle.mjs";
import { eggsAndTomato, flatbread, board } from "../lib/homestyle.mjs";
import { scatter, between, at, f, group } from "../lib/core.mjs";
import { P } from "../lib/palette.mjs";

const GRAPE = ["#7C9A4A", "#4E6B2C"];
const CABBAGE = ["#D9E3B0", "#A9BB78"];
const HERB = P.herb;

/** A plate on a table with a napkin and a fork; `food` draws on the plate at (600, 450). */
const onPlate =
  (tone, food, glaze = "gStoneware") =>
  (rng) =>
    table(1200, 900, tone) +
    napkin(1040, 740, 380, 280, -12, P.emerald) +
    fork(150, 470, 8) +
    plate(600, 450, 360, glaze) +
    food(rng);

/** A bowl on a plate with a spoon; `food` draws around (0, 0) for a radius of 300. */
const inBowl =
  (tone, food, glaze = "gSageGlaze") =>
  (rng) =>
    table(1200, 900, tone) +
    spoon(1040, 520, 20, 420) +
    parsley(160, 760, 70, -30) +
    plate(600, 470, 360, "gStoneware") +
    bowl(600, 460, 290, food(rng), { glaze, rng, fill: 0.86 });

/** A kit: a board of raw ingredients beside a few extras. */
const onBoard = (tone, food) => (rng) =>
  table(1200, 900, tone) + board(600, 450, 980, 660, -3) + food(rng);

/** A slice of grilled aubergine: purple skin round golden flesh, with grill marks. */
function aubergineSlice(rng, x, y, rx, ry, rot) {
  let marks = "";
  for (let i = -2; i <= 2; i++)
    marks += `<path d="M${f(i * rx * 0.26 - ry * 0.25)} ${f(-ry * 0.52)} L${f(i * rx * 0.26 + ry * 0.25)} ${f(ry * 0.52)}"/>`;
  return group(
    at(x, y, rot),
    `<path d="${blobPath(rng, 0, 0, rx, ry, 0.04)}" fill="#3E1E3A"/>` +
      `<path d="${blobPath(rng, 0, 0, rx * 0.9, ry * 0.8, 0.05)}" fill="#C98E4A"/>` +
      `<ellipse cx="${f(-rx * 0.15)}" cy="${f(-ry * 0.1)}" rx="${f(rx * 0.6)}" ry="${f(ry * 0.5)}" fill="#E2B26A" opacity=".7"/>` +
      `<g stroke="#4A2410" stroke-opacity=".55" stroke-width="${f(ry * 0.14)}" stroke-linecap="round">${marks}</g>`,
    `filter="url(#fDrop)"`,
  );
}

/** A lule kebab: a long log of minced meat with finger ridges, charred by the grill. */
function lule(rng, x, y, len, wid, rot) {
  const l = len / 2,
    w = wid / 2;
  let ridges = "";
  for (let i = 1; i < 7; i++) {
    const rx = -l + (i * len) / 7;
    ridges += `<path d="M${f(rx - 4)} ${f(-w + 3)} Q${f(rx + 6)} 0 ${f(rx - 2)} ${f(w - 3)}"/>`;
  }
  return group(
    at(x, y, rot),
    `<rect x="${f(-l)}" y="${f(-w)}" width="${len}" height="${wid}" rx="${f(w)}" fill="#7A3A1E"/>` +
      `<rect x="${f(-l + 6)}" y="${f(-w + 4)}" width="${f(len - 14)}" height="${f(wid * 0.55)}" rx="${f(wid * 0.27)}" fill="#A95F34"/>` +
      `<g stroke="#3E1A0C" stroke-opacity=".5" stroke-width="${f(wid * 0.12)}" fill="none" stroke-linecap="round">${ridges}</g>` +
      herbBits(rng, 24, 0, 0, l * 0.8, w * 0.55, ["#3F6A22", "#2E5A1C"], 3) +
      `<path d="M${f(-l * 0.8)} ${f(-w * 0.52)} L${f(l * 0.75)} ${f(-w * 0.52)}" stroke="#F2B98A" stroke-opacity=".4" stroke-width="${f(wid * 0.1)}" stroke-linecap="round"/>`,
    `filter="url(#fDropL)"`,
  );
}

/** A pat of herb butter melting on what it sits on. */
const butterPat = (rng, x, y, s, rot) =>
  `<path d="${blobPath(rng, x + s * 0.1, y + s * 0.15, s * 1.1, s * 0.8, 0.15)}" fill="#F3D27A" opacity=".55"/>` +
  group(
    at(x, y, rot),
    `<rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${s}" height="${s}" rx="${f(s * 0.22)}" fill="#F1D98E"/>` +
      `<rect x="${f(-s / 2 + 4)}" y="${f(-s / 2 + 3)}" width="${f(s - 12)}" height="${f(s * 0.45)}" rx="${f(s * 0.18)}" fill="#FBEDB8"/>` +
      herbBits(rng, 18, 0, 0, s * 0.4, s * 0.4, ["#2E7D32", "#3F8F3A", "#5AA548"], 3),
    `filter="url(#fDrop)"`,
  );

/** Pomegranate seeds, glossy, scattered in an ellipse. */
function pomegranate(rng, n, cx, cy, rx, ry, r = 7) {
  let out = "";
  scatter(rng, n, cx, cy, rx, ry, r * 1.6).forEach(([x, y]) => {
    const rot = f(rng() * 180);
    out +=
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${r}" ry="${f(r * 0.78)}" transform="rotate(${rot} ${f(x)} ${f(y)})" fill="#A8102E"/>` +
      `<ellipse cx="${f(x - r * 0.1)}" cy="${f(y - r * 0.1)}" rx="${f(r * 0.7)}" ry="${f(r * 0.55)}" transform="rotate(${rot} ${f(x)} ${f(y)})" fill="#D8284A"/>` +
      `<circle cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.22)}" fill="#fff" opacity=".75"/>`;
  });
  return `<g filter="url(#fDropS)">${out}</g>`;
}

/** A slice of roasted aubergine rolled round a walnut paste that shows at its ends and seam. */
function aubergineRoll(rng, x, y, len, wid, rot) {
  const l = len / 2,
    w = wid / 2;
  let paste =
    `<path d="${blobPath(rng, 0, w * 0.45, l * 0.85, w * 0.45, 0.12)}" fill="#E2CBA0"/>` +
    `<ellipse cx="${f(-l - 4)}" cy="0" rx="${f(w * 0.32)}" ry="${f(w * 0.62)}" fill="#E2CBA0"/>` +
    `<ellipse cx="${f(l + 4)}" cy="0" rx="${f(w * 0.32)}" ry="${f(w * 0.62)}" fill="#E2CBA0"/>`;
  scatter(rng, 10, 0, w * 0.55, l * 0.75, w * 0.3, 8).forEach(
    ([px, py]) =>
      (paste += `<circle cx="${f(px)}" cy="${f(py)}" r="3" fill="#A87E50" opacity=".7"/>`),
  );
  let spots = "";
  for (let i = 0; i < 4; i++)
    spots += `<path d="${blobPath(rng, between(rng, -l * 0.6, l * 0.6), between(rng, -w * 0.5, 0), between(rng, 8, 16), between(rng, 5, 9), 0.3, 8)}" fill="#6E3E1C" opacity=".45"/>`;
  return group(
    at(x, y, rot),
    paste +
      `<rect x="${f(-l)}" y="${f(-w)}" width="${len}" height="${f(wid * 0.82)}" rx="${f(w * 0.8)}" fill="#8E5A2C"/>` +
      `<rect x="${f(-l + 5)}" y="${f(-w + 4)}" width="${f(len - 10)}" height="${f(wid * 0.5)}" rx="${f(w * 0.5)}" fill="#C4924E"/>` +
      spots +
      `<path d="M${f(-l * 0.35)} ${f(-w * 0.95)} Q${f(l * 0.1)} ${f(-w * 1.12)} ${f(l * 0.45)} ${f(-w * 0.9)} L${f(l * 0.4)} ${f(-w * 0.55)} Q${f(l * 0.05)} ${f(-w * 0.72)} ${f(-l * 0.3)} ${f(-w * 0.6)}Z" fill="#4A2244"/>` +
      `<path d="M${f(-l + 4)} ${f(-w * 0.75)} Q${f(-l - 4)} ${f(-w * 0.1)} ${f(-l + 4)} ${f(w * 0.6)} M${f(l - 4)} ${f(-w * 0.75)} Q${f(l + 4)} ${f(-w * 0.1)} ${f(l - 4)} ${f(w * 0.6)}" stroke="#3E1E3A" stroke-width="${f(wid * 0.12)}" fill="none" stroke-linecap="round"/>` +
      `<path d="M${f(-l * 0.7)} ${f(-w * 0.5)} L${f(l * 0.6)} ${f(-w * 0.5)}" stroke="#FFE2B0" stroke-opacity=".35" stroke-width="${f(wid * 0.08)}" stroke-linecap="round"/>`,
    `filter="url(#fDrop)"`,
  );
}

const dishes = {
  "pork-khorovats": onPlate("terracotta", (rng) => {
    let s = lavash(rng, 600, 450, 300, 250, 6);
    s += grilledPepper(rng, 760, 560, 230, 150) + grilledTomato(rng, 470, 590, 56);
    s += onionRings(rng, 420, 330, 6, 60);
    let pieces = "";
    for (let i = 0; i < 6; i++) pieces += khorovatsChunk(rng, -200 + i * 66, 0, 50, rng() * 360);
    return s + skewer(600, 420, 640, -15, pieces) + herbBits(rng, 50, 600, 450, 230, 160, HERB, 5);
  }),
  tolma: inBowl("cream", (rng) => {
    let s = `<circle r="320" fill="#8C4A2A"/>`;
    for (let i = 0; i < 9; i++)
      s += roll(-180 + (i % 3) * 170, -170 + Math.floor(i / 3) * 160, 150, 66, 20 + i * 7, GRAPE);
    return s + dollop(rng, 60, 40, 70) + herbBits(rng, 30, 0, 0, 220, 220, HERB, 5);
  }),
  "pasuts-tolma": inBowl(
    "sage",
    (rng) => {
      let s = `<circle r="320" fill="#C2452A"/>`;
      for (let i = 0; i < 8; i++)
        s += roll(
          -170 + (i % 3) * 170,
          -160 + Math.floor(i / 3) * 160,
          160,
          74,
          -15 + i * 9,
          CABBAGE,
        );
      scatter(rng, 10, 0, 0, 250, 250, 40).forEach(
        ([x, y]) => (s += chickpea(x, y, 18, rng() * 360)),
      );
      return s + herbBits(rng, 40, 0, 0, 240, 240, HERB, 5);
    },
    "gTerraGlaze",
  ),
  ghapama: onPlate(
    "cream",
    (rng) =>
      pumpkinWedge(rng, 430, 470, 380, -8) +
      pumpkinWedge(rng, 520, 380, 300, -40) +
      herbBits(rng, 30, 700, 520, 120, 100, ["#6B4A2A", "#8A6238"], 6),
    "gCeramic",
  ),
  spas: inBowl("terracotta", (rng) =>
    soup(rng, {
      base: "#F4EEDC",
      swirl: "#FFFFFF",
      fleck: "#D9C9A0",
      garnish: herbBits(rng, 140, 0, 0, 220, 220, ["#4F7A35", "#6B8F45", "#2E5E2A"], 5),
    }),
  ),
  harissa: inBowl("sage", (rng) =>
    soup(rng, {
      base: "#E8D6B2",
      swirl: "#F5EAD0",
      fleck: "#C9AF80",
      garnish:
        `<path d="${blobPath(rng, 0, 0, 110, 90, 0.15)}" fill="#F2B93A" opacity=".8"/>` +
        herbBits(rng, 40, 0, 0, 120, 100, ["#8A5A2A", "#6E4526"], 4),
    }),
  ),
  ishkhan: onPlate(
    "sage",
    (rng) =>
      salmon(rng, 560, 400, 190, -20) +
      [
        [760, 560],
        [820, 470],
        [700, 620],
      ]
        .map(([x, y]) => meatball(x, y, 40, ["#F6E2A8", "#E3C276", "#B8924A"]))
        .join("") +
      Array.from({ length: 9 }, (_, i) =>
        strip(380 + i * 14, 600 + (i % 3) * 12, 150, 14, 70, "#4E8F36", 0.1),
      ).join("") +
      citrusSlice(760, 300, 50) +
      parsley(420, 300, 50, 20),
  ),
  eetch: onPlate(
    "cream",
    (rng) =>
      grainBed(rng, "red", 600, 450, 280, 240, 700) +
      herbBits(rng, 160, 600, 450, 250, 210, HERB, 7) +
      lemonWedge(830, 330, 60, 30) +
      lemonWedge(380, 600, 60, 200),
    "gCeramic",
  ),
  "grilled-vegetable-salad": inBowl("terracotta", (rng) => {
    let s = `<circle r="320" fill="#7A3A22"/>`;
    for (let i = 0; i < 10; i++)
      s += grilledPepper(rng, between(rng, -200, 200), between(rng, -200, 200), 160, rng() * 180);
    for (let i = 0; i < 6; i++)
      s += grilledTomato(rng, between(rng, -200, 200), between(rng, -200, 200), 44);
    return s + herbBits(rng, 120, 0, 0, 250, 250, HERB, 7);
  }),
  "greek-salad": inBowl(
    "sage",
    (rng) => {
      let s = salad(rng, 0, 0, 320, 320, 30, 120);
      scatter(rng, 8, 0, 0, 240, 240, 80).forEach(
        ([x, y], i) => (s += i % 2 ? tomatoHalf(x, y, 50, rng() * 360) : cucumberSlice(x, y, 42)),
      );
      scatter(rng, 10, 0, 0, 250, 250, 50).forEach(
        ([x, y]) => (s += `<ellipse cx="${x}" cy="${y}" rx="18" ry="14" fill="#3A2A30"/>`),
      );
      return (
        s +
        `<rect x="-70" y="-60" width="150" height="110" rx="10" fill="#FBF8EF" filter="url(#fDrop)" transform="rotate(-12)"/>`
      );
    },
    "gStoneware",
  ),
  "ishli-kufta": onPlate("terracotta", (rng) => {
    let s = salad(rng, 780, 450, 150, 220, 20, 90);
    [
      [470, 330],
      [440, 470],
      [520, 600],
      [600, 420],
    ].forEach(([x, y], i) => {
      s += `<ellipse cx="${x}" cy="${y}" rx="78" ry="56" transform="rotate(${-20 + i * 25} ${x} ${y})" fill="#C27A3A" filter="url(#fDrop)"/>`;
      s += `<ellipse cx="${x - 18}" cy="${y - 14}" rx="38" ry="22" transform="rotate(${-20 + i * 25} ${x} ${y})" fill="#E0A060" opacity=".8"/>`;
    });
    return s + lemonWedge(700, 680, 54, 120);
  }),
  "turkey-meatballs": inBowl("cream", (rng) => {
    let s = `<circle r="320" fill="#7A4A2A"/>` + grainBed(rng, "buckwheat", -90, 0, 200, 260, 500);
    s += sauce(rng, 140, 0, 150, 230, "#C8402A");
    [
      [120, -140],
      [170, -30],
      [110, 80],
      [180, 170],
    ].forEach(([x, y]) => (s += meatball(x, y, 52)));
    [
      [-200, 200],
      [-120, 240],
    ].forEach(([x, y]) => (s += cucumberSlice(x, y, 36)));
    return s + herbBits(rng, 60, 60, 0, 220, 240, HERB, 5);
  }),
  borscht: inBowl(
    "sage",
    (rng) =>
      soup(rng, {
        base: "#8E1B2E",
        swirl: "#C0394F",
        fleck: "#E07A3A",
        garnish: dollop(rng, 20, 10, 80) + herbBits(rng, 60, 0, 0, 200, 200, HERB, 5),
      }),
    "gStoneware",
  ),
  "mushroom-barley": inBowl("terracotta", (rng) => {
    let s = `<circle r="320" fill="#D8C59E"/>` + grainBed(rng, "barley", 0, 0, 300, 300, 800);
    scatter(rng, 12, 0, 0, 230, 230, 60).forEach(([x, y]) => {
      s += `<path d="M${x - 30} ${y + 8} Q${x} ${y - 40} ${x + 30} ${y + 8} Z" fill="#B89670" filter="url(#fDrop)"/>`;
      s += `<rect x="${x - 8}" y="${y + 6}" width="16" height="22" rx="5" fill="#E9DCC4"/>`;
    });
    for (let i = 0; i < 60; i++)
      s += `<rect x="${between(rng, -200, 200)}" y="${between(rng, -200, 200)}" width="14" height="4" fill="#FFF4C8"/>`;
    return s + herbBits(rng, 40, 0, 0, 220, 220, HERB, 4);
  }),
  "aveluk-salad": onPlate(
    "cream",
    (rng) => {
      let s = `<path d="${blobPath(rng, 600, 450, 270, 230, 0.12)}" fill="#3E4A22" filter="url(#fDrop)"/>`;
      for (let i = 0; i < 40; i++)
        s += strip(
          between(rng, 380, 820),
          between(rng, 270, 630),
          90,
          12,
          rng() * 180,
          i % 2 ? "#55632C" : "#6B7A3A",
          0.3,
        );
      scatter(rng, 12, 600, 450, 220, 180, 50).forEach(
        ([x, y]) => (s += `<path d="${blobPath(rng, x, y, 20, 15, 0.3, 9)}" fill="#C49A62"/>`),
      );
      return s + onionRings(rng, 600, 450, 5, 50);
    },
    "gCeramic",
  ),
  "tomato-eggs": inBowl("terracotta", eggsAndTomato, "gTerraGlaze"),
  "khorovats-kit": onBoard("terracotta", (rng) => {
    let s = lavash(rng, 330, 300, 200, 150, -10);
    for (const y of [420, 540]) {
      let pieces = "";
      for (let i = 0; i < 6; i++)
        pieces += meatball(-200 + i * 66, 0, 30, ["#F2A9A0", "#D97C72", "#A8524A"]);
      s += skewer(640, y, 560, -5, pieces);
    }
    return (
      s +
      tomatoHalf(900, 280, 52, 20) +
      grilledPepper(rng, 880, 660, 200, 30) +
      onionRings(rng, 350, 660, 5, 60) +
      parsley(200, 500, 50, 30)
    );
  }),
  "tolma-kit": onBoard("sage", (rng) => {
    let s = "";
    for (let i = 0; i < 5; i++)
      s += leaf(260 + i * 60, 320 + (i % 2) * 40, 220, 80 + i * 8, "gLeafDark", 0.6);
    s += bowl(
      760,
      340,
      150,
      `<circle r="320" fill="#B05A3A"/>` + grainBed(rng, "rice", 0, 0, 260, 260, 300),
      { rng },
    );
    s += bowl(760, 650, 120, soup(rng, { base: "#F8F4EA", swirl: "#FFFFFF", fleck: "#E2D8C2" }), {
      rng,
    });
    return s + roll(380, 640, 170, 70, 10, GRAPE) + roll(420, 720, 170, 70, -8, GRAPE);
  }),
  "ishkhan-kit": onBoard(
    "cream",
    (rng) =>
      salmon(rng, 470, 330, 150, -12) +
      salmon(rng, 520, 570, 150, 8) +
      [
        [820, 300],
        [880, 400],
        [800, 520],
      ]
        .map(([x, y]) => meatball(x, y, 42, ["#F6E2A8", "#E3C276", "#B8924A"]))
        .join("") +
      citrusSlice(860, 640, 50) +
      citrusSlice(760, 690, 44) +
      parsley(260, 660, 60, 40),
  ),
  "lahmajun-kit": onBoard(
    "terracotta",
    (rng) =>
      flatbread(rng, 420, 350, 190, "#9A3A22") +
      flatbread(rng, 560, 560, 180, "#9A3A22") +
      bowl(
        860,
        330,
        130,
        `<circle r="320" fill="#A83A22"/>` +
          herbBits(rng, 80, 0, 0, 260, 260, ["#7A2A1A", "#C0502A"], 10),
        { rng },
      ) +
      parsley(850, 620, 80, 20) +
      lemonWedge(900, 720, 60, 200),
  ),
  "falafel-kit": onBoard("sage", (rng) => {
    let s = bowl(380, 380, 180, grainBed(rng, "bulgur", 0, 0, 280, 280, 400), { rng });
    [
      [650, 300],
      [730, 360],
      [660, 420],
      [760, 470],
    ].forEach(([x, y]) => (s += meatball(x, y, 40, ["#A8893A", "#7A5A22", "#4E3A16"])));
    s += bowl(860, 640, 110, soup(rng, { base: "#E8D3A8", swirl: "#F5E6C4", fleck: "#C9A16A" }), {
      rng,
    });
    return (
      s + cherryTomato(420, 660, 34) + cherryTomato(490, 700, 30) + cucumberSlice(600, 650, 40)
    );
  }),
  "chicken-fajitas-kit": onBoard("cream", (rng) => {
    let s = flatbread(rng, 340, 340, 170) + flatbread(rng, 370, 600, 160);
    for (let i = 0; i < 6; i++)
      s += chickenSlice(640 + (i % 3) * 60, 320 + Math.floor(i / 3) * 90, 120, 34, 20);
    s += grilledPepper(rng, 760, 560, 200, 100) + grilledPepper(rng, 820, 620, 180, 120);
    return (
      s +
      bowl(
        880,
        290,
        100,
        `<circle r="320" fill="#C8402A"/>` + herbBits(rng, 60, 0, 0, 240, 240, HERB, 8),
        { rng },
      ) +
      citrusSlice(610, 700, 44, true)
    );
  }),
  "walnut-chicken": onPlate(
    "cream",
    (rng) => {
      let s = salad(rng, 790, 330, 120, 120, 18, 90);
      s += `<path d="${blobPath(rng, 540, 500, 240, 190, 0.1)}" fill="#E4D3B0" filter="url(#fDrop)"/>`;
      [
        [450, 440, 10],
        [560, 410, -25],
        [650, 500, 40],
        [500, 560, -10],
        [600, 610, 20],
        [410, 560, 60],
      ].forEach(([x, y, rot]) => {
        s += `<path d="${blobPath(rng, x, y, 62, 44, 0.14, 10)}" transform="rotate(${rot} ${x} ${y})" fill="#F2D6A2" stroke="#C49A60" stroke-opacity=".55" stroke-width="3" filter="url(#fDropS)"/>`;
        s += `<path d="${blobPath(rng, x - 14, y - 12, 30, 16, 0.2, 9)}" transform="rotate(${rot} ${x} ${y})" fill="#FFF3D8" opacity=".75"/>`;
      });
      for (let i = 0; i < 5; i++)
        s += `<path d="${blobPath(rng, between(rng, 420, 660), between(rng, 420, 600), between(rng, 30, 50), between(rng, 16, 26), 0.2, 10)}" fill="#E8D8B4" opacity=".8"/>`;
      scatter(rng, 14, 540, 500, 210, 160, 40).forEach(
        ([x, y]) => (s += `<path d="${blobPath(rng, x, y, 12, 9, 0.3, 9)}" fill="#A87A46"/>`),
      );
      for (let i = 0; i < 30; i++)
        s += `<circle cx="${f(between(rng, 380, 700))}" cy="${f(between(rng, 380, 640))}" r="${f(between(rng, 1.5, 3))}" fill="#C0502A" opacity=".6"/>`;
      return (
        s +
        herbBits(rng, 90, 540, 500, 200, 150, HERB, 5) +
        parsley(700, 640, 46, 40) +
        parsley(420, 330, 40, -30) +
        lemonWedge(850, 540, 54, 110)
      );
    },
    "gCeramic",
  ),
  "trout-herb-butter": onPlate("cream", (rng) => {
    let s = "";
    for (let i = 0; i < 14; i++)
      s += strip(
        540 + i * 14,
        665 - (i % 4) * 14,
        210,
        18,
        -10 + (i % 5) * 4,
        i % 2 ? "#4E8F36" : "#5FA040",
        0.12,
      );
    s += herbBits(rng, 20, 640, 640, 110, 30, ["#F2E2B0", "#E8D090"], 3);
    s += salmon(rng, 560, 410, 190, -14);
    s += group(
      at(560, 410, -14),
      [-0.55, -0.25, 0.05, 0.35, 0.65]
        .map(
          (k) =>
            `<path d="M${f(k * 190 - 30)} -70 L${f(k * 190 + 30)} 70" stroke="#5A2A14" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>`,
        )
        .join(""),
    );
    s += butterPat(rng, 560, 400, 72, 12);
    return (
      s +
      citrusSlice(800, 300, 52) +
      lemonWedge(380, 620, 50, 200) +
      herbBits(rng, 30, 800, 420, 60, 60, HERB, 4) +
      parsley(360, 280, 46, -20)
    );
  }),
  "lule-kebab-plate": onPlate("terracotta", (rng) => {
    let s = "";
    s += aubergineSlice(rng, 470, 330, 110, 70, -25) + aubergineSlice(rng, 700, 600, 110, 72, 20);
    s += aubergineSlice(rng, 430, 560, 96, 64, 35);
    s += grilledPepper(rng, 560, 260, 240, 20);
    s += grilledPepper(rng, 690, 440, 230, 80).replace("gPepperGreen", "gPepperRed");
    s += grilledTomato(rng, 780, 350, 56) + grilledTomato(rng, 560, 640, 50);
    s += onionRings(rng, 820, 520, 5, 55);
    s += lule(rng, 580, 400, 330, 62, -20) + lule(rng, 600, 500, 330, 62, -20);
    return s + herbBits(rng, 70, 600, 450, 240, 200, HERB, 5) + parsley(390, 440, 44, -30);
  }),
  "aubergine-walnut-rolls": onPlate(
    "sage",
    (rng) => {
      let s = "";
      const rolls = [
        [500, 320],
        [610, 410],
        [720, 500],
        [410, 460],
        [520, 560],
      ];
      rolls.forEach(([x, y]) => (s += aubergineRoll(rng, x, y, 200, 92, -30)));
      rolls.forEach(([x, y]) => {
        s += `<path d="${blobPath(rng, x - 4, y - 6, 56, 16, 0.15)}" transform="rotate(-30 ${x} ${y})" fill="#E6D0A6" filter="url(#fDropS)"/>`;
        s += pomegranate(rng, 6, x - 4, y - 6, 50, 26, 8);
      });
      s += pomegranate(rng, 16, 570, 440, 250, 190, 8);
      return (
        s +
        herbBits(rng, 80, 570, 440, 240, 180, HERB, 5) +
        parsley(780, 300, 50, 30) +
        parsley(380, 650, 40, -60) +
        lemonWedge(810, 640, 50, 140)
      );
    },
    "gCeramic",
  ),
  "salmon-avocado-salad": inBowl(
    "terracotta",
    (rng) => {
      let s = salad(rng, 0, 0, 320, 320, 66, 120);
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2 + rng() * 0.3;
        s += leaf(
          Math.cos(a) * 150,
          Math.sin(a) * 150,
          150,
          (a * 180) / Math.PI,
          i % 2 ? "gLeaf" : "gLettuce",
          0.5,
        );
      }
      [
        [-210, 40],
        [-170, 150],
        [-80, 220],
        [60, 230],
        [-230, -70],
      ].forEach(([x, y]) => (s += cucumberSlice(x, y, 40)));
      s += avocadoFan(40, 60, 190, 5, -20, 0.16);
      s += salmon(rng, 0, -100, 160, -8);
      return (
        s +
        lemonWedge(200, -10, 54, 60) +
        herbBits(rng, 40, 0, 0, 260, 260, ["#4F7A35", "#6B8F45", "#2E5E2A"], 4)
      );
    },
    "gSageGlaze",
  ),
  "chickpea-spinach-stew": inBowl(
    "cream",
    (rng) => {
      const spinach = (n) => {
        let out = "";
        for (let i = 0; i < n; i++)
          out += leaf(
            between(rng, -240, 200),
            between(rng, -240, 220),
            between(rng, 80, 120),
            rng() * 360,
            i % 3 ? "gLeafDark" : "gLeaf",
            0.55,
          );
        return out;
      };
      let garnish = spinach(10);
      scatter(rng, 48, 0, 0, 260, 260, 38).forEach(
        ([x, y]) => (garnish += chickpea(x, y, 21, rng() * 360)),
      );
      garnish += spinach(7);
      garnish += herbBits(rng, 40, 0, 0, 230, 230, ["#8A2A1A", "#B8401E"], 4);
      garnish += lemonWedge(150, -150, 58, 30);
      return soup(rng, { base: "#B5412A", swirl: "#D86A48", fleck: "#E58A3A", garnish });
    },
    "gTerraGlaze",
  ),
};

export default Object.entries(dishes).map(([slug, draw]) => ({
  file: `${slug}.jpg`,
  width: 1200,
  height: 900,
  output: [960, 720],
  quality: 76,
  draw,
}));
