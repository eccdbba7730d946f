import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { writeAdmin } from "../../gatsby/cms/admin";
import { ADMIN_PATHS, adminHeaders } from "../../gatsby/cms/headers";
import { root } from "../support/content";
import type { Week } from "../../src/schema/menu";
import { changedPlaces, copyRepository, mirrorOpfs, readData, seedOpfs } from "./copy";

/*
 * The content editor at /admin/, end to end, on a throw-away copy of the repository. The
 * editor's local mode works on a folder the browser's folder picker hands it, and a
 * headless browser cannot drive that picker (no automation API exists for it), so the
 * picker is the only thing stubbed: it returns the browser's private file system (OPFS),
 * seeded with the copy's data/. The editor's own code reads and writes that real directory
 * handle; after each save the test mirrors it back into the copy on disk.
 */

const PORT = Number(process.env.E2E_CMS_PORT ?? 9880);
const strings = JSON.parse(
  fs.readFileSync(path.join(root, "node_modules/@sveltia/cms/locales/en-US.json"), "utf8"),
);

let repo: string;
let server: ChildProcess | undefined;

/** The project's static server on a folder; resolves once it answers. */
async function serveFolder(dir: string, port: number) {
  const child = spawn("node", [path.join(root, "scripts/serve.mjs"), dir, "--port", String(port)], {
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/admin/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`scripts/serve.mjs did not answer on port ${port}`);
}
const violations: string[] = [];

test.beforeAll(async () => {
  repo = copyRepository(root);
  const site = path.join(repo, "public-admin");
  writeAdmin(path.join(site, "admin"), { repo: "owner/site", branch: "main" });
  // The editor's rule of the build's _headers, so the policy measured is the one shipped.
  const rule = adminHeaders(false)
    .map(([k, v]) => `  ${k}: ${v}\n`)
    .join("");
  fs.writeFileSync(path.join(site, "_headers"), ADMIN_PATHS.map((p) => `${p}\n${rule}`).join(""));
  server = await serveFolder(site, PORT);
});

test.afterAll(async () => {
  server?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

async function openEditor(page: Page) {
  await page.addInitScript(() => {
    // @ts-expect-error: the stand-in for the folder picker (see above)
    window.showDirectoryPicker = async () => navigator.storage.getDirectory();
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("console", (m) => {
    if (m.text().startsWith("CSP: ")) violations.push(m.text());
  });
  await page.goto(`http://127.0.0.1:${PORT}/admin/`);
  await seedOpfs(page, repo);
  await page.getByRole("button", { name: strings.work_with_local_repo }).click();
}

const facts = readData(root);
const plans = facts["data/plans.json"] as { slug: string; price: number }[];
const four = plans.findIndex((p) => p.slug === "ready-4");
const newPrice = plans[four].price + 1000;
const hyHome = facts["data/hy/home.json"] as { hero: { title: string } };
const newTitle = `${hyHome.hero.title}!`;
const lastWeek = Object.entries(facts)
  .filter(([f]) => f.startsWith("data/weeks/"))
  .map(([, w]) => w as Week)
  .sort((a, b) => (a.monday < b.monday ? -1 : 1))
  .at(-1)!;

test("the owner edits a price and a headline, is refused a bad price, and adds a week", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const editor = `http://127.0.0.1:${PORT}/admin/#/collections`;
  const save = page.getByRole("button", { name: strings.save, exact: true });
  await openEditor(page);

  await page.goto(`${editor}/facts/entries/plans`);
  const price = page.getByRole("spinbutton", { name: /^Price/ }).nth(four);
  await price.fill("0");
  await save.click();
  const tooLow = strings.validation.range_underflow.number.replace("{$min}", "1");
  await expect(page.getByText(tooLow)).toBeVisible();
  await mirrorOpfs(page, repo);
  expect(changedPlaces(facts, readData(repo))).toEqual([]);

  await price.fill(String(newPrice));
  await save.click();
  // A saved entry closes: the editor is back at its collection.
  await expect(save).toBeHidden();

  await page.goto(`${editor}/texts/entries/home`);
  await page.getByText("Armenian", { exact: true }).last().click();
  const titles = page.getByRole("textbox", { name: /^Title/ });
  await expect(titles.first()).toBeVisible();
  const values = await titles.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await titles.nth(values.indexOf(hyHome.hero.title)).fill(newTitle);
  await save.click();
  // A saved entry closes: the editor is back at its collection.
  await expect(save).toBeHidden();
  await mirrorOpfs(page, repo);
  const after = readData(repo);
  expect(changedPlaces(facts, after)).toEqual([
    "data/hy/home.json: hero.title",
    `data/plans.json: [${four}].price`,
  ]);
  expect((after["data/plans.json"] as typeof plans)[four].price).toBe(newPrice);
  expect((after["data/hy/home.json"] as typeof hyHome).hero.title).toBe(newTitle);

  await page.goto(`${editor}/weeks/entries/${lastWeek.monday}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: "/tmp/cms-3.png" });
  await page.getByRole("button", { name: strings._sui.split_button.more_options }).last().click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "/tmp/cms-4.png" });
  console.log(await page.getByRole("menuitem").allInnerTexts());
  expect(violations).toEqual([]);
});
