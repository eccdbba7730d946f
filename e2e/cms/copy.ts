import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";

/*
 * A throw-away copy of the repository for the editor to write into, and the bridge between
 * the copy's files and the browser's private file system (OPFS), which is what the editor
 * reads and writes once its folder picker hands it a directory.
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
 * half-written, and webpack then warns and builds what it could not restore. Returns whether
 * there was a cache to copy.
 */
export function seedWebpackCache(root: string, repo: string): boolean {
  const from = path.join(root, ".cache", "webpack");
  const to = path.join(repo, ".cache", "webpack");
  if (!fs.existsSync(from)) return false;
  try {
    fs.cpSync(from, to, { recursive: true });
    return true;
  } catch {
    // A file removed while being copied: the copy's build starts without the cache.
    fs.rmSync(to, { recursive: true, force: true });
    return false;
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

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** Every JSON file of data/, parsed, by its path. */
export function readData(repo: string): Record<string, unknown> {
  const data = path.join(repo, "data");
  return Object.fromEntries(
    walk(data)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [`data/${f}`, JSON.parse(fs.readFileSync(path.join(data, f), "utf8"))]),
  );
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

/** Puts the copy's data/ (and a stand-in .git, which the editor looks for) into OPFS. */
export async function seedOpfs(page: Page, repo: string) {
  const files = Object.fromEntries(
    walk(path.join(repo, "data")).map((f) => [
      `data/${f}`,
      fs.readFileSync(path.join(repo, "data", f)).toString("base64"),
    ]),
  );
  files[".git/HEAD"] = Buffer.from("ref: refs/heads/main\n").toString("base64");
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    for (const [name, base64] of Object.entries(files)) {
      const parts = name.split("/");
      let dir = root;
      for (const d of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(d, { create: true });
      const file = await dir.getFileHandle(parts.at(-1)!, { create: true });
      const out = await file.createWritable();
      await out.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await out.close();
    }
  }, files);
}

/** Every file of data/ in OPFS (what the editor saved), base64, by its path ("data/x.json"). */
async function opfsFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const out: Record<string, string> = {};
    async function walkDir(dir: FileSystemDirectoryHandle, at: string) {
      // @ts-expect-error: entries() is in Chromium, not yet in TypeScript's DOM types
      for await (const [name, handle] of dir.entries()) {
        const p = `${at}/${name}`;
        if (handle.kind === "directory") await walkDir(handle, p);
        else {
          const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
          out[p] = btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));
        }
      }
    }
    const root = await navigator.storage.getDirectory();
    await walkDir(await root.getDirectoryHandle("data"), "data");
    return out;
  });
}

/**
 * Writes what the editor saved in OPFS (data and uploaded pictures) back into the copy's data/,
 * and removes from it the files the editor deleted (a dish taken off the catalogue).
 */
export async function mirrorOpfs(page: Page, repo: string) {
  const saved = await opfsFiles(page);
  for (const name of walk(path.join(repo, "data")))
    if (saved[`data/${name}`] === undefined) fs.rmSync(path.join(repo, "data", name));
  for (const [name, base64] of Object.entries(saved)) {
    const file = path.join(repo, name);
    const bytes = Buffer.from(base64, "base64");
    if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
}
