import React, { startTransition, useCallback, useEffect, useState } from "react";
import { readStorage, writeStorage } from "../lib/storage";
import { ThemeContext, useTheme, type Theme } from "../hooks/use-theme";
import { THEME_KEY } from "../lib/dom-marks";

const query = "(prefers-color-scheme: dark)";

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

function storedTheme(): Theme | null {
  const value = readStorage("localStorage", THEME_KEY);
  return value === "light" || value === "dark" ? value : null;
}

function systemTheme(): Theme {
  return window.matchMedia?.(query).matches ? "dark" : "light";
}

/**
 * The pre-paint script (src/inline/pre-paint.ts) already set the class on <html>;
 * this keeps React in step with it and follows the system live while the
 * visitor has made no choice of their own.
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  // Light on the server and at hydration; the real value is read in the effect (SSR safety).
  const [theme, setTheme] = useState<Theme>("light");

  useEffect(() => {
    // A transition: parts of the page that hydrate later (Suspense slices) may still be
    // server HTML, and an urgent context update reaching them makes React throw them away
    // and render them again (React error #421). The page already shows the right theme
    // (pre-paint script); only the toggle's label follows.
    startTransition(() => setTheme(storedTheme() ?? systemTheme()));
    const media = window.matchMedia?.(query);
    const onChange = () => {
      if (storedTheme()) return;
      const next = systemTheme();
      applyTheme(next);
      startTransition(() => setTheme(next));
    };
    media?.addEventListener("change", onChange);
    return () => media?.removeEventListener("change", onChange);
  }, []);

  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === "dark" ? "light" : "dark";
      applyTheme(next);
      writeStorage("localStorage", THEME_KEY, next);
      return next;
    });
  }, []);

  return <ThemeContext.Provider value={{ theme, toggle }}>{children}</ThemeContext.Provider>;
}

export { useTheme };
