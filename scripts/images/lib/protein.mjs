// Chicken, salmon, beef and khorovats pieces.
import { at, f, group, between, uid } from "./core.mjs";
import { blobPath, seeds } from "./pantry.mjs";
import { herbBits } from "./produce.mjs";

const grill = (w, h, n, color = "#5A2E14", op = 0.7) => {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = -w / 2 + ((i + 0.7) / n) * w;
    out += `<path d="M${f(x - h * 0.25)} ${f(-h * 0.42)} L${f(x + h * 0.25)} ${f(h * 0.42)}"/>`;
  }
  return `<g stroke="${color}" stroke-opacity="${op}" stroke-width="${f(h * 0.13)}" stroke-linecap="round">${out}</g>`;
};

/**
 * Grilled chicken breast slice, meant to be shingled: a browned, grill-marked
 * top band with the pale juicy cut face below it.
 */
export function chickenSlice(x, y, len, wid, rot = 0) {
  const l = len / 2,
    w = wid / 2;
  const outline = `M${f(-l)} ${f(-w * 0.6)} Q${f(-l)} ${-w} ${f(-l + w)} ${-w} L${f(l - w * 0.8)} ${f(-w * 0.92)} Q${l} ${f(-w * 0.85)} ${l} ${f(-w * 0.2)} L${f(l * 0.96)} ${f(w * 0.5)} Q${f(l * 0.92)} ${w} ${f(l - w)} ${w} L${f(-l + w)} ${f(w * 0.95)} Q${f(-l)} ${f(w * 0.9)} ${f(-l)} ${f(w * 0.4)}Z`;
  const clip = uid("chk");
  return group(
    at(x, y, rot),
    `<clipPath id="${clip}"><path d="${outline}"/></clipPath>` +
      `<path d="${outline}" fill="#F4E4CA"/>` +
      `<g clip-path="url(#${clip})">` +
      `<rect x="${-l}" y="${f(w * 0.05)}" width="${len}" height="${w}" fill="#E8CFA6" opacity=".6"/>` +
      `<rect x="${-l}" y="${-w}" width="${len}" height="${f(wid * 0.46)}" fill="url(#gChicken)"/>` +
      grill(len * 0.95, wid * 0.4, Math.max(2, Math.round(len / 46))).replace(
        "<g ",
        `<g transform="translate(0 ${f(-w * 0.55)})" `,
      ) +
      `<path d="M${-l} ${f(-w * 0.08)} L${l} ${f(-w * 0.08)}" stroke="#B87A40" stroke-opacity=".55" stroke-width="${f(wid * 0.05)}"/>` +
      `<path d="M${f(-l * 0.7)} ${f(w * 0.35)} L${f(l * 0.6)} ${f(w * 0.3)}" stroke="#fff" stroke-opacity=".45" stroke-width="${f(wid * 0.06)}" stroke-linecap="round"/></g>` +
      `<path d="${outline}" fill="none" stroke="#A8682F" stroke-opacity=".45" stroke-width="2"/>`,
    `filter="url(#fDrop)"`,
  );
}

