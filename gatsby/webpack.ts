import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { analyticsConfig, gateConfig, leadsConfig, type GateConfig } from "./env";
import { inlineScript } from "./inline-script";
import { ROOT } from "./paths";

// One salt per build: every webpack stage (HTML and browser bundles) must see the same hash.
let gate: GateConfig | undefined;

// Plausible's tracker, loaded by src/lib/analytics.ts: its unused listeners are dropped.
const TRACKER = /@plausible-analytics[\\/]tracker[\\/]plausible\.js$/;

// Between minifying (stage 400, which drops comments) and writing source maps (500).
const AFTER_MINIFY = 450;

/**
 * The build's access gate (only a salted hash of the password), where the forms deliver
 * (SITE_LEADS) and the pre-paint script
 * (src/inline/pre-paint.ts compiled, which gatsby-ssr.tsx puts at the top of <head>) into
 * the bundles, and V8's
 * compile hint on the scripts every page starts with (React, Gatsby's runtime, the shell):
 * Chromium compiles all their functions while they download, on a background thread,
 * instead of one at a time on the main thread when each is first called.
 */
export const webpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  gate ??= gateConfig();
  actions.setWebpackConfig({
    module: {
      rules: [{ test: TRACKER, use: [{ loader: path.join(ROOT, "gatsby", "tracker-trim.cjs") }] }],
    },
    plugins: [
      plugins.define({
        __GATE__: JSON.stringify(gate),
        __LEADS__: JSON.stringify(leadsConfig()),
        __ANALYTICS__: JSON.stringify(analyticsConfig()),
        // A constant, so that a build without measurement has no tracker in any bundle.
        __ANALYTICS_ON__: JSON.stringify(analyticsConfig().mode !== "off"),
        __PRE_PAINT__: JSON.stringify(inlineScript("pre-paint", "prePaint")),
      }),
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
