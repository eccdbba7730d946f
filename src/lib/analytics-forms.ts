import { trackEvent } from "./analytics";
import { LeadError, type LeadFields, type LeadForm } from "./leads";

/*
 * The forms' events: a form sent (with the ids a funnel needs: the plan, the district, the
 * way to be reached) or not (the kind of failure). Never a name, e-mail, phone, note or code.
 */

export function trackSent(form: LeadForm, fields: LeadFields): void {
  const { plan = "", district = "", contact = "" } = fields;
  if (form === "register") trackEvent("Registration sent", { plan, district });
  else if (form === "delivery") trackEvent("Delivery details sent", { plan, district, contact });
  // A request by its kind alone: never a week, plan or reason that could tell who asked.
  else if (form === "subscription")
    trackEvent("Subscription request sent", { request: fields.request ?? "" });
  else trackEvent("Contact sent", {});
}

export function trackFailure(form: LeadForm, error: unknown): void {
  const kind = error instanceof LeadError ? error.failure.kind : "offline";
  const name = (
    {
      register: "Registration failed",
      delivery: "Delivery details failed",
      contact: "Contact failed",
      subscription: "Subscription request failed",
    } as const
  )[form];
  trackEvent(name, { kind });
}
