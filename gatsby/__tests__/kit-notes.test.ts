import { loadContent } from "../content/snapshot";
import { kitNotes } from "../kit-notes";

/*
 * The kit plans' notes on the site's own content: no published week has a keto kit, so every
 * kit plan says which diets its kits do fill, and keto is never among them.
 */

const content = loadContent();
const diets = (lang: "en" | "ru") =>
  content.read<{ diets: { slug: string; name: string }[] }>("menu-page.json", lang).diets;
const named = (lang: "en" | "ru", slug: string) => diets(lang).find((d) => d.slug === slug)!.name;

test("every kit plan says which diets the week's kits fill, never keto", () => {
  const notes = kitNotes(content, "en", "2026-11-25");
  expect(Object.keys(notes).sort()).toEqual(["diy-3", "diy-4", "diy-5"]);
  for (const note of Object.values(notes)) expect(note).not.toContain(named("en", "keto"));
});

test("the Russian note goes on in lower case after its colon", () => {
  const note = kitNotes(content, "ru", "2026-11-25")["diy-3"];
  expect(note).toMatch(/: [а-яё]/);
});

test("no note when no published week is open for orders", () => {
  expect(kitNotes(content, "en", "2027-06-01")).toEqual({});
});
