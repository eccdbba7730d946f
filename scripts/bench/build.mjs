// Timed production builds: cold (after `gatsby clean`: no .cache, no public) and warm.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// bash's `times` prints the CPU time of its finished children (gatsby and its workers):
// unlike the wall time, it hardly grows when other processes share the cores.
const WRAP = '"$0" "$@"; s=$?; times >&2; exit $s';
const seconds = (t) => {
  const [, m, sec] = /(\d+)m([\d.]+)s/.exec(t) ?? [0, 0, 0];
  return Number(m) * 60 + Number(sec);
};

function gatsby(root, args, env) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let output = "";
    const bin = path.join(root, "node_modules", ".bin", "gatsby");
    const child = spawn("bash", ["-c", WRAP, bin, ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...env },
    });
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    child.once("error", reject);
    child.once("exit", (code) => {
      const wall = Number(process.hrtime.bigint() - started) / 1e9;
      // The last line of `times`: the children's user and system time.
      const last = output.trim().split("\n").pop().trim().split(/\s+/);
      const cpu = last.length === 2 ? seconds(last[0]) + seconds(last[1]) : null;
      if (code === 0) resolve({ wall, cpu });
      else reject(new Error(`gatsby ${args.join(" ")} failed (${code}):\n${output.slice(-4000)}`));
    });
  });
}

/** `gatsby clean` then `gatsby build`; resolves to { wall, cpu } seconds. */
export async function coldBuild(root, env) {
  await gatsby(root, ["clean"], env);
  return gatsby(root, ["build"], env);
}

/** `gatsby build` on top of the previous build's cache; resolves to { wall, cpu } seconds. */
export function warmBuild(root, env) {
  return gatsby(root, ["build"], env);
}

/** Copies a finished build elsewhere (e.g. the gated build, before the launch build replaces it). */
export function copyBuild(from, to) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}

/** True when the build in `publicDir` is the gated preview (every page says noindex). */
export function isGated(publicDir) {
  const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  return /<meta[^>]+name="robots"[^>]+noindex/.test(html);
}
