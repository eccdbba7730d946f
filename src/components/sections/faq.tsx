import { graphql } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { phoneText, telHref } from "../../lib/format";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/accordion";
import { MailIcon, PhoneIcon } from "../ui/icons";
import { LocalLink } from "../ui/local-link";
import { SectionHeading } from "./section-heading";

export const query = graphql`
  fragment HomeFaq on HomeJson {
    faq {
      title
      text
      supportTitle
      supportText
      emailLabel
      phoneLabel
    }
  }
  fragment FaqItem on FaqJson {
    question
    answer
    link {
      label
      href
    }
  }
`;

/** A question; its link is left out of data (absent) or null in the query result. */
type Item = Omit<Queries.FaqItemFragment, "link"> & { link?: Queries.FaqItemFragment["link"] };
type Props = {
  copy: Queries.HomeFaqFragment["faq"];
  items: readonly Item[];
};

const contactLink =
  "flex items-center gap-3 rounded-lg p-2 -mx-2 font-medium hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring";

const answerLink =
  "mt-2 inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4";

/** Questions as an accordion (one open at a time, collapsible) and the support contacts. */
export function Faq({ copy, items }: Props) {
  const { site } = useSiteData();
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-20">
      <div className="mx-auto max-w-3xl space-y-12 px-4 sm:px-6">
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
                <a className={contactLink} href={`mailto:${site.supportEmail}`}>
                  <MailIcon className="size-5 text-primary" />
                  {site.supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{copy.phoneLabel}</dt>
              <dd>
                <a className={contactLink} href={telHref(site.supportPhone)}>
                  <PhoneIcon className="size-5 text-primary" />
                  {phoneText(site.supportPhone)}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
