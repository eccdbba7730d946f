import { useRef } from "react";
import { graphql } from "gatsby";
import { LATER, useHydrationMark } from "../../hooks/use-hydration-mark";
import { useTabParam } from "../../hooks/use-tab-param";
import { BelowFold } from "../layout/below-fold";
import { BenefitGrid } from "../parts/benefit-grid";
import { MealPlansHero } from "../parts/meal-plans-hero";
import { SampleMenu } from "../parts/sample-menu";
import { WhatsIncluded } from "../parts/whats-included";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";

export const query = graphql`
  fragment MealPlanTabsSection on Query {
    mealPlansJson(lang: { eq: $lang }) {
      ...MealPlansHero
      tabs {
        value
        label
        title
        text
        benefits {
          title
          text
        }
      }
      sampleMenu {
        title
        text
        count
        caloriesLabel
        proteinLabel
        menuLink
      }
      included {
        title
        items {
          title
          text
        }
      }
    }
    menu: allMenuJson(filter: { lang: { eq: $lang } }) {
      nodes {
        slug
        day
        meal
        caloriesText
        proteinText
        description
      }
    }
  }
`;

type Props = Queries.MealPlanTabsSectionFragment & {
  /** The page's location.search, for the ?tab= deep link. */
  search: string;
};

/**
 * The hero's two-tab switcher and its panels: ready-to-eat with the sample menu, the kits with
 * what is included. Radix gives the tab roles, arrow-key movement and automatic activation;
 * the choice lives in ?tab=.
 */
export function MealPlanTabs({ mealPlansJson, menu, search }: Props) {
  const page = mealPlansJson!;
  const { tabs } = page;
  const [ready, kits] = tabs;
  const extras = {
    [ready.value]: <SampleMenu {...page.sampleMenu} meals={menu.nodes} />,
    [kits.value]: <WhatsIncluded {...page.included} />,
  };
  const [value, setValue] = useTabParam(
    tabs.map((tab) => tab.value),
    search,
  );
  // Hydrated after the shell, in a slice of its own (see the meal-plans page).
  const box = useRef<HTMLDivElement>(null);
  useHydrationMark(box);
  return (
    <Tabs ref={box} {...LATER} value={value} onValueChange={setValue}>
      <MealPlansHero hero={page.hero}>
        <TabsList className="w-full sm:w-auto">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </MealPlansHero>
      {tabs.map((tab) => (
        <TabsContent
          key={tab.value}
          value={tab.value}
          className="mx-auto max-w-6xl space-y-10 px-4 pt-6 sm:px-6"
        >
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight">{tab.title}</h2>
            <p className="mt-2 text-lg text-muted-foreground">{tab.text}</p>
          </div>
          <BelowFold>
            <div className="space-y-10">
              <BenefitGrid benefits={tab.benefits} />
              {extras[tab.value]}
            </div>
          </BelowFold>
        </TabsContent>
      ))}
    </Tabs>
  );
}
