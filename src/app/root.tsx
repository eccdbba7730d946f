import React, { useEffect } from "react";
import type { GatsbyBrowser } from "gatsby";
import { HYDRATED } from "../hooks/use-hydration-mark";
import { SiteDataProvider, siteDataFrom, useSiteData } from "../hooks/use-site-data";
import { isLang, langOfPath, localPath, withoutLang } from "../lib/languages";
import { PageShell } from "../components/layout/page-shell";
import { AccessGate } from "./access-gate";
import { CopyProtection } from "./copy-protection";
import { ErrorBoundary } from "./error-boundary";
import { ThemeProvider } from "./theme";
import { Toasts } from "./toasts";
import { STANDALONE_ROUTES } from "../lib/constants";

/**
 * Providers that live as long as the tab: theme and copy protection.
 * No UI here: Gatsby also wraps every page's Head in wrapRootElement, rendered
 * in a second, hidden React root (https://gatsby.dev/invalid-head-elements), and
 * a toast container there would take every toast away from the visible one.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      <CopyProtection>{children}</CopyProtection>
    </ThemeProvider>
  );
}

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <Providers>{element}</Providers>
);

export function isStandalone(pathname: string): boolean {
  const path = withoutLang(pathname).replace(/\/+$/, "") || "/";
  return STANDALONE_ROUTES.includes(path);
}

function Page({ element, pathname }: { element: React.ReactNode; pathname: string }) {
  const { ui, lang } = useSiteData();
  // The shell is hydrated: taps held before the scripts arrived are replayed from here on.
  useEffect(() => document.documentElement.setAttribute(HYDRATED, ""), []);
  return (
    <>
      <ErrorBoundary resetKey={pathname} home={localPath("/", lang)} {...ui.error}>
        {isStandalone(pathname) ? (
          element
        ) : (
          <AccessGate>
            <PageShell pathname={pathname}>{element}</PageShell>
          </AccessGate>
        )}
      </ErrorBoundary>
      {/* Same place on every page, so it outlives navigations (and render errors). */}
      <Toasts />
    </>
  );
}

/**
 * Every page but the legal notice sits behind the gate, inside the shared shell; toasts on all.
 * The shell's texts come with the page, in its language (the SiteData fragment of its query).
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const { lang } = props.pageContext as { lang?: unknown };
  const data = siteDataFrom(
    props.data as Queries.SiteDataFragment,
    isLang(lang) ? lang : langOfPath(props.location.pathname),
    props.location.pathname,
  );
  return (
    <SiteDataProvider value={data}>
      <Page element={element} pathname={props.location.pathname} />
    </SiteDataProvider>
  );
};
