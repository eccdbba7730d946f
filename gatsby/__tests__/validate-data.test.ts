/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validateDataDir } from "../validate-data";

const dataDir = path.join(__dirname, "..", "..", "data");

/** A copy of data/ in a temp folder, with one file changed by `edit`. */
function brokenCopy(file: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  for (const name of fs.readdirSync(dataDir)) {
    const from = path.join(dataDir, name);
    if (fs.statSync(from).isFile()) fs.copyFileSync(from, path.join(dir, name));
  }
  fs.symlinkSync(path.join(dataDir, "images"), path.join(dir, "images"));
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

test("the real content passes", () => {
  expect(validateDataDir(dataDir)).toEqual([]);
});

test("bad JSON names the file", () => {
  const dir = brokenCopy("faq.json", (text) => text.replace("[", "[,"));
  expect(validateDataDir(dir)).toEqual([expect.stringMatching(/^data\/faq\.json: invalid JSON/)]);
});

test("a missing required field names file and field", () => {
  const dir = editJson("plans.json", (plans) => delete plans[1].price);
  expect(validateDataDir(dir)).toEqual([
    expect.stringMatching(/^data\/plans\.json: \[1\]\.price: /),
  ]);
});

test("a wrong type names file and field", () => {
  const dir = editJson("plans.json", (plans) => (plans[2].price = "15,000"));
  const [problem] = validateDataDir(dir);
  expect(problem).toMatch(/^data\/plans\.json: \[2\]\.price: .*number/);
});

test("a nested field in an object file", () => {
  const dir = editJson("site.json", (site) => (site.address.city = ""));
  expect(validateDataDir(dir)).toEqual(["data/site.json: address.city: must not be empty"]);
});

test("an unexpected field is reported, so typos do not pass silently", () => {
  const dir = editJson("faq.json", (faq) => (faq[0].anwser = "typo"));
  expect(validateDataDir(dir)[0]).toMatch(/^data\/faq\.json: \[0\]: .*anwser/);
});

test("duplicate plan slugs are reported", () => {
  const dir = editJson("plans.json", (plans) => (plans[1].slug = plans[0].slug));
  expect(validateDataDir(dir)).toEqual(['data/plans.json: [1].slug: duplicate slug "ready-3"']);
});

test("an unknown data file and a missing one are reported", () => {
  const dir = brokenCopy("steps.json", (t) => t);
  fs.renameSync(path.join(dir, "steps.json"), path.join(dir, "stepz.json"));
  expect(validateDataDir(dir)).toEqual([
    "data/stepz.json: no schema knows this file (add it to src/schema/index.ts)",
    "data/steps.json: file is missing",
  ]);
});

test("an image that is not in data/images is reported", () => {
  const dir = editJson("meals.json", (meals) => (meals[3].image = "./images/nope.jpg"));
  expect(validateDataDir(dir)).toEqual([
    "data/meals.json: [3].image: image ./images/nope.jpg not found",
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
