import { graphql } from "gatsby";
import { HONEYPOT_FIELD, LEAD_TIMEOUT_MS } from "../../app/constants";
import { cn } from "../../lib/cn";
import { fill } from "../../lib/format";
import { LeadError, leadsConfig } from "../../lib/leads";

/** What the forms say about delivering; pages with a form spread `...LeadsCopy`. */
export const query = graphql`
  fragment LeadsCopy on LeadsJson {
    providers {
      netlify {
        name
        privacyUrl
      }
      url {
        name
        privacyUrl
      }
    }
    errors {
      offline
      timeout
      rejected
      provider
    }
    keep
    consent
    honeypot
  }
`;

export type LeadsCopy = Queries.LeadsCopyFragment;
type Provider = LeadsCopy["providers"]["netlify"];

/** The service this build's forms deliver through, or null when delivery is off. */
export function activeProvider(providers: LeadsCopy["providers"]): Provider | null {
  const { mode } = leadsConfig();
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

/** The consent line's addition when delivery is on: where the data goes. */
export function DeliveryConsent({ copy, className }: { copy: LeadsCopy; className?: string }) {
  const provider = activeProvider(copy.providers);
  if (!provider) return null;
  return (
    <p className={cn("text-xs text-muted-foreground", className)}>
      {fill(copy.consent, { provider: provider.name })}
    </p>
  );
}

/**
 * A field no person sees or reaches (not displayed at all), and a form-filling bot that
 * reads the HTML fills in: a form that comes back with it filled looks sent and is not (see
 * deliverLead). Only when delivery is on: a form that sends nothing has nothing to protect.
 */
export function Honeypot({ label }: { label: string }) {
  if (leadsConfig().mode === "off") return null;
  return (
    <div hidden>
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
