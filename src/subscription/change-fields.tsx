import { useSiteData } from "../hooks/use-site-data";
import { Select } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { ChoiceGroup } from "../components/forms/choices";
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
      <div className="space-y-2">
        <Label htmlFor="subscription-plan">{words.plan}</Label>
        <Select
          id="subscription-plan"
          name="plan"
          defaultValue=""
          aria-invalid={problems.plan ? true : undefined}
          aria-describedby={problems.plan ? problemAt("plan") : undefined}
        >
          <option value="">{words.keepPlan}</option>
          {plans.map((p) => (
            <option key={p.slug} value={p.slug}>
              {`${p.subtitle} · ${p.name} · ${p.priceText} ${ui.plans.period.week}`}
            </option>
          ))}
        </Select>
        <FieldProblem id={problemAt("plan")} text={problems.plan} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="subscription-district">{words.district}</Label>
        <Select
          id="subscription-district"
          name="district"
          defaultValue=""
          aria-describedby="subscription-district-hint"
        >
          <option value="">{words.keepDistrict}</option>
          {districts.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}
            </option>
          ))}
        </Select>
        <p id="subscription-district-hint" className="text-sm text-muted-foreground">
          {words.districtHint}
        </p>
      </div>
      {area && (
        <div key={area.slug} className="space-y-5">
          <ChoiceGroup
            size="compact"
            problemAt={problemAt("days")}
            name="days"
            multiple
            legend={words.days}
            options={area.days.map((d) => ({ value: d.id, label: d.name }))}
          />
          <ChoiceGroup
            size="compact"
            problemAt={problemAt("window")}
            name="window"
            legend={words.window}
            options={area.windows.map((w) => ({ value: w, label: w.replace("-", "–") }))}
          />
        </div>
      )}
      <ChoiceGroup
        size="compact"
        problemAt={problemAt("diet")}
        name="diet"
        multiple
        legend={words.diet}
        options={props.diets.map((d) => ({ value: d.slug, label: d.name }))}
      />
      <ChoiceGroup
        size="compact"
        problemAt={problemAt("without")}
        name="without"
        multiple
        columns
        legend={words.without}
        options={props.allergens.map((d) => ({ value: d.slug, label: d.name }))}
      />
    </>
  );
}
