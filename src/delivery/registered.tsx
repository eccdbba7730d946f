import { SubscriptionLink } from "../components/parts/subscription-link";
import { WelcomeCard } from "../components/parts/welcome-card";
import { DeliveryStep } from "./delivery-step";
import type { DeliveryContext } from "./page-context";
import type { LeadFields } from "../lib/leads";
import type { StepStage } from "./register-history";

type Section = Queries.RegisterFormSectionFragment;

type Props = {
  copy: NonNullable<Section["registerJson"]>;
  leads: NonNullable<Section["leadsJson"]>;
  /** What the visitor registered with. */
  person: LeadFields;
  /** Where the visitor was in the delivery step before leaving the page and coming back. */
  step?: StepStage;
  plans: Section["plans"]["nodes"];
  payingJson: Section["payingJson"];
  districts: Section["districts"]["nodes"];
  foodWords: Section["foodWords"];
  firstDeliveryJson: Section["firstDeliveryJson"];
  /** The delivery step's districts, weeks and codes (the page's context); none: no step. */
  delivery?: DeliveryContext;
};

/**
 * What a registration leads to: the welcome card, then the first delivery's step when the
 * page has one.
 */
export function Registered({
  copy,
  leads,
  person,
  step,
  plans,
  payingJson,
  districts,
  foodWords,
  firstDeliveryJson,
  delivery,
}: Props) {
  const welcome = (
    <WelcomeCard
      title={copy.welcomeTitle}
      text={copy.welcomeText}
      cta={copy.welcomeCta}
      name={person.name ?? ""}
      email={person.email ?? ""}
      more={<SubscriptionLink className="text-sm" />}
    />
  );
  if (!delivery || !firstDeliveryJson || !foodWords) return welcome;
  const list = (value?: string) => (value ? value.split(",") : []);
  return (
    <div className="w-full max-w-md space-y-6">
      {welcome}
      <DeliveryStep
        copy={firstDeliveryJson}
        context={delivery}
        leads={leads}
        districts={districts}
        words={foodWords}
        plans={plans}
        planTitle={copy.plan.title}
        paying={payingJson}
        restored={step}
        registration={{
          email: person.email ?? "",
          plan: person.plan,
          district: person.district,
          diet: list(person.diet),
          without: list(person.without),
        }}
      />
    </div>
  );
}
