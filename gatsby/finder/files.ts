import type { DataFile } from "../data-file";
import { planFinder } from "../../src/finder/schema/index";

/** The plan finder's file of data/: its words, and its rules as facts. */
export const finderFiles: Record<string, DataFile> = {
  "plan-finder.json": {
    label: { en: "Plan finder page", ru: "Страница подбора плана" },
    schema: planFinder,
  },
};
