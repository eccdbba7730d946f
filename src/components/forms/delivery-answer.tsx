import { graphql } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { MailLink, PhoneLink } from "../parts/contact-links";
import { MailIcon, PhoneIcon } from "../ui/icons";

/* What the delivery check (sections/delivery-check.tsx) answers for the choice made. */

export const query = graphql`
  fragment DeliveryDistrict on DistrictsJson {
    slug
    name
    daysText
    windows
  }
`;

type Copy = NonNullable<Queries.DeliveryCheckSectionFragment["contactJson"]>["delivery"];
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
          <MailLink
            email={site.email}
            className={linkClass}
            icon={<MailIcon className="size-5 shrink-0" />}
          />
        </li>
        <li>
          <PhoneLink
            phone={site.phone}
            className={linkClass}
            icon={<PhoneIcon className="size-5 shrink-0" />}
          />
        </li>
      </ul>
    </div>
  );
}
