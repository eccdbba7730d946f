/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validateDataDir } from "../validate-data";
import { DEFAULT_LANG, LANGUAGE_CODES } from "../../src/lib/languages";

const dataDir = path.join(__dirname, "..", "..", "data");
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * A copy of data/ in a temp folder: the facts files, each language's copy, the images linked.
 * A translated file not written yet is stood in for by the English one (a copy of English is
 * a valid translation), so these tests do not wait for the translators.
 */
function dataCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  made.push(dir);
  for (const name of fs.readdirSync(dataDir))
    if (name.endsWith(".json")) fs.copyFileSync(path.join(dataDir, name), path.join(dir, name));
  for (const lang of LANGUAGE_CODES) {
    fs.mkdirSync(path.join(dir, lang));
    for (const name of fs.readdirSync(path.join(dataDir, DEFAULT_LANG))) {
      const own = path.join(dataDir, lang, name);
      const from = fs.existsSync(own) ? own : path.join(dataDir, DEFAULT_LANG, name);
      fs.copyFileSync(from, path.join(dir, lang, name));
    }
  }
  fs.cpSync(path.join(dataDir, "weeks"), path.join(dir, "weeks"), { recursive: true });
  fs.symlinkSync(path.join(dataDir, "images"), path.join(dir, "images"));
  return dir;
}

/** A copy of data/ with one file (e.g. "plans.json", "hy/ui.json") changed by `edit`. */
function brokenCopy(file: string, edit: (text: string) => string): string {
  const dir = dataCopy();
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
  return dir;
}

function editJson(file: string, change: (value: any) => void): string {
  return brokenCopy(file, (text) => {
    const value = JSON.parse(text);
    change(value);
    return JSON.stringify(value);
  });
}

/** No warning about the coming week: a date inside the published weeks. */
const quiet = { today: "2026-11-24", warn: () => {} };

test("the real content passes", () => {
  expect(validateDataDir(dataDir, undefined, undefined, undefined, quiet)).toEqual([]);
});

test("the test copy passes as it is", () => {
  expect(validateDataDir(dataCopy())).toEqual([]);
});

