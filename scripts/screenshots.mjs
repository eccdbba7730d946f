// Writes a full-page screenshot of every route and state (e2e/routes.mjs) at 390 and
// 1440 px in light and dark to screenshots/<route>-<width>-<theme>.png, for reviewers.
// Serves the existing build in public/ (run `npm run build` first); builds nothing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { requireBuild, root, serveBuild } from "../e2e/server.mjs";

const WIDTHS = [390, 1440];
const outDir = path.join(root, "screenshots");

requireBuild();
const chromium = spawnSync("bash", [path.join(root, "scripts", "ensure-chromium.sh")], {
  stdio: "inherit",
});
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const { baseUrl, stop } = await serveBuild();
process.env.BASE_URL = baseUrl;
// Imported after the server is up: browser.mjs reads BASE_URL when it loads.
const { launch } = await import("../e2e/browser.mjs");
const { openRoute, ROUTES, THEMES } = await import("../e2e/routes.mjs");

/** Scrolls through the page so lazy images load, waits for them, and returns to the top. */
async function settle(page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.scrollingElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((r) => img.addEventListener("load", r, { once: true })),
      ),
    );
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(400);
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await launch();
const failed = [];
let written = 0;
try {
  for (const route of ROUTES)
    for (const width of WIDTHS)
      for (const theme of THEMES) {
        const file = path.join(outDir, `${route.name}-${width}-${theme}.png`);
        let context;
        try {
          const opened = await openRoute(browser, route, { theme, width, reducedMotion: "reduce" });
          context = opened.context;
          await settle(opened.page);
          await opened.page.screenshot({ path: file, fullPage: true });
          written++;
        } catch (err) {
          failed.push(`${path.basename(file)}: ${String(err.message ?? err).split("\n")[0]}`);
        } finally {
          await context?.close();
        }
      }
} finally {
  await browser.close();
  stop();
}
console.log(`${written} screenshots in ${path.relative(process.cwd(), outDir) || "."}/`);
if (failed.length) {
  console.error(`not written:\n  ${failed.join("\n  ")}`);
  process.exit(1);
}
