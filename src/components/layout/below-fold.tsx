import React, { Suspense } from "react";

/**
 * Page parts below the first screen. While the page loads, the browser lays them out and
 * paints them only when they come near the viewport (`content-visibility: auto` until the
 * visitor's first scroll, key or touch; they stay in the accessibility tree and in
 * find-in-page), and React hydrates them after the first screen, in small slices between
 * which the phone can answer a tap (a Suspense boundary around server-rendered content is
 * hydrated separately, at low priority).
 */
export function BelowFold({ children }: { children: React.ReactNode }) {
  return (
    <div className="below-fold">
      <Suspense>{children}</Suspense>
    </div>
  );
}
