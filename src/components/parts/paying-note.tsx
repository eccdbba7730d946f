import { useId } from "react";
import { graphql } from "gatsby";
import { cn } from "../../lib/cn";

/** How and when one pays (data/paying.json); the sections that show it spread `...PayingNote`. */
export const query = graphql`
  fragment PayingNote on PayingJson {
    title
    text
  }
`;

type Props = {
  paying: Queries.PayingNoteFragment;
  /** One level below the heading of the plans it follows. */
  as?: "h2" | "h3";
  className?: string;
};

/** Under the plan cards: there is no online payment, so the owner's words say how and when. */
export function PayingNote({ paying, as: Heading = "h3", className }: Props) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "mx-auto max-w-2xl space-y-1 rounded-2xl border border-border bg-card px-6 py-5 text-center shadow-sm",
        className,
      )}
    >
      <Heading id={titleId} className="text-lg font-semibold">
        {paying.title}
      </Heading>
      <p className="text-muted-foreground">{paying.text}</p>
    </section>
  );
}
