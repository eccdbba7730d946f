import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { writeAdmin } from "../../gatsby/cms/admin";
import { ADMIN_PATHS, adminHeaders } from "../../gatsby/cms/headers";
import { root } from "../support/content";
import type { Week } from "../../src/schema/menu";
import { addDays } from "../../src/lib/menu-week";
import { formatPrice } from "../../src/lib/format";
import { LANGUAGE_CODES, localPath } from "../../src/lib/languages";
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

const russian = JSON.parse(
  fs.readFileSync(path.join(root, "node_modules/@sveltia/cms/locales/ru.json"), "utf8"),
);

let repo: string;
/** Requests to any other host than ours: the editor must need none. */
const elsewhere: string[] = [];
let server: ChildProcess | undefined;

/** The project's static server on a folder; resolves once it answers. */
async function serveFolder(dir: string, port: number, probe = "/admin/") {
  const child = spawn("node", [path.join(root, "scripts/serve.mjs"), dir, "--port", String(port)], {
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}${probe}`).then(
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
  page.on("request", (r) => {
    if (!r.url().startsWith(`http://127.0.0.1:${PORT}/`) && !/^(data|blob):/.test(r.url()))
      elsewhere.push(r.url());
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
const hyHome = facts["data/hy/home.json"] as {
  hero: { title: string };
  gallery: { title: string };
};
// Another Armenian headline of the page: the build checks Armenian punctuation in each one.
const newTitle = hyHome.gallery.title;
const lastWeek = Object.entries(facts)
  .filter(([f]) => f.startsWith("data/weeks/"))
  .map(([, w]) => w as Week)
  .sort((a, b) => (a.monday < b.monday ? -1 : 1))
  .at(-1)!;
const newMonday = addDays(lastWeek.monday, 7);
/** A ready dish the last week does not serve: the one swapped in, by its English name. */
const newLunch = (facts["data/dishes.json"] as { slug: string; kind: string }[])
  .filter((d) => d.kind === "ready" && !lastWeek.days.some((day) => day.lunch === d.slug))
  .map((d) =>
    (facts["data/en/dishes.json"] as { slug: string; name: string }[]).find(
      (c) => c.slug === d.slug,
    )!,
  )[0];

test("the owner edits a price and a headline, is refused a bad price, and adds a week", async ({
  page,
}) => {
  test.setTimeout(600_000);
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
  await saved(page, "facts");

  await page.goto(`${editor}/texts/entries/home`);
  const titles = page.getByRole("textbox", { name: /^Title/ });
  await expect(titles.first()).toBeVisible();
  await page.getByText("Armenian", { exact: true }).last().click();
  const values = () => titles.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await expect.poll(values).toContain(hyHome.hero.title);
  await titles.nth((await values()).indexOf(hyHome.hero.title)).fill(newTitle);
  await saved(page, "texts");
  await mirrorOpfs(page, repo);
  const after = readData(repo);
  expect(changedPlaces(facts, after)).toEqual([
    "data/hy/home.json: hero.title",
    `data/plans.json: [${four}].price`,
  ]);
  expect((after["data/plans.json"] as typeof plans)[four].price).toBe(newPrice);
  expect((after["data/hy/home.json"] as typeof hyHome).hero.title).toBe(newTitle);

  await weekStep(page, editor);
  expect(violations).toEqual([]);
  expect(elsewhere).toEqual([]);

  // The copy's launch build, taking the new week's Monday as today.
  const build = await run("npm", ["run", "build"], repo, {
    SITE_GATE: "off",
    SITE_TODAY: newMonday,
  });
  expect(build.status, build.output.slice(-3000)).toBe(0);
  const built = await serveFolder(path.join(repo, "public"), PORT + 1, "/");
  try {
    const site = `http://127.0.0.1:${PORT + 1}`;
    const currency = (facts["data/site.json"] as { currency: string }).currency;
    for (const lang of LANGUAGE_CODES) {
      await page.goto(`${site}${localPath("/meal-plans", lang)}`);
      await expect(page.getByText(formatPrice(newPrice, currency, lang)).first()).toBeVisible();
    }
    await page.clock.setFixedTime(new Date(`${newMonday}T12:00:00+04:00`));
    await page.goto(`${site}/menu`);
    await expect(page.getByText(newLunch.name).first()).toBeVisible();
  } finally {
    built.kill();
  }
});

/** Runs a command without blocking the test's own timers; resolves with its exit and output. */
function run(cmd: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string }>((done) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => done({ status, output }));
  });
}

/** Saves the open entry; the editor then goes back to the collection's list. */
async function saved(page: Page, collection: string) {
  await page.getByRole("button", { name: strings.save, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}$`));
}

/** Duplicates the last week into the next one and swaps its first lunch, chosen by name. */
async function weekStep(page: Page, editor: string) {
  await page.goto(`${editor}/weeks/entries/${lastWeek.monday}`);
  await page.getByRole("button", { name: strings.show_editor_options }).click();
  await page.getByRole("menuitem", { name: strings.duplicate }).click();
  await page.getByRole("textbox", { name: /^Monday/ }).fill(newMonday);
  await page
    .getByRole("combobox", { name: /^Lunch/ })
    .first()
    .click();
  await page.getByRole("option", { name: newLunch.name, exact: true }).click();
  await saved(page, "weeks");
  await mirrorOpfs(page, repo);
  const week = readData(repo)[`data/weeks/${newMonday}.json`];
  const [first, ...rest] = lastWeek.days;
  expect(week).toEqual({
    ...lastWeek,
    monday: newMonday,
    days: [{ ...first, lunch: newLunch.slug }, ...rest],
  });
}

test("the editor speaks Russian when the browser does, from its own files", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ru-RU" });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/admin/`);
  await expect(page.getByRole("button", { name: russian.work_with_local_repo })).toBeVisible();
  await context.close();
});
