import type { GatsbyBrowser } from "gatsby";
import { renderAll } from "./src/lib/scroll";
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
