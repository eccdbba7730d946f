import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). No conflict resolution: a component's own classes and the
 * ones a caller adds must not set the same property (a Tailwind utility that comes later
 * in the stylesheet wins, whatever the order here). tailwind-merge would resolve such
 * conflicts but cost 7 KB and a noticeable share of every page's start-up time.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
