import type { GatsbyNode } from "gatsby";
import { DEFAULT_LANG, LANGUAGES, localPath } from "../src/lib/languages";
import { siteToday } from "./env";
import { loadContent } from "./loader";
import { MENU_PATH, menuContext } from "./menu/context";

/**
 * Every page of src/pages in every language: English at its own address, the others under
 * /<lang>/. Each page's query reads its language from the page context. A language's 404 page
 * also answers every missing address under its folder (/hy/* -> /hy/404.html).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.lang || page.path.startsWith("/dev-404-page")) return;
  actions.deletePage(page);
  const content = page.path.replace(/\/$/, "") === MENU_PATH ? loadContent() : undefined;
  for (const { code } of LANGUAGES) {
    const is404File = page.path === "/404.html";
    actions.createPage({
      ...page,
      path: localPath(page.path, code),
      matchPath: is404File && code !== DEFAULT_LANG ? `/${code}/*` : page.matchPath,
      context: {
        ...page.context,
        lang: code,
        // The menu's weeks, chosen by the build's date (SITE_TODAY) and written out per language.
        ...(content && { menu: menuContext(content, code, siteToday()) }),
      },
    });
  }
};
