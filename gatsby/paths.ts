import path from "node:path";

// Gatsby runs its hooks from the site's folder; the compiled copy of gatsby-node.ts lives in
// .cache/compiled, so paths are taken from the working folder, not from __dirname.
export const ROOT = process.cwd();
export const DATA_DIR = path.join(ROOT, "data");
/** The content folder of a copy of the repository at `root`. */
export const contentFolder = (root: string) => path.join(root, "data");
export const PUBLIC_DIR = path.join(ROOT, "public");
/** Browser scripts that go into the pages inline (src/inline/). */
export const INLINE_DIR = path.join(ROOT, "src", "inline");
/** What the post-build step keeps between builds (Gatsby's own cache folder). */
export const POST_BUILD_CACHE = path.join(ROOT, ".cache", "post-build");
