/*
 * The build's checks as the editor runs them before a save: the same validateDataDir, reading
 * data/ from memory (gatsby/cms/checks/memory-fs.ts, as admin/checks.js does in the browser).
 */
jest.mock("node:fs", () => jest.requireActual("../checks/memory-fs"));
jest.mock("node:path", () => jest.requireActual("../checks/path-posix"));

import { validateDataDir } from "../../content/check";
import { setFiles } from "../checks/memory-fs";
import { draftFile, remembering, verdict, toldIn, type Draft, type Texts } from "../checks/verdict";
import { cmsCollections } from "../config";

// data/ read from the disk (the modules under test read memory instead), as content.json has it.
const disk = jest.requireActual<typeof import("node:fs")>("node:fs");
function walk(dir: string, at = "data"): Texts {
  return Object.assign(
    {},
    ...disk.readdirSync(dir, { withFileTypes: true }).map((e) =>
      e.isDirectory()
        ? walk(`${dir}/${e.name}`, `${at}/${e.name}`)
        : {
            [`${at}/${e.name}`]: e.name.endsWith(".json")
              ? disk.readFileSync(`${dir}/${e.name}`, "utf8")
              : "",
          },
    ),
  );
}
const texts: Texts = walk(`${process.cwd()}/data`);

const validate = (files: Texts) => {
  setFiles(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/site/${k}`, v])));
  return validateDataDir("/site/data", undefined, "data", undefined, { warn: () => {} });
};

type Obj = Record<string, unknown>;
const parsed = (file: string) => JSON.parse(texts[file]) as Record<string, Obj>;
const dishFile = Object.keys(texts).find((f) => /^data\/dishes\/.+\.json$/.test(f))!;
const weekFile = Object.keys(texts)
  .filter((f) => f.startsWith("data/weeks/"))
  .sort()
  .at(-1)!;

/** A dish's form as the editor hands it: English data (facts and copy), the others' copy. */
function dishDraft(file: string, change: (en: Obj) => Obj = (en) => en, path = file): Draft {
  const { en, hy, ru } = parsed(file);
  return {
    collection: "dishes",
    path,
    slug: String(en.slug),
    newRecord: !path,
    data: change({ ...en, contentChecks: undefined }),
    i18n: { hy: { data: hy }, ru: { data: ru } },
  };
}

function judged(draft: Draft) {
  const made = draftFile(draft, texts)!;
  return { made, ...toldIn(verdict(texts, made.file, made.text, validate), "en", texts) };
}

test("the published content passes; a form saved as it is changes nothing", () => {
  expect(validate(texts)).toEqual([]);
  const { made, caused, already } = judged(dishDraft(dishFile));
  expect(JSON.parse(made.text)).toEqual(parsed(dishFile));
  expect([caused, already]).toEqual([[], []]);
});

test("a negative figure is refused before saving, named by its label", () => {
  const { caused } = judged(
    dishDraft(dishFile, (en) => ({ ...en, nutrition: { ...(en.nutrition as Obj), protein: -5 } })),
  );
  expect(caused.join("\n")).toMatch(/Nutrition per portion › Protein \(g\)/);
  expect(caused.join("\n")).not.toMatch(/en\.nutrition/);
});

test("a protein of -5 keeps its minus and is refused with a plain message, in both languages", () => {
  // The editor's own box has a floor of 0 for every figure of a dish: it refuses a negative
  // figure under the field before the checks even run.
  const dishes = cmsCollections({ published: [], today: "2026-11-24" }).find(
    (c) => c.name === "dishes",
  ) as unknown as { fields: { name: string; fields?: { name: string; min?: number }[] }[] };
  const nutrition = dishes.fields.find((f) => f.name === "nutrition")!.fields!;
  expect(nutrition.find((f) => f.name === "protein")).toMatchObject({ widget: "number", min: 0 });
  expect(nutrition.every((f) => typeof f.min === "number" && f.min >= 0)).toBe(true);

  const draft = dishDraft(dishFile, (en) => ({
    ...en,
    nutrition: { ...(en.nutrition as Obj), protein: -5 },
  }));
  // What would be written keeps the figure as typed: never 5.
  const { made, caused } = judged(draft);
  expect((JSON.parse(made.text) as { en: { nutrition: Obj } }).en.nutrition.protein).toBe(-5);
  expect(caused).toContainEqual(
    expect.stringMatching(/› Nutrition per portion › Protein \(g\): must be at least 0$/),
  );
  const russian = toldIn(verdict(texts, made.file, made.text, validate), "ru", texts).caused;
  expect(russian).toContainEqual(
    expect.stringMatching(/› Пищевая ценность на порцию › Белки \(г\): должно быть не меньше 0$/),
  );
});

test("a week that loses a promised diet is refused before saving, in words", () => {
  const week = parsed(weekFile) as unknown as { days: Obj[] };
  const draft: Draft = {
    collection: "weeks",
    path: weekFile,
    slug: "",
    newRecord: false,
    data: {
      ...week,
      days: week.days.map((d) => ({ ...d, lunchAlternatives: [], dinnerAlternatives: [] })),
    },
  };
  const { caused } = judged(draft);
  expect(caused.join("\n")).toMatch(/has no dish for/);
  expect(caused[0]).toMatch(/^Week of \d+ \w+ \d{4} \(data\/weeks\//);
});

test("a new dish is keyed after its English name, made unique beside an existing one", () => {
  const { en } = parsed(dishFile);
  // Named so that its key would be an existing dish's ("Aubergine walnut rolls").
  const name = String(en.slug)
    .replace(/-/g, " ")
    .replace(/^./, (c) => c.toUpperCase());
  const { made, caused } = judged(
    dishDraft(dishFile, (e) => ({ ...e, name, slug: undefined }), ""),
  );
  expect(made.file).toBe(dishFile.replace(/\.json$/, "-1.json"));
  expect(JSON.parse(made.text).en.slug).toBe(`${String(en.slug)}-1`);
  expect(caused).toEqual([]);
});

test("a promo code's day written another way is refused, named by its label", () => {
  const file = "data/first-delivery.json";
  const { en, hy, ru } = parsed(file);
  const codes = en.codes as Obj[];
  const draft: Draft = {
    collection: "site",
    path: file,
    slug: "first-delivery",
    newRecord: false,
    data: { ...en, codes: [{ ...codes[0], validUntil: "31.05.2027" }] },
    i18n: { hy: { data: hy }, ru: { data: ru } },
  };
  const { caused } = judged(draft);
  expect(caused.join("\n")).toMatch(/Valid until/);
});

test("what was broken before the edit is listed, and does not refuse the save", () => {
  const broken = {
    ...texts,
    [dishFile]: texts[dishFile].replace(/"portion": \d+/, '"portion": -1'),
  };
  const other = Object.keys(texts).find((f) => f.startsWith("data/plans/"))!;
  const found = verdict(broken, other, texts[other], validate);
  expect(found.caused).toEqual([]);
  expect(found.already.join("\n")).toMatch(/portion/);
});

test("a check after an edit validates the edited content alone, and Save then validates nothing", () => {
  const seen: Texts[] = [];
  const counted = remembering((files) => {
    seen.push(files);
    return validate(files);
  });
  const lowered = (portion: number) =>
    draftFile(
      dishDraft(dishFile, (en) => ({ ...en, portion })),
      texts,
    )!;
  // Two pauses in typing, then Save on the values the last check saw.
  const typed = [lowered(-1), lowered(-2), lowered(-2)];
  const verdicts = typed.map((made) => verdict(texts, made.file, made.text, counted));
  // The content as it stands once, then each edited content once.
  expect(seen).toHaveLength(3);
  expect(verdicts[2]).toEqual(verdicts[1]);
  expect(verdicts[1].caused.join("\n")).toMatch(/portion/);
  // The same answers as validating every time.
  const fresh = typed.map((made) => verdict(texts, made.file, made.text, validate));
  expect(verdicts).toEqual(fresh);
  // A content asked again after two others is validated again: only the last two are kept.
  counted({ ...texts, [dishFile]: typed[0].text });
  expect(seen).toHaveLength(4);
});
