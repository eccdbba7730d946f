import type { GatsbySSR } from "gatsby";
import { prePaintScript } from "./src/app/head-scripts";

export { wrapPageElement, wrapRootElement } from "./src/app/root";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript }} />,
  ]);
};
