import { useSiteData } from "../../hooks/use-site-data";
import { LocalLink } from "../ui/local-link";

/** The text link to the plan finder: beside the plans, on the menu; never a button. */
export function FinderLink({ className }: { className?: string }) {
  const { ui } = useSiteData();
  return (
    <p className={className}>
      <LocalLink
        to="/plan-finder"
        className="inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-4 hover:decoration-2"
      >
        {ui.plans.finderLink}
      </LocalLink>
    </p>
  );
}
