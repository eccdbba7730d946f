/** A text as a regular expression matches it, letter for letter ("1.5 (kg)" -> "1\.5 \(kg\)"). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
