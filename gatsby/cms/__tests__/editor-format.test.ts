/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { arrange, editorText, formFor, type EditorConfig } from "../editor-format";
import { DATA_DIR, ROOT } from "../../paths";

/*
 * data/ is kept exactly as the editor writes it, so that an owner's save changes only what the
 * owner changed (and passes the checks). After a change to a schema's key order, rewrite the
 * data files with editorText().
 */

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "images" ? [] : jsonFiles(full);
    return e.name.endsWith(".json") ? [full] : [];
  });
}
const files = jsonFiles(DATA_DIR)
  .map((f) => path.relative(ROOT, f).split(path.sep).join("/"))
  .sort();

const LOCALES = ["en", "hy", "ru"];

test("the data files are all found, each saved by a form of the editor", () => {
  expect(files).toEqual(
    expect.arrayContaining([
      "data/site.json",
      "data/home.json",
      "data/dishes/tolma.json",
      "data/plans/ready-3.json",
    ]),
  );
  expect(files.some((f) => f.startsWith("data/weeks/"))).toBe(true);
  // No language has a folder of its own any more, and a list kept per entry has no file.
  expect(files.filter((f) => /^data\/(en|hy|ru)\//.test(f))).toEqual([]);
  expect(files).not.toContain("data/dishes.json");
  expect(files.filter((f) => !formFor(f))).toEqual([]);
  // Everything but a week keeps a part per language.
  for (const file of files)
    expect({ file, locales: formFor(file)!.locales }).toEqual({
      file,
      locales: file.startsWith("data/weeks/") ? undefined : LOCALES,
    });
});

test.each(files.filter((f) => !f.startsWith("data/weeks/")))(
  "%s holds a part per language, in the editor's order of languages",
  (file) => {
    const value = JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
    expect(Object.keys(value)).toEqual(LOCALES);
  },
);

test.each(files)("%s is laid out and its keys ordered as the editor writes it", (file) => {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const expected = editorText(file, JSON.parse(text), { keepEmpty: true });
  expect({ file, text }).toEqual({ file, text: expected });
});

test("no data file holds an empty optional value, which the editor would leave out on save", () => {
  const dropped = files.flatMap((file) => {
    const value = JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
    return arrange(formFor(file)!, value).omitted.map((at) => `${file}: ${at}`);
  });
  expect(dropped).toEqual([]);
});

// A made-up editor configuration: one file with an object and a list of objects, one root list.
const field = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  label: name,
  widget: "string",
  required: true,
  ...more,
});
const config: EditorConfig = {
  i18n: { locales: ["en", "hy"] },
  output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
  collections: [
    {
      files: [
        {
          file: "data/{{locale}}/page.json",
          fields: [
            field("title"),
            field("hero", { widget: "object", fields: [field("heading"), field("image")] }),
            field("items", {
              widget: "list",
              fields: [field("name"), field("note", { required: false })],
            }),
            field("tags", { widget: "list", field: field("item"), required: false }),
          ],
        },
        {
          file: "data/things.json",
          fields: [
            field("things", { widget: "list", root: true, fields: [field("slug"), field("n")] }),
          ],
        },
      ],
    },
    { folder: "data/weeks", extension: "json", fields: [field("monday"), field("days")] },
  ],
};

test("keys follow the form's fields, in objects and list entries; unknown keys come after, sorted", () => {
  const value = {
    zeta: 1,
    items: [
      { note: "n", name: "a", extra: true },
      { name: "b", alpha: 2 },
    ],
    hero: { other: { y: 1, x: 2 }, image: "i.jpg", heading: "H" },
    title: "T",
    beta: [1, 2],
  };
  expect(JSON.parse(editorText("data/hy/page.json", value, { config }))).toStrictEqual(value);
  expect(editorText("data/hy/page.json", value, { config })).toBe(
    `${JSON.stringify(
      {
        title: "T",
        hero: { heading: "H", image: "i.jpg", other: { x: 2, y: 1 } },
        items: [
          { name: "a", note: "n", extra: true },
          { name: "b", alpha: 2 },
        ],
        beta: [1, 2],
        zeta: 1,
      },
      null,
      2,
    )}\n`,
  );
  expect(arrange(formFor("data/en/page.json", config)!, value).unknown).toEqual([
    "beta.0",
    "beta.1",
    "hero.other.x",
    "hero.other.y",
    "items.0.extra",
    "items.1.alpha",
    "zeta",
  ]);
});

