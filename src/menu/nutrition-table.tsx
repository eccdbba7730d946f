import { withUnit } from "../lib/format";

type Texts = Queries.DishDetailSectionFragment["dishesJson"];
type Dish = NonNullable<Texts>;
type Words = NonNullable<Queries.DishDetailSectionFragment["menuPageJson"]>;

const ROWS = ["kcal", "protein", "fat", "carbohydrates", "fibre", "salt"] as const;

/** A dish's nutrition per portion and per 100 g, every figure written out at build time. */
export function NutritionTable({ dish, words }: { dish: Dish; words: Words }) {
  const n = words.nutrition;
  const shown = (row: (typeof ROWS)[number], value: string) =>
    row === "kcal" ? withUnit(value, words.kcalUnit) : value;
  return (
    <table className="w-full max-w-md border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-xl font-semibold">
        {words.dish.nutritionTitle}
      </caption>
      <thead>
        <tr className="border-b border-border">
          <td />
          <th scope="col" className="py-2 pr-4 font-semibold">
            {n.perPortion} ({dish.portionText})
          </th>
          <th scope="col" className="py-2 font-semibold">
            {n.per100g}
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row} className="border-b border-border">
            <th scope="row" className="py-2 pr-4 font-normal text-muted-foreground">
              {n[row]}
            </th>
            <td className="py-2 pr-4">{shown(row, dish.nutritionText[row])}</td>
            <td className="py-2">{shown(row, dish.per100gText[row])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
