// npm run cms: the site with its content editor at /admin/, on 127.0.0.1 only. When data/
// holds content the build refuses (a slip saved earlier), the editor opens all the same and
// the site follows once the content is whole again (gatsby/cms/local.ts).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { buildSync } from "esbuild";

const root = process.cwd();
const port = Number(process.env.CMS_PORT || 8000);
// The checks are the build's, in TypeScript: bundled for Node here, in well under a second.
const out = path.join(root, ".cache", "cms-local.cjs");
buildSync({
  entryPoints: [path.join(root, "gatsby", "cms", "local.ts")],
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  packages: "external",
  outfile: out,
  logLevel: "warning",
});
const { untilContentIsWhole } = createRequire(import.meta.url)(out);
await untilContentIsWhole(port);

const gatsby = path.join(root, "node_modules", ".bin", "gatsby");
const child = spawn(gatsby, ["develop", "--host", "127.0.0.1", "--port", String(port)], {
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
