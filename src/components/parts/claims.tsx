import { Section } from "../ui/section";

type Props = { claims: NonNullable<Queries.HeroSectionFragment["homeJson"]>["claims"] };

/** The marketing figures (rating, satisfaction, ...) as large numbers with a short label. */
export function Claims({ claims }: Props) {
  return (
    <Section as="div" className="pb-8">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border shadow-sm lg:grid-cols-4">
        {claims.map((claim) => (
          <div
            key={claim.label}
            className="flex flex-col-reverse items-center gap-1 bg-card px-4 py-6 text-center"
          >
            <dt className="text-sm text-muted-foreground">{claim.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
              {claim.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
