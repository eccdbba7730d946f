import { graphql } from "gatsby";
import type { MenuContext } from "../../../gatsby/menu-context";
import { MenuFilters } from "../parts/menu-filters";
import { WeekMenu } from "../parts/week-menu";
import { filterCss } from "../../lib/menu-filter";
import { ButtonLink } from "../ui/button-link";
import { Section } from "../ui/section";

export const query = graphql`
  fragment MenuWeeksSection on Query {
    menuPageJson(lang: { eq: $lang }) {
      title
      intro
      thisWeek
      nextWeek
      preparing {
        title
        text
        cta
      }
      meals {
        lunch
        dinner
        kits
      }
      diets {
        slug
        name
      }
      kinds {
        slug
        name
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
      allergens {
        slug
        name
      }
      nutrition {
        kcal
        protein
        fat
        carbohydrates
      }
      noAllergens
      kcalUnit
      allergensTitle
      dietsTitle
    }
    dishes: allDishesJson(filter: { lang: { eq: $lang } }) {
      nodes {
        slug
        kind
        name
        description
        alt
        allergens
        diets
        portion
        nutrition {
          kcal
          protein
          fat
          carbohydrates
          fibre
          salt
        }
        nutritionText {
          kcal
          protein
          fat
          carbohydrates
        }
        image {
          childImageSharp {
            gatsbyImageData(
              width: 480
              outputPixelDensities: [1, 2]
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
type MenuWords = Pick<NonNullable<Props["menuPageJson"]>, "diets" | "allergens" | "kinds">;

/**
 * The week to show and the next one beside it. Every panel the visitor's date could ask for
 * is in the HTML; the inline script marks <html> with the one for the date in Yerevan before
 * the weeks are parsed, and the page's style (menuPanelStyle) shows only that one.
 */
export function MenuWeeks({ menuPageJson, dishes, weeks, menu }: Props) {
  const words = menuPageJson!;
  const bySlug = new Map(dishes.nodes.map((d) => [d.slug, d]));
  const plans = new Map(weeks.nodes.map((w) => [w.monday, w]));
  // Each panel's dishes, once each: what the filters count.
  const panelDishes = Object.fromEntries(
    menu.panels.map((panel) => {
      const slugs = new Set(
        panel.weeks.flatMap((w) => {
          const plan = plans.get(w.monday)!;
          return [...plan.days.flatMap((d) => [d.lunch, d.dinner]), ...plan.kits];
        }),
      );
      return [panel.key, [...slugs].flatMap((slug) => bySlug.get(slug) ?? [])];
    }),
  );
  return (
    <Section band="py-12 sm:py-16" className="space-y-8">
      <div className="max-w-2xl space-y-3">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{words.title}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{words.intro}</p>
      </div>
      <MenuFilters words={words} panelDishes={panelDishes} defaultPanel={menu.defaultPanel} />
      {/* After the form (it ticks its boxes), before the weeks. */}
      <script dangerouslySetInnerHTML={{ __html: menu.weekScript }} />
      {menu.panels.map((panel) => (
        <div
          key={panel.key}
          data-menu-panel={panel.key}
          {...(panel.key === menu.defaultPanel && { "data-menu-default": "" })}
          className="space-y-16"
        >
          {panel.weeks.map((week, i) => (
            <WeekMenu
              key={week.monday}
              id={`w-${panel.key}-${i}`}
              week={week}
              plan={plans.get(week.monday)!}
              dishes={bySlug}
              words={words}
              cutoff={i === panel.weeks.length - 1 ? panel.cutoff : undefined}
            />
          ))}
          {panel.key === "none" && (
            <section aria-labelledby="menu-preparing" className="max-w-2xl space-y-4">
              <h2 id="menu-preparing" className="text-2xl font-bold tracking-tight">
                {words.preparing.title}
              </h2>
              <p className="text-muted-foreground">{words.preparing.text}</p>
              <ButtonLink to="/contact">{words.preparing.cta}</ButtonLink>
            </section>
          )}
        </div>
      ))}
    </Section>
  );
}

/**
 * Shows one panel: the one <html> is marked with, or the build's own before (or without)
 * the script.
 */
export function menuPanelStyle(menu: MenuContext, words: MenuWords): string {
  const shown = menu.panels.map(
    ({ key }) => `html[data-menu-week="${key}"] [data-menu-panel="${key}"]`,
  );
  const allowed = {
    diet: words.diets.map((w) => w.slug),
    without: words.allergens.map((w) => w.slug),
    kind: words.kinds.map((w) => w.slug),
  };
  return (
    "[data-menu-panel]{display:none}" +
    `html:not([data-menu-week]) [data-menu-default],${shown.join(",")}{display:block}` +
    // No week, nothing to filter.
    `html[data-menu-week="none"] [data-menu-filters]${menu.defaultPanel === "none" ? ",html:not([data-menu-week]) [data-menu-filters]" : ""}{display:none}` +
    filterCss(allowed)
  );
}
