import type { GatsbyBrowser } from "gatsby";
import { renderAll } from "./src/lib/scroll";
import { startAnalytics } from "./src/lib/analytics";
import { watchDramSigns } from "./src/lib/dram-sign";
import { replayHeldTapsWhenHydrated } from "./src/inline/tap-replay";
import "./src/styles/global.css";

export { wrapPageElement, wrapRootElement } from "./src/app/root";

// Gatsby scrolls after a page renders: to a section (/#pricing from /contact) or, on
// Back and Forward, to where the visitor was. Both need the real heights of the parts
// below the first screen, so the whole page is laid out first.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
  getSavedScrollPosition,
}) => {
  if (routerProps.location.hash || getSavedScrollPosition(routerProps.location)) renderAll();
  return true;
};

// Taps the pre-paint script held while the scripts were on their way are replayed once the
// page is hydrated.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => replayHeldTapsWhenHydrated();

// Measurement of the sign-up funnel, when the build turns it on (SITE_ANALYTICS).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => startAnalytics();

// Armenian and Russian prices: their dram sign drawn with its font (see watchDramSigns).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => watchDramSigns();
