/*
 * An inline script whose arguments the page writes in: the build compiles the script once,
 * with ARGS in their place (gatsby/inline-script.ts), and the page puts its own data there,
 * so that the data reaches the page once (its context), not a second time inside the
 * script's text.
 */

/** Where a compiled script takes its arguments: a string esbuild keeps as it is. */
export const ARGS = "__SCRIPT_ARGS__";

const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * A string as esbuild prints one: ASCII only ("\xA0", "\u0438"), "<" escaped so that no
 * "</script" can close the tag.
 */
const quoted = (text: string) =>
  JSON.stringify(text).replace(/[<\u007f-\uffff]/g, (c) => {
    const code = c.charCodeAt(0);
    const hex = code.toString(16).toUpperCase();
    return code < 0x100 && c !== "<" ? `\\x${hex}` : `\\u${hex.padStart(4, "0")}`;
  });

/**
 * A value as a literal of minified JavaScript, as esbuild writes the arguments it is given:
 * names unquoted where they can be, strings in ASCII, true as !0. Plain data only (lists,
 * objects, strings, whole numbers, booleans).
 */
export function scriptLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(scriptLiteral).join(",")}]`;
  if (typeof value === "string") return quoted(value);
  if (typeof value === "boolean") return value ? "!0" : "!1";
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value)
      .map(([key, v]) => `${NAME.test(key) ? key : quoted(key)}:${scriptLiteral(v)}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** The compiled script with these arguments in its ARGS' place. */
export const withArgs = (script: string, args: readonly unknown[]) =>
  script.replace(quoted(ARGS), () => args.map(scriptLiteral).join(","));
