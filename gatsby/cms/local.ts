import http from "node:http";
import path from "node:path";
import { validateDataDir } from "../content/check";
import { watchContent } from "../content/disk";
import { DATA_DIR, ROOT } from "../paths";
import { adminMiddleware } from "./index";
import { refusalText } from "./refusal";

/*
 * `npm run cms` (scripts/cms.mjs) with broken content: the site cannot be built from it, but
 * the editor must open, so that the owner can undo the slip that broke it. Until data/ passes
 * the build's checks, the editor is served alone on the site's address, every other page says
 * what to fix (and the terminal too), and each change in data/ is checked again; once
 * the content is whole, the site itself starts (`gatsby develop`) on the same address.
 */

const check = () => validateDataDir(DATA_DIR, undefined, "data", undefined, { warn: () => {} });

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The page every address but /admin/ shows meanwhile: the problems, and the way to the editor. */
function page(report: string) {
  const [head, fix, , ...lines] = report.split("\n");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="3"><meta name="robots" content="noindex">
<title>The content needs fixing</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem">
<h1 style="font-size:1.5rem">${escape(head)}</h1>
<p>${escape(fix)} <a href="/admin/">Open the content editor</a>.</p>
<ol>${lines.map((l) => `<li>${escape(l.replace(/^\d+\. /, ""))}</li>`).join("")}</ol>
<p>This page reloads itself; the site appears as soon as the content is fixed.</p>
</body></html>`;
}

/** Calls `onChange` once a burst of changes in data/ has settled; returns the way to stop. */
function watchData(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = watchContent(() => {
    clearTimeout(timer);
    timer = setTimeout(onChange, 300);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}

/**
 * Resolves at once when data/ passes the checks; otherwise serves the editor on `port` until
 * it does, then stops serving and resolves (the caller starts the site there).
 */
export function untilContentIsWhole(port: number): Promise<void> {
  let problems = check();
  if (problems.length === 0) return Promise.resolve();
  const admin = adminMiddleware(path.join(ROOT, ".cache", "admin"), ROOT);
  let report = refusalText(problems, "local");
  const tell = () =>
    process.stdout.write(
      `\n${report}\n\nThe content editor: http://127.0.0.1:${port}/admin/ (Work with Local Repository, then this folder)\n\n`,
    );
  tell();
  const server = http.createServer((req, res) =>
    admin(req, res, () => {
      res.writeHead(503, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
      });
      res.end(page(report));
    }),
  );
  server.listen(port, "127.0.0.1");
  return new Promise((done) => {
    const stop = watchData(() => {
      const now = check();
      if (now.length === 0) {
        stop();
        process.stdout.write("\nThe content is whole again: starting the site.\n\n");
        server.close(() => done());
        server.closeAllConnections();
        return;
      }
      if (now.join("\n") === problems.join("\n")) return;
      problems = now;
      report = refusalText(problems, "local");
      tell();
    });
  });
}
