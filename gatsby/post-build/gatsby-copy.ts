import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/*
 * Gatsby's own HTML of each page, kept so that every build transforms every page afresh
 * (see gatsbyHtml), and the files of public/.
 */

export const sha = (text: string) => createHash("sha256").update(text).digest("hex");

export function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

const SLICE = /<!-- slice-start id="([^"]+)" -->[\s\S]*?<!-- slice-end id="\1" -->/g;

/** `html` with each slice's content as this build wrote it (public/_gatsby/slices/<id>.html). */
export function stitchSlices(html: string, publicDir: string, file: string): string {
  return html.replace(SLICE, (_, id: string) => {
    const slice = path.join(publicDir, "_gatsby", "slices", `${id}.html`);
    if (!fs.existsSync(slice))
      throw new Error(`public/${file}: Gatsby's slice ${id} is gone: run npm run clean`);
    const content = fs.readFileSync(slice, "utf8");
    return `<!-- slice-start id="${id}" -->${content}<!-- slice-end id="${id}" -->`;
  });
}

/**
 * Gatsby writes only the pages whose content changed; the others still hold what this step
 * made of them last time. So it keeps Gatsby's own HTML of every page (in .cache, which
 * `gatsby clean` empties with public/) and the hash of what it wrote: a page that still
 * holds that output is transformed again from Gatsby's copy. Every build therefore applies
 * the transforms as they are now to every page, and a change to them needs no clean.
 *
 * Gatsby's copy is as old as the page's content; what Gatsby stitches into every page from
 * its slices (`public/_gatsby/slices/`: the bundles' names, the chunk map and the compilation
 * hash) is as new as this build's scripts. So the copy gets the slices of this build: a page
 * naming the last build's compilation hash makes Gatsby's runtime reload it on every visit.
 */
export function gatsbyHtml(
  file: string,
  current: string,
  { publicDir, cacheDir }: { publicDir: string; cacheDir: string },
  written: Record<string, string>,
) {
  const copy = path.join(cacheDir, "gatsby-html", file);
  if (written[file] === sha(current)) {
    if (!fs.existsSync(copy))
      throw new Error(
        `public/${file}: transformed before, but Gatsby's copy is gone: run npm run clean`,
      );
    return stitchSlices(fs.readFileSync(copy, "utf8"), publicDir, file);
  }
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.writeFileSync(copy, current);
  return current;
}
