// Form state kept with React's own hooks rather than a form library: react-hook-form (7.92)
// adds about 13 KB compressed to the pages with forms and would still leave what this hook is
// for (sending once, the draft kept in the tab, the toasts) to be written here; the fields
// are few, and the browser's own constraint validation checks them (src/lib/visitor-text.tsx).
import { useRef, useState } from "react";
import { notify } from "../lib/notify";
import {
  failureText,
  formFields,
  leadsEnabled,
  type LeadFields,
  type LeadForm,
} from "../lib/leads";
import { requireFilled } from "../lib/visitor-text";
import { trackFailure, trackSent } from "../lib/analytics-forms";
import { useDraft } from "./use-draft";
import { useSiteData } from "./use-site-data";

type Options = {
  leads: Queries.LeadsCopyFragment;
  /** Delivers the fields; rejects when that fails. */
  deliver: (fields: LeadFields) => Promise<void>;
  /** The error toast: its title, and its text when delivery is off (the reason otherwise). */
  failure: { title: string; text?: string };
};

/**
 * What the register and contact forms share: send once however often the button is hit,
 * judge required fields trimmed, keep an unsent draft (delivery on), and on a failure toast
 * why with the e-mail and phone, keeping every field for another try.
 */
export function useLeadForm(name: LeadForm, { leads, deliver, failure }: Options) {
  const { site, lang } = useSiteData();
  const formRef = useRef<HTMLFormElement>(null);
  // A second click in the same moment finds this set before React has re-rendered.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const clearDraft = useDraft(name, formRef, leadsEnabled());

  /**
   * Sends the form when its required fields are filled; `sent` runs on success, in the same
   * render as the end of the pending state (no flash of the enabled form in between).
   */
  async function send(
    form: HTMLFormElement,
    required: readonly string[],
    sent: (fields: LeadFields) => void,
  ): Promise<void> {
    if (sending.current || !requireFilled(form, required)) return;
    // Read from the form, so what was typed before the scripts ran counts too.
    const fields = formFields(form, lang);
    sending.current = true;
    setBusy(true);
    let delivered = false;
    try {
      await deliver(fields);
      delivered = true;
    } catch (error) {
      trackFailure(name, error);
      const text = leadsEnabled() ? failureText(error, leads, site) : (failure.text ?? "");
      notify({ title: failure.title, text, type: "error" });
    } finally {
      sending.current = false;
      setBusy(false);
    }
    if (delivered) {
      trackSent(name, fields);
      clearDraft();
      sent(fields);
    }
    // The button was disabled while sending, which drops the keyboard focus: give it back
    // to the button (the form is gone when a welcome card took its place).
    requestAnimationFrame(() => {
      const button = form.querySelector<HTMLButtonElement>("[type=submit]");
      if (form.isConnected && document.activeElement === document.body) button?.focus();
    });
  }

  return { formRef, busy, send };
}
