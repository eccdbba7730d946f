import { useEffect, useId, useState } from "react";
import { CARRIED } from "../../lib/plan-choice";
import { listInSentence } from "../../lib/format";
import { useSiteData } from "../../hooks/use-site-data";

type Word = { slug: string; name: string };

type Props = {
  /** `diet` and `without` end with the language's own punctuation: "Diet:", «Սննդակարգ՝». */
  copy: { title: string; diet: string; without: string };
  words: { diets: readonly Word[]; allergens: readonly Word[] };
  /** The page's `location.search`, where the plan finder put `diet` and `without`. */
  search: string;
};

/**
 * The diets and allergens the plan finder was told, shown above the register form's fields
 * and sent with it. Read from the address after hydration, like the plan (unknown ids are
 * left out; none: nothing shown).
 */
export function CarriedFood({ copy, words, search }: Props) {
  const { lang } = useSiteData();
  const titleId = useId();
  const [carried, setCarried] = useState<Record<(typeof CARRIED)[number], Word[]>>({
    diet: [],
    without: [],
  });
  useEffect(() => {
    const params = new URLSearchParams(search);
    const read = (name: string, list: readonly Word[]) => {
      const ids = new Set((params.get(name) ?? "").split(","));
      return list.filter((w) => ids.has(w.slug));
    };
    setCarried({ diet: read("diet", words.diets), without: read("without", words.allergens) });
  }, [search, words]);
  if (carried.diet.length === 0 && carried.without.length === 0) return null;
  const label = { diet: copy.diet, without: copy.without };
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-1 rounded-lg border border-border px-4 py-3 text-sm"
    >
      <h2 id={titleId} className="font-medium text-muted-foreground">
        {copy.title}
      </h2>
      {CARRIED.map(
        (name) =>
          carried[name].length > 0 && (
            <p key={name}>
              {/* The space after the label is the page's: typesetting trims one at a text's end. */}
              <span className="font-semibold">{label[name]}</span>{" "}
              {listInSentence(
                carried[name].map((w) => w.name),
                lang,
              )}
              <input type="hidden" name={name} value={carried[name].map((w) => w.slug).join(",")} />
            </p>
          ),
      )}
    </section>
  );
}
