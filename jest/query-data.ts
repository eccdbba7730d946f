import { DEFAULT_LANG, type Lang } from "../src/lib/languages";
import { content, shellData } from "./fixtures";

/**
 * A page query's result in `lang`, as the sections read it: every section takes its
 * fragment's fields (`homeJson`, `ready`, `districts` ...) from the page's query, so a test
 * spreads this into the section, the way the pages do. Pictures are File nodes in GraphQL and
 * left out here (a test that needs one passes `fakeImage`). `T` names the fragment.
 */
export function queryData<T>(lang: Lang = DEFAULT_LANG, overrides: object = {}): T {
  const c = content(lang);
  const nodes = <N>(list: readonly N[]) => ({ nodes: list });
  const family = (name: string) => nodes(c.plans.filter((plan) => plan.family === name));
  const noImage = { image: { childImageSharp: null } };
  return {
    ...shellData(lang),
    homeJson: { ...c.home, hero: { ...c.home.hero, ...noImage } },
    mealPlansJson: { ...c.mealPlans, hero: { ...c.mealPlans.hero, ...noImage } },
    contactJson: c.contact,
    registerJson: c.register,
    impressumJson: c.impressum,
    leadsJson: c.leads,
    meals: nodes(c.meals.map((meal) => ({ ...meal, ...noImage }))),
    steps: nodes(c.steps),
    testimonials: nodes(c.testimonials),
    faq: nodes(c.faq),
    payingJson: c.paying,
    menu: nodes(c.menu),
    plans: nodes(c.plans),
    single: family("single"),
    ready: family("ready"),
    diy: family("diy"),
    districts: nodes(c.districts),
    deliveryDistricts: nodes(c.districts),
    ...overrides,
  } as unknown as T;
}
