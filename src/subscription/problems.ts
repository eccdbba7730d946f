import { problemId } from "../components/forms/field-problem";

/** The request form's messages, by the name of the field that holds the answer. */
export type Problems = Partial<
  Record<"email" | "phone" | "request" | "weeks" | "from" | "length" | "plan", string>
>;

/** The id of a request field's message, for aria-describedby. */
export const problemAt = (field: string) => problemId("subscription", field);
