import { MAX_LENGTH } from "../../lib/visitor-text";
import { PlanSummary } from "../parts/plan-summary";
import { CarriedFood } from "../parts/carried-food";
import { Button } from "../ui/button";
import { DistrictSelect } from "./district-select";
import { DeliveryConsent, Honeypot } from "./lead-parts";
import { TextField } from "./text-field";

type Section = Queries.RegisterFormSectionFragment;
type Props = {
  copy: NonNullable<Section["registerJson"]>;
  leads: NonNullable<Section["leadsJson"]>;
  plans: Section["plans"]["nodes"];
  districts: Section["districts"]["nodes"];
  /** The menu's words for the diets and allergens (the editor's preview has none). */
  foodWords?: Section["foodWords"];
  /** The page's `location.search`, where a plan card put `?plan=<slug>`. */
  search: string;
  busy: boolean;
};

/** What the registration form asks, its button, and what it tells the visitor it sends. */
export function RegisterFields({ copy, leads, plans, districts, foodWords, search, busy }: Props) {
  return (
    <>
      <PlanSummary plans={plans} search={search} copy={copy.plan} />
      {foodWords && <CarriedFood copy={copy.food} words={foodWords} search={search} />}
      <TextField
        id="register-name"
        label={copy.nameLabel}
        type="text"
        name="name"
        autoComplete="name"
        maxLength={MAX_LENGTH.name}
        required
      />
      <TextField
        id="register-email"
        label={copy.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        required
      />
      <DistrictSelect copy={copy} districts={districts} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? copy.submitting : copy.submit}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{copy.consent}</p>
      <DeliveryConsent copy={leads} className="text-center" />
      <Honeypot label={leads.honeypot} />
    </>
  );
}
