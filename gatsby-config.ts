import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { typeNameFor } from "./src/schema";
import { gateEnabled, siteUrl } from "./gatsby/env";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl() },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  // Writes src/gatsby-types.d.ts (the `Queries` namespace) on every build, for `tsc --noEmit`.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // The facts files (data/*.json) are read by the build itself (gatsby/content.ts) and
      // joined to each language's copy (data/<lang>/*.json), which become the nodes.
      options: {
        name: "data",
        path: path.join(__dirname, "data"),
        ignore: [new RegExp(`^${escapeRegExp(path.join(__dirname, "data"))}/[^/]+\\.json$`)],
      },
    },
    {
      resolve: "gatsby-transformer-json",
      // One type per file ("plans.json" -> PlansJson), objects and arrays alike.
      options: { typeName: ({ node }: { node: { base: string } }) => typeNameFor(node.base) },
    },
    // Only the public launch build is listed for search engines (robots.txt points to it).
    ...(gateEnabled()
      ? []
      : [
          {
            resolve: "gatsby-plugin-sitemap",
            // Every language's pages, without the not-found pages.
            options: { excludes: ["/404", "/404.html", "/*/404", "/*/404.html"] },
          },
        ]),
  ],
};

export default config;
