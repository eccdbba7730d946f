import { graphql } from "gatsby";
import { SectionHeading } from "../parts/section-heading";
import { Section } from "../ui/section";

export const query = graphql`
  fragment HowItWorksSection on Query {
    homeJson(lang: { eq: $lang }) {
      howItWorks {
        title
        text
      }
    }
    steps: allStepsJson(filter: { lang: { eq: $lang } }) {
      nodes {
        title
        text
      }
    }
  }
`;

/** The four steps from choosing a plan to the first delivery, as a numbered list. */
export function HowItWorks({ homeJson, steps }: Queries.HowItWorksSectionFragment) {
  const { title, text } = homeJson!.howItWorks;
  return (
    <Section
      id="how-it-works"
      aria-labelledby="how-title"
      band="bg-muted py-20 dark:bg-card/40"
      className="space-y-12"
    >
      <SectionHeading id="how-title" title={title} text={text} />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.nodes.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl border border-border bg-card p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="mb-4 inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
