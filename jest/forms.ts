import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { CONTACT_MESSAGE, type ContactField, type ContactValues } from "./visitor";
import { forgetFirstRead } from "../src/delivery/register-history";

export { CONTACT_MESSAGE, VISITOR } from "./visitor";

/** Types each of `values` into the contact form's field labelled by `labels` (the form's copy). */
export async function typeContact(
  user: UserEvent,
  labels: Record<ContactField, string>,
  values: ContactValues = CONTACT_MESSAGE,
) {
  for (const [field, value] of Object.entries(values) as [ContactField, string][])
    if (value) await user.type(screen.getByLabelText(labels[field]), value);
}

/**
 * A `fetch` whose answer never comes (its body neither, when `afterHeaders`): it settles
 * only when its request is aborted, rejecting the way a browser's fetch does.
 */
export function hangingFetch({ afterHeaders = false } = {}) {
  return (_url: string, init: RequestInit = {}) => {
    const aborted = new Promise<never>((_resolve, reject) =>
      init.signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted.", "AbortError")),
      ),
    );
    return afterHeaders ? Promise.resolve({ ok: true, status: 200, json: () => aborted }) : aborted;
  };
}

/**
 * The page as a reload leaves it: the browser reports a reload of this address (jsdom has no
 * navigation timing), and the page reads its history entry as a loaded document does first.
 */
export function reloadPage() {
  const load = { type: "reload", name: window.location.href };
  Object.defineProperty(performance, "getEntriesByType", {
    configurable: true,
    value: (kind: string) => (kind === "navigation" ? [load] : []),
  });
  forgetFirstRead();
}
