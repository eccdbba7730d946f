type Kind = "localStorage" | "sessionStorage";

/**
 * Storage that never throws: private modes, blocked cookies and SSR all make
 * `window.localStorage` unusable, and the site must keep working then.
 */
export function readStorage(kind: Kind, key: string): string | null {
  try {
    return window[kind].getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(kind: Kind, key: string, value: string): boolean {
  try {
    window[kind].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(kind: Kind, key: string): void {
  try {
    window[kind].removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
