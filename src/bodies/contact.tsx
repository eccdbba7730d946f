import { Fragment } from "react";
import { ContactForm } from "../components/sections/contact-form";
import { ContactHeader } from "../components/sections/contact-header";
import { ContactInfo } from "../components/sections/contact-info";
import { ContactMap } from "../components/sections/contact-map";
import { DeliveryCheck } from "../components/sections/delivery-check";
import { Section } from "../components/ui/section";
import type { BodyProps, PartHolder } from "./part";

/** The contact page's sections: the page itself (src/pages/contact.tsx) and its preview. */
export function ContactBody({
  data,
  Part = Fragment as PartHolder,
}: BodyProps<Queries.ContactPageQuery>) {
  return (
    <>
      <Part>
        <ContactHeader {...data} />
      </Part>
      <Section as="div" className="grid gap-8 pb-16 lg:grid-cols-5 lg:gap-10">
        <div className="lg:col-span-3">
          <Part>
            <ContactForm {...data} />
          </Part>
        </div>
        <div className="lg:col-span-2">
          <Part>
            <ContactInfo {...data} />
          </Part>
        </div>
      </Section>
      <Part>
        <DeliveryCheck {...data} />
      </Part>
      <Part>
        <ContactMap {...data} />
      </Part>
    </>
  );
}
