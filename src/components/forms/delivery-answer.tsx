import { useSiteData } from "../../hooks/use-site-data";
import { phoneText, telHref } from "../../lib/format";
import { MailIcon, PhoneIcon } from "../ui/icons";

/* What the delivery check (delivery-check.tsx) answers for the choice made. */

type Copy = Queries.DeliveryCopyFragment["delivery"];
type District = Queries.DeliveryDistrictFragment;

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md font-medium break-all text-primary underline-offset-4 hover:underline";

export function DistrictAnswer({ copy, district }: { copy: Copy; district: District }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1">
        <dt className="text-sm text-muted-foreground">{copy.daysLabel}</dt>
        <dd className="font-semibold">{district.daysText}</dd>
      </div>
      <div className="space-y-1">
        <dt className="text-sm text-muted-foreground">{copy.windowsLabel}</dt>
        <dd>
          <ul className="font-semibold tabular-nums">
            {district.windows.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

export function OutsideAnswer({ copy }: { copy: Copy }) {
  const { site } = useSiteData();
  return (
    <div className="space-y-2">
      <p className="font-semibold">{copy.outsideTitle}</p>
      <p className="text-muted-foreground">{copy.outsideText}</p>
      <ul className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap">
        <li>
          <a className={linkClass} href={`mailto:${site.email}`}>
            <MailIcon className="size-5 shrink-0" />
            {site.email}
          </a>
        </li>
        <li>
          <a className={linkClass} href={telHref(site.phone)}>
            <PhoneIcon className="size-5 shrink-0" />
            {phoneText(site.phone)}
          </a>
        </li>
      </ul>
    </div>
  );
}
