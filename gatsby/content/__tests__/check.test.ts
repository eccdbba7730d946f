/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { validateDataDir } from "../check";
import { LANGUAGE_CODES } from "../../../src/lib/languages";
import { DATA_DIR } from "../../paths";
import { dataCopy, editData, editText } from "../../../jest/data-copy";

type Json = any;

/** No warning about the coming week: a date inside the published weeks. */
const quiet = { today: "2026-11-24", warn: () => {} };

/** The findings for a copy of data/ (or data/ itself). */
const check = (dir: string) => validateDataDir(dir, undefined, undefined, undefined, quiet);

/** A copy of data/ with one file changed as the build reads it (see jest/data-copy.ts). */
function edited(file: string, change: (value: Json) => void): string {
  const dir = dataCopy();
  editData(dir, file, change);
  return dir;
}

/** A copy of data/ with the stored text of one file changed. */
function editedText(file: string, edit: (text: string) => string): string {
  const dir = dataCopy();
  editText(dir, file, edit);
  return dir;
}

/** A copy of data/ with one file's JSON, as stored (all its parts), changed. */
const editedAsStored = (file: string, change: (value: Json) => void) =>
  editedText(file, (text) => {
    const value = JSON.parse(text);
    change(value);
    return JSON.stringify(value, null, 2);
  });

const bySlug = (list: Json[], slug: string) => list.find((entry) => entry.slug === slug);

test("the real content passes", () => {
  expect(check(DATA_DIR)).toEqual([]);
});

test("the test copy passes as it is", () => {
  expect(check(dataCopy())).toEqual([]);
});

