// Serves the production build in public/ with `gatsby serve` on 127.0.0.1 (a free port),
// stopped by its PID. Used by e2e/run.mjs and scripts/screenshots.mjs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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

/** Exits with a hint when there is no build to serve. */
export function requireBuild() {
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    console.error("No production build in public/: run `npm run build` first.");
    process.exit(1);
  }
}

/**
 * Starts `gatsby serve` and resolves once it answers. `stop()` ends it by its PID;
 * it is also called when this process exits or is interrupted.
 */
export async function serveBuild({ port } = {}) {
  const usedPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${usedPort}`;
  const server = spawn(
    path.join(root, "node_modules", ".bin", "gatsby"),
    ["serve", "--host", "127.0.0.1", "--port", String(usedPort)],
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
  await waitFor(baseUrl + "/");
  return { baseUrl, stop };
}
