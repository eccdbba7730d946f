import type { GatsbyBrowser } from "gatsby";
import { renderAll } from "./src/lib/scroll";
import { startAnalytics } from "./src/lib/analytics";
import { loadDramFont, watchDramSigns } from "./src/lib/dram-sign";
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
// page is hydrated. The dram sign's font is asked for before React writes any price.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  loadDramFont(window.location.pathname);
  replayHeldTapsWhenHydrated();
};

// A page in another language, reached without a reload: its prices' font, asked for first.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location }) =>
  loadDramFont(location.pathname);

// Measurement of the sign-up funnel, when the build turns it on (SITE_ANALYTICS).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => startAnalytics();

// Armenian and Russian prices: their dram sign drawn with its font (see watchDramSigns).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => watchDramSigns();
