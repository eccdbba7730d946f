import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  analyticsConfig,
  gateEnabled,
  leadsConfig,
  leadsProviderProblem,
  siteUrl,
} from "./gatsby/env";
import { writeSiteIcons } from "./gatsby/icons";
import { AdminError, adminMiddleware, buildAdmin, removeAdmin } from "./gatsby/cms";
import { refuseContent } from "./gatsby/cms/refusal";
import { ContentError, loadContent } from "./gatsby/content/snapshot";
import { kitShortfallWarning } from "./gatsby/menu/diet-coverage";
import { siteOffer } from "./gatsby/offer";
import { POST_BUILD_CACHE, PUBLIC_DIR, ROOT } from "./gatsby/paths";
import { postBuild } from "./gatsby/post-build";
import { PostBuildError } from "./gatsby/post-build/html";
import { DEFAULT_LANG } from "./src/lib/languages";
export { createPages } from "./gatsby/menu/dish-pages";
export { onCreatePage } from "./gatsby/pages";
export { createSchemaCustomization } from "./gatsby/schema-types";
export { sourceNodes } from "./gatsby/source-nodes";
import { webpackConfig } from "./gatsby/webpack";

// The build's steps; the work is in gatsby/.

type Providers = Parameters<typeof leadsProviderProblem>[1];

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    // Broken content, a bad SITE_LEADS, or an endpoint the legal texts do not name stop the build.
    const content = loadContent();
    const { providers } = content.read<{ providers: Providers }>("leads.json", DEFAULT_LANG);
    // Kits that cannot serve a promised diet every day are told, and do not stop the build.
    const kits = kitShortfallWarning(siteOffer(content).offer);
    if (kits) reporter.warn(kits);
    const problem = leadsProviderProblem(leadsConfig(), providers);
    if (problem) reporter.panic(problem);
    analyticsConfig(); // a bad SITE_ANALYTICS or SITE_ANALYTICS_URL stops the build here
  } catch (err) {
    // The owner reads this one: a plain sentence and the problems by form and field.
    if (err instanceof ContentError) refuseContent(err.problems);
    reporter.panic((err as Error).message);
  }
};

export const onCreateWebpackConfig = webpackConfig;

// After bootstrap, so `develop` has the icons too.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  reporter.verbose(`icons: ${(await writeSiteIcons(loadContent())).join(", ")}`);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const gated = gateEnabled();
  try {
    removeAdmin(PUBLIC_DIR);
    const done = postBuild({
      publicDir: PUBLIC_DIR,
      cacheDir: POST_BUILD_CACHE,
      gated,
      siteUrl: siteUrl(),
      email: loadContent().read<{ email: string }>("site.json", DEFAULT_LANG).email,
      leads: leadsConfig(),
      analytics: analyticsConfig(),
    });
    reporter.info(
      `post-build: ${done.pages} pages; _headers: CSP with ${done.scripts} script and ${done.styles} style hashes; robots.txt ${gated ? "disallows all (gated preview)" : "points to the sitemap"}`,
    );
    const admin = buildAdmin(PUBLIC_DIR, gated);
    reporter.info(`content editor: ${admin.bytes} bytes copied into admin/ in ${admin.ms} ms`);
  } catch (err) {
    if (err instanceof PostBuildError || err instanceof AdminError) reporter.panic(err.message);
    throw err;
  }
};

// npm run cms: the editor at /admin/ beside the site in development.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.use(adminMiddleware(path.join(ROOT, ".cache", "admin")));
};
