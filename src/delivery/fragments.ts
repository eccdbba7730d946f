import { graphql } from "gatsby";

/** The delivery step's words (data/first-delivery.json); the register page spreads it. */
export const query = graphql`
  fragment DeliveryStepSection on Query {
    firstDeliveryJson(lang: { eq: $lang }) {
      offer {
        title
        text
        open
      }
      phone {
        label
        hint
        missing
        invalid
      }
      contact {
        label
        call
        whatsapp
        telegram
        viber
      }
      district {
        label
        choose
        missing
      }
      days {
        label
        missing
      }
      window {
        label
        missing
      }
      week {
        label
        option
        none
        missing
      }
      food {
        diet
        without
      }
      note {
        label
        hint
      }
      code {
        label
        unknown
        expired
        applied
        price
      }
      submit
      submitting
      failureTitle
      summary {
        title
        call
        message
        later
        code
      }
      recap {
        price
        discounted
        first
        dishes
      }
    }
    payingJson(lang: { eq: $lang }) {
      ...PayingNote
    }
  }
`;

export type DeliveryCopy = NonNullable<Queries.DeliveryStepSectionFragment["firstDeliveryJson"]>;
