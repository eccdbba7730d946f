import fs from "node:fs";
import path from "node:path";

/** Reads a file of data/ as the tests' fixture: the same shape the site is built from. */
export function readData<T = unknown>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", file), "utf8")) as T;
}

/** What the SiteData static query (src/hooks/use-site-data.ts) returns. */
export function siteData() {
  return {
    siteJson: readData("site.json"),
    uiJson: readData("ui.json"),
    allNavigationJson: { nodes: readData("navigation.json") },
  };
}

/** A stand-in for a `gatsbyImageData` result (what GatsbyImage takes), for an `image` field. */
export function fakeImage(name: string, width = 400, height = 300) {
  const src = `/static/${name}.jpg`;
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained" as const,
        width,
        height,
        backgroundColor: "#c8b8a8",
        images: {
          fallback: { src, srcSet: `${src} ${width}w`, sizes: `${width}px` },
          sources: [{ srcSet: `/static/${name}.avif ${width}w`, type: "image/avif" }],
        },
      },
    },
  };
}
