import React from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

/** The shared wrapper of every page but the legal notice. */
export function PageShell({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const { ui } = useSiteData();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {ui.skipLink}
      </a>
      <Navbar pathname={pathname} />
      <main id="content" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
