import React, { useRef } from "react";
import { graphql } from "gatsby";
import { LATER, useHydrationMark } from "../../hooks/use-hydration-mark";
import { useTabParam } from "../../hooks/use-tab-param";
import { BelowFold } from "../layout/below-fold";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { BenefitGrid } from "./benefit-grid";
import { MealPlansHero } from "./meal-plans-hero";

export const query = graphql`
  fragment MealPlanTabs on MealPlansJson {
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
  }
`;

type Props = {
  hero: Queries.MealPlanTabsFragment["hero"];
  tabs: Queries.MealPlanTabsFragment["tabs"];
  /** Extra content of a tab by its value (the sample menu, What's Included). */
  extras: Record<string, React.ReactNode>;
  /** The page's location.search, for the ?tab= deep link. */
  search: string;
};

/**
 * The hero's two-tab switcher and its panels. Radix gives the tab roles,
 * arrow-key movement and automatic activation; the choice lives in ?tab=.
 */
export function MealPlanTabs({ hero, tabs, extras, search }: Props) {
  const [value, setValue] = useTabParam(
    tabs.map((tab) => tab.value),
    search,
  );
  // Hydrated after the shell, in a slice of its own (see the meal-plans page).
  const box = useRef<HTMLDivElement>(null);
  useHydrationMark(box);
  return (
    <Tabs ref={box} {...LATER} value={value} onValueChange={setValue}>
      <MealPlansHero hero={hero}>
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
