import { isValidElement } from "react";
import type { GatsbySSR } from "gatsby";
import { DEFAULT_LANG, langOfPath } from "./src/lib/languages";

export { wrapPageElement, wrapRootElement } from "./src/app/root";

/** The dram sign's one-glyph font (its @font-face is in src/styles/global.css). */
const DRAM_FONT_URL = "/fonts/dram.woff2";

// Each page's language is set by its Head (<html lang>, src/components/seo.tsx).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  setHeadComponents([
    // src/inline/pre-paint.ts, compiled by gatsby/webpack.ts.
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: __PRE_PAINT__ }} />,
    // Armenian and Russian prices end in the dram sign. Its font must be in before a price
    // is first laid out: Chromium keeps drawing a price laid out while the font was loading
    // with the fallback's glyph once the font is in, an empty box where no system font has
    // the sign. One 1 KB file, cached for a year.
    langOfPath(pathname) !== DEFAULT_LANG && (
      <link
        key="dram-sign"
        rel="preload"
        href={DRAM_FONT_URL}
        as="font"
        type="font/woff2"
        crossOrigin=""
      />
    ),
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
