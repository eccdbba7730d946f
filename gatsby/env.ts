import { pbkdf2Sync, randomBytes } from "node:crypto";

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
