import { useState } from "react";

/*
 * The site's tabs keep the chosen tab in the page's address (?tab=); in the editor's preview
 * the address is the editor's own, so the choice is kept in a plain state.
 */
export function useTabParam(values: readonly string[]): [string, (next: string) => void] {
  return useState(values[0]);
}
