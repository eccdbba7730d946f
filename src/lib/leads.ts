import { HONEYPOT_FIELD } from "./dom-marks";
import { LEAD_TIMEOUT_MS, REGISTER_DELAY_MS } from "./constants";
import { fill } from "./format";
import type { LeadForm, LeadsConfig } from "./lead-fields";
import { limitFields } from "./visitor-text";

export type { LeadForm };
export type LeadFields = Record<string, string>;
/** What went wrong, in the terms a visitor is told. */
export type LeadFailure =
  | { kind: "offline" }
  | { kind: "timeout" }
  | { kind: "rejected"; status: number }
  | { kind: "provider"; message: string };

export class LeadError extends Error {
  constructor(readonly failure: LeadFailure) {
    super(`lead not delivered: ${failure.kind}`);
  }
}

/** A provider's own message is shown to the visitor: keep it short. */
const PROVIDER_MESSAGE_MAX = 200;

/** This build's SITE_LEADS, injected by gatsby/webpack.ts; off where nothing injects it (Jest). */
export function builtLeads(): LeadsConfig {
  return typeof __LEADS__ === "undefined" ? { mode: "off" } : __LEADS__;
}
export const leadsEnabled = (config: LeadsConfig = builtLeads()) => config.mode !== "off";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Formspree answers `{ errors: [{ message }] }`; other endpoints often `{ error }` or `{ message }`. */
function providerMessage(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { errors, error, message } = body as Record<string, unknown>;
  const list = Array.isArray(errors)
    ? errors.map((e) => (e && typeof e === "object" ? (e as { message?: unknown }).message : e))
    : [error, message];
  const text = list.filter((m): m is string => typeof m === "string" && m.trim() !== "").join(" ");
  return text ? text.slice(0, PROVIDER_MESSAGE_MAX) : null;
}

function request(config: LeadsConfig, form: LeadForm, fields: LeadFields): [string, RequestInit] {
  if (config.mode === "netlify")
    // Netlify's documented way for forms rendered by JavaScript: a URL-encoded POST to the
    // site, naming the form its build found in the static copy (public/__forms.html).
    return [
      "/",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ "form-name": form, ...fields }).toString(),
      },
    ];
  if (config.mode === "url")
    return [
      config.url,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ form, ...fields }),
      },
    ];
  throw new Error("lead delivery is off");
}

/**
 * Sends one form's fields, each cut to its field's length limit. Resolves when the endpoint
 * accepted it; rejects with a LeadError saying why not (no network, no answer within the
 * timeout, a status that is not 2xx, or the provider's own message).
 */
export async function sendLead(
  form: LeadForm,
  fields: LeadFields,
  { config = builtLeads(), timeout = LEAD_TIMEOUT_MS } = {},
): Promise<void> {
  const [url, init] = request(config, form, limitFields(fields));
  const controller = new AbortController();
  // The limit covers the whole answer: an endpoint that sends its headers and then stalls
  // is cut off too.
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: controller.signal, credentials: "omit" });
    } catch {
      throw new LeadError(controller.signal.aborted ? { kind: "timeout" } : { kind: "offline" });
    }
    const body: unknown = await response.json().catch(() => null);
    if (controller.signal.aborted) throw new LeadError({ kind: "timeout" });
    const message = providerMessage(body);
    const refused = (body as { ok?: unknown } | null)?.ok === false;
    if (response.ok && !refused) return;
    throw new LeadError(
      message ? { kind: "provider", message } : { kind: "rejected", status: response.status },
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A form's way out: the simulated registration (one second, nothing sent) when delivery is off, a
 * normal-looking success without sending when the honeypot is filled (a bot), else sendLead.
 */
export async function deliverLead(
  form: LeadForm,
  fields: LeadFields,
  { config = builtLeads(), delay = REGISTER_DELAY_MS } = {},
): Promise<void> {
  const { [HONEYPOT_FIELD]: honeypot = "", ...entered } = fields;
  if (config.mode === "off" || honeypot !== "") return wait(delay);
  return sendLead(form, entered, { config });
}

/** Every named field of a form as text, with the page's language and address. */
export function formFields(form: HTMLFormElement, lang: string): LeadFields {
  const fields: LeadFields = {};
  // A group of checkboxes sends its values as one field, comma-separated ("mon,wed").
  for (const [key, value] of new FormData(form))
    if (typeof value === "string" && value.trim() !== "")
      fields[key] = fields[key] ? `${fields[key]},${value.trim()}` : value.trim();
    else if (typeof value === "string") fields[key] ??= "";
  return { ...fields, language: lang, page: window.location.pathname + window.location.search };
}

type LeadsCopy = Queries.LeadsCopyFragment;
type Provider = LeadsCopy["providers"]["netlify"];

/** The service this build's forms deliver through, or null when delivery is off. */
export function activeProvider(providers: LeadsCopy["providers"]): Provider | null {
  const { mode } = builtLeads();
  return mode === "off" ? null : providers[mode];
}

/** Why a form was not delivered, and what the visitor can do, in plain words. */
export function failureText(
  error: unknown,
  copy: LeadsCopy,
  contacts: { email: string; phone: string },
): string {
  const failure = error instanceof LeadError ? error.failure : { kind: "offline" as const };
  const reason = {
    offline: () => copy.errors.offline,
    timeout: () => fill(copy.errors.timeout, { seconds: String(LEAD_TIMEOUT_MS / 1000) }),
    rejected: () =>
      fill(copy.errors.rejected, { status: "status" in failure ? String(failure.status) : "" }),
    provider: () =>
      fill(copy.errors.provider, { message: "message" in failure ? failure.message : "" }),
  }[failure.kind]();
  return `${reason} ${fill(copy.keep, contacts)}`;
}
