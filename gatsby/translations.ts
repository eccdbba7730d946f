/*
 * Every language holds the same copy: the same keys, the same number of entries, the same
 * ids and placeholders, and no empty text. English (the "en" part of each file) is the reference a translation
 * is compared with; a difference fails the build naming the file and the key.
 */

type Json = unknown;

/** Values that are ids, not copy: they must read the same in every language. */
const ID_FIELD = /(^|\.)(slug|href)$|^tabs\[\d+\]\.value$/;

const kind = (v: Json) =>
  Array.isArray(v)
    ? "a list"
    : v === null
      ? "null"
      : typeof v === "object"
        ? "an object"
        : `a ${typeof v}`;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[0]).sort();

/** ["footer", "links", 1, "name"] -> "footer.links[1].name". */
export function fieldPath(at: PropertyKey[]): string {
  return at
    .map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))
    .join("")
    .replace(/^\./, "");
}

/**
 * Where `translation` differs from `reference` in shape, ids or placeholders. Each problem
 * reads "<key>: <what is wrong>", the key as "footer.links[1].name"; `reference` names the
 * reference file in the messages.
 */
export function compareTranslation(
  reference: Json,
  translation: Json,
  referenceName: string,
  at: PropertyKey[] = [],
): string[] {
  const where = fieldPath(at) || "(whole file)";
  if (kind(reference) !== kind(translation))
    return [`${where}: is ${kind(translation)}, ${referenceName} has ${kind(reference)}`];

  if (Array.isArray(reference) && Array.isArray(translation)) {
    const problems =
      reference.length === translation.length
        ? []
        : [`${where}: ${translation.length} entries, ${referenceName} has ${reference.length}`];
    const n = Math.min(reference.length, translation.length);
    for (let i = 0; i < n; i++)
      problems.push(...compareTranslation(reference[i], translation[i], referenceName, [...at, i]));
    return problems;
  }

  if (typeof reference === "object" && reference !== null) {
    const ref = reference as Record<string, Json>;
    const tr = translation as Record<string, Json>;
    const problems: string[] = [];
    for (const key of Object.keys(ref)) {
      if (!(key in tr))
        problems.push(`${fieldPath([...at, key])}: missing (${referenceName} has it)`);
      else problems.push(...compareTranslation(ref[key], tr[key], referenceName, [...at, key]));
    }
    for (const key of Object.keys(tr))
      if (!(key in ref)) problems.push(`${fieldPath([...at, key])}: not in ${referenceName}`);
    return problems;
  }

  if (typeof reference === "string" && typeof translation === "string") {
    if (ID_FIELD.test(fieldPath(at)) && reference !== translation)
      return [`${where}: must read "${reference}" as in ${referenceName} (an id, not copy)`];
    if (translation.trim() === "") return [`${where}: empty`];
    const want = placeholders(reference).join(" ");
    if (placeholders(translation).join(" ") !== want)
      return [`${where}: placeholders must be ${want || "none"} as in ${referenceName}`];
    return [];
  }

  return reference === translation
    ? []
    : [`${where}: must be ${JSON.stringify(reference)} as in ${referenceName}`];
}
