import type { ReactNode } from "react";
import { WEEK_HEADING } from "./marks";
import type { WeekView } from "./page-context";
import { ROLE } from "./panel-style";
import type { Words } from "./dish-card";

type Props = {
  id: string;
  week: Pick<WeekView, "as" | "title">;
  words: Pick<Words, "thisWeek">;
  /** What follows the heading and the cutoff (the visitor's week: how many days get every meal). */
  children?: ReactNode;
};

/**
 * A week's heading and order cutoff in each role the week can take (the week a visitor can
 * order, or the week being delivered); the page's style shows those of its role before first
 * paint. Gaps, not margins: they leave out the words of the other role.
 */
export function WeekHead({ id, week, words, children }: Props) {
  const roles = (["thisWeek", "nextWeek"] as const).filter((role) => week.as[role]);
  return (
    <div className="flex flex-col gap-1">
      <h2
        id={id}
        className="text-2xl font-bold tracking-tight sm:text-3xl"
        {...{ [WEEK_HEADING]: "" }}
      >
        {roles.map((role) => (
          <span key={role} data-role={ROLE[role]}>
            {role === "nextWeek" ? week.title : words.thisWeek}
          </span>
        ))}
      </h2>
      {roles.map((role) => {
        const cutoff = week.as[role]?.cutoff;
        return (
          cutoff && (
            <p key={role} data-role={ROLE[role]} className="font-medium text-primary">
              {cutoff}
            </p>
          )
        );
      })}
      {children}
    </div>
  );
}
