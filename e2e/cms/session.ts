import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { root } from "../support/content";
import { writeAdmin } from "../../gatsby/cms/admin";
import { ADMIN_PATHS, adminHeaders } from "../../gatsby/cms/headers";
import { SERVE_OPTIONS } from "../support/serve";
import { seedOpfs } from "./opfs";

/*
 * Opening the content editor in a test: its own strings (the labels a user sees), the
 * project's static server, and the editor opened on a folder of data. The editor's local mode
 * works on a folder the browser's folder picker hands it, and a headless browser cannot
 * drive that picker (no automation API exists for it), so the picker is the only thing
 * stubbed: it returns the browser's private file system (OPFS), seeded with data/.
 */

const locale = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(root, `node_modules/@sveltia/cms/locales/${name}`), "utf8"));
export const strings = locale("en-US.json");
export const russian = locale("ru.json");

/** The project's static server on a folder; resolves once it answers. */
export async function serveFolder(dir: string, port: number, probe = "/admin/") {
  const child = spawn(
    "node",
    [path.join(root, "scripts/serve.mjs"), dir, "--port", String(port), ...SERVE_OPTIONS],
    {
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}${probe}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child as ChildProcess;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`scripts/serve.mjs did not answer on port ${port}`);
}

/**
 * The editor in `site`/admin/ with the editor's rule of the build's _headers (so the policy
 * measured is the one shipped), served on `port`. `stylesheet`: the site's, for the preview.
 */
export function serveEditor(site: string, port: number, stylesheet?: string) {
  writeAdmin(path.join(site, "admin"), {
    backend: { repo: "owner/site", branch: "main" },
    stylesheet,
  });
  const rule = adminHeaders(false)
    .map(([k, v]) => `  ${k}: ${v}\n`)
    .join("");
  fs.writeFileSync(path.join(site, "_headers"), ADMIN_PATHS.map((p) => `${p}\n${rule}`).join(""));
  return serveFolder(site, port);
}

/** What the editor did that it must not: policy violations and requests to other hosts. */
export type Watch = { violations: string[]; elsewhere: string[] };

/**
 * Opens /admin/ on `port` and logs in to the local folder, seeded from `repo`'s data/;
 * `words`: the interface strings of the browser's language (English by default).
 */
export async function openEditor(
  page: Page,
  port: number,
  repo: string,
  words = strings,
): Promise<Watch> {
  const watch: Watch = { violations: [], elsewhere: [] };
  await page.addInitScript(() => {
    // @ts-expect-error: the stand-in for the folder picker (see above)
    window.showDirectoryPicker = async () => navigator.storage.getDirectory();
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("request", (r) => {
    if (!r.url().startsWith(`http://127.0.0.1:${port}/`) && !/^(data|blob):/.test(r.url()))
      watch.elsewhere.push(r.url());
  });
  page.on("console", (m) => {
    if (m.text().startsWith("CSP: ")) watch.violations.push(m.text());
  });
  await page.goto(`http://127.0.0.1:${port}/admin/`);
  await seedOpfs(page, repo);
  await page.getByRole("button", { name: words.work_with_local_repo }).click();
  return watch;
}

/** Saves the open entry; the editor then goes back to the collection's list. */
export async function saved(page: Page, collection: string) {
  await page.getByRole("button", { name: strings.save, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}$`));
}

/** Runs a command without blocking the test's own timers; resolves with its exit and output. */
export function run(cmd: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string }>((done) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => done({ status, output }));
  });
}

/** A dish in a pick-list: its name, then the diets it suits ("Tolma · Mediterranean"). */
export const pickName = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: · .*)?$`);
