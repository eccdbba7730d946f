/*
 * `node:path` for the build's content checks in the editor (./bundle.ts): the few POSIX
 * functions they use, on the in-memory data/ of ./memory-fs.ts.
 */

export const sep = "/";

export function normalize(p: string): string {
  const absolute = p.startsWith("/");
  const out: string[] = [];
  for (const part of p.split("/")) {
    if (!part || part === ".") continue;
    if (part === "..") out.pop();
    else out.push(part);
  }
  const joined = out.join("/");
  return absolute ? `/${joined}` : joined || ".";
}

export const join = (...parts: string[]) => normalize(parts.filter(Boolean).join("/"));
export const resolve = (...parts: string[]) => join("/", ...parts);

export function basename(p: string, ext?: string): string {
  const base = p.replace(/\/+$/, "").split("/").pop() ?? "";
  return ext && base.endsWith(ext) ? base.slice(0, -ext.length) : base;
}

export function dirname(p: string): string {
  const parts = p.replace(/\/+$/, "").split("/");
  parts.pop();
  return parts.join("/") || (p.startsWith("/") ? "/" : ".");
}

export function extname(p: string): string {
  const base = basename(p);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot) : "";
}

export function relative(from: string, to: string): string {
  const a = normalize(from).split("/").filter(Boolean);
  const b = normalize(to).split("/").filter(Boolean);
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
}

export default { sep, normalize, join, resolve, basename, dirname, extname, relative };
