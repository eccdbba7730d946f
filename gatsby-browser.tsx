import type { GatsbyBrowser } from "gatsby";
import { renderAll } from "./src/lib/scroll";
import "./src/styles/global.css";

export { wrapPageElement, wrapRootElement } from "./src/app/root";

// A link to a section of another page (/#pricing from /contact): Gatsby scrolls there
// after the page renders; lay the whole page out first so it lands exactly.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) renderAll();
  return true;
};
