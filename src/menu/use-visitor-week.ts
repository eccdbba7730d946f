import { useState } from "react";
import type { MenuContext } from "./page-context";
import { markMenuWeek } from "./first-paint";

/**
 * A menu page React renders itself (a link followed within the site) ran no inline script:
 * the visitor's week is marked on <html> here, before the filters count it and before it
 * paints, so the week shown is never just the build's. Built HTML (the element `id` is in
 * the page) had it marked before first paint.
 */
export function useVisitorWeek(
  { weeks, panels, defaultPanel, cutoffRule }: MenuContext,
  id: string,
) {
  useState(() => {
    if (typeof document === "undefined" || document.getElementById(id)) return;
    const mondays = weeks.map((w) => w.monday);
    markMenuWeek(
      mondays,
      panels.map((p) => p.key),
      defaultPanel,
      cutoffRule,
    );
  });
}
