import React from "react";
import { graphql } from "gatsby";
import { LocalLink } from "../ui/local-link";
import { useSiteData } from "../../hooks/use-site-data";
import { Card } from "../ui/card";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "../ui/icons";
import { MailLink, PhoneLink } from "../parts/contact-links";
import { SocialLinks } from "../parts/social-links";

export const query = graphql`
  fragment ContactInfoSection on Query {
    contactJson(lang: { eq: $lang }) {
      cards {
        emailTitle
        emailNote
        phoneTitle
        phoneNote
        hoursTitle
        addressTitle
      }
      socialTitle
      impressumLink
    }
  }
`;

type InfoCardProps = {
  icon: (props: React.SVGProps<SVGSVGElement>) => React.JSX.Element;
  title: string;
  children: React.ReactNode;
};

function InfoCard({ icon: Icon, title, children }: InfoCardProps) {
  return (
    <Card className="flex gap-4 p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </Card>
  );
}

const linkClass = "font-medium break-words text-primary underline-offset-4 hover:underline";

/** E-mail, phone, hours and the kitchen's address, then social links and the legal notice. */
export function ContactInfo({ contactJson }: Queries.ContactInfoSectionFragment) {
  const { cards, socialTitle, impressumLink } = contactJson!;
  const { site } = useSiteData();
  const { address } = site;
  return (
    <div className="space-y-4">
      <InfoCard icon={MailIcon} title={cards.emailTitle}>
        <MailLink email={site.email} className={linkClass} />
        <p className="text-sm text-muted-foreground">{cards.emailNote}</p>
      </InfoCard>
      <InfoCard icon={PhoneIcon} title={cards.phoneTitle}>
        <PhoneLink phone={site.phone} className={linkClass} />
        <p className="text-sm text-muted-foreground">{cards.phoneNote}</p>
      </InfoCard>
      <InfoCard icon={ClockIcon} title={cards.hoursTitle}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {site.hours.map((row) => (
            <React.Fragment key={row.days}>
              <dt className="text-muted-foreground">{row.daysText}</dt>
              <dd className="font-medium tabular-nums">{row.hours}</dd>
            </React.Fragment>
          ))}
        </dl>
      </InfoCard>
      <InfoCard icon={MapPinIcon} title={cards.addressTitle}>
        <address className="text-sm text-muted-foreground not-italic">
          <span className="block">{address.street}</span>
          <span className="block">
            {address.postalCode} {address.city}, {address.country}
          </span>
        </address>
      </InfoCard>
      <div className="flex flex-wrap items-center justify-between gap-4 px-1 pt-2">
        <SocialLinks title={socialTitle} socials={site.socials} />
        <LocalLink to="/impressum" className={`${linkClass} text-sm`}>
          {impressumLink}
        </LocalLink>
      </div>
    </div>
  );
}
