import { Fragment } from "react";
import { RegisterForm } from "../delivery/register-form";
import type { DeliveryContext } from "../delivery/page-context";
import type { BodyProps, PartHolder } from "./part";

type Props = BodyProps<Queries.RegisterPageQuery> & {
  /** The page's location.search, where a plan card put ?plan=. */
  search?: string;
  /** The delivery step's districts, weeks and codes (the page's context); none: no step. */
  delivery?: DeliveryContext;
};

/** The sign-up page's card, drawn by its page and by the editor's preview. */
export function RegisterBody({ data, search, delivery, Part = Fragment as PartHolder }: Props) {
  return (
    <div className="flex justify-center bg-linear-to-b from-secondary/60 to-background px-4 py-16 sm:py-24">
      <Part>
        <RegisterForm {...data} search={search} delivery={delivery} />
      </Part>
    </div>
  );
}
