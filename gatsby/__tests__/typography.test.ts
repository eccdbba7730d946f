/** @jest-environment node */
import { loadContent } from "../content/snapshot";
import { relocate } from "../content/layout";
import { DATA_DIR } from "../paths";
import { keepData } from "../content/disk";
import { typeset, typesetCopy } from "../typography";
import { textProblems, typographyProblems } from "../typography-check";
import { dataFiles } from "../content/data-files";
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

  test("English reads as written, but for a no-break space between a number and its unit", () => {
    for (const { copy } of copyOf("en"))
      expect(JSON.stringify(typesetCopy(copy, "en")).replaceAll(NBSP, " ")).toBe(
        JSON.stringify(copy).replaceAll(NBSP, " "),
      );
    expect(typeset("Cooking time: {minutes} min", "en")).toBe(`Cooking time: {minutes}${NBSP}min`);
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

describe("the rules a text in Armenian or Russian keeps, wherever it comes from", () => {
  const whats = (text: string, lang: Lang) => textProblems(text, lang).map((p) => p.what);

  test("the polite «Ձեր/Ձեզ/Դուք» is capitalised, in all its forms", () => {
    for (const text of [
      "Պատասխանեք մի քանի կարճ հարցի և ստացեք ձեզ հարմար փաթեթը։",
      "Ինչպե՞ս կապվենք ձեզ հետ",
      "Դուք կստանաք ձերը։",
      "Մենք ձեզնից կլսենք։",
      "Եթե դուք չեք ուզում եփել։",
    ])
      expect(whats(text, "hy")).toEqual([expect.stringMatching(/^the polite «\S+» in lower case/)]);
    expect(whats("Ինչպե՞ս կապվենք Ձեզ հետ։ Ձերը պատրաստ է։", "hy")).toEqual([]);
    // A word that only starts like the pronoun is not it.
    expect(whats("Ձերբակալված չէ։", "hy")).toEqual([]);
  });

  test("the build names the file and field of a lower-case «ձեզ»", () => {
    const finder = loadContent().copy<{ description: string }>("plan-finder.json", "hy");
    const broken = { ...finder, description: finder.description.replace("Ձեզ", "ձեզ") };
    expect(broken.description).not.toBe(finder.description);
    expect(typographyProblems(broken, "hy", "data/hy/plan-finder.json").map(told)).toEqual([
      expect.stringMatching(/^data\/plan-finder\.json: hy\.description: the polite «ձեզ»/),
    ]);
  });

  test("no Latin colon after an Armenian word, also where code joins a label to a text", () => {
    expect(whats("Տարիք (տարի): Նշեք տարիքը՝ 14-ից մինչև 100 տարի։", "hy")).toEqual([
      expect.stringMatching(/^Latin punctuation/),
    ]);
    expect(whats("Առանց: Կաթ, Ընկուզեղեն", "hy")).toEqual([
      expect.stringMatching(/^Latin punctuation/),
    ]);
    expect(whats("Բացառել՝ կաթ, ընկուզեղեն", "hy")).toEqual([]);
    expect(whats("Տարիք (տարի)․ Նշեք տարիքը՝ 14-ից մինչև 100 տարի։", "hy")).toEqual([]);
  });

  test("a weekday inside a sentence is in lower case; a heading or a sentence starts with a capital", () => {
    const weekday = expect.stringMatching(/^the weekday «\S+» with a capital inside a sentence/);
    expect(
      whats("Мы позвоним вам, чтобы подтвердить первую доставку: Понедельник, 30 ноября.", "ru"),
    ).toEqual([weekday]);
    expect(
      whats("Կզանգենք Ձեզ՝ հաստատելու առաջին առաքումը՝ Երկուշաբթի, նոյեմբերի 30։", "hy"),
    ).toEqual([weekday]);
    expect(whats("Заказ до Пятницы, 18:00.", "ru")).toEqual([weekday]);
    expect(whats("Понедельник, 30 ноября", "ru")).toEqual([]);
    expect(whats("Երկուշաբթի, նոյեմբերի 30", "hy")).toEqual([]);
    expect(whats("Доставим завтра. Понедельник — наш первый день.", "ru")).toEqual([]);
    expect(whats("…первую доставку: понедельник, 30 ноября.", "ru")).toEqual([]);
    // Short names in a schedule are abbreviations, written with a capital.
    expect(whats("Доставка: Пн, Ср и Пт", "ru")).toEqual([]);
  });

  test("a number and its unit are joined by a no-break space", () => {
    const unit = expect.stringMatching(/^a plain space between a number and its unit/);
    for (const [text, lang] of [
      ["Время приготовления: {minutes} мин", "ru"],
      ["Պատրաստման տևողությունը՝ {minutes} րոպե", "hy"],
      ["Օրական մոտ 1790 կկալ", "hy"],
      ["Около 1 790 ккал в день", "ru"],
      ["3000 ֏ օրական", "hy"],
      ["Cooking time: {minutes} min", "en"],
    ] as const) {
      expect(whats(text, lang)).toEqual([unit]);
      expect(whats(typeset(text, lang), lang)).toEqual([]);
    }
    // A word after a number is not a unit: «5 минут», «3 օր».
    expect(whats("Готово за 5 минут, 3 дня в неделю.", "ru")).toEqual([]);
    expect(whats("Շաբաթը 3 օր", "hy")).toEqual([]);
  });

  test("the build names the file and field of a unit after a plain space", () => {
    const meals = loadContent().copy<{ caption: string }[]>("meals.json", "ru");
    expect(meals[0].caption).toContain("{kcal} ккал");
    const problems = typographyProblems(meals, "ru", "data/ru/meals.json", (c) => c).map(told);
    expect(problems).toContainEqual(
      expect.stringMatching(/^data\/meals\.json: ru\[0\]\.caption: a plain space between a number/),
    );
  });
});
