import { graphql } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/accordion";
import { MailIcon, PhoneIcon } from "../ui/icons";
import { LocalLink } from "../ui/local-link";
import { MailLink, PhoneLink } from "../parts/contact-links";
import { SectionHeading } from "../parts/section-heading";
import { Section } from "../ui/section";

export const query = graphql`
  fragment FaqSection on Query {
    homeJson(lang: { eq: $lang }) {
      faq {
        title
        text
        supportTitle
        supportText
        emailLabel
        phoneLabel
      }
    }
    faq: allFaqJson(filter: { lang: { eq: $lang } }) {
      nodes {
        question
        answer
        link {
          label
          href
        }
      }
    }
    payingJson(lang: { eq: $lang }) {
      question
      text
    }
  }
`;

const contactLink =
  "flex items-center gap-3 rounded-lg p-2 -mx-2 font-medium hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring";

const answerLink =
  "mt-2 inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4";

/** Questions as an accordion (one open at a time, collapsible) and the support contacts. */
export function Faq({ homeJson, faq, payingJson }: Queries.FaqSectionFragment) {
  const { site } = useSiteData();
  const copy = homeJson!.faq;
  // How one pays is the owner's one text, kept with the plans and answered here too.
  const items = [
    ...faq.nodes,
    ...(payingJson ? [{ question: payingJson.question, answer: payingJson.text, link: null }] : []),
  ];
  return (
    <Section id="faq" aria-labelledby="faq-title" band="py-20" width="3xl" className="space-y-12">
      <SectionHeading id="faq-title" title={copy.title} text={copy.text} />
      <Accordion type="single" collapsible className="border-t border-border">
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>
              <p>{item.answer}</p>
              {item.link && (
                <LocalLink to={item.link.href} className={answerLink}>
                  {item.link.label}
                </LocalLink>
              )}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-6">
        <div className="mb-4 sm:mb-0">
          <h3 className="text-lg font-semibold">{copy.supportTitle}</h3>
          <p className="text-muted-foreground">{copy.supportText}</p>
        </div>
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="sr-only">{copy.emailLabel}</dt>
            <dd>
              <MailLink
                email={site.supportEmail}
                className={contactLink}
                icon={<MailIcon className="size-5 text-primary" />}
              />
            </dd>
          </div>
          <div>
            <dt className="sr-only">{copy.phoneLabel}</dt>
            <dd>
              <PhoneLink
                phone={site.supportPhone}
                className={contactLink}
                icon={<PhoneIcon className="size-5 text-primary" />}
              />
            </dd>
          </div>
        </dl>
      </div>
    </Section>
  );
}
