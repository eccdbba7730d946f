import fs from "node:fs";
import path from "node:path";

/* admin/content.json: data/ as the build's checks read it in the editor (./entry.ts). */

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/**
 * data/ as the checks read it: each JSON file's text, and each picture by name with no content
 * (the checks only ask whether it exists).
 */
export function contentTexts(dataDir: string): Record<string, string> {
  if (!fs.existsSync(dataDir)) return {};
  return Object.fromEntries(
    walk(dataDir).map((rel) => [
      `data/${rel.split(path.sep).join("/")}`,
      rel.endsWith(".json") ? fs.readFileSync(path.join(dataDir, rel), "utf8") : "",
    ]),
  );
}
