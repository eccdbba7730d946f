import { fill } from "../lib/format";
import { Input, Textarea } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { ChoiceGroup } from "../components/forms/choices";
import { FieldProblem } from "../components/forms/field-problem";
import type { DeliveryCopy } from "./fragments";
import { problemAt, type Problems } from "./problems";
import { typedText } from "./typed";
import type { Typed } from "./register-history";

/** The note's length limit, said under the field. */
export const NOTE_MAX = 500;

const CHANNELS = ["call", "whatsapp", "telegram", "viber"] as const;

type Props = { copy: DeliveryCopy; problems: Problems; typed?: Typed };

/** How the kitchen reaches the visitor: the phone, checked when sent, and the channel. */
export function ReachFields({ copy, problems, typed }: Props) {
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor="delivery-phone">{copy.phone.label}</Label>
        <Input
          id="delivery-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          defaultValue={typedText(typed, "phone")}
          aria-describedby={problems.phone ? problemAt("phone") : "delivery-phone-hint"}
          aria-invalid={problems.phone ? true : undefined}
        />
        <p id="delivery-phone-hint" className="text-sm text-muted-foreground">
          {copy.phone.hint}
        </p>
        <FieldProblem id={problemAt("phone")} text={problems.phone} />
      </div>
      <ChoiceGroup
        size="compact"
        problemAt={problemAt("contact")}
        name="contact"
        legend={copy.contact.label}
        options={CHANNELS.map((c) => ({ value: c, label: copy.contact[c] }))}
        initial={typed?.contact ?? ["call"]}
      />
    </>
  );
}

/** A note for the kitchen, with its length limit said under it. */
export function NoteField({ copy, typed }: Omit<Props, "problems">) {
  return (
    <div className="space-y-2">
      <Label htmlFor="delivery-note">{copy.note.label}</Label>
      <Textarea
        id="delivery-note"
        name="note"
        maxLength={NOTE_MAX}
        defaultValue={typedText(typed, "note")}
        aria-describedby="delivery-note-hint"
      />
      <p id="delivery-note-hint" className="text-sm text-muted-foreground">
        {fill(copy.note.hint, { max: String(NOTE_MAX) })}
      </p>
    </div>
  );
}
