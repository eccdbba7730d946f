import { graphql } from "gatsby";
import { SubscriptionLink } from "../parts/subscription-link";

export const query = graphql`
  fragment ContactHeaderSection on Query {
    contactJson(lang: { eq: $lang }) {
      header {
        title
        text
      }
    }
  }
`;

/** The top of the contact page: its one h1 and an introduction, on a soft emerald wash. */
export function ContactHeader({ contactJson }: Queries.ContactHeaderSectionFragment) {
  const { title, text } = contactJson!.header;
  return (
    <header className="-mt-16 bg-linear-to-b from-secondary/70 to-background px-4 pt-30 pb-10 sm:px-6 sm:pt-36">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{text}</p>
        <SubscriptionLink className="mt-4" />
      </div>
    </header>
  );
}
