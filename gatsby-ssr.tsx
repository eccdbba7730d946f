import { isValidElement } from "react";
import type { GatsbySSR } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/app/root";

// Each page's language is set by its Head (<html lang>, src/components/seo.tsx).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // src/inline/pre-paint.ts, compiled by gatsby/webpack.ts.
  setHeadComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: __PRE_PAINT__ }} />,
  ]);
};

// gatsby-plugin-image's head styles and fade-in script serve <GatsbyImage>, which the site
// does not use (see src/components/ui/picture.tsx): every page would carry them for nothing.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (node) => !(isValidElement(node) && String(node.key).startsWith("gatsby-image-style")),
    ),
  );
};
