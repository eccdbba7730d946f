import type { AnalyticsConfig } from "../src/lib/analytics";
import { pbkdf2Sync, randomBytes } from "node:crypto";
import type { LeadsConfig } from "../src/lib/lead-fields";
import { yerevanDate } from "../src/catalog/week";

/** Used when SITE_PASSWORD is unset, for a local preview; the README names it. */
export const DEFAULT_PASSWORD = "hamov-preview";
/** PBKDF2-SHA-256 work factor; the unlock budget is 300 ms in Chromium. */
export const ITERATIONS = 200_000;

export type GateConfig =
  { enabled: false } | { enabled: true; salt: string; iterations: number; hash: string };

export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || "https://hamov.am").replace(/\/+$/, "");
}

export function gateEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SITE_GATE !== "off";
}

/** Only this salted hash of the password reaches the browser, never the password. */
export function gateConfig(env: NodeJS.ProcessEnv = process.env): GateConfig {
  if (!gateEnabled(env)) return { enabled: false };
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(env.SITE_PASSWORD || DEFAULT_PASSWORD, salt, ITERATIONS, 32, "sha256");
  return {
    enabled: true,
    salt: salt.toString("base64"),
    iterations: ITERATIONS,
    hash: hash.toString("base64"),
  };
}

export type { LeadsConfig };

/** Plain http is allowed for these hosts only: the tests' lead recorder runs on them. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

/**
 * SITE_LEADS: unset or `off`, `netlify`, or the absolute https URL of a form endpoint. A
 * value that is none of these fails the build: a typo must not ship a site that silently
 * loses every sign-up. The URL ships in the bundle, so it must hold no secret.
 */
export function leadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  const value = (env.SITE_LEADS ?? "").trim();
  if (value === "" || value === "off") return { mode: "off" };
  if (value === "netlify") return { mode: "netlify" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_LEADS="${value}": use off, netlify, or the https address of a form endpoint`,
    );
  }
  const local = url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !local)
    throw new Error(
      `SITE_LEADS="${value}": the form endpoint must use https (plain http only on 127.0.0.1 or localhost, for tests)`,
    );
  if (url.username || url.password)
    throw new Error(
      `SITE_LEADS="${value}": no user name or password in the address (everything in it is public)`,
    );
  return { mode: "url", url: url.href };
}

/**
 * SITE_ANALYTICS: unset or `off` (no tracker in any page), or `plausible`: page views and the
 * funnel's events go to a Plausible Analytics instance at SITE_ANALYTICS_URL (the hosted
 * service by default; https, or http on 127.0.0.1 for the tests' stand-in collector), for the
 * site's domain taken from SITE_URL. Anything else fails the build.
 */
export function analyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const value = (env.SITE_ANALYTICS ?? "").trim();
  if (value === "" || value === "off") return { mode: "off" };
  if (value !== "plausible")
    throw new Error(`SITE_ANALYTICS="${value}": use off (the default) or plausible`);
  const address = (env.SITE_ANALYTICS_URL || "https://plausible.io").trim().replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`SITE_ANALYTICS_URL="${address}": the address of a Plausible instance`);
  }
  const local = url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !local)
    throw new Error(`SITE_ANALYTICS_URL="${address}": must use https (http only on 127.0.0.1)`);
  return {
    mode: "plausible",
    endpoint: `${url.origin}${url.pathname.replace(/\/$/, "")}/api/event`,
    domain: new URL(siteUrl(env)).hostname,
    local,
  };
}

type Provider = { name: string; host?: string };

/**
 * The consent line and the legal notice name the service that receives the forms (data/
 * leads.json). An endpoint on another host than the one named there would make them untrue:
 * the build stops, saying what to change. The tests' local recorder is exempt.
 */
export function leadsProviderProblem(
  config: LeadsConfig,
  providers: { url: Provider },
): string | null {
  if (config.mode !== "url") return null;
  const { hostname } = new URL(config.url);
  if (LOCAL_HOSTS.has(hostname)) return null;
  const { name, host } = providers.url;
  if (host && (hostname === host || hostname.endsWith(`.${host}`))) return null;
  return `SITE_LEADS sends the forms to ${hostname}, but data/leads.json (providers.url) names ${name}${host ? ` (${host})` : ""} to visitors as the service that receives them: set its name, privacyUrl and host to the service you use`;
}

/**
 * SITE_TODAY (2026-11-25): the date in Yerevan the build takes as today, so that a test
 * build shows the same week whatever the calendar says. Default: the date in Yerevan now.
 */
export function siteToday(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const value = (env.SITE_TODAY ?? "").trim();
  if (value === "") return yerevanDate(now);
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(ms) || yerevanDate(new Date(ms)) !== value)
    throw new Error(`SITE_TODAY="${value}": use a date such as 2026-11-25`);
  return value;
}
