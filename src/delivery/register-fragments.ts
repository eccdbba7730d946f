import { graphql } from "gatsby";

/** What the register page queries for its form (RegisterForm) and what follows it (Registered). */
export const query = graphql`
  fragment RegisterFormSection on Query {
    registerJson(lang: { eq: $lang }) {
      heading
      text
      nameLabel
      emailLabel
      plan {
        title
        change
        clear
      }
      districtLabel
      districtNone
      submit
      submitting
      back
      consent
      successTitle
      successText
      failureTitle
      failureText
      welcomeTitle
      welcomeText
      welcomeCta
      food {
        title
        diet
        without
      }
    }
    ...DeliveryStepSection
    foodWords: menuPageJson(lang: { eq: $lang }) {
      ...DietAllergenNames
    }
    leadsJson(lang: { eq: $lang }) {
      ...LeadsCopy
    }
    plans: allPlansJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...PlanSummaryFields
      }
    }
    districts: allDistrictsJson(filter: { lang: { eq: $lang } }, sort: { name: ASC }) {
      nodes {
        ...DistrictOption
      }
    }
  }
`;
