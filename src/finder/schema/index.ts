import { z } from "zod";
import { page } from "../../schema/pages/shared";
import { copy } from "./copy";
import { rules } from "./rules";

/** The plan finder's page (data/plan-finder.json): its words, and the rules as facts. */
export const planFinder = z.strictObject({ ...page, ...copy, rules });
export type { Rule } from "./rules";
