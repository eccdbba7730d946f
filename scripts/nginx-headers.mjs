// Turns the site-wide block ("/*") of a built public/_headers into nginx add_header lines,
// for the include in docs/nginx.conf. The CSP holds hashes of this build's inline scripts,
// so regenerate the snippet with every deploy:
//   node scripts/nginx-headers.mjs public/_headers > /etc/nginx/snippets/hamov-headers.conf
//   node scripts/nginx-headers.mjs public/_headers "/admin/*" > /etc/nginx/snippets/hamov-admin-headers.conf
import fs from "node:fs";
import { parseHeaders } from "./serve.mjs";

const file = process.argv[2] ?? "public/_headers";
// A second argument ("/admin/*") gives the headers of that rule's location instead.
const rule = process.argv[3];
const rules = parseHeaders(fs.readFileSync(file, "utf8"));
const siteWide = rules.find((r) => r.pattern === "/*");
if (!siteWide) {
  console.error(`${file} has no "/*" rule: build the site first (npm run build).`);
  process.exit(1);
}
// The site's policy is on every path but the editor's (/admin/), starting with "/".
const own = rules.find((r) => r.pattern === (rule ?? "/"))?.headers ?? [];
const csp = own.filter(([name]) => name === "Content-Security-Policy");
const extra = rule ? own.filter(([name]) => name !== "Cache-Control") : csp;
const headers = [...siteWide.headers, ...extra];
const lines = headers.map(([name, value]) => {
  if (value.includes('"')) throw new Error(`${name}: a double quote cannot go into nginx`);
  return `add_header ${name} "${value}" always;`;
});
process.stdout.write(
  `# Generated from ${file} by scripts/nginx-headers.mjs; regenerate on every deploy.\n${lines.join("\n")}\n`,
);