describe("facts and copy", () => {
  test("bad JSON names the file, or the entry's file in a folder", () => {
    const file = editedText("faq.json", (text) => text.replace("[", "[,"));
    expect(check(file)).toEqual([expect.stringMatching(/^data\/faq\.json: invalid JSON: /)]);
    const entry = editedText("plans/ready-3.json", (text) => text.replace("{", "{,"));
    expect(check(entry)).toEqual([
      expect.stringMatching(/^data\/plans\/ready-3\.json: invalid JSON: /),
    ]);
  });

  test("a missing fact names the entry's file and the field under en", () => {
    const dir = edited("plans.json", (plans) => delete bySlug(plans, "ready-4").price);
    expect(check(dir)).toEqual([expect.stringMatching(/^data\/plans\/ready-4\.json: en\.price: /)]);
  });

  test("a missing English text names the entry's file and en, the other languages too", () => {
    const dir = edited("en/plans.json", (plans) => delete bySlug(plans, "ready-4").name);
    const problems = check(dir);
    expect(problems[0]).toMatch(/^data\/plans\/ready-4\.json: en\.name: /);
    // The other languages now hold a text English lacks.
    expect(problems).toContain('data/plans/ready-4.json: hy.name: not in the "en" part');
    expect(problems).toContain('data/plans/ready-4.json: ru.name: not in the "en" part');
  });

  test("a wrong type names the entry's file and field", () => {
    const dir = edited("plans.json", (plans) => (bySlug(plans, "ready-5").price = "15,000"));
    expect(check(dir)).toEqual([
      expect.stringMatching(/^data\/plans\/ready-5\.json: en\.price: .*number/),
    ]);
  });

  test("a nested field of a file names its language's part: copy, or a fact under en", () => {
    const copy = edited("en/site.json", (site) => (site.address.city = ""));
    expect(check(copy)).toEqual(["data/site.json: en.address.city: must not be empty"]);
    const translated = edited("hy/site.json", (site) => (site.address.street = ""));
    expect(check(translated)).toContain("data/site.json: hy.address.street: must not be empty");
    const fact = edited("site.json", (site) => (site.address.postalCode = ""));
    expect(check(fact)).toEqual(["data/site.json: en.address.postalCode: must not be empty"]);
  });

  test("an unexpected field is reported, so typos do not pass silently", () => {
    const dir = edited("en/faq.json", (faq) => (faq[0].anwser = "typo"));
    expect(check(dir)[0]).toMatch(/^data\/faq\.json: en\[0\]: .*anwser/);
  });

  test("a duplicate slug in a list file names the entry", () => {
    const dir = edited(
      "districts.json",
      (districts) => (bySlug(districts, "arabkir").slug = "avan"),
    );
    expect(check(dir)).toEqual(['data/districts.json: en[2].slug: duplicate slug "avan"']);
  });

  test("two plans with the same slug: the second's file is not named after it", () => {
    const dir = edited("plans.json", (plans) => (bySlug(plans, "ready-4").slug = "ready-3"));
    expect(check(dir)).toEqual([
      `data/plans/ready-4.json: en.slug: "ready-3" is not the file's name: the file of an entry is named after its slug (ready-3.json)`,
      'data/plans/ready-4.json: en.slug: duplicate slug "ready-3"',
    ]);
  });

  test("an entry's file not named after its slug is reported", () => {
    const dir = dataCopy();
    fs.renameSync(path.join(dir, "plans", "ready-3.json"), path.join(dir, "plans", "ready3.json"));
    expect(check(dir)).toEqual([
      `data/plans/ready3.json: en.slug: "ready-3" is not the file's name: the file of an entry is named after its slug (ready-3.json)`,
    ]);
  });

  test("an unknown data file and a missing one are reported", () => {
    const dir = dataCopy();
    fs.renameSync(path.join(dir, "steps.json"), path.join(dir, "stepz.json"));
    expect(check(dir)).toEqual([
      "data/stepz.json: no schema knows this file (add it to gatsby/content/data-files.ts)",
      "data/steps.json: file is missing",
    ]);
  });

  test("an unknown folder and a missing one are reported", () => {
    const dir = dataCopy();
    fs.renameSync(path.join(dir, "plans"), path.join(dir, "plan"));
    expect(check(dir)).toEqual(["data/plan/: no schema knows this folder", "data/plans/: missing"]);
  });

  test("a language folder left at the top of data/ is reported", () => {
    const dir = dataCopy();
    fs.mkdirSync(path.join(dir, "hy"));
    fs.copyFileSync(path.join(dir, "faq.json"), path.join(dir, "hy", "faq.json"));
    expect(check(dir)).toEqual(["data/hy/: no schema knows this folder"]);
  });

  test("an image that is not in data/images is reported", () => {
    const dir = edited("dishes.json", (dishes) => {
      bySlug(dishes, "buddha-bowl").image = "./images/nope.jpg";
    });
    expect(check(dir)).toEqual([
      "data/dishes/buddha-bowl.json: en.image: image ./images/nope.jpg not found",
    ]);
  });

  test("opening hours the structured data cannot read fail the build, naming the field", () => {
    const dir = edited("site.json", (site) => {
      site.hours[0].hours = "8am-8pm";
      site.hours[1].days = "Saturday-Mon";
    });
    expect(check(dir)).toEqual([
      'data/site.json: en.hours[0].hours: unknown time "8am" in site.json hours',
      'data/site.json: en.hours[1].days: unknown day "Saturday" in site.json hours',
    ]);
  });

  test("a district missing in one language is reported as a shorter list", () => {
    const dir = edited("ru/districts.json", (districts) => districts.splice(2, 1));
    expect(check(dir)).toEqual(['data/districts.json: ru: 11 entries, the "en" part has 12']);
  });

  test("delivery days and windows that cannot be read are reported", () => {
    const dir = edited("districts.json", (districts) => {
      districts[0].days = ["Mon", "Funday"];
      districts[1].windows = ["9-12"];
    });
    expect(check(dir)).toEqual([
      'data/districts.json: en[0].days[1]: unknown day "Funday"',
      "data/districts.json: en[1].windows[0]: must look like 09:00-12:00",
    ]);
  });
});

