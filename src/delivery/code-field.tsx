import { fill } from "../lib/format";
import { Input } from "../components/forms/input";
import { Label } from "../components/forms/label";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";
import { FieldProblem, invalidIf } from "../components/forms/field-problem";
import { problemAt } from "./problems";

type Props = {
  copy: DeliveryCopy;
  /** The valid code typed so far, if any. */
  applied?: DeliveryContext["codes"][number];
  plan?: string;
  /** What was typed before the visitor left the page and came back. */
  initial?: string;
  problem?: string;
  onType: (value: string) => void;
};

/**
 * The promo code: a valid one shows its discount and the first week's price as it is typed;
 * a wrong one is refused on sending (a message appearing as the field is left would move the
 * button under the pointer).
 */
export function CodeField({ copy, applied, plan, initial, problem, onType }: Props) {
  return (
    <div className="space-y-2">
      <Label htmlFor="delivery-code">{copy.code.label}</Label>
      <Input
        id="delivery-code"
        name="code"
        autoComplete="off"
        maxLength={20}
        defaultValue={initial}
        onChange={(e) => onType(e.target.value)}
        {...invalidIf(problemAt("code"), problem)}
        aria-describedby={
          problem ? problemAt("code") : applied ? "delivery-code-applied" : undefined
        }
      />
      <FieldProblem id={problemAt("code")} text={problem} />
      {applied && !problem && (
        <p id="delivery-code-applied" className="text-sm font-medium text-primary">
          {fill(copy.code.applied, { percent: applied.percent })}{" "}
          {plan && applied.prices[plan] && fill(copy.code.price, applied.prices[plan])}
        </p>
      )}
    </div>
  );
}
