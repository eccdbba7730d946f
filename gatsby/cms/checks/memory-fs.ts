/*
 * `node:fs` for the build's content checks when they run in the editor (bundled by ./bundle.ts):
 * data/ as the editor has it, held in memory, read only. The checks themselves are the build's
 * (gatsby/content/check.ts and what it calls), unchanged: only the files they read come from
 * here instead of the disk.
 */

const files = new Map<string, string>();
let version = 0;

const trimmed = (p: string) => p.replace(/\/+$/, "");

/** Replaces the files (absolute paths, text); each call is a new version of every file. */
export function setFiles(texts: Record<string, string>) {
  files.clear();
  for (const [name, text] of Object.entries(texts)) files.set(name, text);
  version++;
}

function isDirectory(p: string) {
  const prefix = `${trimmed(p)}/`;
  for (const name of files.keys()) if (name.startsWith(prefix)) return true;
  return false;
}

function missing(p: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), {
    code: "ENOENT",
  });
}

export function existsSync(p: string): boolean {
  return files.has(trimmed(p)) || isDirectory(p);
}

export function readFileSync(p: string): string {
  const text = files.get(trimmed(p));
  if (text === undefined) throw missing(p);
  return text;
}

export function statSync(p: string) {
  const text = files.get(trimmed(p));
  const dir = text === undefined && isDirectory(p);
  if (text === undefined && !dir) throw missing(p);
  return {
    mtimeMs: version,
    size: text?.length ?? 0,
    isDirectory: () => dir,
    isFile: () => !dir,
  };
}

type Dirent = { name: string; isDirectory(): boolean; isFile(): boolean };

export function readdirSync(p: string, options?: { withFileTypes?: boolean }): (string | Dirent)[] {
  const prefix = `${trimmed(p)}/`;
  const seen = new Map<string, boolean>();
  for (const name of files.keys()) {
    if (!name.startsWith(prefix)) continue;
    const [first, ...rest] = name.slice(prefix.length).split("/");
    seen.set(first, (seen.get(first) ?? false) || rest.length > 0);
  }
  if (!seen.size && !files.has(trimmed(p))) throw missing(p);
  const names = [...seen.keys()].sort();
  if (!options?.withFileTypes) return names;
  return names.map((name) => ({
    name,
    isDirectory: () => seen.get(name)!,
    isFile: () => !seen.get(name),
  }));
}

export default { existsSync, readFileSync, statSync, readdirSync };
