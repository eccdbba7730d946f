// Valid HTML gate: every built page in public/ passes html-validate with the project's
// settings (.htmlvalidate.mjs: "recommended", deviations justified there).
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { gate } from "./gates.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");

/** Served pages only: Gatsby's slice fragments (_gatsby/) and page-data are not documents. */
function pages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["_gatsby", "page-data", "static", "icons"].includes(entry.name) ? [] : pages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = pages(publicDir).sort();

gate("html: the build has a page for every route", () => {
  const rel = files.map((f) => path.relative(publicDir, f));
  const expected = ["index.html", "meal-plans/index.html", "contact/index.html"];
  expected.push("register/index.html", "impressum/index.html", "404.html");
  for (const page of expected) assert.ok(rel.includes(page), `${page} missing from public/`);
});

for (const file of files) {
  const name = path.relative(publicDir, file);
  gate(`html: public/${name} is valid`, async (_t, allow) => {
    const report = await validator.validateFile(file);
    const messages = report.results.flatMap((r) => r.messages);
    const errors = allow(
      messages.filter((m) => m.severity === 2).map((m) => ({ ...m, rule: m.ruleId })),
    );
    const text = errors
      .map((m) => `  ${m.line}:${m.column} ${m.ruleId}: ${m.message}\n    ${m.selector ?? ""}`)
      .join("\n");
    assert.equal(errors.length, 0, `public/${name}:\n${text}`);
  });
}
