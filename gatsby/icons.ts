import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ICON_FILES } from "../src/lib/icon-files";
import { THEME_COLOR } from "../src/lib/theme-color";
import { DEFAULT_LANG } from "../src/lib/languages";
import type { Content } from "./content/snapshot";
import { PUBLIC_DIR } from "./paths";

/*
 * Written here rather than with gatsby-plugin-manifest: that plugin takes the name and
 * description from gatsby-config (the owner edits them in data/site.json), makes neither
 * favicon.svg nor favicon.ico (which browsers still ask for), and adds head links of its own
 * to every page, where the Seo component keeps the head and its Content-Security-Policy whole.
 */

type Options = {
  /** The one committed source: data/images/logo.svg. */
  logo: string;
  publicDir: string;
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
};

/** A .ico holding one PNG (every current browser reads PNG-in-ICO). */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image starts right after this header
  return Buffer.concat([header, png]);
}

/**
 * Renders the favicons, the apple-touch-icon and the web manifest from the logo.
 * Icons that platforms show without transparency (apple-touch, maskable) are filled
 * edge to edge with the logo's own tile colour, read from the logo itself.
 */
export async function writeIcons(o: Options): Promise<string[]> {
  const svg = fs.readFileSync(o.logo);
  const out = (p: string) => path.join(o.publicDir, p);
  fs.mkdirSync(out("icons"), { recursive: true });
  fs.copyFileSync(o.logo, out(ICON_FILES.svg));

  const { width = 512 } = await sharp(svg).metadata();
  const [r, g, b] = await sharp(svg)
    .extract({ left: Math.round(width / 2), top: 1, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  const render = (size: number, opaque = false) => {
    const img = sharp(svg, { density: Math.max(72, (72 * size) / width) }).resize(size, size);
    return (opaque ? img.flatten({ background: { r, g, b } }) : img).png().toBuffer();
  };

  for (const { path: p, size } of ICON_FILES.png) fs.writeFileSync(out(p), await render(size));
  fs.writeFileSync(out(ICON_FILES.ico), pngToIco(await render(32), 32));
  const { appleTouch, maskable } = ICON_FILES;
  fs.writeFileSync(out(appleTouch.path), await render(appleTouch.size, true));
  fs.writeFileSync(out(maskable.path), await render(maskable.size, true));

  const manifest = {
    name: o.name,
    short_name: o.shortName,
    description: o.description,
    start_url: "/",
    scope: "/",
    display: "minimal-ui",
    theme_color: o.themeColor,
    background_color: o.backgroundColor,
    icons: [
      { src: ICON_FILES.svg, sizes: "any", type: "image/svg+xml" },
      ...ICON_FILES.png
        .filter((i) => i.size >= 192)
        .map((i) => ({ src: i.path, sizes: `${i.size}x${i.size}`, type: "image/png" })),
      {
        src: maskable.path,
        sizes: `${maskable.size}x${maskable.size}`,
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
  fs.writeFileSync(out(ICON_FILES.manifest), JSON.stringify(manifest, null, 2) + "\n");
  return [ICON_FILES.svg, ICON_FILES.ico, ...ICON_FILES.png.map((i) => i.path), appleTouch.path];
}

/** Icons and manifest from the one committed logo and the site's English name and description. */
export async function writeSiteIcons(
  content: Content,
  publicDir: string = PUBLIC_DIR,
): Promise<string[]> {
  const { brand, description } = content.read<{ brand: string; description: string }>(
    "site.json",
    DEFAULT_LANG,
  );
  return writeIcons({
    logo: content.path(path.join("images", "logo.svg")),
    publicDir,
    name: brand,
    shortName: brand,
    description,
    themeColor: THEME_COLOR.light,
    backgroundColor: THEME_COLOR.light,
  });
}
