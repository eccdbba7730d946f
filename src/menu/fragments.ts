import { graphql } from "gatsby";

/*
 * What the menu page and the dish pages both read: a dish's facts and copy (each page adds
 * its own picture size) and the words that name its kind, marks, allergens and nutrition.
 * The names of the diets and allergens alone serve the plan finder and the sign-up's food
 * question too.
 */
export const query = graphql`
  fragment MenuDish on DishesJson {
    slug
    kind
    name
    description
    alt
    allergens
    diets
    portion
    cookingText
    nutrition {
      kcal
      protein
      fat
      carbohydrates
      fibre
      salt
    }
    nutritionText {
      kcal
      protein
      fat
      carbohydrates
    }
  }

  fragment MenuWords on MenuPageJson {
    meals {
      lunch
      dinner
      kits
      lunchInstead
      dinnerInstead
      alternatives
      weekSwitch
    }
    kinds {
      slug
      name
    }
    ...DietAllergenNames
    nutrition {
      kcal
      protein
      fat
      carbohydrates
    }
    noAllergens
    kcalUnit
    allergensTitle
    allergensLabel
    dietsTitle
  }

  fragment DietAllergenNames on MenuPageJson {
    diets {
      slug
      name
    }
    allergens {
      slug
      name
    }
  }
`;
