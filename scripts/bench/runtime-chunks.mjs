// The script files a build's webpack runtime can load: those its chunk map names by content
// hash (files an earlier build left in the folder are not named). Used by the bench
// (analytics.mjs) and the browser tests (e2e/launch/own-origin.spec.ts).
import fs from "node:fs";
import path from "node:path";

/** The app's own script files of the build in `dir` (webpack.stats.json), the runtime first. */
export function appScripts(dir) {
  const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"));
  const app = stats.assetsByChunkName.app.filter((f) => f.endsWith(".js"));
  return [...app.filter((f) => f.startsWith("webpack-runtime")), ...app];
}

/** Every script file of the build in `dir` that its webpack runtime names. */
export function runtimeChunks(dir) {
  const code = fs.readFileSync(path.join(dir, appScripts(dir)[0]), "utf8");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .filter((f) => {
      const hash = f.match(/-([0-9a-f]{20})\.js$/)?.[1];
      return hash !== undefined && code.includes(hash);
    });
}
