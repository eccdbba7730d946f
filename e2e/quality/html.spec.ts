import fs from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { root } from "../support/content";
import { expect, test } from "../support/fixtures";
import { ROUTES, type Route } from "../support/routes";

/*
 * Valid HTML gate: every built page of the launch build (the one the `light` project serves)
 * passes html-validate with the project's settings (.htmlvalidate.mjs: "recommended",
 * deviations justified there), and so do the gated preview's pages of every route, which add
 * the gate's markup. The files do not depend on the visitor's theme.
 */
const launchDir = path.resolve(root, process.env.E2E_LAUNCH_DIR ?? "public-launch");
const gatedDir = path.resolve(root, process.env.E2E_LEADS_DIR ?? "public-leads");

/** Served pages only: Gatsby's slice fragments (_gatsby/) and page-data are not documents. */
function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["_gatsby", "page-data", "static", "icons"].includes(entry.name) ? [] : pages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The file a route is served from: `/x?y` from x/index.html, a 404 from 404.html. */
const fileOf = (route: Route) =>
  route.status === 404
    ? "404.html"
    : path.posix.join(route.path.replace(/^\//, "").replace(/[?#].*$/, ""), "index.html");

const validator = new HtmlValidate(new FileSystemConfigLoader());
const routeFiles = [...new Set(ROUTES.map(fileOf))];

/** A test per file of `dir` (relative names), and one that the build has every route's page. */
function validates(dir: string, names: string[]) {
  test("the build has a page for every route", () => {
    const built = fs.existsSync(dir) ? pages(dir).map((f) => path.relative(dir, f)) : [];
    for (const file of routeFiles) expect(built, `${file} missing from ${dir}`).toContain(file);
  });

  for (const name of names) {
    test(`${name} is valid`, async () => {
      const report = await validator.validateFile(path.join(dir, name));
      const errors = report.results
        .flatMap((r) => r.messages)
        .filter((m) => m.severity === 2)
        .map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}\n    ${m.selector ?? ""}`);
      expect(errors, `${name}:\n  ${errors.join("\n  ")}`).toEqual([]);
    });
  }
}

// Runs once: the built files (every language's) depend neither on the theme nor on the
// project's language (tagged @any-theme and @any-lang).
test.describe("html", { tag: ["@any-theme", "@any-lang"] }, () => {
  const files = fs.existsSync(launchDir) ? pages(launchDir).sort() : [];
  validates(
    launchDir,
    files.map((f) => path.relative(launchDir, f)),
  );
  test.describe("gated preview", { tag: "@gated" }, () => validates(gatedDir, routeFiles));
});
