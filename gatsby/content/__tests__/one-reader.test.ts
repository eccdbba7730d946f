/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { dataCopy } from "../../../jest/data-copy";
import { loadContent } from "../snapshot";
import { menuContext } from "../../menu/context";
import { ROOT } from "../../paths";

/*
 * data/ is read once, by the snapshot (gatsby/content/snapshot.ts) through disk.ts, into one snapshot that the build, the editor and the
 * tests are handed: a second reader would see the files at another moment, or unchecked.
 */

/** The one module that opens data/: the snapshot and the editor's checks read through it. */
const READERS = ["gatsby/content/disk.ts"];
/** The snapshot's parts: they read what disk.ts hands them (its Kept). */
const PARTS = ["gatsby/content/snapshot.ts", "gatsby/content/check.ts", "gatsby/content/layout.ts"];

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sources(full);
    return /\.(ts|tsx|js|cjs|mjs)$/.test(entry.name) ? [full] : [];
  });

const usesFiles = /from\s+["'](node:)?fs(\/promises)?["']|(require|import)\(\s*["'](node:)?fs["']/;
/** data/ by its name, or a folder of it (data/weeks/) by a path made to it. */
const namesData = /\bDATA_DIR\b|\bdataDir\b|["'`]data["'`/]|join\([^)]*["'`]weeks["'`]/;
const opensData = (file: string) => {
  const text = fs.readFileSync(file, "utf8");
  return usesFiles.test(text) && namesData.test(text);
};

test("no module of the build or the site but the disk reader opens data/", () => {
  const files = [...sources(path.join(ROOT, "gatsby")), ...sources(path.join(ROOT, "src"))];
  const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
  // The check sees the readers it allows: it would see another.
  expect(READERS.filter((r) => !opensData(path.join(ROOT, r)))).toEqual([]);
  expect(files.filter((f) => !READERS.includes(rel(f)) && opensData(f)).map(rel)).toEqual([]);
});

test("only the snapshot and its parts import the disk reader", () => {
  const files = [...sources(path.join(ROOT, "gatsby")), ...sources(path.join(ROOT, "src"))];
  const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
  // The watcher (develop) and the texts of the editor's checks may come from disk.ts; a
  // file's content only through the snapshot.
  const importsReader = (file: string) =>
    [
      ...fs
        .readFileSync(file, "utf8")
        .matchAll(/import\s*\{([^}]*)\}\s*from\s+["'][./]*(?:gatsby\/)?(?:content\/)?(disk)["']/g),
    ].some(([, names]) => /\b(keepData|readStored|readRaw)\b/.test(names));
  const allowed = [...READERS, ...PARTS];
  expect(files.filter((f) => !allowed.includes(rel(f)) && importsReader(f)).map(rel)).toEqual([]);
});

test("one load lists the weeks' folder once, however often they are asked for", () => {
  const dir = dataCopy();
  const listed = jest.spyOn(fs, "readdirSync");
  const content = loadContent(dir);
  const weeks = content.folder<{ monday: string }>("weeks");
  for (const { monday } of weeks) menuContext(content, "en", monday);
  const weekLists = listed.mock.calls.filter(([folder]) => String(folder).endsWith("weeks"));
  listed.mockRestore();
  expect(weeks.length).toBeGreaterThan(1);
  expect(weekLists).toHaveLength(1);
});

test("the snapshot cannot be changed by whoever it is handed to", () => {
  const content = loadContent();
  const plans = content.read<{ price: number }[]>("plans.json", "en");
  expect(Object.isFrozen(plans) && Object.isFrozen(plans[0])).toBe(true);
  expect(() => {
    plans[0].price = 1;
  }).toThrow(TypeError);
  expect(Object.isFrozen(content.folder("weeks"))).toBe(true);
});
