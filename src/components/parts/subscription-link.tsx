import { useSiteData } from "../../hooks/use-site-data";
import { cn } from "../../lib/cn";
import { LocalLink } from "../ui/local-link";

/** The page of a subscriber's requests (src/pages/subscription.tsx). */
export const SUBSCRIPTION_PATH = "/subscription";

/**
 * The link to pause, skip, change or cancel, where a subscriber looks for it after signing up
 * and when looking for a way to reach the business.
 */
export function SubscriptionLink({ className }: { className?: string }) {
  const { ui } = useSiteData();
  return (
    <LocalLink
      to={SUBSCRIPTION_PATH}
      className={cn(
        "inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4",
        className,
      )}
    >
      {ui.subscriptionLink}
    </LocalLink>
  );
}
