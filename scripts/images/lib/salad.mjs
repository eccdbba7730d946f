// A heap of mixed leaves: darker base, then leaves radiating from the centre,
// lighter ones on top so the pile reads as volume.
import { leaf } from "./produce.mjs";
import { blobPath } from "./pantry.mjs";
import { between, pick } from "./core.mjs";

export function salad(rng, cx, cy, rx, ry, n = 18, size = 110) {
  let s = `<path d="${blobPath(rng, cx, cy, rx * 0.85, ry * 0.85, 0.1)}" fill="#3C6E27" filter="url(#fDrop)"/>`;
  const fills = [
    ["gLeafDark", "gLeaf"],
    ["gLeaf", "gLeafDark", "gLettuce"],
    ["gLettuce", "gLeafLight", "gLeaf"],
  ];
  for (let layer = 0; layer < 3; layer++) {
    const k = 1 - layer * 0.3;
    for (let i = 0; i < n / 3; i++) {
      const a = rng() * Math.PI * 2,
        d = Math.sqrt(rng()) * k * 0.75;
      const x = cx + Math.cos(a) * rx * d,
        y = cy + Math.sin(a) * ry * d;
      const rot = (a * 180) / Math.PI + between(rng, -35, 35);
      const len = size * between(rng, 0.8, 1.15) * (1 - layer * 0.12);
      // the leaf base sits toward the centre, the tip points out
      s += leaf(
        x - Math.cos(a) * len * 0.35,
        y - Math.sin(a) * len * 0.35,
        len,
        rot,
        pick(rng, fills[layer]),
        between(rng, 0.42, 0.55),
      );
    }
  }
  return s;
}
