// The weekly menu's dishes and kits that have no picture of their own module:
// each is a few lines composed from lib/ parts. Drawn in 1200x900 and saved at
// 960x720 (a dish card and its page never show them wider), to keep them small.
import { herbBits, parsley, leaf, citrusSlice, lemonWedge } from "../lib/produce.mjs";
import { tomatoHalf, cherryTomato, cucumberSlice } from "../lib/produce.mjs";
import { chickpea, strip, blobPath } from "../lib/pantry.mjs";
import { salmon, chickenSlice, khorovatsChunk } from "../lib/protein.mjs";
import { grilledPepper, grilledTomato, skewer, lavash, onionRings } from "../lib/grill.mjs";
import { salad } from "../lib/salad.mjs";
import { table, plate, bowl, napkin, fork, spoon } from "../lib/tableware.mjs";
import { soup, grainBed, roll, meatball, sauce, dollop, pumpkinWedge } from "../lib/homestyle.mjs";
import { eggsAndTomato, flatbread, board } from "../lib/homestyle.mjs";
import { scatter, between } from "../lib/core.mjs";
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
};

export default Object.entries(dishes).map(([slug, draw]) => ({
  file: `${slug}.jpg`,
  width: 1200,
  height: 900,
  output: [960, 720],
  quality: 76,
  draw,
}));
