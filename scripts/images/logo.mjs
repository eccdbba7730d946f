// Logo source: a bowl with a two-leaf sprout on an emerald rounded square.
// Plain SVG (no filters, no text) so favicons can be derived from it.
import { P } from "./lib/palette.mjs";

/** The mark on a 512x512 square: `bg` tile colour, `fg` bowl/leaf colour. */
export const mark = (bg, fg) =>
  `<rect width="512" height="512" rx="116" fill="${bg}"/>` +
  `<path d="M256 270 C256 200 290 150 360 132 C366 200 330 258 256 270Z" fill="${fg}" opacity=".85"/>` +
  `<path d="M256 270 C256 210 226 166 164 150 C156 212 190 258 256 270Z" fill="${fg}" opacity=".65"/>` +
  `<path d="M104 284 H408 A152 152 0 0 1 104 284Z" fill="${fg}"/>` +
  `<rect x="196" y="428" width="120" height="18" rx="9" fill="${fg}"/>`;

export default {
  file: "logo.svg",
  width: 512,
  height: 512,
  raw: true,
  draw: () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
    `<title>Hamov</title>${mark(P.emerald, "#FFFFFF")}</svg>`,
};