describe("facts are written once, under en", () => {
  test("a fact written into another language's part is reported", () => {
    const file = edited("hy/site.json", (site) => (site.currency = "AMD"));
    expect(check(file)).toEqual([
      'data/site.json: hy.currency: the same in every language, it is written once, under "en"',
    ]);
    const list = edited("hy/districts.json", (districts) => (districts[3].days = ["Mon"]));
    expect(check(list)).toEqual([
      'data/districts.json: hy[3].days: the same in every language, it is written once, under "en"',
    ]);
    const entry = edited("hy/plans.json", (plans) => (bySlug(plans, "ready-3").price = 1));
    expect(check(entry)).toEqual([
      'data/plans/ready-3.json: hy.price: the same in every language, it is written once, under "en"',
    ]);
  });

  test("a slug written into a translation is reported: it is a fact, kept under en", () => {
    const dir = editedAsStored(
      "plans/ready-3.json",
      (plan) => (plan.ru = { slug: "gotovoe-3", ...plan.ru }),
    );
    expect(check(dir)).toContain(
      'data/plans/ready-3.json: ru.slug: the same in every language, it is written once, under "en"',
    );
  });
});

describe("translations", () => {
  test("a key missing in a translation names the file, the language and the key", () => {
    const dir = edited("hy/ui.json", (ui) => delete ui.gate.title);
    expect(check(dir)).toContain('data/ui.json: hy.gate.title: missing (the "en" part has it)');
  });

  test("a key English does not have is reported", () => {
    const dir = edited("ru/ui.json", (ui) => (ui.gate.subtitle = "Подзаголовок"));
    expect(check(dir)).toContain('data/ui.json: ru.gate.subtitle: not in the "en" part');
  });

  test("an empty text is reported", () => {
    const dir = edited("hy/ui.json", (ui) => (ui.navCta = " "));
    expect(check(dir)).toContain("data/ui.json: hy.navCta: empty");
  });

  test("a list with fewer entries than English is reported", () => {
    const dir = edited("ru/faq.json", (faq) => faq.pop());
    expect(check(dir)).toEqual([
      expect.stringMatching(/^data\/faq\.json: ru: \d+ entries, the "en" part has \d+$/),
    ]);
  });

  test("a changed link is reported: it is an id, not copy", () => {
    const dir = edited("hy/navigation.json", (nav) => (nav[1].href = "/plany"));
    expect(check(dir)).toEqual([
      expect.stringMatching(
        /^data\/navigation\.json: hy\[1\]\.href: must read "\/[^"]*" as in the "en" part \(an id, not copy\)$/,
      ),
    ]);
  });

  test("a translation that drops a placeholder is reported", () => {
    const dir = edited("hy/ui.json", (ui) => (ui.gate.grantedText = "Բարի գալուստ"));
    expect(check(dir)).toContain(
      'data/ui.json: hy.gate.grantedText: placeholders must be {brand} as in the "en" part',
    );
  });

  test("a part that is not a language of the site is reported, in a file or an entry's file", () => {
    const languages = `not a language of the site (src/lib/languages.ts lists ${LANGUAGE_CODES.join(", ")})`;
    const file = editedAsStored("ui.json", (ui) => (ui.de = ui.en));
    expect(check(file)).toEqual([`data/ui.json: de: ${languages}`]);
    const entry = editedAsStored("plans/ready-3.json", (plan) => (plan.de = plan.ru));
    expect(check(entry)).toEqual([`data/plans/ready-3.json: de: ${languages}`]);
  });

  test("a missing language part is one finding, naming the file and the language", () => {
    const entry = editedAsStored("plans/ready-3.json", (plan) => delete plan.hy);
    expect(check(entry)).toEqual([
      "data/plans/ready-3.json: hy: missing: the file holds a part for every language of the site",
    ]);
    const file = editedAsStored("site.json", (site) => delete site.ru);
    expect(check(file)).toEqual([
      "data/site.json: ru: missing: the file holds a part for every language of the site",
    ]);
  });
});

