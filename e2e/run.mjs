// Runs the browser tests against the production build: `gatsby serve` on 127.0.0.1,
// stopped by its PID afterwards. Usage: node e2e/run.mjs [test files...]
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 60000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not answer within ${ms} ms`);
}

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("No production build in public/: run `npm run build` first.");
  process.exit(1);
}
const chromium = spawnSync("bash", [path.join(root, "scripts", "ensure-chromium.sh")], {
  stdio: "inherit",
});
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(
  path.join(root, "node_modules", ".bin", "gatsby"),
  ["serve", "--host", "127.0.0.1", "--port", String(port)],
  {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  },
);
const stop = () => {
  try {
    process.kill(server.pid);
  } catch {
    // already gone
  }
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

let status = 1;
try {
  await waitFor(baseUrl + "/");
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
    { cwd: root, stdio: "inherit", env: { ...process.env, BASE_URL: baseUrl } },
  );
  status = run.status ?? 1;
} catch (err) {
  console.error(err);
} finally {
  stop();
}
process.exit(status);
