import { useSiteData } from "../hooks/use-site-data";
import { Select } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { DeliveryTimes } from "../components/forms/delivery-times";
import { FoodChoices } from "../components/forms/food-choices";
import { FieldProblem } from "../components/forms/field-problem";
import type { SubscriptionCopy } from "./fragments";
import type { SubscriptionContext } from "./page-context";
import { problemAt, type Problems } from "./problems";
import type { OpenWeek } from "./week-label";
import { WeekSelect } from "./week-select";

type Word = { slug: string; name: string };
export type ChangeLists = {
  /** The weekly plans, with their prices written out. */
  plans: readonly { slug: string; name: string; subtitle: string; priceText: string }[];
  districts: readonly Word[];
  diets: readonly Word[];
  allergens: readonly Word[];
};

type Props = ChangeLists & {
  copy: SubscriptionCopy;
  context: SubscriptionContext;
  weeks: readonly OpenWeek[];
  note?: string;
  problems: Problems;
  /** The district chosen so far: its own days and time windows are offered. */
  district: string;
};

/**
 * A change from an open week: any of the plan, the district (then its own days and time
 * windows), the diets and what to leave out. Whatever is left empty stays as it is.
 */
export function ChangeFields(props: Props) {
  const { copy, context, weeks, note, problems, district, plans, districts } = props;
  const { ui } = useSiteData();
  const words = copy.change;
  const area = context.districts.find((d) => d.slug === district);
  return (
    <>
      <WeekSelect
        kind="change"
        label={words.from}
        copy={copy}
        weeks={weeks}
        note={note}
        problem={problems.from}
      />
      <KeepOrChange
        name="plan"
        label={words.plan}
        keep={words.keepPlan}
        options={plans.map((p) => ({
          value: p.slug,
          label: `${p.subtitle} · ${p.name} · ${p.priceText} ${ui.plans.period.week}`,
        }))}
        problem={problems.plan}
      />
      <KeepOrChange
        name="district"
        label={words.district}
        keep={words.keepDistrict}
        options={districts.map((d) => ({ value: d.slug, label: d.name }))}
        hint={words.districtHint}
      />
      {area && (
        <DeliveryTimes
          area={area}
          legends={{ days: words.days, window: words.window }}
          problemAt={problemAt}
        />
      )}
      <FoodChoices
        diets={props.diets}
        allergens={props.allergens}
        legends={words}
        problemAt={problemAt}
        columns
      />
    </>
  );
}

type KeepProps = {
  name: "plan" | "district";
  label: string;
  /** The first choice, chosen at first: keep what the subscriber has. */
  keep: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  problem?: string;
};

/** One thing to change, or to keep as it is (the first choice). */
function KeepOrChange({ name, label, keep, options, hint, problem }: KeepProps) {
  const id = `subscription-${name}`;
  const described = problem ? problemAt(name) : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={name}
        defaultValue=""
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
      >
        <option value="">{keep}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldProblem id={problemAt(name)} text={problem} />
    </div>
  );
}
