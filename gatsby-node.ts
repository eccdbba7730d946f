import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { toTypeDefs } from "./src/schema/sdl";
import { validateDataDir } from "./src/schema/validate";
import { gateConfig, gateEnabled, siteUrl, type GateConfig } from "./src/schema/build-env";
import { contentSecurityPolicy, inlineSources, toastifyCss } from "./src/build/csp";
import { headersFile, robotsTxt } from "./src/build/headers";
import { inlineCriticalCss } from "./src/build/critical-css";
import { deferScripts } from "./src/build/defer-scripts";
import { writeIcons } from "./src/build/icons";
import { THEME_COLOR } from "./src/lib/theme-color";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = validateDataDir(path.join(__dirname, "data"));
  if (problems.length > 0) {
    reporter.panic(`Broken content in data/ (${problems.length}):\n  ${problems.join("\n  ")}`);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toTypeDefs());
};

// One salt per build: every webpack stage (HTML and browser bundles) must see the same hash.
let gate: GateConfig | undefined;

// Between minifying (stage 400, which drops comments) and writing source maps (500).
const AFTER_MINIFY = 450;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
  stage,
}) => {
  gate ??= gateConfig();
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ __GATE__: JSON.stringify(gate) }),
      // The scripts every page starts with (React, Gatsby's runtime, the shell): Chromium
      // compiles all their functions while they download, on a background thread, instead
      // of one at a time on the main thread when each is first called (V8's compile hints).
      ...(stage === "build-javascript"
        ? [
            plugins.banner({
              banner: "//# allFunctionsCalledOnLoad",
              raw: true,
              entryOnly: true,
              test: /\.js$/,
              stage: AFTER_MINIFY,
            }),
          ]
        : []),
    ],
  });
};

const dataDir = path.join(__dirname, "data");
const publicDir = path.join(__dirname, "public");

// Icons and manifest from the one committed logo; after bootstrap, so `develop` has them too.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8"));
  const files = await writeIcons({
    logo: path.join(dataDir, "images", "logo.svg"),
    publicDir,
    name: site.brand,
    shortName: site.brand,
    description: site.description,
    themeColor: THEME_COLOR.light,
    backgroundColor: THEME_COLOR.light,
  });
  reporter.verbose(`icons: ${files.join(", ")}`);
};

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/**
 * Each page keeps inline only its first screen's CSS (src/build/critical-css.ts) and its
 * scripts load after its first screen is painted (src/build/defer-scripts.ts), both before
 * the hashes are taken; robots.txt and _headers. The Content-Security-Policy
 * allows each inline script and <style> of the built pages by its hash (Gatsby's page
 * loader scripts change every build), plus the stylesheet react-toastify injects at run
 * time (its ReactToastify.css).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const gated = gateEnabled();
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt({ gated, siteUrl: siteUrl() }));
  // Gatsby keeps old files in public/: a preview built after a launch build must not ship its sitemap.
  if (gated)
    for (const f of fs.readdirSync(publicDir).filter((n) => /^sitemap.*\.xml$/.test(n)))
      fs.rmSync(path.join(publicDir, f));

  // Pages only: Gatsby's _gatsby/slices/*.html are already stitched into them.
  const htmlFiles = walk(publicDir).filter((f) => f.endsWith(".html") && !f.startsWith("_gatsby"));
  const scripts: string[] = [];
  const styles = [fs.readFileSync(toastifyCss(), "utf8")];
  for (const file of htmlFiles) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const deferred = deferScripts(inlineCriticalCss(html));
    if (deferred !== html) fs.writeFileSync(path.join(publicDir, file), deferred);
    const found = inlineSources(deferred);
    scripts.push(...found.scripts);
    styles.push(...found.styles);
  }
  const csp = contentSecurityPolicy({ scripts, styles });
  const rootFiles = fs.readdirSync(publicDir).filter((f) => !f.startsWith("."));
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({ csp, gated, htmlFiles, rootFiles }),
  );
  reporter.info(
    `_headers: CSP with ${new Set(scripts).size} script and ${new Set(styles).size} style hashes; robots.txt ${gated ? "disallows all (gated preview)" : "points to the sitemap"}`,
  );
};
