import { filtersQuery, type Filters } from "../catalog/filter";
import { fill } from "../lib/format";
import { Picture } from "../components/ui/picture";
import { LocalLink } from "../components/ui/local-link";
import type { FinderCopy, FinderData } from "./fragments";
import type { FinderContext, FinderWeek } from "./page-context";
import { fittingDishes, groupDigits } from "./week-facts";
import { ResultSection } from "./result-section";
import { textLinkClass } from "../components/ui/text-link";

/** How many dishes the result shows with their pictures; the menu has the rest. */
const SHOWN = 4;

type Props = {
  copy: FinderCopy;
  finder: FinderContext;
  week: FinderWeek | undefined;
  filters: Filters;
  /** The recommended plan's kind of dish, shown first ("ready" or "kit"). */
  kind: string;
  dishes: FinderData["finderDishes"]["nodes"];
  kcalUnit: string;
};

/**
 * This week's dishes that fit the answers' diets and allergens: how many, the first few with
 * their pictures, and the menu with the same filters. None: said plainly, with the contact page.
 */
export function FittingDishes({ copy, finder, week, filters, kind, dishes, kcalUnit }: Props) {
  const d = copy.dishes;
  let body: React.ReactNode;
  if (!week) body = <p>{d.preparing}</p>;
  else {
    const fitting = fittingDishes(finder, week, filters);
    const first = [...fitting]
      .sort(
        (a, b) =>
          Number(finder.filters.dishes[b].kind === kind) -
          Number(finder.filters.dishes[a].kind === kind),
      )
      .slice(0, SHOWN)
      .map((i) => ({
        ...finder.dishes[i],
        node: dishes.find((n) => n.slug === finder.dishes[i].slug),
      }));
    body =
      fitting.length === 0 ? (
        <p>
          {d.none}{" "}
          <LocalLink to="/contact" className={textLinkClass}>
            {d.contact}
          </LocalLink>
        </p>
      ) : (
        <>
          <p>{fill(d.count, { count: String(fitting.length) })}</p>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {first.map(({ slug, kcal, node }) => {
              const image = node?.image?.childImageSharp?.gatsbyImageData;
              return (
                <li key={slug} className="space-y-1 text-sm">
                  {image && <Picture image={image} alt={node!.alt} className="rounded-lg" />}
                  <LocalLink
                    to={`/menu/${slug}`}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {node?.name}
                  </LocalLink>
                  <p className="text-muted-foreground">{`${groupDigits(kcal, finder.digits)} ${kcalUnit}`}</p>
                </li>
              );
            })}
          </ul>
          <p>
            <LocalLink to={`/menu${filtersQuery(filters)}`} className={textLinkClass}>
              {d.menu}
            </LocalLink>
          </p>
        </>
      );
  }
  return (
    <ResultSection id="finder-dishes" title={d.title}>
      {body}
    </ResultSection>
  );
}
