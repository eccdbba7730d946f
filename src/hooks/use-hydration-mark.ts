import { useEffect, type RefObject } from "react";
import { HYDRATED, LATER as LATER_ATTRIBUTE } from "../lib/dom-marks";

/** The attribute an element (and `<html>`, for the page's shell) gets once React has hydrated it. */
export { HYDRATED };
/** Marks, in the server's HTML, a part React hydrates later than the shell (a Suspense slice). */
export const LATER = { [LATER_ATTRIBUTE]: "" };

/**
 * Sets `data-hydrated` on the element once React has hydrated it: browser tests and the
 * tap replay (what a visitor tapped before the scripts arrived) wait for it, instead of
 * reading React's private fields.
 */
export function useHydrationMark(ref: RefObject<Element | null>): void {
  useEffect(() => {
    ref.current?.setAttribute(HYDRATED, "");
  }, [ref]);
}
