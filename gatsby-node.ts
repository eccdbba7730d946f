import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { gateEnabled, leadsConfig, leadsProviderProblem, siteUrl } from "./gatsby/env";
import { writeSiteIcons } from "./gatsby/icons";
import { DATA_DIR, POST_BUILD_CACHE, PUBLIC_DIR } from "./gatsby/paths";
import { postBuild } from "./gatsby/post-build";
import { PostBuildError } from "./gatsby/post-build/html";
export { onCreatePage } from "./gatsby/pages";
export { createSchemaCustomization } from "./gatsby/schema-types";
import { validateDataDir } from "./gatsby/validate-data";
import { webpackConfig } from "./gatsby/webpack";

// The build's steps; the work is in gatsby/.

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = validateDataDir(DATA_DIR);
  if (problems.length > 0)
    reporter.panic(`Broken content in data/ (${problems.length}):\n  ${problems.join("\n  ")}`);
  // A bad SITE_LEADS, or an endpoint the legal texts do not name, stops the build here.
  let problem: string | null;
  try {
    const { providers } = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "leads.json"), "utf8"));
    problem = leadsProviderProblem(leadsConfig(), providers);
  } catch (err) {
    problem = (err as Error).message;
  }
  if (problem) reporter.panic(problem);
};

export const onCreateWebpackConfig = webpackConfig;

// After bootstrap, so `develop` has the icons too.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  reporter.verbose(`icons: ${(await writeSiteIcons()).join(", ")}`);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const gated = gateEnabled();
  try {
    const done = postBuild({
      publicDir: PUBLIC_DIR,
      cacheDir: POST_BUILD_CACHE,
      gated,
      siteUrl: siteUrl(),
      email: JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8")).email,
      leads: leadsConfig(),
    });
    reporter.info(
      `post-build: ${done.pages} pages; _headers: CSP with ${done.scripts} script and ${done.styles} style hashes; robots.txt ${gated ? "disallows all (gated preview)" : "points to the sitemap"}`,
    );
  } catch (err) {
    if (err instanceof PostBuildError) reporter.panic(err.message);
    throw err;
  }
};
