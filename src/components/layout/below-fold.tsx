import React, { Suspense, useRef, type RefObject } from "react";
import { LATER, useHydrationMark } from "../../hooks/use-hydration-mark";

/** Rendered inside the boundary: its effect runs when the slice has been hydrated. */
function Mark({
  box,
  children,
}: {
  box: RefObject<HTMLDivElement | null>;
  children: React.ReactNode;
}) {
  useHydrationMark(box);
  return <>{children}</>;
}

/**
 * Page parts below the first screen. While the page loads, the browser lays them out and
 * paints them only when they come near the viewport (`content-visibility: auto` until the
 * visitor's first scroll, key or touch; they stay in the accessibility tree and in
 * find-in-page), and React hydrates them after the first screen, in small slices between
 * which the phone can answer a tap (a Suspense boundary around server-rendered content is
 * hydrated separately, at low priority).
 */
export function BelowFold({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div className="below-fold" ref={box} {...LATER}>
      <Suspense>
        <Mark box={box}>{children}</Mark>
      </Suspense>
    </div>
  );
}
