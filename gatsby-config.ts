import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { typeNameFor } from "./gatsby/content/data-files";
import { siteUrl } from "./gatsby/env";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl() },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  // Writes graphql-types.d.ts (the `Queries` namespace) on every build, for `tsc --noEmit`.
  // Not into src/: Tailwind watches every file there, and in development each write of the
  // types would rebuild the stylesheet and run the queries again, without end. Not named
  // gatsby-*: Gatsby hashes the site's gatsby-* files to tell whether to throw its whole cache
  // away, so a types file written by one build would make the next one a cold build.
  graphqlTypegen: { typesOutputPath: "graphql-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // AVIF at the encoder's effort 2 rather than its default 4: about 7 times faster, and
      // the files of this site's pictures came out the same size in total. AVIF was most of a
      // cold build's time. The option is ours: patches/ teaches the plugin to pass it on
      // (patch-package applies it after every `npm install`).
      options: { avifEffort: 2 },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // Only the pictures: the content files are read, checked and joined by the build's
      // loader (gatsby/content/snapshot.ts), which hands each language's content to the JSON transformer.
      options: {
        name: "data",
        path: path.join(__dirname, "data"),
        ignore: [/\.json$/],
      },
    },
    {
      resolve: "gatsby-transformer-json",
      // One type per file ("plans.json" -> PlansJson): a node per entry of a list, or per file.
      options: { typeName: ({ node }: { node: { file: string } }) => typeNameFor(node.file) },
    },
    // The sitemap is written by every build, and the gated preview's post-build step deletes
    // it (gatsby/post-build/index.ts): only the public launch build is listed for search
    // engines (robots.txt points to it). One plugin list for every build, because Gatsby
    // throws its whole cache away when the list changes: a preview built after the launch
    // build would be a cold build again.
    {
      resolve: "gatsby-plugin-sitemap",
      // Every language's pages, without the not-found pages. No <link rel="sitemap"> in
      // every page's head: robots.txt names the sitemap, which is where crawlers look.
      options: {
        excludes: ["/404", "/404.html", "/*/404", "/*/404.html"],
        createLinkInHead: false,
      },
    },
  ],
};

export default config;
