import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { root } from "../support/content";
import { CHECKS, inLanguage } from "../../gatsby/cms/config";
import { copyRepository } from "./copy";
import { mirrorOpfs } from "./opfs";
import { entriesOf, facts, labelOf } from "./changes";
import { openEditor, saved } from "./session";

/*
 * `npm run cms` on content the build refuses (a slip saved earlier): the site cannot be
 * built, but the editor opens all the same, the pages and the terminal say what to fix in
 * the owner's words, and once it is fixed in the editor the site starts.
 */

const PORT = Number(process.env.E2E_CMS_PORT ?? 9880) + 4;
let repo: string;
let cms: ChildProcess | undefined;
let output = "";

type Dish = { slug: string; name: string; portion: number };
const dish = entriesOf<Dish>(facts, "dishes")[0];
const words = inLanguage(CHECKS.words, "en") as unknown as Record<string, string>;

test.beforeAll(() => {
  repo = copyRepository(root);
  const file = path.join(repo, "data", "dishes", `${dish.slug}.json`);
  const broken = fs.readFileSync(file, "utf8").replace(/"portion": \d+/, '"portion": -300');
  fs.writeFileSync(file, broken);
  cms = spawn("node", ["scripts/cms.mjs"], {
    cwd: repo,
    env: { ...process.env, CMS_PORT: String(PORT) },
    detached: true,
  });
  cms.stdout!.on("data", (d) => (output += d));
  cms.stderr!.on("data", (d) => (output += d));
});

test.afterAll(async () => {
  // The whole group: the site (gatsby develop) once it has started, and its workers. They
  // write the copy's .cache until they end: the copy goes once they have (retries cover a
  // worker that outlives the group's leader by a moment).
  if (cms?.pid && cms.exitCode === null && cms.signalCode === null) {
    const ended = new Promise((done) => cms!.once("exit", done));
    process.kill(-cms.pid, "SIGTERM");
    await Promise.race([ended, new Promise((done) => setTimeout(done, 10_000))]);
  }
  if (repo) fs.rmSync(repo, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

test("npm run cms opens the editor on broken content, says what to fix, and starts the site once fixed", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const site = `http://127.0.0.1:${PORT}`;
  await expect
    .poll(
      () =>
        fetch(`${site}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(503);
  await page.goto(`${site}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^The content has 1 problem; the site cannot be shown until it is fixed\./,
  );
  const problem = page.getByRole("listitem").first();
  await expect(problem).toContainText(`Dish “${dish.name}” (data/dishes/${dish.slug}.json)`);
  await expect(problem).toContainText("Portion (g)");
  expect(output).toContain("The content has 1 problem");

  // The editor opens on the same address; the dish's form lists what was wrong before.
  await openEditor(page, PORT, repo);
  await page.goto(`${site}/admin/#/collections/dishes/entries/${dish.slug}`);
  const checks = page.locator("[data-content-checks]").first();
  await expect(checks).toContainText(words.already);
  await expect(checks).toContainText("Portion (g)");
  await page
    .getByRole("spinbutton", { name: labelOf("dishes", undefined, "portion") })
    .fill(String(dish.portion));
  await expect(checks).toContainText(words.ok);
  await saved(page, "dishes");
  await mirrorOpfs(page, repo);
  await expect.poll(() => output, { timeout: 30_000 }).toContain("The content is whole again");
});