describe("facts and copy", () => {
  test("bad JSON names the file", () => {
    const dir = brokenCopy("en/faq.json", (text) => text.replace("[", "[,"));
    expect(validateDataDir(dir)).toEqual([
      expect.stringMatching(/^data\/en\/faq\.json: invalid JSON/),
    ]);
    const facts = brokenCopy("plans.json", (text) => text.replace("[", "[,"));
    expect(validateDataDir(facts)).toEqual([
      expect.stringMatching(/^data\/plans\.json: invalid JSON/),
    ]);
  });

  test("a missing fact names the facts file and field", () => {
    const dir = editJson("plans.json", (plans) => delete plans[1].price);
    expect(validateDataDir(dir)).toEqual([
      expect.stringMatching(/^data\/plans\.json: \[1\]\.price: /),
    ]);
  });

  test("a missing text names the English file and field", () => {
    const dir = editJson("en/plans.json", (plans) => delete plans[1].name);
    const problems = validateDataDir(dir);
    expect(problems[0]).toMatch(/^data\/en\/plans\.json: \[1\]\.name: /);
    // The other languages now hold a text English lacks.
    expect(problems).toContain("data/hy/plans.json: [1].name: not in data/en/plans.json");
  });

  test("a wrong type names file and field", () => {
    const dir = editJson("plans.json", (plans) => (plans[2].price = "15,000"));
    expect(validateDataDir(dir)).toEqual([
      expect.stringMatching(/^data\/plans\.json: \[2\]\.price: .*number/),
    ]);
  });

  test("a nested field in an object file, copy or fact", () => {
    const copy = editJson("en/site.json", (site) => (site.address.city = ""));
    expect(validateDataDir(copy)).toEqual(["data/en/site.json: address.city: must not be empty"]);
    const fact = editJson("site.json", (site) => (site.address.postalCode = ""));
    expect(validateDataDir(fact)).toEqual([
      "data/site.json: address.postalCode: must not be empty",
    ]);
  });

  test("an unexpected field is reported, so typos do not pass silently", () => {
    const dir = editJson("en/faq.json", (faq) => (faq[0].anwser = "typo"));
    expect(validateDataDir(dir)[0]).toMatch(/^data\/en\/faq\.json: \[0\]: .*anwser/);
  });

  test("a duplicate slug in a language's copy names that file", () => {
    const dir = editJson("hy/plans.json", (plans) => (plans[1].slug = plans[0].slug));
    expect(validateDataDir(dir)).toContain(
      'data/hy/plans.json: [1].slug: duplicate slug "ready-3"',
    );
  });

  test("duplicate plan slugs are reported", () => {
    const dir = editJson("plans.json", (plans) => (plans[1].slug = plans[0].slug));
    const problems = validateDataDir(dir);
    expect(problems).toContain('data/plans.json: [1].slug: duplicate slug "ready-3"');
    // The copy of the plan that lost its slug has nothing to join with, in every language.
    for (const lang of LANGUAGE_CODES)
      expect(problems).toContain(
        `data/${lang}/plans.json: [1].slug: "ready-4" has no entry in data/plans.json`,
      );
    expect(problems).toHaveLength(1 + LANGUAGE_CODES.length);
  });

  test("an unknown data file and a missing one are reported", () => {
    const dir = dataCopy();
    fs.renameSync(path.join(dir, "en", "steps.json"), path.join(dir, "en", "stepz.json"));
    expect(validateDataDir(dir)).toEqual([
      "data/en/stepz.json: no schema knows this file (add it to src/schema/index.ts)",
      "data/en/steps.json: file is missing",
    ]);
  });

  test("a file of copy at the top of data/ is reported", () => {
    const dir = dataCopy();
    fs.copyFileSync(path.join(dir, "en", "faq.json"), path.join(dir, "faq.json"));
    expect(validateDataDir(dir)).toEqual([
      "data/faq.json: this file is copy only: it belongs in data/<language>/faq.json",
    ]);
  });

  test("an image that is not in data/images is reported", () => {
    const dir = editJson("dishes.json", (dishes) => (dishes[3].image = "./images/nope.jpg"));
    expect(validateDataDir(dir, undefined, undefined, undefined, quiet)).toEqual([
      "data/dishes.json: [3].image: image ./images/nope.jpg not found",
    ]);
  });

  test("opening hours the structured data cannot read fail the build, naming the field", () => {
    const dir = editJson("site.json", (site) => {
      site.hours[0].hours = "8am-8pm";
      site.hours[1].days = "Saturday-Mon";
    });
    expect(validateDataDir(dir)).toEqual([
      'data/site.json: hours[0].hours: unknown time "8am" in site.json hours',
      'data/site.json: hours[1].days: unknown day "Saturday" in site.json hours',
    ]);
  });

  test("a district missing in one language names that file and the district", () => {
    const dir = editJson("ru/districts.json", (districts) => districts.splice(2, 1));
    const problems = validateDataDir(dir);
    expect(problems).toContain(
      'data/districts.json: [2].slug: "avan" has no entry in data/ru/districts.json',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^data\/ru\/districts\.json: \(whole file\): 11 entries, data\/en\/districts\.json has 12$/,
      ),
    );
  });

  test("delivery days and windows that cannot be read are reported", () => {
    const dir = editJson("districts.json", (districts) => {
      districts[0].days = ["Mon", "Funday"];
      districts[1].windows = ["9-12"];
    });
    expect(validateDataDir(dir)).toEqual([
      'data/districts.json: [0].days[1]: unknown day "Funday"',
      "data/districts.json: [1].windows[0]: must look like 09:00-12:00",
    ]);
  });

  test("a fact written into a language's copy is reported", () => {
    const dir = editJson("hy/plans.json", (plans) => (plans[0].price = 1));
    expect(validateDataDir(dir)).toContain(
      "data/hy/plans.json: [0].price: a fact, kept once in data/plans.json",
    );
  });

  test("copy written into a facts file is reported", () => {
    const dir = editJson("plans.json", (plans) => (plans[0].name = "Starter"));
    expect(validateDataDir(dir)).toEqual([
      "data/plans.json: [0].name: not a fact kept once; it belongs in data/<language>/plans.json",
    ]);
  });
});

