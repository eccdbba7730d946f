import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataFiles } from "../src/schema";
import { DEFAULT_LANG } from "../src/lib/languages";
import { copyOf, factsOf, readStored, storedName } from "../gatsby/stored";
import { isObject } from "../gatsby/entry-parts";
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

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const readFresh = (full: string): Json => JSON.parse(fs.readFileSync(full, "utf8"));

function merge(copy: Json, facts: Json): Json {
  if (!isObject(copy) || !isObject(facts)) return facts === undefined ? copy : facts;
  const out: Json = { ...copy };
  for (const [k, v] of Object.entries(facts)) out[k] = isObject(out[k]) ? merge(out[k], v) : v;
  return out;
}

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
  change(lang ? copies[lang] : facts);
  const parts: Record<string, Json> = {};
  for (const l of langs) {
    const copy = copies[l];
    const strip = (e: Json) => {
      if (!isObject(e) || l === DEFAULT_LANG) return e;
      const { slug: _slug, ...rest } = e as Json; // eslint-disable-line @typescript-eslint/no-unused-vars
      return rest;
    };
    if (Array.isArray(copy)) {
      const first = l === DEFAULT_LANG && Array.isArray(facts) ? facts : undefined;
      parts[l] = first
        ? first.map((f: Json, i: number) =>
            merge(copy.find((c: Json) => c?.slug === f?.slug) ?? copy[i] ?? {}, f),
          )
        : copy.map(strip);
    } else parts[l] = l === DEFAULT_LANG && facts !== undefined ? merge(copy, facts) : copy;
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
    const one = Object.fromEntries(langs.map((l) => [l, parts[l][i]]));
    const fileName = sameFiles ? kept.names![i] : `${String(entry.slug)}.json`;
    fs.writeFileSync(path.join(target, fileName), JSON.stringify(one, null, 2) + "\n");
  });
}

/** Changes the text of one file as kept in the copy `dir` ("site.json", "dishes/tolma.json"). */
export function editText(dir: string, file: string, edit: (text: string) => string): void {
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
}
