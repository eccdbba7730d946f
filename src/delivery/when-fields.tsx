import { fill } from "../lib/format";
import { Select } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { ChoiceGroup } from "../components/forms/choices";
import { DeliveryTimes } from "../components/forms/delivery-times";
import { FieldProblem, invalidIf } from "../components/forms/field-problem";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";
import { problemAt, type Problems } from "./problems";
import type { Typed } from "./register-history";

type Props = {
  copy: DeliveryCopy;
  context: DeliveryContext;
  districts: readonly { slug: string; name: string }[];
  district: string;
  onDistrict: (slug: string) => void;
  /** The weeks still open for orders by the visitor's clock. */
  weeks: DeliveryContext["weeks"];
  problems: Problems;
  /** What was ticked before the visitor left the page and came back. */
  typed?: Typed;
};

/**
 * Where and when: the district, then only its own delivery days and time windows, and the
 * first week among those still open for orders (each with its cutoff), or when the next
 * menu comes when none is.
 */
export function WhenFields({
  copy,
  context,
  districts,
  district,
  onDistrict,
  weeks,
  problems,
  typed,
}: Props) {
  // Ticks kept from before apply to the district they were made in.
  const kept = typed?.district?.[0] === district ? typed : undefined;
  const area = context.districts.find((d) => d.slug === district);
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor="delivery-district">{copy.district.label}</Label>
        <Select
          id="delivery-district"
          name="district"
          value={district}
          onChange={(e) => onDistrict(e.target.value)}
          {...invalidIf(problemAt("district"), problems.district)}
        >
          <option value="">{copy.district.choose}</option>
          {districts.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}
            </option>
          ))}
        </Select>
        <FieldProblem id={problemAt("district")} text={problems.district} />
      </div>
      {area && (
        <DeliveryTimes
          area={area}
          legends={{ days: copy.days.label, window: copy.window.label }}
          problemAt={problemAt}
          problems={problems}
          initial={kept}
        />
      )}
      {weeks.length > 0 ? (
        <ChoiceGroup
          size="compact"
          problemAt={problemAt("week")}
          name="week"
          legend={copy.week.label}
          options={weeks.map((w) => ({
            value: w.monday,
            label: `${fill(copy.week.option, { date: w.date })} (${w.cutoff})`,
          }))}
          initial={typed?.week}
          problem={problems.week}
        />
      ) : (
        <p className="text-sm">{fill(copy.week.none, { date: context.next })}</p>
      )}
    </>
  );
}
