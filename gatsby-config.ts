import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { typeNameFor } from "./src/schema";
import { siteUrl } from "./src/schema/build-env";

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
  ],
};

export default config;
