// Runs the browser tests against the production build: `gatsby serve` on 127.0.0.1,
// stopped by its PID afterwards. Usage: node e2e/run.mjs [test files...]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { requireBuild, root, serveBuild } from "./server.mjs";

requireBuild();
const chromium = spawnSync("bash", [path.join(root, "scripts", "ensure-chromium.sh")], {
  stdio: "inherit",
});
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

let status = 1;
let stop = () => {};
try {
  const server = await serveBuild({
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
  });
  stop = server.stop;
  const requested = process.argv.slice(2);
  const files = requested.length
    ? requested
    : fs
        .readdirSync(path.join(root, "e2e"))
        .filter((f) => f.endsWith(".test.mjs"))
        .sort()
        .map((f) => path.join("e2e", f));
  const run = spawnSync(
    process.execPath,
    ["--test", "--test-concurrency=1", "--test-reporter=spec", ...files],
    { cwd: root, stdio: "inherit", env: { ...process.env, BASE_URL: server.baseUrl } },
  );
  status = run.status ?? 1;
} catch (err) {
  console.error(err);
} finally {
  stop();
}
process.exit(status);
