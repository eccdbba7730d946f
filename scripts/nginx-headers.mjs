// Turns the site-wide block ("/*") of a built public/_headers into nginx add_header lines,
// for the include in docs/nginx.conf. Every page of _headers has its own Content-Security-
// Policy; one nginx location serves them all, so the snippet's policy allows what any of
// them allows (each directive's sources joined). It holds hashes of this build's inline
// scripts, so regenerate the snippet with every deploy:
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
const CSP = "Content-Security-Policy";

/** One policy that allows what any of `policies` allows: each directive's sources joined. */
function joinPolicies(policies) {
  const directives = new Map();
  for (const policy of policies)
    for (const part of policy.split(";")) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const known = directives.get(name) ?? [];
      directives.set(name, [...known, ...sources.filter((s) => !known.includes(s))]);
    }
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

// The site's policies are on its pages and files, the editor's on /admin/.
const own = rule ? (rules.find((r) => r.pattern === rule)?.headers ?? []) : [];
const site = rules
  .filter((r) => !r.pattern.startsWith("/admin"))
  .flatMap((r) => r.headers.filter(([name]) => name === CSP).map(([, value]) => value));
const extra = rule ? own.filter(([name]) => name !== "Cache-Control") : [[CSP, joinPolicies(site)]];
const headers = [...siteWide.headers, ...extra];
const lines = headers.map(([name, value]) => {
  if (value.includes('"')) throw new Error(`${name}: a double quote cannot go into nginx`);
  return `add_header ${name} "${value}" always;`;
});
process.stdout.write(
  `# Generated from ${file} by scripts/nginx-headers.mjs; regenerate on every deploy.\n${lines.join("\n")}\n`,
);
