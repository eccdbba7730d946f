import fs from "node:fs";
import path from "node:path";
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

/**
 * The script files of the build in `dir`: those its webpack runtime can load (named in its
 * chunk map) and the app's own; files an earlier build left in the folder are not its.
 */
function scriptsOf(dir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"));
  const app: string[] = stats.assetsByChunkName.app.filter((f: string) => f.endsWith(".js"));
  const runtime = fs.readFileSync(
    path.join(
      dir,
      app.find((f) => f.startsWith("webpack-runtime"))!,
    ),
    "utf8",
  );
  const hashes = new Set(runtime.match(/[0-9a-f]{20}/g));
  const chunks = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".js") && hashes.has(f.match(/-([0-9a-f]{20})\.js$/)?.[1] ?? ""));
  return [...new Set([...app, ...chunks])];
}

test("the default build has no measurement code in any script, not even one never loaded", () => {
  const dir = path.join(root, process.env.E2E_LAUNCH_DIR ?? "public-launch");
  const scripts = scriptsOf(dir);
  expect(scripts.length).toBeGreaterThan(5);
  // Words of Plausible's tracker (its opt-out flag and its events' path).
  const tracked = scripts.filter((f) =>
    /plausible_ignore|\/api\/event/.test(fs.readFileSync(path.join(dir, f), "utf8")),
  );
  expect(tracked).toEqual([]);
});
