import { useSiteData } from "../../hooks/use-site-data";
import { LocalLink } from "../ui/local-link";
import { textLinkClass } from "../ui/text-link";

/** The text link to the plan finder: beside the plans, on the menu; never a button. */
export function FinderLink({ className }: { className?: string }) {
  const { ui } = useSiteData();
  return (
    <p className={className}>
      <LocalLink to="/plan-finder" className={textLinkClass}>
        {ui.plans.finderLink}
      </LocalLink>
    </p>
  );
}
