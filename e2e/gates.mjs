// The quality gates' test wrapper and the list of known, owned issues that the gates
// report as TODO (not as failures) until they are fixed.
import { after, test } from "node:test";

/**
 * Known issues, each owned by the part of the site that must fix it. `match` selects
 * gate tests by title; `rule` (optional, string or RegExp) narrows the entry to findings
 * of one rule (an axe rule id, an html-validate rule, `anchor:/#faq`, ...) and `text`
 * (optional RegExp) to findings whose text matches, so every other finding still fails.
 * A known failure is reported as TODO with its reason instead of failing the suite;
 * once it no longer occurs the test prints a note to remove the entry.
 * Keep this list empty: a gate that fails is fixed, not listed. An entry is only for a
 * finding that cannot be fixed here, with the reason.
 */
export const KNOWN_ISSUES = [];

/**
 * Defines a gate test. `fn(t, allow)`: `allow(findings)` takes findings shaped
 * `{ rule, ... }`, reports those covered by a KNOWN_ISSUES entry and returns the rest.
 */
export function gate(title, fn) {
  const entries = KNOWN_ISSUES.filter((k) => k.match.test(title));
  const whole = entries.find((k) => !k.rule);
  const byRule = entries.filter((k) => k.rule);
  test(title, async (t) => {
    const todo = [];
    const seen = new Set();
    const allow = (findings) =>
      findings.filter((f) => {
        const entry = byRule.find(
          (k) =>
            (k.rule instanceof RegExp ? k.rule.test(f.rule) : k.rule === f.rule) &&
            (!k.text || k.text.test(f.text ?? "")),
        );
        if (!entry) return true;
        seen.add(entry);
        if (!todo.includes(entry.reason)) todo.push(entry.reason);
        return false;
      });
    try {
      await fn(t, allow);
    } catch (err) {
      if (!whole) throw err;
      t.todo(`known issue: ${whole.reason} (${String(err.message ?? err).split("\n")[0]})`);
      return;
    }
    if (todo.length) t.todo(`known issue: ${todo.join("; ")}`);
    if (whole)
      t.diagnostic(`known issue no longer occurs: remove ${whole.match} from KNOWN_ISSUES`);
    for (const entry of seen) used.add(entry);
  });
  for (const entry of byRule) matched.add(entry);
}

// Rule-level entries that matched tests of this file but no finding: say so once, at the end.
const matched = new Set();
const used = new Set();
after(() => {
  for (const entry of matched)
    if (!used.has(entry) && !entry.intermittent)
      console.log(
        `known issue no longer occurs: remove ${entry.match} ${entry.rule} from KNOWN_ISSUES`,
      );
});
