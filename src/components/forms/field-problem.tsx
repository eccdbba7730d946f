/*
 * A field's message, said by the field: its id (`form-field-problem`, for aria-describedby),
 * the message itself, and the attributes that mark a field invalid and described by it.
 */

/** The id of a field's message in a form ("delivery", "finder"). */
export const problemId = (form: string, field: string) => `${form}-${field}-problem`;

/** A field's message (nothing when there is none). */
export function FieldProblem({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {text}
    </p>
  ) : null;
}

/** The attributes of a field with a message: invalid, and described by it. */
export const invalidIf = (id: string, text?: string) =>
  text ? { "aria-invalid": true as const, "aria-describedby": id } : {};
