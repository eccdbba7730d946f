import { graphql } from "gatsby";
import { useState } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { phoneText, telHref } from "../../lib/format";
import { Card } from "../ui/card";
import { MailIcon, PhoneIcon } from "../ui/icons";
import { Select } from "../ui/input";
import { Label } from "../ui/label";

export const query = graphql`
  fragment DeliveryDistrict on DistrictsJson {
    slug
    name
    daysText
    windows
  }
`;

type Copy = NonNullable<Queries.ContactPageQuery["contactJson"]>["delivery"];
type District = Queries.DeliveryDistrictFragment;
type Props = { copy: Copy; districts: readonly District[] };

/** The choice for everywhere outside the city: a key no district slug uses (they are Yerevan's). */
export const OUTSIDE = "outside-yerevan";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md font-medium break-all text-primary underline-offset-4 hover:underline";

function DistrictAnswer({ copy, district }: { copy: Copy; district: District }) {
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

function OutsideAnswer({ copy }: { copy: Copy }) {
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

/**
 * "Do we deliver to you?": a district chosen in a native select shows its delivery days and
 * windows, or the answer for places outside the city. Nothing leaves the page.
 */
export function DeliveryCheck({ copy, districts }: Props) {
  const [choice, setChoice] = useState("");
  const district = districts.find((d) => d.slug === choice);
  return (
    <section
      id="delivery"
      aria-labelledby="delivery-title"
      className="mx-auto max-w-6xl px-4 pb-16 sm:px-6"
    >
      <Card className="space-y-6 p-6 shadow-sm sm:p-8">
        <div className="space-y-2">
          <h2 id="delivery-title" className="text-2xl font-bold tracking-tight">
            {copy.title}
          </h2>
          <p className="text-muted-foreground">{copy.text}</p>
        </div>
        <div className="max-w-sm space-y-2">
          <Label htmlFor="delivery-district">{copy.label}</Label>
          <Select
            id="delivery-district"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">{copy.prompt}</option>
            {districts.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name}
              </option>
            ))}
            <option value={OUTSIDE}>{copy.outside}</option>
          </Select>
        </div>
        <div aria-live="polite">
          {district && <DistrictAnswer copy={copy} district={district} />}
          {choice === OUTSIDE && <OutsideAnswer copy={copy} />}
        </div>
      </Card>
    </section>
  );
}
