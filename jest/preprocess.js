/*
 * Jest's transform. esbuild (a dependency already: the build's inline scripts) compiles
 * TypeScript, JSX and the ES modules of gatsby and @noble to CommonJS, far more cheaply than
 * Babel: on a machine without Jest's cache, as in CI, Babel's transform was about an eighth of
 * the unit tests' CPU time. A file that mocks a module (jest.mock) goes through babel-jest
 * with Gatsby's preset, as Gatsby's unit-testing recipe has it: only Babel's Jest plugin lifts
 * those calls above the imports, where they must run.
 */
const crypto = require("node:crypto");
const esbuild = require("esbuild");
const babelJest = require("babel-jest").default;

const babel = babelJest.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});

/** Whether the file mocks a module, which only Babel's Jest plugin can lift above imports. */
const mocks = (source) => /\bjest\.(mock|unmock|enableAutomock|disableAutomock)\(/.test(source);

const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".js": "jsx", ".jsx": "jsx", ".mjs": "js" };

const OPTIONS = {
  format: "cjs",
  target: "node20",
  jsx: "automatic",
  // Jest runs modules in its own registry: import() becomes require(), as Babel's preset does.
  supported: { "dynamic-import": false },
  // Modules are strict code, as Babel's output says too (a frozen object throws on a write).
  banner: '"use strict";',
  sourcemap: "external",
};

/** What a cached result depends on besides the file: esbuild's version and the options above. */
const SALT = `esbuild ${esbuild.version} ${JSON.stringify(OPTIONS)}`;

module.exports = {
  canInstrument: false,
  getCacheKey(source, file, options) {
    if (mocks(source)) return `babel:${babel.getCacheKey(source, file, options)}`;
    return crypto.createHash("sha1").update(`${SALT}\0${file}\0`).update(source).digest("hex");
  },
  process(source, file, options) {
    if (mocks(source)) return babel.process(source, file, options);
    const ext = file.slice(file.lastIndexOf("."));
    const { code, map } = esbuild.transformSync(source, {
      ...OPTIONS,
      loader: LOADERS[ext] ?? "js",
      sourcefile: file,
    });
    return { code, map };
  },
};
