import { graphql } from "gatsby";
import { useEffect, useState } from "react";
import type { Filters } from "../catalog/filter";
import { MENU_WEEK, YOUR_WEEK } from "./marks";
import { YourWeeks } from "./your-week-view";
import { wantsOwnWeek } from "./your-week";
import { keepFilters } from "./week-links";
import type { MenuContext } from "./page-context";
import { filterModelOf, weekScript, withFacts } from "./from-context";
import { useSiteData } from "../hooks/use-site-data";
import { useVisitorWeek } from "./use-visitor-week";
import { MenuFilters } from "./menu-filters";
import { MenuWeekList } from "./week-list";
import { WeekSwitch } from "./week-switch";
import { FinderLink } from "../components/parts/finder-link";
import { Section } from "../components/ui/section";

export const query = graphql`
  fragment MenuWeeksSection on Query {
    menuPageJson(lang: { eq: $lang }) {
      ...MenuWords
      title
      intro
      crossContactText
      thisWeek
      nextWeek
      laterWeeks
      backToOrder
      preparing {
        title
        text
        expected
        cta
      }
      filters {
        title
        diet
        without
        kind
        apply
        clear
        count
        empty
        dayEmpty
      }
      yourWeek {
        covered
        swaps
        without
        lunch
        dinner
        kit
      }
    }
    dishes: allDishesJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...DishTexts
        image {
          childImageSharp {
            # A phone shows a 6rem thumbnail (DishCard): the 480 px file up to 5x. Wider
            # screens: 1.5x, so a two-column tablet gets the 720 px file, not the 960 px one.
            gatsbyImageData(
              width: 480
              outputPixelDensities: [1, 1.5, 2]
              placeholder: DOMINANT_COLOR
              formats: [AUTO, AVIF]
              sizes: "(min-width: 1152px) 544px, (min-width: 640px) calc(50vw - 2.5rem), 6rem"
            )
          }
        }
      }
    }
  }
`;

type Props = Queries.MenuWeeksSectionFragment & { menu: MenuContext };

/**
 * The week to show and the next one beside it. The inline script marks <html> with the
 * choice for the date in Yerevan before the weeks are parsed, and the page's style
 * (menuPanelStyle) shows its weeks (MenuWeekList), each as this week or the next.
 */
export function MenuWeeks({ menuPageJson, dishes, menu }: Props) {
  const { lang } = useSiteData();
  const words = menuPageJson!;
  const bySlug = withFacts(dishes.nodes, menu.dishes);
  const id = `menu-${lang}-weeks`;
  useVisitorWeek(menu, id);
  // The visitor's own week, once the page is the scripts' (the built HTML is the owner's week).
  const [own, setOwn] = useState<{ filters: Filters; panel: string } | null>(null);
  const onFilters = (filters: Filters) => {
    keepFilters(document, filters);
    setOwn(
      wantsOwnWeek(filters)
        ? {
            filters,
            panel: document.documentElement.getAttribute(MENU_WEEK) ?? menu.defaultPanel,
          }
        : null,
    );
  };
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute(YOUR_WEEK, own !== null);
    return () => root.removeAttribute(YOUR_WEEK);
  }, [own]);
  return (
    <Section band="py-8 sm:py-16" className="space-y-6 sm:space-y-8">
      <div className="max-w-2xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {words.title}
        </h1>
        <p className="text-pretty text-muted-foreground sm:text-lg">{words.intro}</p>
      </div>
      <MenuFilters
        words={words}
        model={filterModelOf(menu)}
        defaultPanel={menu.defaultPanel}
        onFilters={onFilters}
      />
      {/* After the form (it ticks its boxes and writes its counts), before the weeks. */}
      <script dangerouslySetInnerHTML={{ __html: weekScript(menu) }} />
      <WeekSwitch words={words} />
      {own && (
        <YourWeeks
          menu={menu}
          panel={own.panel}
          filters={own.filters}
          dishes={bySlug}
          words={words}
        />
      )}
      <MenuWeekList id={id} menu={menu} dishes={bySlug} words={words} />
      {/* After the weeks: the first screen is the week's first dishes (each card names its allergens). */}
      <p className="max-w-2xl text-sm text-pretty text-muted-foreground">
        {words.crossContactText}
      </p>
      <FinderLink />
    </Section>
  );
}
