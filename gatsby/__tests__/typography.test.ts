/** @jest-environment node */
import { loadContent } from "../loader";
import { relocate } from "../data-layout";
import { DATA_DIR } from "../paths";
import { keepData } from "../stored";
import { typeset, typesetCopy } from "../typography";
import { typographyProblems } from "../typography-check";
import { dataFiles } from "../../src/content";
import type { Lang } from "../../src/lib/languages";

const NBSP = "\u00a0";

/** Every file's copy in a language as written in data/, before the build sets it. */
const copyOf = (lang: Lang) =>
  Object.keys(dataFiles).map((name) => ({ name, copy: loadContent().copy(name, lang) }));

/** A finding told where the owner finds it, as the build tells it: "data/faq.json: hy[1]...". */
const stored = new Map(
  Object.keys(dataFiles).map((file) => [file, keepData(DATA_DIR).stored(file)]),
);
const told = (problem: string) => relocate(problem, "data", dataFiles, stored);

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}
const textsOf = (lang: Lang) => copyOf(lang).flatMap(({ copy }) => strings(copy));
const placeholders = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]);

describe("Russian", () => {
  const texts = textsOf("ru");
  const withDash = texts.filter((t) => / [—–]/.test(t));

  test("a dash never starts a line: a no-break space before it", () => {
    expect(withDash.length).toBeGreaterThan(0);
    for (const text of withDash) {
      const set = typeset(text, "ru");
      expect(set).not.toMatch(/ [—–-](\s|$)/);
      expect(set).toContain(`${NBSP}—`);
    }
  });

  test("one- and two-letter words never end a line", () => {
    const short = /(?<![\p{L}\d-])(в|и|к|с|о|у|а|на|по|за|от|до|не) (?=\p{L})/iu;
    const written = texts.filter((t) => short.test(t));
    expect(written.length).toBeGreaterThan(0);
    for (const text of written) expect(typeset(text, "ru")).not.toMatch(short);
  });

  test("straight quotes become «ёлочки»", () => {
    const phrase = texts.find((t) => !/["«»]/.test(t) && / /.test(t)) as string;
    const set = typeset(`"${phrase}"`, "ru");
    expect(set.startsWith("«")).toBe(true);
    expect(set.endsWith("»")).toBe(true);
  });

  test("e-mails, links and placeholders inside a text are left as written", () => {
    const site = loadContent().facts("site.json") as {
      email: string;
      socials: { href: string }[];
    };
    const text = withDash[0];
    const set = typeset(`${text} ${site.email} ${site.socials[0].href} {brand}`, "ru");
    expect(set).toContain(site.email);
    expect(set).toContain(site.socials[0].href);
    expect(set).toContain("{brand}");
  });
});

describe("Armenian", () => {
  const texts = textsOf("hy");

  test("a dash never starts a line", () => {
    const withDash = texts.filter((t) => / [—–]/.test(t));
    expect(withDash.length).toBeGreaterThan(0);
    for (const text of withDash) expect(typeset(text, "hy")).not.toMatch(/ [—–]/);
  });

  test("«և» and «ու» never end a line", () => {
    const written = texts.filter((t) => /(^|\s)(և|ու) /.test(t));
    expect(written.length).toBeGreaterThan(0);
    for (const text of written) {
      const set = typeset(text, "hy");
      expect(set).not.toMatch(/(^|\s)(և|ու) /);
      expect(set.replaceAll(NBSP, " ")).toBe(text);
    }
  });
});

describe("the walker over a language's copy", () => {
  const ids = (value: unknown, key = ""): string[] => {
    if (typeof value === "string") return ["slug", "href"].includes(key) ? [value] : [];
    if (Array.isArray(value)) return value.flatMap((v) => ids(v, key));
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([k, v]) => ids(v, k));
    return [];
  };

  test.each(["ru", "hy"] as const)("%s: ids, links and placeholders stay as written", (lang) => {
    for (const { copy } of copyOf(lang)) {
      const before = JSON.stringify(copy);
      const set = typesetCopy(copy, lang);
      expect(JSON.stringify(copy)).toBe(before); // not changed in place
      expect(ids(set)).toEqual(ids(copy));
      expect(strings(set).map(placeholders)).toEqual(strings(copy).map(placeholders));
      // Tab ids and other kebab-case keys are machine values, not copy.
      for (const text of strings(copy).filter((t) => /^[a-z0-9-]+$/.test(t)))
        expect(strings(set)).toContain(text);
    }
  });

  test("English reads exactly as written", () => {
    for (const { copy } of copyOf("en")) expect(typesetCopy(copy, "en")).toBe(copy);
  });
});

describe("the build's check", () => {
  test("the copy in data/ passes", () => {
    for (const lang of ["en", "hy", "ru"] as const)
      for (const { name, copy } of copyOf(lang))
        expect(typographyProblems(copy, lang, `data/${lang}/${name}`)).toEqual([]);
  });

  test("Russian copy that keeps a plain space before a dash fails, naming file and field", () => {
    const { name, copy } = copyOf("ru").find((f) => strings(f.copy).some((t) => / —/.test(t)))!;
    const problems = typographyProblems(copy, "ru", `data/ru/${name}`, (c) => c).map(told);
    expect(problems.length).toBeGreaterThan(0);
    // Kept in data/<name> (a list kept a file per entry: data/dishes/<slug>.json), its "ru" part.
    const kept = `data/${name.replace(/\.json$/, "")}(\\.json|/[\\w-]+\\.json)`;
    expect(problems[0]).toMatch(new RegExp(`^${kept}: ru[.[]\\S*: a plain space before a dash`));
  });

  test("Latin punctuation in an Armenian sentence fails, naming file and field", () => {
    const faq = loadContent().copy<{ question: string }[]>("faq.json", "hy");
    for (const mark of ["?", "!", ":", ";", "."]) {
      const broken = faq.map((item, i) =>
        i === 1 ? { ...item, question: item.question.replace(/։$/, mark) } : item,
      );
      expect(typographyProblems(broken, "hy", "data/hy/faq.json").map(told)).toEqual([
        expect.stringMatching(/^data\/faq\.json: hy\[1\]\.question: Latin punctuation/),
      ]);
    }
  });
});
