import fs from "node:fs";
import path from "node:path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const trim = require("../tracker-trim.cjs") as (source: string) => string;

const tracker = fs.readFileSync(
  path.join(process.cwd(), "node_modules/@plausible-analytics/tracker/plausible.js"),
  "utf8",
);

test("the installed tracker's init() no longer wires up the listeners the site leaves off", () => {
  const trimmed = trim(tracker);
  const init = trimmed.slice(trimmed.indexOf("function init("));
  expect(init).toContain("$(track)");
  expect(init).not.toMatch(/\bA\(\)/);
  expect(trimmed.length).toBeLessThan(tracker.length);
});

test("a tracker whose init() changed fails the build, naming what to check", () => {
  expect(() => trim("export function init(e){}")).toThrow(/tracker-trim\.cjs/);
});
