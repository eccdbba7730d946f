// Shared <defs>: gradients and filters referenced by id from every module.
// objectBoundingBox gradients so one definition shades any size of shape.
import { P } from "./palette.mjs";

const ball = (id, c1, c2, c3, fx = 0.3, fy = 0.26) =>
  `<radialGradient id="${id}" cx=".42" cy=".4" r=".66" fx="${fx}" fy="${fy}">` +
  `<stop offset="0" stop-color="${c1}"/><stop offset=".6" stop-color="${c2}"/>` +
  `<stop offset="1" stop-color="${c3}"/></radialGradient>`;

const lin = (id, stops, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join("") +
  `</linearGradient>`;

const blur = (id, sd, pad = 40) =>
  `<filter id="${id}" x="-${pad}%" y="-${pad}%" width="${100 + 2 * pad}%" height="${100 + 2 * pad}%">` +
  `<feGaussianBlur stdDeviation="${sd}"/></filter>`;

const drop = (id, dx, dy, sd, op) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%">` +
  `<feDropShadow dx="${dx}" dy="${dy}" stdDeviation="${sd}" flood-color="${P.shadow}" flood-opacity="${op}"/></filter>`;

export const sharedDefs = () =>
  [
    ball("gTomato", "#FF8A6A", "#E8432E", "#A8231A"),
    ball("gTomatoFlesh", "#FF9C7A", "#F0614A", "#D8432F"),
    ball("gLemon", "#FFF0A0", "#F7CF3C", "#D9A514"),
    ball("gLemonFlesh", "#FFF7C8", "#FFE07A", "#F5C842"),
    ball("gLime", "#D8EE8A", "#9CC94A", "#5E8E24"),
    ball("gChickpea", "#F8E4B6", "#E6C384", "#C3955A"),
    ball("gBeet", "#D84B82", "#9E2258", "#5E1035"),
    ball("gBroc", "#86B552", "#4E802E", "#2C5419"),
    ball("gPea", "#B9DD78", "#7DB444", "#4E8429"),
    ball("gOlive", "#6E6A45", "#4A4630", "#2E2B1C"),
    ball("gAvoFlesh", "#F1F3B0", "#C9DC78", "#86B445", 0.5, 0.5),
    ball("gYolk", "#FFD45A", "#F6A623", "#E08A12"),
    ball("gHummus", "#F6E3BD", "#E9CD98", "#D2AE72", 0.4, 0.35),
    ball("gSoup", "#F59A55", "#E0692D", "#C2521E", 0.45, 0.42),
    ball("gRice", "#D8B88A", "#B98E5C", "#9A7144", 0.4, 0.35),
    ball("gQuinoa", "#F2DDB0", "#E2C287", "#C9A466", 0.4, 0.35),
    ball("gBulgur", "#E2AE62", "#C98E45", "#A8702F", 0.4, 0.35),
    ball("gLavash", "#F4E0B8", "#E6C68E", "#CFA566", 0.45, 0.4),
    ball("gPepperRed", "#FF7B5E", "#D9342A", "#951C16"),
    ball("gPepperGreen", "#A6D460", "#5E9A2E", "#2F5E18"),
    ball("gOnion", "#F3D8EA", "#D9A3C6", "#B0779E"),
    lin("gChicken", ["#F2C77F", "#DDA055", "#B8733A"]),
    lin("gKhor", ["#F2B45C", "#DB8232", "#B0561C"]),
    lin("gSalmon", ["#FFB592", "#F48B60", "#DE6C45"]),
    lin("gBeef", ["#A8664A", "#7E432A", "#5A2A16"]),
    lin("gAvoSlice", ["#EEF2A8", "#C3DA70", "#7FAE3E"], 0, 1),
    lin("gLeaf", ["#7DBB52", "#4F8F33", "#2F6A22"]),
    lin("gLeafLight", ["#B6DA7A", "#86BC4E", "#5A9435"]),
    lin("gLeafDark", ["#5C9A3C", "#3B7428", "#24521A"]),
    lin("gLettuce", ["#DDEFA0", "#A9D267", "#79AD44"]),
    lin("gCarrot", ["#FFB25A", "#F28A23", "#D06A14"]),
    lin("gMetal", P.metal),
    lin("gWood", P.wood),
    lin("gCeramic", P.ceramic),
    lin("gStoneware", P.stoneware),
    lin("gSageGlaze", P.sageGlaze),
    lin("gTerraGlaze", P.terraGlaze),
    lin("gLinen", P.linen),
    lin("gLinenSage", ["#DFE6D2", "#C9D4B8"]),
    lin("gLinenTerra", ["#F0D5C2", "#E2B89C"]),
    lin("gCucSkin", ["#5F9440", "#3D6E28", "#2A4F1B"]),
    lin("gAsparagus", ["#A8CF6A", "#7BA83F", "#567E2A"], 0, 1),
    `<radialGradient id="gSheen" cx=".3" cy=".25" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="gVignette" cx=".38" cy=".32" r=".9"><stop offset=".55" stop-color="${P.shadow}" stop-opacity="0"/><stop offset="1" stop-color="${P.shadow}" stop-opacity=".16"/></radialGradient>`,
    `<radialGradient id="gLight" cx=".22" cy=".12" r=".7"><stop offset="0" stop-color="#FFF8EC" stop-opacity=".55"/><stop offset="1" stop-color="#FFF8EC" stop-opacity="0"/></radialGradient>`,
    blur("fShadowL", 18),
    blur("fShadowM", 9),
    blur("fShadowS", 3.5),
    blur("fSoft", 1.2, 10),
    drop("fDrop", 3, 5, 3.5, 0.3),
    drop("fDropS", 1.5, 2.5, 1.6, 0.3),
    drop("fDropL", 6, 10, 8, 0.28),
  ].join("");
