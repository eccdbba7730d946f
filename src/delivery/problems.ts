import { problemId } from "../components/forms/field-problem";

/** The delivery form's messages, by field. */
export type Problems = Partial<
  Record<"phone" | "district" | "days" | "window" | "week" | "code", string>
>;

/** The id of a delivery field's message, for aria-describedby. */
export const problemAt = (field: string) => problemId("delivery", field);
