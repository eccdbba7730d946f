/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stitchSlices } from "../gatsby-copy";

/*
 * A page Gatsby did not write again keeps its old HTML; what Gatsby stitches into every page
 * from its slices (the bundles, the chunk map, the compilation hash) must be this build's, or
 * Gatsby's runtime reloads the page on every visit.
 */
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "slices-"));
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

function slice(id: string, content: string) {
  fs.mkdirSync(path.join(publicDir, "_gatsby", "slices"), { recursive: true });
  fs.writeFileSync(path.join(publicDir, "_gatsby", "slices", `${id}.html`), content);
}

const page = (hash: string) =>
  `<body><main>Hi</main><!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="${hash}";</script><!-- slice-end id="_gatsby-scripts-1" --></body>`;

test("an old page gets this build's slices, the rest of it untouched", () => {
  slice("_gatsby-scripts-1", `<script>window.___webpackCompilationHash="new";</script>`);
  expect(stitchSlices(page("old"), publicDir, "index.html")).toBe(page("new"));
});

test("a page without slices stays as it is", () => {
  expect(stitchSlices("<body>Hi</body>", publicDir, "index.html")).toBe("<body>Hi</body>");
});

test("a slice the build no longer has stops the build, naming the page", () => {
  const html = page("old").replaceAll("_gatsby-scripts-1", "_gatsby-scripts-9");
  expect(() => stitchSlices(html, publicDir, "menu/index.html")).toThrow(
    /public\/menu\/index.html: Gatsby's slice _gatsby-scripts-9 is gone/,
  );
});
