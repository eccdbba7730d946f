// The throttling table's arithmetic. Jest here cannot load the bench's ES modules (.mjs), so
// this runs with Node's own test runner: node --test scripts/bench/test/*.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { pairedRatio, throttlingComparison, throttlingTable } from "../throttling.mjs";

const run = (fcp, lcp, document = 13000) => ({ fcp, lcp, bytes: { document } });

test("pairedRatio: the median of each round's page / reference, failed rounds left out", () => {
  const ref = [run(500, 800), run(1000, 1000), run(400, 800), run(600, 600)];
  const page = [run(550, 800), run(1300, 1000), { error: "timed out" }, run(660, 900)];
  // Rounds 1, 2 and 4: FCP 1.1, 1.3, 1.1; a ratio of medians would say 1.2.
  assert.equal(pairedRatio(page, ref, "fcp"), 1.1);
  assert.equal(pairedRatio(page, ref, "lcp"), 1);
  assert.equal(pairedRatio([run(1, 1)], [], "fcp"), null);
  assert.equal(pairedRatio([run(null, 1)], [run(500, 1)], "fcp"), null);
});

test("throttlingComparison: medians and ratios per page and method", () => {
  const c = throttlingComparison({
    simulate: {
      reference: [run(600, 900), run(700, 1000), run(650, 950)],
      "/menu": [run(660, 990), run(840, 1000), run(715, 950, 15000)],
    },
    devtools: {
      reference: [run(1000, 1200), run(1100, 1300), run(1050, 1250)],
      "/menu": [run(1100, 1500), run(1210, 1300), { error: "no FCP" }],
    },
  });
  assert.deepEqual(Object.keys(c), ["reference", "/menu"]);
  assert.deepEqual(c.reference.devtools, {
    runs: 3,
    fcp: 1050,
    lcp: 1250,
    fcpRatio: 1,
    lcpRatio: 1,
    html: 13000,
  });
  assert.equal(c["/menu"].simulate.fcp, 715);
  assert.equal(c["/menu"].simulate.fcpRatio, 1.1);
  assert.equal(c["/menu"].simulate.lcpRatio, 1);
  assert.equal(c["/menu"].devtools.runs, 2);
  assert.equal(c["/menu"].devtools.fcpRatio, 1.1);
  assert.equal(c["/menu"].devtools.lcpRatio, (1.25 + 1) / 2);
});

test("throttlingTable: one row per page, both methods side by side", () => {
  const c = throttlingComparison({
    simulate: { reference: [run(600, 900)], "/": [run(690, 900)] },
    devtools: { reference: [run(1000, 1200)] },
  });
  const lines = throttlingTable(c).split("\n");
  assert.equal(lines.length, 4);
  assert.match(lines[0], /^\| route \| HTML B \| FCP ms simulated \| FCP \/ ref \|/);
  assert.equal(
    lines[2],
    "| reference | 13000 | 600 | 1.00x | 900 | 1.00x | 1000 | 1.00x | 1200 | 1.00x |",
  );
  assert.equal(lines[3], "| / | 13000 | 690 | 1.15x | 900 | 1.00x | – | – | – | – |");
});
