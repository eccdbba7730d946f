/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeAdmin } from "../admin";
import { previewBundle } from "../preview/bundle";
import { previewSnapshot } from "../preview/snapshot";
import { loadContent } from "../../content/snapshot";
import { DATA_DIR } from "../../paths";
import { LANGUAGE_CODES } from "../../../src/lib/languages";
import { checksBundle } from "../checks/bundle";

/*
 * The preview's bundle is made from the site's own card components, and what it draws around
 * the entry being edited comes from data/ as the build reads it.
 */

test("the preview bundle holds the site's cards and no copy of the editor or of gatsby", () => {
  const code = previewBundle();
  expect(code).toContain("registerPreviewTemplate");
  expect(code).not.toMatch(/sveltia|gatsby-link|@reach\/router/i);
  // 303 KB before the pages were drawn by the site's own bodies, with their tabs (Radix) and
  // forms (317 KB, 101 KB compressed); the forms' sending and toasts stay out (stand-ins).
  expect(Buffer.byteLength(code)).toBeLessThan(320_000);
  expect(code).not.toMatch(/react-toastify|Toastify/);
  // What only a served page draws stays out too: the home page's structured data.
  expect(code).not.toContain("FoodEstablishment");
});

test("the editor's checks are the build's own, bundled with data/ read from memory", () => {
  const code = checksBundle();
  expect(code).toContain("registerFieldType");
  // The build's own messages, not a second copy of the rules.
  expect(code).toContain("a dish that no longer exists in");
  expect(code).not.toMatch(/require\(["']node:fs/);
});

test("the snapshot has each language's words and copy, and the facts once", () => {
  const content = loadContent();
  const snapshot = previewSnapshot(loadContent());
  expect(snapshot.facts.plans).toEqual(content.facts("plans.json"));
  expect(snapshot.facts.dishes).toEqual(content.facts("dishes.json"));
  expect(snapshot.currency).toBe(content.read<{ currency: string }>("site.json", "en").currency);
  expect(snapshot.thresholds).toEqual(
    content.facts<{ thresholds: unknown }>("menu-page.json").thresholds,
  );
  for (const lang of LANGUAGE_CODES) {
    const { ui, words, copy } = snapshot.langs[lang];
    expect(ui).toEqual(content.read("ui.json", lang));
    expect(words).toEqual(content.read("menu-page.json", lang));
    expect(copy.dishes.length).toBe(content.facts<unknown[]>("dishes.json").length);
    expect(copy.plans.length).toBe(content.facts<unknown[]>("plans.json").length);
  }
});

test("each dish's copy in the snapshot is its file's part for the language, joined by the slug of its English part", () => {
  const snapshot = previewSnapshot(loadContent());
  const folder = path.join(DATA_DIR, "dishes");
  const names = fs.readdirSync(folder).filter((f) => f.endsWith(".json"));
  expect(names.length).toBe(snapshot.facts.dishes.length);
  for (const name of names) {
    const parts = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8"));
    const slug = parts.en.slug as string;
    expect(`${slug}.json`).toBe(name);
    expect(snapshot.facts.dishes.find((d) => d.slug === slug)).toMatchObject({
      image: parts.en.image,
      nutrition: parts.en.nutrition,
    });
    for (const lang of LANGUAGE_CODES) {
      const copy = snapshot.langs[lang].copy.dishes.find((d) => d.slug === slug);
      expect(copy).toMatchObject({ name: parts[lang].name, alt: parts[lang].alt });
      // Facts are written once, in English: no language's copy carries them.
      expect(copy).not.toHaveProperty("nutrition");
    }
  }
});

test("admin/ loads the preview after the editor, with the site's stylesheet", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
  const css = path.join(dir, "site.css");
  fs.writeFileSync(css, ".card{color:red}");
  try {
    writeAdmin(path.join(dir, "admin"), { stylesheet: css });
    const html = fs.readFileSync(path.join(dir, "admin", "index.html"), "utf8");
    expect(html.indexOf("/admin/preview.js")).toBeGreaterThan(
      html.indexOf("/admin/sveltia-cms.js"),
    );
    expect(fs.readFileSync(path.join(dir, "admin", "site.css"), "utf8")).toBe(".card{color:red}");
    for (const f of ["chunks/react-dom.js", "preview-data.json"])
      expect(fs.existsSync(path.join(dir, "admin", f))).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
