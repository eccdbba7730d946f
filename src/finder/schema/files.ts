import type { DataFile } from "../../schema/data-file";
import { planFinder } from "./index";

/** The plan finder's file of data/: its words, and its rules as facts. */
export const finderFiles: Record<string, DataFile> = {
  "plan-finder.json": {
    label: { en: "Plan finder page", ru: "Страница подбора плана" },
    schema: planFinder,
  },
};
