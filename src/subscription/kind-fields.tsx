import { fill } from "../lib/format";
import { Textarea } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { ChoiceGroup } from "../components/forms/choices";
import { ChangeFields, type ChangeLists } from "./change-fields";
import type { SubscriptionCopy } from "./fragments";
import { REQUESTS, type RequestKind } from "./message";
import type { SubscriptionContext } from "./page-context";
import { PauseFields } from "./pause-fields";
import { problemAt, type Problems } from "./problems";
import { weekLabel, type OpenWeek } from "./week-label";
import { WeekSelect } from "./week-select";

/** The longest answer to the optional question why. */
export const REASON_MAX = 500;

type Props = ChangeLists & {
  copy: SubscriptionCopy;
  context: SubscriptionContext;
  answers: { request: string; from: string; length: string; district: string };
  /** The weeks still open, and the coming week when its cutoff has passed. */
  weeks: readonly OpenWeek[];
  closed: OpenWeek | null;
  problems: Problems;
};

/**
 * Each kind of request's own fields. All are in the page from the start, so that a draft
 * kept in the tab finds them after a reload; only the chosen kind's are shown and sent (a
 * disabled fieldset sends nothing).
 */
export function KindFields(props: Props) {
  const { copy, answers, weeks, closed, problems } = props;
  // Said before sending: after the coming week's cutoff, a request starts a week later.
  const note = (kind: RequestKind) =>
    closed && weeks[0] && (kind === "skip" || !answers.from || answers.from === weeks[0].monday)
      ? fill(copy.passed[kind], { closed: closed.date, cutoff: closed.cutoff, date: weeks[0].date })
      : undefined;
  const body: Record<RequestKind, () => React.ReactNode> = {
    skip: () => (
      <>
        <ChoiceGroup
          size="compact"
          name="weeks"
          multiple
          legend={copy.skip.label}
          problemAt={problemAt("weeks")}
          problem={problems.weeks}
          options={weeks.map((w) => ({ value: w.monday, label: weekLabel(copy, w) }))}
        />
        {note("skip") && <p className="text-sm">{note("skip")}</p>}
      </>
    ),
    pause: () => (
      <PauseFields
        copy={copy}
        weeks={weeks}
        named={props.context.weeks}
        note={note("pause")}
        problems={problems}
        from={answers.from}
        length={answers.length}
      />
    ),
    change: () => <ChangeFields {...props} note={note("change")} district={answers.district} />,
    cancel: () => (
      <>
        <WeekSelect
          kind="cancel"
          label={copy.cancel.from}
          copy={copy}
          weeks={weeks}
          note={note("cancel")}
          problem={problems.from}
        />
        <p className="text-sm font-medium">{copy.cancel.noFee}</p>
        <div className="space-y-2">
          <Label htmlFor="subscription-reason">{copy.cancel.reason}</Label>
          <Textarea
            id="subscription-reason"
            name="reason"
            maxLength={REASON_MAX}
            className="min-h-24"
            aria-describedby="subscription-reason-hint"
          />
          <p id="subscription-reason-hint" className="text-sm text-muted-foreground">
            {copy.cancel.reasonHint}
          </p>
        </div>
      </>
    ),
  };
  return (
    <>
      {REQUESTS.map((kind) => {
        const chosen = answers.request === kind;
        return (
          <fieldset key={kind} disabled={!chosen} hidden={!chosen} className="space-y-5">
            <legend className="sr-only">{copy.request[kind]}</legend>
            {body[kind]()}
          </fieldset>
        );
      })}
    </>
  );
}
