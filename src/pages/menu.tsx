import { graphql, type PageProps } from "gatsby";
import type { MenuContext } from "../menu/page-context";
import { MenuJsonLd } from "../menu/json-ld";
import { pageHead } from "../components/page-head";
import { MenuWeeks } from "../menu/menu-weeks";
import { menuPanelStyle } from "../menu/panel-style";
import type { LangContext } from "../lib/languages";
import { dayDishes } from "../menu/panels";
import { withFacts } from "../menu/from-context";

type Context = LangContext & { menu: MenuContext };

export default function MenuPage({ data, pageContext }: PageProps<Queries.MenuPageQuery, Context>) {
  const sections = firstWeek(data, pageContext.menu);
  return (
    <>
      <MenuWeeks {...data} menu={pageContext.menu} />
      {/* In the served HTML for search engines, after the content, not in the head: the first
          screen's HTML comes before it, in a new connection's first round trip. */}
      {sections.length > 0 && (
        <MenuJsonLd
          name={data.menuPageJson!.title}
          sections={sections}
          dishes={withFacts(data.dishes.nodes, pageContext.menu.dishes)}
          lang={pageContext.lang}
        />
      )}
    </>
  );
}

/**
 * The week the static page shows first: a section per day (its lunch, dinner and their
 * alternatives) and one for the kits.
 */
function firstWeek(data: Queries.MenuPageQuery, menu: MenuContext) {
  const monday = menu.panels.find((p) => p.key === menu.defaultPanel)?.weeks[0]?.monday;
  const week = menu.weeks.find((w) => w.monday === monday);
  if (!week) return [];
  const { plan } = week;
  const days = plan.days.map((d, i) => ({ name: week.days[i].date, slugs: dayDishes(d) }));
  return [...days, { name: data.menuPageJson!.meals.kits, slugs: plan.kits }];
}

export const Head = pageHead<Queries.MenuPageQuery>((data, _lang, context) => {
  const { menu } = context as Context;
  return {
    title: data.menuPageJson!.title,
    description: data.menuPageJson!.intro,
    // Which week shows is decided before first paint (see MenuWeeks).
    children: <style dangerouslySetInnerHTML={{ __html: menuPanelStyle(menu) }} />,
  };
});

export const query = graphql`
  query MenuPage($lang: String!) {
    ...SiteData
    ...MenuWeeksSection
  }
`;
