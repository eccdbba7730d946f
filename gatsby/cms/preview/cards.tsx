import type { CSSProperties, ReactNode } from "react";
import { SiteDataProvider, type SiteData } from "../../../src/hooks/use-site-data";
import { PlanCard, type Plan } from "../../../src/components/parts/plan-card";
import { DishCard, type CardDish, type Words } from "../../../src/menu/dish-card";
import type { Lang } from "../../../src/lib/languages";
import { dishTexts, planTexts } from "../../content/written";
import { mergeContent } from "../../content/parts";
import { typesetCopy } from "../../typography";
import type { Snapshot } from "./snapshot";
import { allergensWithWords, type AllergenWordsEntry } from "../../menu/allergen-words";

/*
 * The site's own plan and dish cards, drawn the way a page of the site draws them: the
 * entry being edited, copy typeset and prices and figures written out by the build's own
 * functions; a week's dishes come from the build's snapshot.
 */

type Obj = Record<string, unknown>;
export type Kind = "plans" | "dishes";
/**
 * What is drawn, live from the editor: whole entries (a plan or dish being edited, its facts
 * and copy together), or one side of a list that the snapshot's other side completes.
 */
export type Edited = { kind: Kind; side: "entry" | "facts" | "copy"; list: Obj[]; lang: Lang };

const grid: CSSProperties = {
  display: "grid",
  gap: "1.5rem",
  padding: "1.5rem 1rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
};

/** The picture as the card takes it (the build's image pipeline makes the real ones). */
function imageOf(picture: (path: string) => string | undefined, dish: Obj) {
  const src = typeof dish.image === "string" ? picture(dish.image) : undefined;
  return src ? { childImageSharp: { gatsbyImageData: { images: { fallback: { src } } } } } : null;
}

/**
 * A dish being typed, with the allergens its words name (lavash: gluten) as well as those
 * ticked: its marks ("No gluten ingredients") follow from both, as the build would have it.
 */
function withNamedAllergens(list: Obj[], data: Snapshot, lang: Lang): Obj[] {
  const rules = (data.langs[lang].allergenWords ?? []) as AllergenWordsEntry[];
  return list.map((dish) => {
    const ticked = Array.isArray(dish.allergens) ? (dish.allergens as string[]) : [];
    const copy = { ...dish, slug: String(dish.slug ?? ""), allergens: ticked };
    return { ...dish, allergens: [...new Set(allergensWithWords(copy, rules, lang))] };
  });
}

function joined({ kind, side, list, lang }: Edited, data: Snapshot): Obj[] {
  // Ids, pictures and figures are never typeset (see typesetCopy): the whole entry can be.
  if (side === "entry")
    return typesetCopy(kind === "dishes" ? withNamedAllergens(list, data, lang) : list, lang);
  const copy = side === "copy" ? list : data.langs[lang].copy[kind];
  const facts = side === "facts" ? list : data.facts[kind];
  return mergeContent(typesetCopy(copy, lang), facts) as Obj[];
}

/** What the cards are drawn from; throws while an entry is half typed (the last drawing stays). */
export function prepare(
  edited: Edited,
  data: Snapshot,
  picture: (path: string) => string | undefined,
) {
  const { kind, lang } = edited;
  const list = joined(edited, data);
  const items: Obj[] =
    kind === "plans"
      ? (planTexts(list, { lang, facts: () => ({ currency: data.currency }) }) as Obj[])
      : dishTexts(list, data.thresholds, lang, String(data.langs[lang].words.cookingTime)).map(
          (d) => ({ ...d, image: imageOf(picture, d) }),
        );
  return { kind, lang, items, ...data.langs[lang] };
}

/** What the site's parts read from their page (useSiteData): its language and interface words. */
export function InSite({ lang, ui, children }: { lang: Lang; ui: Obj; children: ReactNode }) {
  const site = { lang, path: "/", ui, site: {}, nav: [] } as unknown as SiteData;
  return <SiteDataProvider value={site}>{children}</SiteDataProvider>;
}

/** The plans or dishes being drawn, as the site's cards. */
export function Cards({ kind, lang, items, ui, words }: ReturnType<typeof prepare>) {
  return (
    <InSite lang={lang} ui={ui}>
      <div lang={lang} style={grid}>
        {items.map((item) =>
          kind === "plans" ? (
            <PlanCard key={String(item.slug)} plan={item as unknown as Plan} />
          ) : (
            <DishCard
              key={String(item.slug)}
              dish={item as unknown as CardDish}
              words={words as unknown as Words}
            />
          ),
        )}
      </div>
    </InSite>
  );
}
