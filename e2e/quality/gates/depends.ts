/*
 * What each quality gate's result depends on, which decides the projects that run it again
 * (playwright.config.ts): `light` (English) runs every gate but the language one, `dark-hy`
 * those that depend on the theme or the language, `light-ru` those that depend on the language.
 */
type Dimension = "theme" | "language";

export const GATES = {
  // What the console says, and axe's contrast and names.
  console: ["theme", "language"],
  axe: ["theme", "language"],
  // Links and boxes are the same in both themes (the dark theme changes colours only).
  links: ["language"],
  layout: ["language"],
  // Every language and theme has the same controls in the same order.
  keyboard: [],
  // The focus indicators are colours.
  focus: ["theme"],
  // The outline is the components' own, whatever the theme and the language of its texts.
  headings: [],
  // The words of an Armenian or Russian page and where its links lead: not run in English.
  language: ["language"],
} as const satisfies Record<string, readonly Dimension[]>;

export type Gate = keyof typeof GATES;

/**
 * What a project runs unless it lists its gates (the English pages): every one but the one
 * about a language other than English, and the focus gate, whose indicators the Tab walk
 * (keyboard) checks on its way.
 */
export const ENGLISH_GATES = (Object.keys(GATES) as Gate[]).filter(
  (gate) => gate !== "language" && gate !== "focus",
);

/** The gates whose result can change with any of `dimensions`. */
export function gatesDependingOn(...dimensions: Dimension[]): Gate[] {
  return (Object.keys(GATES) as Gate[]).filter((gate) =>
    (GATES[gate] as readonly Dimension[]).some((d) => dimensions.includes(d)),
  );
}
