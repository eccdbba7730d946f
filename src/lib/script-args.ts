/*
 * An inline script whose arguments the page writes in: the build compiles the script once,
 * with ARGS in their place (gatsby/inline-script.ts), and the page puts its own data there,
 * so that the data reaches the page once (its context), not a second time inside the
 * script's text.
 */

/** Where a compiled script takes its arguments: a string the compiler keeps as it is. */
export const ARGS = "__SCRIPT_ARGS__";

/**
 * A value as a JavaScript literal inside a <script> element: JSON, with "<" escaped so that
 * no "</script" or "<!--" in a text can end or hide the script.
 */
export const scriptLiteral = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, "\\u003c");

/** The compiled script with these arguments in its ARGS' place. */
export const withArgs = (script: string, args: readonly unknown[]) =>
  script.replace(JSON.stringify(ARGS), () => args.map(scriptLiteral).join(","));
