import React from "react";
import { graphql } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { fill } from "../../lib/format";
import { activeProvider } from "../../lib/leads";
import { MailLink, PhoneLink } from "../parts/contact-links";

export const query = graphql`
  fragment LegalNoticeSection on Query {
    impressumJson(lang: { eq: $lang }) {
      headingLang
      providerHeading
      representativeHeading
      registerHeading
      seatLabel
      courtLabel
      registerNumberLabel
      taxIdLabel
      contactHeading
      phoneLabel
      emailLabel
      privacyHeading
      privacyText
      privacyLink
    }
    leadsJson(lang: { eq: $lang }) {
      ...LeadsProviders
    }
  }
`;

type BlockProps = { title: string; lang: string; children: React.ReactNode };

function Block({ title, lang, children }: BlockProps) {
  return (
    <section className="space-y-3 border-t border-border pt-6">
      <h2 lang={lang} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      <div className="text-muted-foreground">{children}</div>
    </section>
  );
}

/** A label and its value, stacked on phones and side by side from sm up. */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-x-6 sm:grid-cols-[14rem_1fr]">
      <dt className="font-medium text-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const linkClass = "font-medium break-words text-primary underline-offset-4 hover:underline";

/**
 * The legal notice's body: provider, representative, register entry and contact (site.json),
 * and, when the forms deliver, the service the data goes through (none: nothing to say).
 */
export function LegalNotice({ impressumJson, leadsJson }: Queries.LegalNoticeSectionFragment) {
  const copy = impressumJson!;
  const provider = activeProvider(leadsJson!.providers);
  const { site } = useSiteData();
  const { legal, address } = site;
  const register: [string, string][] = [
    [copy.seatLabel, legal.seat],
    [copy.courtLabel, legal.court],
    [copy.registerNumberLabel, legal.registerNumber],
    [copy.taxIdLabel, legal.taxId],
  ];
  return (
    <div className="space-y-8">
      <Block title={copy.providerHeading} lang={copy.headingLang}>
        <address className="not-italic">
          <span className="block font-semibold text-foreground">{legal.company}</span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.postalCode} {address.city}
          </span>
          <span className="block">{address.country}</span>
        </address>
      </Block>
      <Block title={copy.representativeHeading} lang={copy.headingLang}>
        <p>{legal.representative}</p>
      </Block>
      <Block title={copy.registerHeading} lang={copy.headingLang}>
        <dl className="space-y-3">
          {register.map(([label, value]) => (
            <Row key={label} label={label}>
              {value}
            </Row>
          ))}
        </dl>
      </Block>
      <Block title={copy.contactHeading} lang={copy.headingLang}>
        <dl className="space-y-3">
          <Row label={copy.phoneLabel}>
            <PhoneLink phone={site.phone} className={linkClass} />
          </Row>
          <Row label={copy.emailLabel}>
            <MailLink email={site.email} className={linkClass} />
          </Row>
        </dl>
      </Block>
      {provider && (
        <Block title={copy.privacyHeading} lang={copy.headingLang}>
          <p>{fill(copy.privacyText, { provider: provider.name, email: site.email })}</p>
          <p className="mt-3">
            <a className={linkClass} href={provider.privacyUrl}>
              {fill(copy.privacyLink, { provider: provider.name })}
            </a>
          </p>
        </Block>
      )}
    </div>
  );
}
