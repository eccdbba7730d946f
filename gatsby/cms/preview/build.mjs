import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/*
 * Bundles admin/preview.js and prints it (see ./bundle.ts, which runs this in a process of its
 * own: esbuild takes plugins only in its asynchronous call, and the editor's files are written
 * synchronously). What the site's files import that a preview must not run is answered by a
 * stand-in of ./stand-ins/: `gatsby` itself, the sending of the forms and its toasts, what
 * follows a sign-up, the tabs' hold on the page's address (the editor's own, here), and what
 * only a served page draws (its structured data, the legal notice's language and theme buttons).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const standIn = (name) => path.join(here, "stand-ins", name);

/** The site's modules the preview answers itself, by their path without extension. */
const STAND_INS = {
  "src/lib/notify": standIn("notify.ts"),
  "src/hooks/use-lead-form": standIn("use-lead-form.ts"),
  "src/hooks/use-tab-param": standIn("use-tab-param.ts"),
  "src/delivery/registered": standIn("registered.tsx"),
  "src/components/json-ld": standIn("page-only.tsx"),
  "src/components/layout/language-menu": standIn("page-only.tsx"),
  "src/components/layout/theme-toggle": standIn("page-only.tsx"),
};

const standIns = {
  name: "stand-ins",
  setup(bundler) {
    bundler.onResolve({ filter: /^\./ }, ({ path: wanted, resolveDir }) => {
      const file = path.relative(root, path.resolve(resolveDir, wanted));
      const site = file
        .split(path.sep)
        .join("/")
        .replace(/\.tsx?$/, "");
      return STAND_INS[site] ? { path: STAND_INS[site] } : undefined;
    });
  },
};

const result = await build({
  entryPoints: [path.join(here, "entry.tsx")],
  bundle: true,
  write: false,
  minify: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  jsx: "automatic",
  legalComments: "none",
  alias: { gatsby: standIn("gatsby.tsx") },
  plugins: [standIns],
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "silent",
});
process.stdout.write(result.outputFiles[0].text);
