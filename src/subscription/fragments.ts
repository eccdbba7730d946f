import { graphql } from "gatsby";

/** The subscription page's words (data/subscription.json). */
export const query = graphql`
  fragment SubscriptionCopy on SubscriptionJson {
    title
    intro
    offline
    who {
      title
      email {
        label
        hint
        missing
        invalid
      }
      phone {
        label
        hint
        missing
        invalid
      }
    }
    request {
      label
      skip
      pause
      change
      cancel
      missing
    }
    week {
      option
      choose
      cutoff
      missing
      closed
      none
    }
    passed {
      skip
      pause
      change
      cancel
    }
    skip {
      label
      missing
    }
    pause {
      from
      length
      hint
      invalid
      resume
    }
    change {
      from
      plan
      keepPlan
      district
      keepDistrict
      districtHint
      days
      window
      diet
      without
      nothing
    }
    cancel {
      from
      noFee
      reason
      reasonHint
    }
    submit
    submitting
    failureTitle
    notSentTitle
    notSentText
    summary {
      title
      skip
      skipWeek
      pause
      change
      cancel
      lengths
      confirm
      back
    }
  }
`;

export type SubscriptionCopy = Queries.SubscriptionCopyFragment;
