import type { ReactNode } from "react";
import { LATER_WEEKS } from "./marks";

type Props = {
  /** The panels that show one of these weeks. */
  panels: string[];
  /** The inline script that puts them in place (putLaterWeeks). */
  script: string;
  children: ReactNode;
};

/**
 * The weeks only a visitor's later date shows, in the built page: the build turns this part
 * into inert text (gatsby/menu/later-weeks.ts), which the browser neither parses into
 * elements nor styles, and the script right after it puts the weeks in place, before first
 * paint, only for a panel that needs them. Without scripts the build's own week shows.
 */
export function LaterWeeks({ panels, script, children }: Props) {
  return (
    <>
      <div {...{ [LATER_WEEKS]: panels.join(" ") }} hidden>
        {children}
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
