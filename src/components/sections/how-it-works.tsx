import { graphql } from "gatsby";
import { SectionHeading } from "./section-heading";

export const query = graphql`
  fragment HomeStep on StepsJson {
    title
    text
  }
`;

type Props = {
  title: string;
  text: string;
  steps: readonly Queries.HomeStepFragment[];
};

/** The four steps from choosing a plan to the first delivery, as a numbered list. */
export function HowItWorks({ title, text, steps }: Props) {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="bg-muted py-20 dark:bg-card/40"
    >
      <div className="mx-auto max-w-6xl space-y-12 px-4 sm:px-6">
        <SectionHeading id="how-title" title={title} text={text} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
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
      </div>
    </section>
  );
}
