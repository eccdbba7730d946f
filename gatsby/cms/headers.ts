/*
 * The editor's own response headers in public/_headers. Hosts apply every rule whose path
 * matches and a second Content-Security-Policy only narrows the first, so the site's policy
 * cannot stay on /* with the editor under it: it moves to every path of the site but
 * /admin/ (its pages, folders and root files), unchanged, and /admin/ gets a policy of its own.
 */

/** What the editor needs: its own files, inline styles (Svelte), blob: workers and previews,
 * and GitHub's API when published (the login window is a popup, not a frame). */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  // The preview's frame names the editor's own address as its base.
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const DOCUMENT = /\.(html?|svg|xml|txt)$/;

export const ADMIN_PATHS = ["/admin", "/admin/*"];

/** The lines of the editor's rule, on /admin/ and everything under it. */
export function adminHeaders(gated: boolean): [string, string][] {
  return [
    ["Content-Security-Policy", ADMIN_CSP],
    // The gated preview already says so on /*.
    ...(gated ? [] : ([["X-Robots-Tag", "noindex, nofollow"]] as [string, string][])),
    ["Cache-Control", "no-cache"],
  ];
}

const block = (paths: string[], headers: [string, string][]) =>
  paths.map((p) => `${p}\n${headers.map(([k, v]) => `  ${k}: ${v}\n`).join("")}`).join("");

/**
 * The build's _headers with the site's policy moved off /* onto every path but /admin/
 * (`entries`: the names in public/, folders marked), and the editor's rule added.
 */
export function withAdmin(
  headers: string,
  entries: { name: string; dir: boolean }[],
  gated: boolean,
): string {
  const csp = /^\/\*\n(?: {2}.*\n)*? {2}Content-Security-Policy: (.*)\n/m.exec(headers);
  if (!csp) throw new Error("public/_headers: no Content-Security-Policy on /*");
  const without = headers.replace(`  Content-Security-Policy: ${csp[1]}\n`, "");
  const site = [
    "/",
    ...entries
      // A policy matters for what a browser can open as a document, not for scripts or fonts.
      .filter((e) => e.name !== "admin" && (e.dir || DOCUMENT.test(e.name)))
      .flatMap((e) => (e.dir ? [`/${e.name}`, `/${e.name}/*`] : [`/${e.name}`])),
  ];
  return [
    without,
    "# The site's policy, on every path but the content editor's (/admin/).\n",
    block(site, [["Content-Security-Policy", csp[1]]]),
    "# The content editor: its own policy, never indexed.\n",
    block(ADMIN_PATHS, adminHeaders(gated)),
  ].join("");
}
