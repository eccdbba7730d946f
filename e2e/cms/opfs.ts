import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { walk } from "./copy";

/*
 * The bridge between the copy's files and the browser's private file system (OPFS), which is
 * what the editor reads and writes once its folder picker hands it a directory.
 */

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
