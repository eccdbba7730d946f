import { graphql } from "gatsby";

/*
 * What the plan finder reads: its words and rules, the plans, the menu's words for the diets
 * and allergens, and the names and pictures of the dishes of the weeks it may show.
 */
export const query = graphql`
  fragment PlanFinderSection on Query {
    planFinderJson(lang: { eq: $lang }) {
      title
      description
      heading
      intro
      progress
      next
      back
      skip
      show
      noScript {
        text
        plans
        menu
      }
      start {
        title
        weekly
        try
      }
      cook {
        title
        ready
        kit
        unsure
      }
      days {
        title
        three
        four
        five
      }
      diet {
        title
        hint
      }
      without {
        title
        hint
      }
      body {
        title
        hint
        sex
        female
        male
        age
        height
        weight
        activity
        sedentary
        light
        moderate
        active
        veryActive
        goal
        lose
        keep
        gain
        status
        none
        pregnant
        breastfeeding
      }
      problems {
        missing
        number
        age
        height
        weight
      }
      result {
        title
        why {
          ready
          diy
          single
          unsure
        }
        alternative {
          ready
          diy
          single
        }
        start
        change
        startOver
      }
      energy {
        title
        figure
        method
        lose
        keep
        gain
        ready
        diy
        single
        readyFull
        diyFull
        underweight
        floor
        status
        missing
        advice
      }
      dishes {
        title
        count
        none
        contact
        menu
        preparing
      }
      rules {
        start
        cook
        days
        plan
        alternative
      }
    }
    finderPlans: allPlansJson(filter: { lang: { eq: $lang } }) {
      nodes {
        slug
        family
        name
        subtitle
        description
        priceText
        perDayText
        period
      }
    }
    finderWords: menuPageJson(lang: { eq: $lang }) {
      kcalUnit
      ...DietAllergenNames
    }
    finderDishes: allDishesJson(filter: { lang: { eq: $lang }, slug: { in: $slugs } }) {
      nodes {
        slug
        name
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 160
              aspectRatio: 1.25
              placeholder: DOMINANT_COLOR
              formats: [AUTO, AVIF]
              sizes: "(min-width: 640px) 160px, 40vw"
            )
          }
        }
      }
    }
  }
`;

export type FinderData = Queries.PlanFinderSectionFragment;
export type FinderCopy = NonNullable<FinderData["planFinderJson"]>;
