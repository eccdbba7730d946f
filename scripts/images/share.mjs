// 1200x630 social share card: brand, tagline and a bowl on emerald.
import { buddhaFood } from "./dishes/buddha-bowl.mjs";
import { bowl } from "./lib/tableware.mjs";
import { parsley, citrusSlice, leaf } from "./lib/produce.mjs";
import { P } from "./lib/palette.mjs";
import { mark } from "./logo.mjs";

export default {
  file: "share.jpg",
  width: 1200,
  height: 630,
  draw(rng) {
    const text = (y, size, weight, fill, str) =>
      `<text x="84" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${str}</text>`;
    return (
      `<linearGradient id="shareBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.emerald}"/><stop offset="1" stop-color="${P.emeraldDark}"/></linearGradient>` +
      `<rect width="1200" height="630" fill="url(#shareBg)"/>` +
      `<circle cx="960" cy="320" r="300" fill="#F1E6D3" opacity=".1"/><circle cx="960" cy="320" r="252" fill="#F1E6D3" opacity=".9"/>` +
      leaf(1080, 90, 120, -40, "gLeafLight") +
      citrusSlice(1130, 560, 52) +
      parsley(720, 570, 56, -30) +
      bowl(960, 320, 208, buddhaFood(rng), { rng, speckle: 80, fill: 0.86 }) +
      `<g transform="translate(84 92) scale(.19)">${mark("#ECFDF5", P.emerald)}</g>` +
      text(300, 128, 800, "#FFFFFF", "Hamov") +
      text(376, 36, 700, "#ECFDF5", "Healthy Meals Made Simple") +
      text(428, 28, 400, "#A7F3D0", "Fresh meal delivery in Yerevan") +
      `<rect x="84" y="486" width="96" height="6" rx="3" fill="#FBBF24"/>`
    );
  },
};
