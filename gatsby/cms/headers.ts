/*
 * The editor's own response headers in public/_headers. Hosts apply every rule whose path
 * matches and a second Content-Security-Policy only narrows the first; the site's policies
 * sit on its own pages, files and folders (gatsby/post-build/headers.ts), none on /* or
 * under /admin/, which gets a policy of its own.
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

/** The build's _headers with the editor's rule added. */
export function withAdmin(headers: string, gated: boolean): string {
  const rule = /^(\/admin\S*|\/\*)\n(?: {2}.*\n)*? {2}Content-Security-Policy: /m.exec(headers);
  if (rule)
    throw new Error(`public/_headers: a site policy on ${rule[1]} would narrow the editor's`);
  return [
    headers,
    "# The content editor: its own policy, never indexed.\n",
    block(ADMIN_PATHS, adminHeaders(gated)),
  ].join("");
}
