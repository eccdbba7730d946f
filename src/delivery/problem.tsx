/** The id of a field's message, for aria-describedby. */
export const problemId = (field: string) => `delivery-${field}-problem`;

/** A field's message, said by the field (nothing when there is none). */
export function Problem({ field, text }: { field: string; text?: string }) {
  return text ? (
    <p id={problemId(field)} className="text-sm font-medium text-destructive">
      {text}
    </p>
  ) : null;
}

/** The attributes of a field with a message: invalid, and described by it. */
export const invalidIf = (field: string, text?: string) =>
  text ? { "aria-invalid": true as const, "aria-describedby": problemId(field) } : {};

export type Problems = Partial<
  Record<"phone" | "district" | "days" | "window" | "week" | "code", string>
>;
