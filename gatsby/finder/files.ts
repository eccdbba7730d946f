import { declared } from "../content/data-file";
import { planFinder } from "../../src/finder/schema/index";
import { finderRuleProblems } from "./checks";

/** The plan finder's file of data/: its words, and its rules as facts. */
export const finderFiles = declared({
  "plan-finder.json": {
    label: { en: "Plan finder page", ru: "Страница подбора плана" },
    schema: planFinder,
    fixture: "finder",
    page: true,
    // Each rule names a plan that exists, and every set of answers reaches a rule.
    checks: { acrossFiles: finderRuleProblems },
  },
});
