/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  INTERFACE_LANGS,
  MESSAGES,
  TERMS,
  catalogueProblems,
  isKnown,
  messageIn,
} from "../check-messages";
import { inOwnerWords } from "../owner-words";
import { EDITOR_LANGUAGES } from "../config";
import { validateDataDir } from "../../content/check";
import { dataCopy, editText } from "../../../jest/data-copy";
import { DATA_DIR } from "../../paths";

/*
 * The checks' messages in every language of the editor's interface, from check-messages.json:
 * a message or a term without one of the languages fails here, and so does a message the
 * checks write that the file does not know (it would reach a Russian owner in English).
 */

test("every message and every term has every interface language, with the same parts", () => {
  expect(catalogueProblems(MESSAGES, TERMS)).toEqual([]);
});

test("a message missing a language, or one of its parts, is found", () => {
  const lacking = [{ en: "is {n} too many" } as never, { en: "{a} and {b}", ru: "{a} и {c}" }];
  expect(catalogueProblems(lacking, [{ en: "lunch" } as never])).toEqual([
    'message "is {n} too many": no "ru"',
    'message "{a} and {b}": "ru" has {a}, {c} instead of {a}, {b}',
    'term "lunch": no "ru"',
  ]);
});

test("a message is told in Russian with its week, day, meal and diets in Russian", () => {
  const message =
    "the Monday dinner of the week of 21 December 2026 has no dish for this diet the site promises: keto (neither the dinner nor its alternatives suit it). Add a ready dish that suits it to the dinner's alternatives and save again";
  expect(messageIn(message, "en")).toBe(message);
  const ru = messageIn(message, "ru");
  expect(ru).toMatch(/^понедельник, ужин \(неделя с 21 декабря 2026 г\.\): .*: кето /);
  expect(ru).not.toMatch(/[A-Za-z]/);
  expect(
    messageIn(
      'alternative 2 to the Friday lunch of the week of 7 December 2026 is "tolma", a dish that no longer exists in data/dishes/. Choose another dish there in the week, or add the dish back, and save again',
      "ru",
    ),
  ).toMatch(
    /^пятница, обед \(неделя с 7 декабря 2026 г\.\), замена № 2: «tolma», .* data\/dishes\//,
  );
  expect(messageIn("Too small: expected number to be >=0", "ru")).toBe("должно быть не меньше 0");
  expect(
    messageIn(
      "says the weekly price is the same as the 4-day plan's, but this plan costs 16,000 ֏ a week and the 4-day plan 15,000 ֏. Change this sentence, or one of the two prices, and save again",
      "ru",
    ),
  ).toMatch(
    /^здесь сказано, .* на 4 дн\., но этот план стоит 16\s000 ֏ в неделю, а план на 4 дн\. — 15\s000 ֏\. /u,
  );
});

/** A copy of data/ with one stored file's JSON changed. */
function broken(file: string, change: (value: any) => void) {
  const dir = dataCopy();
  editText(dir, file, (text) => {
    const value = JSON.parse(text);
    change(value);
    return JSON.stringify(value, null, 2);
  });
  return dir;
}
const check = (dir: string) =>
  validateDataDir(dir, undefined, undefined, undefined, { today: "2026-11-24", warn: () => {} });
const firstWeek = fs.readdirSync(path.join(DATA_DIR, "weeks")).sort()[0];
const dish = "greek-salad";

test("every message the checks write on the owner's usual slips is known, and told in Russian", () => {
  const slips = [
    broken(`dishes/${dish}.json`, (d) => (d.en.nutrition.protein = -5)),
    broken(`dishes/${dish}.json`, (d) => (d.en.nutrition.protein *= 4)),
    broken(`dishes/${dish}.json`, (d) => (d.hy.name = "")),
    broken(`dishes/${dish}.json`, (d) => (d.en.colour = "green")),
    broken(`dishes/${dish}.json`, (d) => (d.en.animal = "fish")),
    broken("plans/ready-5.json", (p) => (p.en.price = 16000)),
    broken("plans/ready-4.json", (p) => (p.en.price = 1.5)),
    broken("plans/ready-4.json", (p) => (p.en.period = "month")),
    broken("plans/ready-4.json", (p) => (p.ru.features = [])),
    broken(`weeks/${firstWeek}`, (w) => (w.days[0].dinner = "tolma-that-is-gone")),
    broken(`weeks/${firstWeek}`, (w) => (w.days[1].day = w.days[0].day)),
    broken(`weeks/${firstWeek}`, (w) => (w.days[0].lunch = w.kits[0])),
    broken(`weeks/${firstWeek}`, (w) => (w.days[0].dinnerAlternatives = [w.days[0].dinner])),
    broken(`weeks/${firstWeek}`, (w) => (w.monday = "2026-12-16")),
    broken(`weeks/${firstWeek}`, (w) => {
      w.days[0].dinner = w.days[0].lunch;
      w.days[0].dinnerAlternatives = [];
    }),
    broken("first-delivery.json", (f) => (f.en.codes[0].validUntil = "31.05.2027")),
    broken("home.json", (h) => (h.hy.hero.title = h.hy.hero.title + " ձեր")),
    broken("districts.json", (d) => (d.en[0].windows[0] = "9-12")),
    broken("menu.json", (m) => (m.en[0].dish = "gone")),
    broken(`dishes/${dish}.json`, (d) => (d.en.image = "./images/none.jpg")),
    broken(`weeks/${firstWeek}`, (w) => (w.kits = w.kits.slice(0, 1))),
  ];
  const messages = slips.flatMap(check);
  expect(messages.length).toBeGreaterThan(slips.length);
  const told = (p: string) => /^data\/[^:\s]+: (?:[^\s:]+: )?([\s\S]*)$/.exec(p)?.[1] ?? p;
  expect(messages.map(told).filter((m) => !isKnown(m))).toEqual([]);
  for (const problem of messages) {
    const ru = inOwnerWords(problem, "ru");
    // Only keys, files and quoted texts stay as written.
    expect(ru.replace(/«[^»]*»|"[^"]*"|data\/\S+|[\w-]+\.json|\(\w+\)/g, "")).not.toMatch(
      /\b(the|is|must|and|save|of|but|expected|Invalid|Too)\b/,
    );
  }
});

test("the messages' languages are the editor's interface languages", () => {
  expect(INTERFACE_LANGS).toEqual(EDITOR_LANGUAGES);
});
