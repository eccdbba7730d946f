import { useRef } from "react";

/*
 * The site's sending of a form, in the editor's preview: the site's own form is drawn, and
 * pressing its button sends nothing (nor keeps a draft, nor counts a visit).
 */
export function useLeadForm() {
  const formRef = useRef<HTMLFormElement>(null);
  return { formRef, busy: false, send: async () => {} };
}
