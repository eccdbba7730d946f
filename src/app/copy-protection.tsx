import React, { useEffect } from "react";

/** Keys blocked with Ctrl (or Cmd on a Mac) on page content. */
const BLOCKED_WITH_MOD = new Set(["c", "v", "x", "a", "s", "u"]);
/** Of those, the ones that keep working inside form fields (paste an e-mail, select a typo). */
const ALLOWED_IN_FIELDS = new Set(["c", "v", "x", "a"]);
const DEVTOOLS_WITH_SHIFT = new Set(["i", "j"]);

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));
}

/** Whether a key press is one the site blocks on page content (copy, paste, save, view source, dev tools). */
export function isBlockedKey(event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase();
  if (key === "f12") return true;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return false;
  if (event.shiftKey && DEVTOOLS_WITH_SHIFT.has(key)) return true;
  if (!BLOCKED_WITH_MOD.has(key)) return false;
  return !(isEditable(event.target) && ALLOWED_IN_FIELDS.has(key));
}

/** Blocks the context menu, selection and copy shortcuts on page content, not in fields. */
export function CopyProtection({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isBlockedKey(e)) e.preventDefault();
    };
    const outsideFields = (e: Event) => {
      if (!isEditable(e.target)) e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("contextmenu", outsideFields);
    document.addEventListener("selectstart", outsideFields);
    document.addEventListener("copy", outsideFields);
    document.addEventListener("cut", outsideFields);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("contextmenu", outsideFields);
      document.removeEventListener("selectstart", outsideFields);
      document.removeEventListener("copy", outsideFields);
      document.removeEventListener("cut", outsideFields);
    };
  }, []);
  return <>{children}</>;
}
