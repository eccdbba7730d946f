// The reference page: the landing hero in plain HTML with inline CSS and no JavaScript,
// using the very image file the built landing page shows, so Lighthouse can tell what
// the site's own machinery (Gatsby, React, CSS) adds to the fastest possible hero.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const escape = (s) =>
  String(s)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** The picture, eager, first and without inline styles. */
function plainImage(markup) {
  return markup
    .replace(/\s(style|loading|fetchpriority)="[^"]*"/g, "")
    .replace(/<img\b/, '<img loading="eager" fetchpriority="high"');
}

/** The hero's <picture> (or <img>) from the built landing page, found by its alt text. */
export function heroImageMarkup(html, alt) {
  const wanted = `alt="${escape(alt)}"`;
  const pictures = html.match(/<picture>[\s\S]*?<\/picture>/g) ?? [];
  const picture = pictures.find((p) => p.includes(wanted));
  if (picture) return plainImage(picture);
  const img = (html.match(/<img\b[^>]*>/g) ?? []).find((tag) => tag.includes(wanted));
  return img ? plainImage(img) : null;
}

const CSS = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fff;line-height:1.5}
main{max-width:72rem;margin:0 auto;padding:6rem 1rem 3rem;display:grid;gap:2rem}
@media(min-width:1024px){main{grid-template-columns:1fr 1fr;align-items:center}}
.badge{display:inline-block;border-radius:999px;background:#ecfdf5;color:#065f46;padding:.25rem .75rem;font-size:.875rem;font-weight:600}
h1{font-size:2.25rem;line-height:1.1;font-weight:800;letter-spacing:-.02em;margin:1rem 0}
p{font-size:1.125rem;color:#44403c;margin:0 0 1.5rem}
ul{list-style:none;padding:0;margin:0 0 1.5rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;color:#44403c}
a.cta{display:inline-block;background:#047857;color:#fff;border-radius:.5rem;padding:.75rem 1.5rem;font-weight:600;text-decoration:none}
img{display:block;width:100%;height:auto;border-radius:1rem}`;

/**
 * Writes `dir`/index.html. Returns { imageSource: "landing" | "fallback", image }:
 * when the built landing page has no hero image yet, a 1,000 px WebP of data's hero
 * picture stands in (the ratio to it then says little about the image path).
 */
export async function writeReference({ root, publicDir, dir, urlPrefix }) {
  // The English hero, picture and copy, from the home page's English part.
  const home = JSON.parse(fs.readFileSync(path.join(root, "data", "home.json"), "utf8")).en;
  const hero = home.hero;
  fs.mkdirSync(dir, { recursive: true });
  const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  let image = heroImageMarkup(html, hero.imageAlt);
  const imageSource = image ? "landing" : "fallback";
  if (!image) {
    const source = path.resolve(root, "data", hero.image);
    const info = await sharp(source)
      .resize({ width: 1000, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(path.join(dir, "hero.webp"));
    image =
      `<img src="${urlPrefix}hero.webp" width="${info.width}" height="${info.height}"` +
      ` alt="${escape(hero.imageAlt)}" loading="eager" fetchpriority="high">`;
  }
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escape(home.title)} (bench reference)</title>
<meta name="description" content="${escape(home.description)}">
<style>${CSS}</style></head>
<body><main>
<div><span class="badge">${escape(hero.badge)}</span>
<h1>${escape(hero.title)}</h1>
<p>${escape(hero.text)}</p>
<ul>${hero.trustPoints.map((t) => `<li>${escape(t)}</li>`).join("")}</ul>
<a class="cta" href="/register">${escape(hero.cta)}</a></div>
<div>${image}</div>
</main></body></html>
`;
  fs.writeFileSync(path.join(dir, "index.html"), page);
  return { imageSource, image };
}
