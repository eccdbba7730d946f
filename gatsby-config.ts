import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { typeNameFor } from "./src/schema";
import { gateEnabled, siteUrl } from "./gatsby/env";

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
      options: { name: "data", path: path.join(__dirname, "data") },
    },
    {
      resolve: "gatsby-transformer-json",
      // One type per file ("plans.json" -> PlansJson), objects and arrays alike.
      options: { typeName: ({ node }: { node: { base: string } }) => typeNameFor(node.base) },
    },
    // Only the public launch build is listed for search engines (robots.txt points to it).
    ...(gateEnabled() ? [] : ["gatsby-plugin-sitemap"]),
  ],
};

export default config;