describe("language rules", () => {
  test("Latin punctuation in Armenian copy fails the build, naming file and field", () => {
    const dir = edited("hy/faq.json", (faq) => {
      faq[0].answer = faq[0].answer.replace(/։$/, ".");
    });
    expect(check(dir)).toEqual([
      expect.stringMatching(/^data\/faq\.json: hy\[0\]\.answer: Latin punctuation/),
    ]);
  });

  test("a claim naming a figure that data/home.json does not have is reported", () => {
    const dir = edited("home.json", (home) => {
      delete home.figures.rating;
    });
    const problems = check(dir);
    for (const lang of LANGUAGE_CODES)
      expect(problems).toContain(
        `data/home.json: ${lang}.claims[0].value: {rating} is not a figure of data/home.json`,
      );
  });
});

describe("the weekly menu", () => {
  const firstWeek = () =>
    fs
      .readdirSync(path.join(DATA_DIR, "weeks"))
      .sort()[0]
      .replace(/\.json$/, "");

  test("a week naming a dish that does not exist names the file and field", () => {
    const monday = firstWeek();
    const dir = editedAsStored(`weeks/${monday}.json`, (week) => (week.days[1].lunch = "tolmaa"));
    expect(check(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/weeks/${monday}\\.json: days\\[1\\]\\.lunch: the \\w+ lunch of the week of .+ is "tolmaa", a dish that no longer exists in data/dishes/\\.`,
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
    expect(check(dir)).toEqual([
      `data/weeks/2020-01-06.json: monday: ${monday} is not the date in the file's name (a week's file is named after its Monday)`,
      `data/weeks/${monday}.json: monday: the week of ${monday} is already in data/weeks/2020-01-06.json`,
      "data/weeks/2026-11-24.json: monday: 2026-11-24 is a Tuesday, not a Monday: a week starts on a Monday. Choose its Monday in the week and save again",
    ]);
  });

  test("an allergen not in the list names the dish's file and field", () => {
    const dir = edited("dishes.json", (dishes) =>
      bySlug(dishes, "chicken-fajitas-kit").allergens.splice(1, 0, "honey"),
    );
    expect(check(dir)).toEqual([
      expect.stringMatching(
        /^data\/dishes\/chicken-fajitas-kit\.json: en\.allergens\[1\]: .*"gluten"/,
      ),
    ]);
  });

  test("a diet not in the list, or one without its words, in a language's part", () => {
    const unknown = edited("ru/menu-page.json", (page) => (page.diets[1].slug = "keto"));
    expect(check(unknown)).toEqual(
      expect.arrayContaining([
        'data/menu-page.json: ru.diets[1].slug: must read "vegan" as in the "en" part (an id, not copy)',
        expect.stringMatching(/^data\/menu-page\.json: ru\.diets\[1\]\.slug: .*"vegan"/),
      ]),
    );
    const missing = edited("en/menu-page.json", (page) => page.diets.splice(1, 1));
    expect(check(missing)).toContainEqual(
      expect.stringMatching(/^data\/menu-page\.json: en\.diets\[1\]\.slug: "vegan" has no words/),
    );
  });

  test("energy that disagrees with the macronutrients", () => {
    const dir = edited("dishes.json", (dishes) => {
      bySlug(dishes, "beef-stir-fry").nutrition.protein = 420;
    });
    expect(check(dir)).toEqual([
      expect.stringMatching(/^data\/dishes\/beef-stir-fry\.json: en\.nutrition\.kcal: /),
    ]);
  });

  test("no week for the coming Monday warns and does not fail", () => {
    const warnings: string[] = [];
    const problems = validateDataDir(DATA_DIR, undefined, undefined, undefined, {
      today: "2030-01-01",
      warn: (m) => warnings.push(m),
    });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/2030-01-07/)]);
  });
});
