import { useId } from "react";
import { graphql } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { Button } from "../ui/button";
import { MapPinIcon } from "../ui/icons";
import { Section } from "../ui/section";

export const query = graphql`
  fragment ContactMapSection on Query {
    contactJson(lang: { eq: $lang }) {
      map {
        title
        text
        button
      }
    }
  }
`;

/**
 * A placeholder where a map will go. Its Get Directions button does
 * nothing yet; the line beside it says so, and it is tied to the button.
 */
export function ContactMap({ contactJson }: Queries.ContactMapSectionFragment) {
  const { title, text, button } = contactJson!.map;
  const { address: a } = useSiteData().site;
  const address = `${a.street}, ${a.postalCode} ${a.city}, ${a.country}`;
  const noteId = useId();
  return (
    <Section aria-labelledby={`${noteId}-title`} className="pb-20">
      <div className="relative overflow-hidden rounded-2xl border border-border bg-muted">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-60 [background-image:linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] [background-size:40px_40px]"
        />
        <div className="relative flex flex-col items-center gap-4 px-6 py-16 text-center sm:py-20">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg">
            <MapPinIcon className="size-7" />
          </span>
          <h2 id={`${noteId}-title`} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="max-w-md text-muted-foreground">{address}</p>
          <p id={noteId} className="text-sm text-muted-foreground">
            {text}
          </p>
          <Button variant="outline" size="lg" aria-describedby={noteId}>
            {button}
          </Button>
        </div>
      </div>
    </Section>
  );
}
