import { Input } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { FieldProblem } from "../components/forms/field-problem";
import type { SubscriptionCopy } from "./fragments";
import { problemAt, type Problems } from "./problems";

type Field = {
  name: "email" | "phone";
  type: string;
  autoComplete: string;
  inputMode: "email" | "tel";
};
const FIELDS: readonly Field[] = [
  { name: "email", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "phone", type: "tel", autoComplete: "tel", inputMode: "tel" },
];

/** Who asks: the e-mail they signed up with and their phone, no account and no password. */
export function WhoFields({ copy, problems }: { copy: SubscriptionCopy; problems: Problems }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-semibold">{copy.who.title}</legend>
      {FIELDS.map(({ name, ...input }) => {
        const words = copy.who[name];
        const id = `subscription-${name}`;
        const problem = problems[name];
        return (
          <div key={name} className="space-y-2">
            <Label htmlFor={id}>{words.label}</Label>
            <Input
              id={id}
              name={name}
              maxLength={name === "email" ? 254 : 40}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemAt(name) : `${id}-hint`}
              {...input}
            />
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {words.hint}
            </p>
            <FieldProblem id={problemAt(name)} text={problem} />
          </div>
        );
      })}
    </fieldset>
  );
}
