import { Fragment } from "react";
import { RegisterForm } from "../delivery/register-form";
import type { DeliveryContext } from "../delivery/page-context";
import type { BodyProps, PartHolder } from "./part";

/**
 * The page's context: the delivery step's districts, weeks and codes (none: no step). The
 * page's address carries the plan a card chose (?plan=).
 */
type Context = { delivery?: DeliveryContext };

/** The sign-up page's card: the page itself (src/pages/register.tsx) and its preview. */
export function RegisterBody({
  data,
  location,
  pageContext,
  Part = Fragment as PartHolder,
}: BodyProps<Queries.RegisterPageQuery, Context>) {
  return (
    <div className="flex justify-center bg-linear-to-b from-secondary/60 to-background px-4 py-16 sm:py-24">
      <Part>
        <RegisterForm {...data} search={location?.search} delivery={pageContext?.delivery} />
      </Part>
    </div>
  );
}