describe("translations", () => {
  test("a key missing in a translation names the file and the key", () => {
    const dir = editJson("hy/ui.json", (ui) => delete ui.gate.title);
    expect(validateDataDir(dir)).toContain(
      "data/hy/ui.json: gate.title: missing (data/en/ui.json has it)",
    );
  });

  test("a key English does not have is reported", () => {
    const dir = editJson("ru/ui.json", (ui) => (ui.gate.subtitle = "Подзаголовок"));
    expect(validateDataDir(dir)).toContain(
      "data/ru/ui.json: gate.subtitle: not in data/en/ui.json",
    );
  });

  test("an empty text is reported", () => {
    const dir = editJson("hy/ui.json", (ui) => (ui.navCta = " "));
    expect(validateDataDir(dir)).toContain("data/hy/ui.json: navCta: empty");
  });

  test("a list with fewer entries than English is reported", () => {
    const dir = editJson("ru/faq.json", (faq) => faq.pop());
    const problems = validateDataDir(dir);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^data\/ru\/faq\.json: \(whole file\): \d+ entries, data\/en\/faq\.json has \d+$/,
      ),
    );
  });

  test("a changed link or slug is reported: they are ids, not copy", () => {
    const links = editJson("hy/navigation.json", (nav) => (nav[1].href = "/plany"));
    expect(validateDataDir(links)).toContainEqual(
      expect.stringMatching(
        /^data\/hy\/navigation\.json: \[1\]\.href: must read "\/[^"]*" as in data\/en\/navigation\.json/,
      ),
    );
    const slugs = editJson("ru/plans.json", (plans) => (plans[0].slug = "gotovoe-3"));
    expect(validateDataDir(slugs)).toEqual(
      expect.arrayContaining([
        'data/ru/plans.json: [0].slug: must read "ready-3" as in data/en/plans.json (an id, not copy)',
        'data/ru/plans.json: [0].slug: "gotovoe-3" has no entry in data/plans.json',
      ]),
    );
  });

  test("a translation that drops a placeholder is reported", () => {
    const dir = editJson("hy/ui.json", (ui) => (ui.gate.grantedText = "Բարի գալուստ"));
    expect(validateDataDir(dir)).toContain(
      "data/hy/ui.json: gate.grantedText: placeholders must be {brand} as in data/en/ui.json",
    );
  });

  test("a language folder the site does not know is reported", () => {
    const dir = dataCopy();
    fs.cpSync(path.join(dir, "en"), path.join(dir, "de"), { recursive: true });
    expect(validateDataDir(dir)).toEqual([
      `data/de/: not a language of the site (src/lib/languages.ts lists ${LANGUAGE_CODES.join(", ")})`,
    ]);
  });

  test("a missing language folder is reported", () => {
    const dir = dataCopy();
    fs.rmSync(path.join(dir, "ru"), { recursive: true });
    expect(validateDataDir(dir)[0]).toBe("data/ru/: missing (the copy in this language)");
  });
});

describe("language rules", () => {
  test("Latin punctuation in Armenian copy fails the build, naming file and field", () => {
    const dir = editJson("hy/faq.json", (faq) => {
      faq[0].answer = faq[0].answer.replace(/։$/, ".");
    });
    expect(validateDataDir(dir)).toEqual([
      expect.stringMatching(/^data\/hy\/faq\.json: \[0\]\.answer: Latin punctuation/),
    ]);
  });

  test("a claim naming a figure that data/home.json does not have is reported", () => {
    const dir = editJson("home.json", (home) => {
      delete home.figures.rating;
    });
    const problems = validateDataDir(dir);
    expect(problems).toContain(
      "data/ru/home.json: claims[0].value: {rating} is not a figure of data/home.json",
    );
  });
});

