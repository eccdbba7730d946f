import { buildSync } from "esbuild";
import { INLINE_DIR } from "./paths";

const compiled = new Map<string, string>();

/**
 * A browser script of src/inline/ (or another folder of src/, by a path from there: the
 * menu's own scripts are in src/menu/) as the text of an inline <script>: the module's exported
 * function `run`, called with `args` (JSON), bundled with what it imports, minified by
 * esbuild for the browsers the site supports. The source stays ordinary, type-checked and
 * unit-tested TypeScript.
 */
export function inlineScript(module: string, run: string, args: unknown[] = []): string {
  const call = JSON.stringify(args).slice(1, -1).replace(/</g, "\\u003c");
  const key = `${module}:${run}:${call}`;
  let code = compiled.get(key);
  if (code === undefined) {
    const result = buildSync({
      stdin: {
        contents: `import { ${run} } from "./${module}";\n${run}(${call});\n`,
        resolveDir: INLINE_DIR,
        sourcefile: `${module}.inline.ts`,
        loader: "ts",
      },
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2020",
      legalComments: "none",
      write: false,
      logLevel: "silent",
    });
    code = result.outputFiles[0].text.trim();
    compiled.set(key, code);
  }
  return code;
}
