import { useState } from "react";
import { BenefitGrid } from "../../../src/components/parts/benefit-grid";
import { MealPlansHero } from "../../../src/components/parts/meal-plans-hero";
import { SampleMenu } from "../../../src/components/parts/sample-menu";
import { WhatsIncluded } from "../../../src/components/parts/whats-included";

/*
 * The first screen of /meal-plans as its section draws it (src/components/sections/
 * meal-plan-tabs.tsx): the hero, the two tabs and the chosen tab's panel, from the site's own
 * parts and styles. The tabs switch here with a plain state: the site's keep the choice in the
 * page's address (?tab=), which in the editor is the editor's own address.
 */

// The classes of the site's TabsList and TabsTrigger (src/components/ui/tabs.tsx).
const LIST =
  "flex max-w-full items-center gap-1 rounded-xl border border-border bg-muted p-1 w-full sm:w-auto";
const TRIGGER =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:text-base";

export function MealPlanTabsPreview({ mealPlansJson, menu }: Queries.MealPlanTabsSectionFragment) {
  const page = mealPlansJson!;
  const { tabs } = page;
  const [chosen, choose] = useState(0);
  const at = chosen < tabs.length ? chosen : 0;
  const tab = tabs[at];
  // As on the site: the first tab's panel ends with the sample menu, the second's with the kit.
  const extras = [
    <SampleMenu key="menu" {...page.sampleMenu} meals={menu.nodes} />,
    <WhatsIncluded key="kit" {...page.included} />,
  ];
  return (
    <div>
      <MealPlansHero hero={page.hero}>
        <div role="tablist" className={LIST}>
          {tabs.map((t, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              aria-selected={i === at}
              data-state={i === at ? "active" : "inactive"}
              className={TRIGGER}
              onClick={() => choose(i)}
            >
              {t.label}
            </button>
          ))}
        </div>
      </MealPlansHero>
      {tab && (
        <div role="tabpanel" className="mx-auto max-w-6xl space-y-10 px-4 pt-6 sm:px-6">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight">{tab.title}</h2>
            <p className="mt-2 text-lg text-muted-foreground">{tab.text}</p>
          </div>
          <div className="space-y-10">
            <BenefitGrid benefits={tab.benefits} />
            {extras[at]}
          </div>
        </div>
      )}
    </div>
  );
}
