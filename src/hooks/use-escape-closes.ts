import { useEffect, type RefObject } from "react";

/**
 * While a menu is open, Escape closes it and gives the focus back to the button that opened
 * it (the disclosure pattern: the keyboard visitor continues where they were).
 */
export function useEscapeCloses(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      close();
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close, button]);
}
