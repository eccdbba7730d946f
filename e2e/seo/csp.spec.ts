import { cspHash, inlineSources } from "../../gatsby/post-build/csp";
import { content } from "../support/content";
import { expect, hydrated, test } from "../support/fixtures";
import { recordViolations, servesGatedBuild } from "../support/seo";
import { submitWrongPassword, unlock, wrongPasswordToast } from "../support/shell";
import { NOT_FOUND_PATH } from "../support/routes";

/*
 * The project's server answers with exactly the headers of the build's _headers file; the
 * Content-Security-Policy must block nothing the site needs: every route, the gate unlock,
 * client-side navigation, the theme toggle and a toast (react-toastify's injected
 * stylesheet). Runs against the launch build (`light`); the tests that read the headers run on
 * the gated preview too (`gated`).
 */
const { ui, nav, contact } = content();
/** Runs on the launch build and again on the gated preview. */
const BOTH_BUILDS = { tag: "@both-builds" };

test("responses carry the headers of _headers", BOTH_BUILDS, async ({ request }) => {
  const gated = await servesGatedBuild(request);
  const res = await request.get("/");
  const headers = res.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(/script-src[^;]*/.exec(csp)?.[0]).not.toMatch(/unsafe/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers["x-robots-tag"]).toBe(gated ? "noindex, nofollow" : undefined);
  // The app bundle the page loads: content-hashed, so cached for a year.
  const app = /\/app-[0-9a-f]{20}\.js/.exec(await res.text())?.[0];
  expect(app, "the page names its app bundle").toBeTruthy();
  const js = await request.get(app!);
  expect(js.status()).toBe(200);
  expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const data = await request.get("/page-data/index/page-data.json");
  expect(data.headers()["cache-control"]).toBe("no-cache");
});

const sourcesOf = (policy: string, directive: string) =>
  new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(policy)?.[1].split(" ") ?? [];

test(
  "each page's policy allows its own inline code, not another page's",
  BOTH_BUILDS,
  async ({ request }) => {
    const policies: Record<string, string> = {};
    const scripts: Record<string, string[]> = {};
    for (const path of ["/", "/menu"]) {
      const res = await request.get(path);
      policies[path] = res.headers()["content-security-policy"];
      scripts[path] = inlineSources(await res.text()).scripts.map(cspHash);
      for (const hash of scripts[path])
        expect(sourcesOf(policies[path], "script-src")).toContain(hash);
    }
    // The menu's own inline script (its week) is the menu's alone.
    const menuOnly = scripts["/menu"].filter((hash) => !scripts["/"].includes(hash));
    expect(menuOnly.length).toBeGreaterThan(0);
    for (const hash of menuOnly) expect(sourcesOf(policies["/"], "script-src")).not.toContain(hash);
  },
);

test(
  "a missing address answers with the not-found page, its policy in the page",
  BOTH_BUILDS,
  async ({ request }) => {
    for (const path of [NOT_FOUND_PATH, "/static/no-such-file"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
      expect(meta, `${path}: the policy in the page`).toBeTruthy();
      // Every inline script and style of the page by its hash; frame-ancestors has no effect there.
      const { scripts, styles } = inlineSources(html);
      for (const hash of [...scripts, ...styles].map(cspHash)) expect(meta).toContain(hash);
      expect(sourcesOf(meta!, "script-src").join(" ")).not.toMatch(/unsafe/);
      expect(meta).not.toContain("frame-ancestors");
    }
  },
);

// Every page and state in every language, the not-found page's too, is rendered within its
// policy on the launch build: the console gate records violations (e2e/quality/gates/console.ts).

test("navigates, switches the theme and shows a toast, all within the CSP", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/", { waitUntil: "load" });
  await hydrated(page);
  const mealPlans = nav.find((n) => n.href === "/meal-plans")!;
  await page.getByRole("link", { name: mealPlans.name, exact: true }).first().click();
  await page.waitForURL("/meal-plans");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: ui.themeToDark }).first().click();
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  // A toast: react-toastify loads on the first notice and injects its stylesheet as a
  // <style> element, allowed by its hash; the toast then sits in a fixed container. The
  // launch build's forms send nothing: the contact form says so in a toast.
  await page.goto("/contact", { waitUntil: "load" });
  await hydrated(page);
  await page.getByRole("button", { name: contact.form.submit }).click();
  await expect(
    page.getByRole("status").filter({ hasText: contact.form.notSentTitle }),
  ).toBeVisible();
  await expect(page.locator(".Toastify__toast-container")).toHaveCSS("position", "fixed");
  expect(await violations()).toEqual([]);
});

test.describe("a visitor who has not typed the password", { tag: "@gated" }, () => {
  test.use({ unlocked: false });

  test("a wrong password's toast, then the unlock, within the CSP", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("/", { waitUntil: "load" });
    await hydrated(page);
    // The gate's own toast: the first notice, which brings react-toastify's stylesheet.
    await submitWrongPassword(page, "not the password");
    await expect(wrongPasswordToast(page)).toBeVisible();
    await expect(page.locator(".Toastify__toast-container")).toHaveCSS("position", "fixed");
    await unlock(page);
    expect(await violations()).toEqual([]);
  });
});
