import { BusinessJsonLd } from "../components/json-ld";
import { Faq } from "../components/sections/faq";
import { Hero } from "../components/sections/hero";
import { HowItWorks } from "../components/sections/how-it-works";
import { MealGallery } from "../components/sections/meal-gallery";
import { Pricing } from "../components/sections/pricing";
import { Testimonials } from "../components/sections/testimonials";
import type { LangContext } from "../lib/languages";
import type { BodyProps } from "./part";
import { SitePart } from "./site-part";

/** The page's context: its language and the notes under the kit plans, by slug. */
type Context = LangContext & { kitNotes?: Readonly<Record<string, string>> };

/** The landing page's sections: the page itself (src/pages/index.tsx) and its preview. */
export function HomeBody({
  data,
  pageContext,
  Part = SitePart,
}: BodyProps<Queries.HomePageQuery, Context>) {
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
        <Pricing {...data} kitNotes={pageContext?.kitNotes} />
      </Part>
      <Part later>
        <Faq {...data} />
      </Part>
      {/* The business in the served HTML, for search engines and link previews that run no
          scripts; after the content, not in the head, so the first screen's HTML still comes
          in a new connection's first round trip. The last of the list of parts, so that
          React's ids (useId) in the served HTML are those of one list. */}
      {pageContext && <BusinessJsonLd data={data} lang={pageContext.lang} />}
    </>
  );
}
