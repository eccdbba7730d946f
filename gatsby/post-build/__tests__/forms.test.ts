/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HONEYPOT_FIELD } from "../../../src/lib/dom-marks";
import { LEAD_FIELDS } from "../../../src/lib/lead-fields";
import type { LeadsConfig } from "../../env";
import { FORMS_FILE, netlifyForms } from "../forms";
import { postBuild } from "..";

/*
 * What a Netlify deploy reads from a build with SITE_LEADS=netlify: the static copies of the
 * forms (its form detection) and the headers. Netlify itself is not here; these are the
 * files it would be handed.
 */

/** A post-build run on an empty public folder with these leads: the files it writes. */
function builtWith(leads: LeadsConfig) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-"));
  const publicDir = path.join(dir, "public");
  fs.mkdirSync(publicDir);
  postBuild({
    publicDir,
    cacheDir: path.join(dir, "cache"),
    gated: true,
    siteUrl: "https://hamov.am",
    email: "hello@example.am",
    leads,
  });
  const read = (name: string) => {
    const file = path.join(publicDir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  };
  const forms = read(FORMS_FILE);
  const csp = /Content-Security-Policy: (.*)/.exec(read("_headers") ?? "")?.[1] ?? "";
  fs.rmSync(dir, { recursive: true });
  return { forms, csp };
}

test("both forms are in the static copy for Netlify's form detection, every field named", () => {
  const html = netlifyForms();
  for (const [name, fields] of Object.entries(LEAD_FIELDS)) {
    const form = new RegExp(`<form name="${name}"[^>]*>([\\s\\S]*?)</form>`).exec(html);
    expect(form).not.toBeNull();
    expect(form![0]).toContain('data-netlify="true"');
    expect(form![0]).toContain(`netlify-honeypot="${HONEYPOT_FIELD}"`);
    expect(form![1]).toContain(`<input type="hidden" name="form-name" value="${name}">`);
    const names = [...form![1].matchAll(/ name="([^"]+)"/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(["form-name", ...fields, HONEYPOT_FIELD].sort());
  }
});

test("a Netlify build ships the static copy and keeps the security policy to the site itself", () => {
  const { forms, csp } = builtWith({ mode: "netlify" });
  expect(forms).toBe(netlifyForms());
  // Requests fall back to default-src 'self'.
  expect(csp).toContain("default-src 'self';");
  expect(csp).not.toContain("connect-src");
  expect(csp).toContain("form-action 'self';");
});

test("other builds ship no static copy; an endpoint is allowed in the policy", () => {
  expect(builtWith({ mode: "off" }).forms).toBeNull();
  const { forms, csp } = builtWith({ mode: "url", url: "https://forms.example/f/1" });
  expect(forms).toBeNull();
  expect(csp).toContain("connect-src 'self' https://forms.example;");
  expect(csp).toContain("form-action 'self' https://forms.example;");
});
