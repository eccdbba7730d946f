import fs from "node:fs";
import path from "node:path";
import { appScripts, runtimeChunks } from "../../scripts/bench/runtime-chunks.mjs";
import { root } from "../support/content";
import { expect, hydrated, test } from "../support/fixtures";

/*
 * The default build measures nothing and calls no one: every request a visitor's browser
 * makes goes to the site itself (no analytics, fonts or scripts from elsewhere), and its
 * scripts hold no tracker.
 */
test("the default build makes no request to any other origin", async ({ open }) => {
  const { page } = await open({ width: 390, height: 844 });
  const own = new URL(test.info().project.use.baseURL!).origin;
  const elsewhere: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol !== "data:" && url.origin !== own) elsewhere.push(req.url());
  });
  for (const path of ["/", "/meal-plans", "/menu", "/plan-finder?start=try", "/register"]) {
    await page.goto(path, { waitUntil: "load" });
    await hydrated(page);
    // Scrolled to the end, so that what loads late loads too.
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState("networkidle");
  }
  expect(elsewhere).toEqual([]);
});

test("the default build has no measurement code in any script, not even one never loaded", () => {
  const dir = path.join(root, process.env.E2E_LAUNCH_DIR ?? "public-launch");
  // The app's own scripts and every chunk its runtime can load, even one never loaded.
  const scripts = [...new Set([...appScripts(dir), ...runtimeChunks(dir)])];
  expect(scripts.length).toBeGreaterThan(5);
  // Words of Plausible's tracker (its opt-out flag and its events' path).
  const tracked = scripts.filter((f) =>
    /plausible_ignore|\/api\/event/.test(fs.readFileSync(path.join(dir, f), "utf8")),
  );
  expect(tracked).toEqual([]);
});
