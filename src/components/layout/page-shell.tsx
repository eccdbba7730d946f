import React, { Suspense } from "react";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { SkipLink } from "./skip-link";

/** The shared wrapper of every page but the legal notice. */
export function PageShell({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar pathname={pathname} />
      <main id="content" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      {/* Hydrated after the page (a Suspense boundary), like the parts below the first screen. */}
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
