import { finderProblems } from "../checks";

const plans = ["ready-4", "single-box"].map((slug) => ({ slug }));
const where = "data/plan-finder.json";

test("a rule naming a plan that does not exist is told by its field", () => {
  const rules = [{ plan: "ready-6", alternative: "single-box" }];
  expect(finderProblems({ rules }, plans, where)).toEqual([
    expect.stringMatching(
      /^data\/plan-finder\.json: rules\[0\]\.plan: no plan "ready-6" in data\/plans\//,
    ),
  ]);
});

test("answers no rule reaches fail the build, naming them", () => {
  const rules = [{ start: ["try"], plan: "single-box", alternative: "ready-4" }];
  const problems = finderProblems({ rules }, plans, where);
  expect(problems[0]).toBe(
    "data/plan-finder.json: rules: no rule fits the answers start skipped, cook skipped, days skipped; keep a last rule with every condition empty and save again",
  );
  expect(
    finderProblems(
      { rules: [...rules, { plan: "ready-4", alternative: "single-box" }] },
      plans,
      where,
    ),
  ).toEqual([]);
});
