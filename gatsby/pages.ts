import type { GatsbyNode } from "gatsby";
import { DEFAULT_LANG, LANGUAGES, localPath, type Lang } from "../src/lib/languages";
import { siteToday } from "./env";
import { loadContent, type Content } from "./content/snapshot";
import { MENU_PATH, menuContext } from "./menu/context";
import { FINDER_PATH, finderContext } from "./finder/context";
import { REGISTER_PATH, deliveryContext } from "./delivery/context";
import { SUBSCRIPTION_PATH, subscriptionContext } from "./subscription/context";
import { kitNotes } from "./kit-notes";

/**
 * Every page of src/pages in every language: English at its own address, the others under
 * /<lang>/. Each page's query reads its language from the page context. A language's 404 page
 * also answers every missing address under its folder (/hy/* -> /hy/404.html).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.lang || page.path.startsWith("/dev-404-page")) return;
  actions.deletePage(page);
  const route = page.path.replace(/\/$/, "");
  const content = [...FEATURE_PATHS, ...PLAN_CARD_PATHS].includes(route)
    ? loadContent()
    : undefined;
  for (const { code } of LANGUAGES) {
    const is404File = page.path === "/404.html";
    actions.createPage({
      ...page,
      path: localPath(page.path, code),
      matchPath: is404File && code !== DEFAULT_LANG ? `/${code}/*` : page.matchPath,
      context: {
        ...page.context,
        lang: code,
        ...(content && featureContext(route, content, code)),
      },
    });
  }
};

const FEATURE_PATHS = [MENU_PATH, FINDER_PATH, REGISTER_PATH, SUBSCRIPTION_PATH];
/** The pages with plan cards (the landing and the meal plans): their kit plans' notes. */
const PLAN_CARD_PATHS = ["", "/meal-plans"];

/**
 * The menu's weeks, chosen by the build's date (SITE_TODAY) and written out per language; the
 * finder's weeks and dishes in the offer's model, with the dishes' ids for its query; the
 * delivery step's districts, weeks and codes, written out; the subscription page's coming
 * weeks and districts.
 */
function featureContext(route: string, content: Content, lang: Lang) {
  if (route === MENU_PATH) return { menu: menuContext(content, lang, siteToday()) };
  if (route === REGISTER_PATH) return { delivery: deliveryContext(content, lang, siteToday()) };
  if (route === SUBSCRIPTION_PATH)
    return { subscription: subscriptionContext(content, lang, siteToday()) };
  if (PLAN_CARD_PATHS.includes(route)) return { kitNotes: kitNotes(content, lang, siteToday()) };
  if (route !== FINDER_PATH) return {};
  const finder = finderContext(content, lang, siteToday());
  return { finder, slugs: finder.dishes.map((d) => d.slug) };
}
