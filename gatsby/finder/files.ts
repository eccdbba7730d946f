import { declared } from "../data-file";
import { planFinder } from "../../src/finder/schema/index";

/** The plan finder's file of data/: its words, and its rules as facts. */
export const finderFiles = declared({
  "plan-finder.json": {
    label: { en: "Plan finder page", ru: "Страница подбора плана" },
    schema: planFinder,
    fixture: "finder",
    page: true,
  },
});
