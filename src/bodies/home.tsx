import { Faq } from "../components/sections/faq";
import { Hero } from "../components/sections/hero";
import { HowItWorks } from "../components/sections/how-it-works";
import { MealGallery } from "../components/sections/meal-gallery";
import { Pricing } from "../components/sections/pricing";
import { Testimonials } from "../components/sections/testimonials";
import type { ReactNode } from "react";
import type { BodyProps } from "./part";
import { SitePart } from "./site-part";

type Props = BodyProps<Queries.HomePageQuery> & {
  /**
   * What the page adds after its sections (the business's structured data), beside them: so
   * that React's ids (useId) in the served HTML are those of one list of the page's parts.
   */
  children?: ReactNode;
  /** Notes under the kit plans, by slug (the page's context; the editor's preview has none). */
  kitNotes?: Readonly<Record<string, string>>;
};

/** The landing page's sections, drawn by its page and by the editor's preview. */
export function HomeBody({ data, Part = SitePart, children, kitNotes }: Props) {
  return (
    <>
      <Part>
        <Hero {...data} />
      </Part>
      <Part later>
        <MealGallery {...data} />
      </Part>
      <Part later>
        <HowItWorks {...data} />
      </Part>
      <Part later>
        <Testimonials {...data} />
      </Part>
      <Part later>
        <Pricing {...data} kitNotes={kitNotes} />
      </Part>
      <Part later>
        <Faq {...data} />
      </Part>
      {children}
    </>
  );
}