test("a root list is written as a list; a week by the folder's fields; empty optional values left out", () => {
  expect(editorText("data/things.json", [{ n: 1, slug: "a" }, { slug: "b" }], { config })).toBe(
    '[\n  {\n    "slug": "a",\n    "n": 1\n  },\n  {\n    "slug": "b"\n  }\n]\n',
  );
  expect(editorText("data/weeks/2026-11-23.json", { days: [], monday: "x" }, { config })).toBe(
    '{\n  "monday": "x",\n  "days": []\n}\n',
  );
  const page = { title: "", tags: [], items: [{ name: "a", note: "" }] };
  expect(editorText("data/en/page.json", page, { config })).toBe(
    '{\n  "title": "",\n  "items": [\n    {\n      "name": "a"\n    }\n  ]\n}\n',
  );
  expect(editorText("data/en/page.json", page, { config, keepEmpty: true })).toBe(
    `${JSON.stringify({ title: "", items: [{ name: "a", note: "" }], tags: [] }, null, 2)}\n`,
  );
  expect(formFor("data/fr/page.json", config)).toBeUndefined();
  expect(formFor("data/weeks/old/2026-11-23.json", config)).toBeUndefined();
  expect(() => editorText("data/nowhere.json", {}, { config })).toThrow(/no form/);
});

// A made-up configuration keeping each file in one with a part per language.
const oneFile: EditorConfig = {
  i18n: { locales: ["en", "hy", "ru"], structure: "single_file" },
  output: { omit_empty_optional_fields: true },
  collections: [
    {
      i18n: true,
      files: [
        {
          file: "data/page.json",
          i18n: true,
          fields: [field("title"), field("note", { required: false }), field("price")],
        },
        {
          file: "data/things.json",
          fields: [field("things", { widget: "list", root: true, fields: [field("slug")] })],
        },
      ],
    },
    {
      folder: "data/dishes",
      extension: "json",
      i18n: true,
      fields: [field("slug"), field("name")],
    },
    { folder: "data/weeks", extension: "json", fields: [field("monday")] },
  ],
};

test("a file kept in one has a part per language, each laid out by the form, in the order of the languages", () => {
  const page = {
    ru: { note: "", title: "Р" },
    zz: { title: "Z" },
    en: { price: 1, extra: true, title: "T" },
    hy: { title: "Հ", note: "n" },
  };
  const form = formFor("data/page.json", oneFile)!;
  expect(form.locales).toEqual(["en", "hy", "ru"]);
  const { value, unknown, omitted } = arrange(form, page);
  // The parts in the order of the languages, a part for no language last; keys by the form.
  expect(JSON.stringify(value)).toBe(
    JSON.stringify({
      en: { title: "T", price: 1, extra: true },
      hy: { title: "Հ", note: "n" },
      ru: { title: "Р" },
      zz: { title: "Z" },
    }),
  );
  // What is left out or unknown is told with its language.
  expect(unknown).toEqual(["en.extra"]);
  expect(omitted).toEqual(["ru.note"]);
  expect(editorText("data/page.json", page, { config: oneFile, keepEmpty: true })).toBe(
    `${JSON.stringify(
      {
        en: { title: "T", price: 1, extra: true },
        hy: { title: "Հ", note: "n" },
        ru: { title: "Р", note: "" },
        zz: { title: "Z" },
      },
      null,
      2,
    )}\n`,
  );
  // A language with no part gets none.
  expect(arrange(form, { hy: { title: "Հ" } }).value).toEqual({ hy: { title: "Հ" } });
});

test("in a file kept in one, each language's part of a root list is a list; an entry of a folder has its parts", () => {
  const things = { hy: [{ slug: "a" }], en: [{ slug: "a" }, { slug: "b" }] };
  expect(editorText("data/things.json", things, { config: oneFile })).toBe(
    `${JSON.stringify({ en: [{ slug: "a" }, { slug: "b" }], hy: [{ slug: "a" }] }, null, 2)}\n`,
  );
  const dish = { ru: { name: "Толма" }, en: { name: "Tolma", slug: "tolma" } };
  expect(formFor("data/dishes/tolma.json", oneFile)!.locales).toEqual(["en", "hy", "ru"]);
  expect(editorText("data/dishes/tolma.json", dish, { config: oneFile })).toBe(
    `${JSON.stringify({ en: { slug: "tolma", name: "Tolma" }, ru: { name: "Толма" } }, null, 2)}\n`,
  );
  // A collection not translated keeps one part, as a week does.
  expect(formFor("data/weeks/2026-11-23.json", oneFile)!.locales).toBeUndefined();
  expect(
    editorText("data/weeks/2026-11-23.json", { monday: "2026-11-23" }, { config: oneFile }),
  ).toBe('{\n  "monday": "2026-11-23"\n}\n');
});
