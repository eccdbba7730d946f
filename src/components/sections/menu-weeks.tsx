import { graphql } from "gatsby";
import type { MenuContext } from "../../lib/page-context";
import { useSiteData } from "../../hooks/use-site-data";
import { MENU_NONE, MENU_WEEKS } from "../../lib/dom-marks";
import { laterWeeks, panelDishes } from "../../lib/menu-panels";
import { useVisitorWeek } from "../../hooks/use-visitor-week";
import { MenuFilters } from "../parts/menu-filters";
import { LaterWeeks } from "../parts/later-weeks";
import { MenuPreparing } from "../parts/menu-preparing";
import { StaticHtml } from "../parts/static-html";
import { WeekMenu } from "../parts/week-menu";
import { Section } from "../ui/section";

export const query = graphql`
  fragment MenuWeeksSection on Query {
    menuPageJson(lang: { eq: $lang }) {
      ...MenuWords
      title
      intro
      thisWeek
      nextWeek
      preparing {
        title
        text
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
      }
    }
    dishes: allDishesJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...MenuDish
        image {
          childImageSharp {
            # 1.5x: a 412 px phone at 1.75x gets the 720 px file (the first card's picture is
            # the first screen's largest paint), not the 960 px one.
            gatsbyImageData(
              width: 480
              outputPixelDensities: [1, 1.5, 2]
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
              sizes: "(min-width: 1152px) 544px, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)"
            )
          }
        }
      }
    }
    weeks: allMenuWeek {
      nodes {
        monday
        days {
          day
          lunch
          dinner
        }
        kits
      }
    }
  }
`;

type Props = Queries.MenuWeeksSectionFragment & { menu: MenuContext };

/**
 * The week to show and the next one beside it. The inline script marks <html> with the
 * choice for the date in Yerevan before the weeks are parsed, and the page's style
 * (menuPanelStyle) shows its weeks, each as this week or the next. The weeks never change
 * once built (StaticHtml); in the built page, those only a later date shows are inert text
 * (LaterWeeks), while a page React renders itself holds every week as elements.
 */
export function MenuWeeks({ menuPageJson, dishes, weeks, menu }: Props) {
  const { lang } = useSiteData();
  const words = menuPageJson!;
  const bySlug = new Map(dishes.nodes.map((d) => [d.slug, d]));
  const plans = new Map(weeks.nodes.map((w) => [w.monday, w]));
  const id = `menu-${lang}-weeks`;
  const lead = menu.panels.find((p) => p.key === menu.defaultPanel)?.weeks[0]?.monday;
  const later = laterWeeks(menu, typeof window === "undefined");
  const week = (w: (typeof menu.weeks)[number]) => (
    <WeekMenu
      key={w.monday}
      week={w}
      plan={plans.get(w.monday)!}
      dishes={bySlug}
      words={words}
      lead={w.monday === lead}
    />
  );
  useVisitorWeek(menu, id);
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
        panelDishes={panelDishes(menu.panels, plans, bySlug)}
        defaultPanel={menu.defaultPanel}
      />
      {/* After the form (it ticks its boxes and writes its counts), before the weeks. */}
      <script dangerouslySetInnerHTML={{ __html: menu.weekScript }} />
      {/* Gaps, not margins: they leave out the weeks not shown. */}
      <StaticHtml id={id} className="flex flex-col gap-16" {...{ [MENU_WEEKS]: "" }}>
        {menu.weeks.filter((w) => !later.weeks.has(w.monday)).map(week)}
        {later.weeks.size > 0 && (
          <LaterWeeks panels={later.panels} script={menu.laterScript}>
            {menu.weeks.filter((w) => later.weeks.has(w.monday)).map(week)}
          </LaterWeeks>
        )}
        <div {...{ [MENU_NONE]: "" }}>
          <MenuPreparing words={words.preparing} />
        </div>
      </StaticHtml>
    </Section>
  );
}
