// The budgets that read what the first round trip carries and the real-throttling paints.
import assert from "node:assert/strict";
import { test } from "node:test";
import { budgets } from "../budgets.mjs";

const route = (firstScreen, document) => ({
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  cls: 0,
  tbt: 0,
  lcp: 900,
  fcp: 700,
  bytes: { document, js: 1000 },
  firstWindow: { firstScreen, document, laterPart: true },
});
const named = (list, name) => list.find((b) => b.name === name);

test("budgets: every page's first screen within the first round trip", () => {
  const list = budgets({
    routes: { "/menu": route(12609, 20968), "/contact": route(14601, 14601) },
  });
  assert.equal(named(list, "/menu: first screen with headers").ok, true);
  assert.equal(named(list, "/contact: first screen with headers").ok, false);
  assert.match(named(list, "/contact: first screen with headers").note, /misses <= 14600 B by 1 B/);
});

test("budgets: the menu's first paint against the reference's, with real throttling", () => {
  const routes = { reference: route(1271, 1271), "/menu": route(12609, 20968) };
  const throttling = {
    "/menu": { simulate: { fcpRatio: 1.3 }, devtools: { fcpRatio: 1.1 } },
  };
  const real = named(
    budgets({ routes, throttling }),
    "/menu: FCP / reference FCP, real throttling",
  );
  assert.equal(real.ok, true);
  assert.equal(real.note, "1.10x (budget <= 1.15x)");
  // Without real runs (the default simulated-only bench) there is nothing to check.
  assert.equal(
    named(budgets({ routes }), "/menu: FCP / reference FCP, real throttling"),
    undefined,
  );
});
