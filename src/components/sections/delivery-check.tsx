import { graphql } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { Card } from "../ui/card";
import { Section } from "../ui/section";
import { Select } from "../forms/input";
import { Label } from "../forms/label";
import { DistrictAnswer, OutsideAnswer } from "../forms/delivery-answer";

export const query = graphql`
  fragment DeliveryCheckSection on Query {
    contactJson(lang: { eq: $lang }) {
      delivery {
        title
        text
        label
        prompt
        outside
        daysLabel
        windowsLabel
        outsideTitle
        outsideText
      }
    }
    deliveryDistricts: allDistrictsJson(filter: { lang: { eq: $lang } }, sort: { name: ASC }) {
      nodes {
        ...DeliveryDistrict
      }
    }
  }
`;

/** The choice for everywhere outside the city: a key no district slug uses (they are Yerevan's). */
export const OUTSIDE = "outside-yerevan";

/**
 * "Do we deliver to you?": a district chosen in a native select shows its delivery days and
 * windows, or the answer for places outside the city. Nothing leaves the page.
 */
export function DeliveryCheck({
  contactJson,
  deliveryDistricts,
}: Queries.DeliveryCheckSectionFragment) {
  const copy = contactJson!.delivery;
  const districts = deliveryDistricts.nodes;
  const [choice, setChoice] = useState("");
  const select = useRef<HTMLSelectElement>(null);
  // Uncontrolled, so a district picked before the scripts ran is kept, and answered now.
  useEffect(() => setChoice(select.current?.value ?? ""), []);
  const district = districts.find((d) => d.slug === choice);
  return (
    <Section id="delivery" aria-labelledby="delivery-title" className="pb-16">
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
            ref={select}
            defaultValue=""
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
    </Section>
  );
}