/** Salmon fillet with white fat lines and a herb crust; returns SVG. */
export function salmon(rng, x, y, s, rot = 0) {
  const crust =
    seeds(rng, 70, 0, 0, s * 0.7, s * 0.3, {
      color: "#E2B96A",
      len: 3,
      wid: 2.4,
    }) +
    herbBits(
      rng,
      260,
      0,
      -s * 0.02,
      s * 0.74,
      s * 0.33,
      ["#3E6B22", "#557F2C", "#2F5A1C", "#6C8F34"],
      s * 0.035,
    );
  const body = `M${-s} ${f(-s * 0.3)} C${f(-s * 0.85)} ${f(-s * 0.62)} ${f(s * 0.6)} ${f(-s * 0.66)} ${f(s * 0.95)} ${f(-s * 0.34)} C${f(s * 1.1)} ${f(-s * 0.1)} ${f(s * 1.02)} ${f(s * 0.3)} ${f(s * 0.8)} ${f(s * 0.42)} C${f(s * 0.3)} ${f(s * 0.62)} ${f(-s * 0.7)} ${f(s * 0.55)} ${f(-s * 0.95)} ${f(s * 0.3)} C${f(-s * 1.1)} ${f(s * 0.1)} ${f(-s * 1.06)} ${f(-s * 0.15)} ${-s} ${f(-s * 0.3)}Z`;
  let fat = "";
  for (let i = -4; i <= 4; i++) {
    const cx = i * s * 0.2;
    fat += `<path d="M${f(cx - s * 0.12)} ${f(-s * 0.55)} Q${f(cx + s * 0.1)} 0 ${f(cx - s * 0.1)} ${f(s * 0.55)}"/>`;
  }
  const clip = uid("sal");
  return group(
    at(x, y, rot),
    `<clipPath id="${clip}"><path d="${body}"/></clipPath>` +
      `<path d="${body}" transform="translate(${f(s * 0.03)} ${f(s * 0.09)})" fill="#D9643E"/><path d="${body}" fill="url(#gSalmon)"/>` +
      `<g stroke="#FFE3D2" stroke-opacity=".75" stroke-width="${f(s * 0.03)}" fill="none" stroke-linecap="round" clip-path="url(#${clip})">${fat}</g>` +
      `<path d="${body}" fill="none" stroke="#C85A34" stroke-opacity=".55" stroke-width="${f(s * 0.05)}"/>` +
      `<path d="${blobPath(rng, 0, -s * 0.02, s * 0.78, s * 0.36, 0.08)}" fill="#7A8F3A" opacity=".9"/>` +
      crust +
      `<path d="M${f(-s * 0.7)} ${f(-s * 0.42)} Q0 ${f(-s * 0.58)} ${f(s * 0.7)} ${f(-s * 0.4)}" stroke="#fff" stroke-opacity=".4" stroke-width="${f(s * 0.04)}" fill="none" stroke-linecap="round"/>`,
    `filter="url(#fDropL)"`,
  );
}

/** Glossy strip of stir-fried beef. */
export function beefStrip(rng, x, y, len, wid, rot = 0) {
  const b = between(rng, -0.25, 0.25) * wid;
  const d = `M${f(-len / 2)} ${f(-wid / 2)} Q0 ${f(-wid / 2 + b)} ${f(len / 2)} ${f(-wid * 0.4)} L${f(len / 2 + wid * 0.12)} ${f(wid * 0.1)} L${f(len / 2)} ${f(wid * 0.4)} Q0 ${f(wid / 2 + b)} ${f(-len / 2)} ${f(wid / 2)} L${f(-len / 2 - wid * 0.1)} 0 L${f(-len / 2)} ${f(-wid / 2)}Z`;
  return group(
    at(x, y, rot),
    `<path d="${d}" fill="url(#gBeef)"/>` +
      `<path d="M${f(-len * 0.38)} ${f(-wid * 0.22)} Q0 ${f(-wid * 0.3 + b * 0.6)} ${f(len * 0.38)} ${f(-wid * 0.18)}" stroke="#E3A57A" stroke-opacity=".55" stroke-width="${f(wid * 0.14)}" fill="none" stroke-linecap="round"/>`,
    `filter="url(#fDropS)"`,
  );
}

/** Chunk of marinated, charred chicken khorovats. */
export function khorovatsChunk(rng, x, y, s, rot = 0) {
  let char = "";
  for (let i = 0; i < 4; i++) {
    const a = rng() * Math.PI * 2,
      d = s * between(rng, 0.3, 0.6);
    char += `<ellipse cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d)}" rx="${f(s * between(rng, 0.1, 0.2))}" ry="${f(s * 0.08)}" transform="rotate(${f(rng() * 180)})"/>`;
  }
  return group(
    at(x, y, rot),
    `<path d="${blobPath(rng, 0, 0, s, s * 0.86, 0.14, 10)}" fill="url(#gKhor)" stroke="#7A3A14" stroke-opacity=".55" stroke-width="${f(s * 0.1)}"/>` +
      `<g fill="#4A2410" opacity=".55">${char}</g>` +
      `<path d="M${f(-s * 0.7)} ${f(s * 0.25)} L${f(s * 0.7)} ${f(s * 0.05)}" stroke="#4A2410" stroke-opacity=".5" stroke-width="${f(s * 0.14)}" stroke-linecap="round"/>` +
      `<ellipse cx="${f(-s * 0.3)}" cy="${f(-s * 0.35)}" rx="${f(s * 0.35)}" ry="${f(s * 0.16)}" fill="#FFE2A8" opacity=".45"/>`,
    `filter="url(#fDrop)"`,
  );
}
