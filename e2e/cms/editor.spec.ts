import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { root } from "../support/content";
import { formatPrice } from "../../src/lib/format";
import { LANGUAGE_CODES, localPath } from "../../src/lib/languages";
import {
  changedLines,
  changedPlaces,
  copyRepository,
  readData,
  readTexts,
  seedWebpackCache,
  shrinkPictures,
} from "./copy";
import { mirrorOpfs } from "./opfs";
import { removedDishStep, typedPriceStep } from "./slips";
import {
  currency,
  facts,
  four,
  raised,
  raisedFile,
  hyHome,
  labelOf,
  newLunch,
  newMonday,
  newPrice,
  newTitle,
  partOf,
  pictured,
  upload,
} from "./changes";
import { openEditor, run, russian, saved, serveEditor, serveFolder, type Watch } from "./session";
import { phoneStep, pictureStep, weekStep } from "./steps";

/*
 * The content editor at /admin/, end to end, on a throw-away copy of the repository. The
 * editor's own code reads and writes the browser's private file system, seeded with the
 * copy's data/ (./session.ts); after each save the test mirrors it back into the copy on disk.
 * Then the copy is built, and the site shows every edit: prices, the new week, the picture.
 */

const PORT = Number(process.env.E2E_CMS_PORT ?? 9880);
const DAY = 86_400_000;
let repo: string;
let server: ChildProcess | undefined;
let watch: Watch;

test.beforeAll(async () => {
  repo = copyRepository(root);
  await shrinkPictures(repo);
  server = await serveEditor(path.join(repo, "public-admin"), PORT);
});

test.afterAll(async () => {
  server?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

test("the owner edits prices, a headline, a week and a picture; her slips never go live", async ({
  page,
}) => {
  // Five saves, then a whole build of the copy at low priority, while the repository's own
  // two builds and the other browser tests take both cores: on a slow two-core machine the
  // build alone has taken more than five minutes.
  test.setTimeout(900_000);
  const editor = `http://127.0.0.1:${PORT}/admin/#/collections`;
  watch = await openEditor(page, PORT, repo);
  const before = readTexts(repo);

  await typedPriceStep(page, editor, repo);
  await page.goto(`${editor}/plans/entries/${raised.slug}`);
  await page
    .getByRole("spinbutton", { name: labelOf("plans", undefined, "price") })
    .fill(String(newPrice));
  await saved(page, "plans");

  // The home page's texts, in English beside the Armenian: the Armenian hero title is changed.
  await page.goto(`${editor}/pages/entries/home`);
  const titles = page.getByRole("textbox", { name: labelOf("pages", "home", "hero.title") });
  await expect(titles.first()).toBeVisible();
  await page.getByText("Armenian", { exact: true }).last().click();
  const values = () => titles.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await expect.poll(values).toContain(hyHome.hero.title);
  await titles.nth((await values()).indexOf(hyHome.hero.title)).fill(newTitle);
  await saved(page, "pages");
  await mirrorOpfs(page, repo);
  const after = readData(repo);
  expect(changedPlaces(facts, after)).toEqual([
    "data/home.json: hy.hero.title",
    `${raisedFile}: en.price`,
  ]);
  expect(partOf<typeof raised>(after, raisedFile).price).toBe(newPrice);
  expect(partOf<typeof hyHome>(after, "data/home.json", "hy").hero.title).toBe(newTitle);
  // Byte for byte, the saves changed the two edited lines and nothing else: the editor
  // rewrites the whole file of what it saves, every language's part, in the formatting data/
  // is kept in (gatsby/cms/editor-format.ts).
  expect(changedLines(before, readTexts(repo))).toEqual([
    `data/home.json: ${JSON.stringify(newTitle)}`,
    `${raisedFile}: ${newPrice}`,
  ]);

  await weekStep(page, editor, repo);
  await pictureStep(page, editor, repo);
  await phoneStep(page, editor, repo);
  await removedDishStep(page, editor, repo);
  expect(watch.violations).toEqual([]);
  expect(watch.elsewhere).toEqual([]);

  // The copy's launch build, taking the new week's Monday as today. At low priority: the
  // repository's own builds, which the other browser tests wait for, run at the same time.
  seedWebpackCache(root, repo);
  const build = await run("nice", ["-n", "15", "npm", "run", "build"], repo, {
    SITE_GATE: "off",
    SITE_TODAY: newMonday,
  });
  expect(build.status, build.output.slice(-3000)).toBe(0);
  const built = await serveFolder(path.join(repo, "public"), PORT + 1, "/");
  try {
    const site = `http://127.0.0.1:${PORT + 1}`;
    for (const lang of LANGUAGE_CODES) {
      await page.goto(`${site}${localPath("/meal-plans", lang)}`);
      await expect(page.getByText(formatPrice(newPrice, currency, lang)).first()).toBeVisible();
    }
    // The Wednesday before the new week: orders for it are still open, so the menu opens on it.
    await page.clock.setFixedTime(new Date(Date.parse(`${newMonday}T12:00:00+04:00`) - 5 * DAY));
    await page.goto(`${site}/menu`);
    await expect(page.getByText(newLunch.name).first()).toBeVisible();
    // The uploaded picture, through the build's image pipeline, on its dish's page.
    await page.goto(`${site}/menu/${pictured.slug}`);
    const picture = page.getByRole("img", { name: pictured.alt });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      upload.saved.replace(/\.jpg$/, ""),
    );
  } finally {
    built.kill();
  }
});

test("the editor and its forms speak Russian when the browser does, from its own files", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "ru-RU" });
  const page = await context.newPage();
  await openEditor(page, PORT, root, russian);
  await page.goto(`http://127.0.0.1:${PORT}/admin/#/collections/plans/entries/${four.slug}`);
  const price = labelOf("plans", undefined, "price", "ru");
  await expect(page.getByRole("spinbutton", { name: price }).first()).toBeVisible();
  await context.close();
});
