import { graphql } from "gatsby";
import { HONEYPOT_FIELD } from "../../lib/dom-marks";
import { cn } from "../../lib/cn";
import { fill } from "../../lib/format";
import { activeProvider, builtLeads } from "../../lib/leads";

/**
 * The services a form can deliver through (the consent line and the legal notice name the
 * active one), and what the forms say about delivering (sections with a form spread `...LeadsCopy`).
 */
export const query = graphql`
  fragment LeadsProviders on LeadsJson {
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
  }
  fragment LeadsCopy on LeadsJson {
    ...LeadsProviders
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
  if (builtLeads().mode === "off") return null;
  return (
    <div hidden>
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
