import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/*
 * A throw-away copy of the repository for the editor to write into, and its data/ read back
 * to compare (what the editor saves reaches it through ./opfs.ts).
 */

const SKIP = new Set([".git", "node_modules", ".cache", "public"]);

/**
 * Copies the repository's sources (without history, dependencies, builds or Gatsby's cache)
 * into a temp folder. Gatsby's cache cannot move: it names every file by its absolute path,
 * and a moved one fails the copy's build (a page's static query result is not found). So
 * the copy's build starts without it (webpack's cache aside: seedWebpackCache), and may run
 * while the repository's own builds write theirs.
 */
export function copyRepository(root: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hamov-cms-"));
  fs.cpSync(root, dir, {
    recursive: true,
    filter: (src) => {
      const rel = path.relative(root, src);
      const top = rel.split(path.sep)[0];
      return !SKIP.has(top) && !/^(public-|playwright-report|test-results)/.test(top);
    },
  });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/**
 * Gives the copy the webpack cache of the repository's own build, when one has been made (in
 * `npm test`, the launch build is usually past its webpack stages by the time the editor's test
 * reaches its build; otherwise the copy is built without it). Webpack names each cached module
 * by its absolute path and checks the files it was made from: the copy's node_modules is a link
 * to the repository's, so its modules resolve to the same paths and come from the cache (the
 * HTML renderer's stage then takes a third to a half of its time), while the copy's own sources,
 * at other paths, are built anew. Unlike Gatsby's other caches (see copyRepository), this one
 * cannot fail the build: a cache copied while a build of the repository writes it may be read
 * half-written, and webpack then warns and builds what it could not restore.
 */
export function seedWebpackCache(root: string, repo: string): void {
  const from = path.join(root, ".cache", "webpack");
  const to = path.join(repo, ".cache", "webpack");
  if (!fs.existsSync(from)) return;
  try {
    fs.cpSync(from, to, { recursive: true });
  } catch {
    // A file removed while being copied: the copy's build starts without the cache.
    fs.rmSync(to, { recursive: true, force: true });
  }
}

/**
 * Shrinks the copy's photographs to thumbnails of the same proportions, so that the copy's
 * build makes its few hundred AVIF and JPEG versions in seconds rather than minutes (it runs
 * beside the repository's own builds, which make the full-size ones). What the editor's test
 * checks holds all the same: every dish keeps a picture, and a photo-sized upload still goes
 * through the build's image pipeline whole.
 */
export async function shrinkPictures(repo: string, width = 48): Promise<void> {
  const folder = path.join(repo, "data", "images");
  for (const name of fs.readdirSync(folder).filter((f) => /\.(jpe?g|png|webp)$/i.test(f))) {
    const file = path.join(folder, name);
    const small = await sharp(fs.readFileSync(file)).resize({ width }).toBuffer();
    fs.writeFileSync(file, small);
  }
}

/** Every file below `dir`, by its path relative to `base`. */
export function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** Every JSON file of data/ as text, by its path. */
export function readTexts(repo: string): Record<string, string> {
  const data = path.join(repo, "data");
  return Object.fromEntries(
    walk(data)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [`data/${f}`, fs.readFileSync(path.join(data, f), "utf8")]),
  );
}

/** Every JSON file of data/, parsed, by its path. */
export function readData(repo: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(readTexts(repo)).map(([file, text]) => [file, JSON.parse(text)]),
  );
}

/**
 * The lines that two readings of data/ as text differ in, as "file: new value" (what a
 * `git diff` would show), e.g. `data/plans/ready-4.json: 16000`; a file added or removed whole
 * shows as "file: added" or "file: removed".
 */
export function changedLines(before: Record<string, string>, after: Record<string, string>) {
  const files = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return files.flatMap((f) => {
    if (before[f] === after[f]) return [];
    if (before[f] === undefined) return [`${f}: added`];
    if (after[f] === undefined) return [`${f}: removed`];
    const [old, now] = [before[f].split("\n"), after[f].split("\n")];
    if (old.length !== now.length) return [`${f}: ${old.length} lines, now ${now.length}`];
    return now.flatMap((line, i) =>
      line === old[i]
        ? []
        : [
            `${f}: ${line
              .trim()
              .replace(/^"[^"]*": /, "")
              .replace(/,$/, "")}`,
          ],
    );
  });
}

/** The places where two values differ, e.g. "en.price" (key order is not a difference). */
export function differences(before: unknown, after: unknown, at = ""): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
  if (!isObj(before) || !isObj(after)) return [at];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((k) =>
    differences(before[k], after[k], Array.isArray(after) ? `${at}[${k}]` : at ? `${at}.${k}` : k),
  );
}

/** The changes between two readings of data/: "data/plans/ready-4.json: en.price". */
export function changedPlaces(before: Record<string, unknown>, after: Record<string, unknown>) {
  const files = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return files.flatMap((f) => differences(before[f], after[f]).map((p) => `${f}: ${p}`));
}
