import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataFiles } from "../gatsby/content/data-files";
import { DEFAULT_LANG } from "../src/lib/languages";
import { readStored, storedName } from "../gatsby/content/disk";
import { copyOf, factsOf, isObject, mergeContent } from "../gatsby/content/parts";
import { DATA_DIR } from "../gatsby/paths";

/*
 * Copies of data/ for tests that break it on purpose. A test changes a file as the build reads
 * it (its facts, "plans.json", or a language's copy, "hy/plans.json") and the copy keeps it as
 * data/ does: one file per thing (or per entry), a part per language, facts under "en".
 */

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of data/ in a temp folder, the pictures linked; removed after the test file. */
export function dataCopy(from: string = DATA_DIR): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  made.push(dir);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    if (entry.name === "images") fs.symlinkSync(src, path.join(dir, entry.name));
    else fs.cpSync(src, path.join(dir, entry.name), { recursive: true });
  }
  return dir;
}

type Json = any;
const readFresh = (full: string): Json => JSON.parse(fs.readFileSync(full, "utf8"));

/**
 * Changes one file of the copy `dir` as the build reads it: "plans.json" (its facts) or
 * "hy/plans.json" (a language's copy). A list's entries stay joined by place.
 */
export function editData(dir: string, file: string, change: (value: Json) => void): void {
  const [lang, name] = file.includes("/") ? file.split("/") : [undefined, file];
  const spec = dataFiles[name];
  const kept = readStored(dir, name, spec, "data", readFresh);
  const facts = factsOf(kept, spec);
  const langs = Object.keys(kept.parts);
  const copies = Object.fromEntries(langs.map((l) => [l, copyOf(kept, spec, l)]));
  // Where each entry of the facts was before the change, so that its copy stays with it even
  // when the change gives it another slug (an entry put in place of one has none).
  const was = new Map<Json, number>(Array.isArray(facts) ? facts.map((f, i) => [f, i]) : []);
  change(lang ? copies[lang] : facts);
  const parts: Record<string, Json> = {};
  for (const l of langs) {
    const copy: Json = copies[l];
    const strip = (e: Json) => {
      if (!isObject(e) || l === DEFAULT_LANG) return e;
      const { slug: _slug, ...rest } = e as Json; // eslint-disable-line @typescript-eslint/no-unused-vars
      return rest;
    };
    const ownCopy = (f: Json, i: number): Json =>
      !lang && was.has(f)
        ? copy[was.get(f)!]
        : (copy.find((c: Json) => c?.slug !== undefined && c?.slug === f?.slug) ?? copy[i]);
    if (Array.isArray(copy)) {
      if (!Array.isArray(facts)) parts[l] = copy.map(strip);
      else if (l === DEFAULT_LANG)
        parts[l] = facts.map((f, i) => mergeContent(ownCopy(f, i) ?? {}, f));
      // A language's entries follow the facts' when the facts were changed, by place otherwise.
      else if (lang) parts[l] = copy.map(strip);
      else
        parts[l] = facts.flatMap((f, i) =>
          ownCopy(f, i) === undefined ? [] : [strip(ownCopy(f, i))],
        );
    } else parts[l] = l === DEFAULT_LANG && facts !== undefined ? mergeContent(copy, facts) : copy;
  }
  const target = path.join(dir, storedName(name, spec));
  if (!spec.perEntry) {
    fs.writeFileSync(target, JSON.stringify(parts, null, 2) + "\n");
    return;
  }
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target);
  const entries = parts[DEFAULT_LANG] as Json[];
  const sameFiles = kept.names?.length === entries.length;
  entries.forEach((entry, i) => {
    // A part an entry's file left out stays out.
    const written = langs.filter((l) => !sameFiles || kept.written?.[l]?.[i] !== false);
    const one = Object.fromEntries(written.map((l) => [l, parts[l][i]]));
    const fileName = sameFiles ? kept.names![i] : `${String(entry.slug)}.json`;
    fs.writeFileSync(path.join(target, fileName), JSON.stringify(one, null, 2) + "\n");
  });
}

/** Changes the text of one file as kept in the copy `dir` ("site.json", "dishes/tolma.json"). */
export function editText(dir: string, file: string, edit: (text: string) => string): void {
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
}