describe("the weekly menu", () => {
  const firstWeek = () =>
    fs
      .readdirSync(path.join(dataDir, "weeks"))
      .sort()[0]
      .replace(/\.json$/, "");

  test("a week naming a dish that does not exist names the file and field", () => {
    const monday = firstWeek();
    const dir = editJson(`weeks/${monday}.json`, (week) => (week.days[1].lunch = "tolmaa"));
    expect(validateDataDir(dir, undefined, undefined, undefined, quiet)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/weeks/${monday}\\.json: days\\[1\\]\\.lunch: the \\w+ lunch of the week of .+ is "tolmaa", a dish that no longer exists in data/dishes\\.json\\.`,
        ),
      ),
    ]);
  });

  test("a second file for the same week, and a date that is not a Monday", () => {
    const monday = firstWeek();
    const dir = dataCopy();
    const week = JSON.parse(fs.readFileSync(path.join(dir, "weeks", `${monday}.json`), "utf8"));
    fs.writeFileSync(
      path.join(dir, "weeks", "2026-11-24.json"),
      JSON.stringify({ ...week, monday: "2026-11-24" }),
    );
    fs.writeFileSync(
      path.join(dir, "weeks", "2020-01-06.json"),
      JSON.stringify({ ...week, monday }),
    );
    expect(validateDataDir(dir, undefined, undefined, undefined, quiet)).toEqual([
      `data/weeks/2020-01-06.json: monday: ${monday} is not the date in the file's name (a week's file is named after its Monday)`,
      `data/weeks/${monday}.json: monday: the week of ${monday} is already in data/weeks/2020-01-06.json`,
      "data/weeks/2026-11-24.json: monday: 2026-11-24 is a Tuesday, not a Monday: a week starts on a Monday. Choose its Monday in the week and save again",
    ]);
  });

  test("an allergen not in the list names the dish and field", () => {
    const dir = editJson("dishes.json", (dishes) => dishes[4].allergens.splice(1, 0, "honey"));
    expect(validateDataDir(dir, undefined, undefined, undefined, quiet)).toEqual([
      expect.stringMatching(/^data\/dishes\.json: \[4\]\.allergens\[1\]: .*"gluten"/),
    ]);
  });

  test("a diet not in the list, or one without its words, in a language's copy", () => {
    const unknown = editJson("ru/menu-page.json", (page) => (page.diets[1].slug = "keto"));
    expect(validateDataDir(unknown, undefined, undefined, undefined, quiet)).toEqual(
      expect.arrayContaining([
        'data/ru/menu-page.json: diets[1].slug: must read "vegan" as in data/en/menu-page.json (an id, not copy)',
        expect.stringMatching(/^data\/ru\/menu-page\.json: diets\[1\]\.slug: .*"vegan"/),
      ]),
    );
    const missing = editJson("en/menu-page.json", (page) => page.diets.splice(1, 1));
    expect(validateDataDir(missing, undefined, undefined, undefined, quiet)).toContainEqual(
      expect.stringMatching(/^data\/en\/menu-page\.json: diets\[1\]\.slug: "vegan" has no words/),
    );
  });

  test("energy that disagrees with the macronutrients", () => {
    const dir = editJson("dishes.json", (dishes) => (dishes[0].nutrition.protein = 420));
    expect(validateDataDir(dir, undefined, undefined, undefined, quiet)).toEqual([
      expect.stringMatching(/^data\/dishes\.json: \[0\]\.nutrition\.kcal: /),
    ]);
  });

  test("no week for the coming Monday warns and does not fail", () => {
    const warnings: string[] = [];
    const problems = validateDataDir(dataDir, undefined, undefined, undefined, {
      today: "2030-01-01",
      warn: (m) => warnings.push(m),
    });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/2030-01-07/)]);
  });
});
