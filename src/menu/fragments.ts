import { graphql } from "gatsby";

/*
 * What the menu page and the dish pages both read: a dish's texts (each page adds its own
 * picture size; the menu has the facts in its context, the dish page its facts here too) and
 * the words that name its kind, marks, allergens and nutrition. The names of the diets and
 * allergens alone serve the plan finder and the sign-up's food question too.
 */
export const query = graphql`
  fragment DishTexts on DishesJson {
    slug
    name
    description
    alt
    cookingText
    nutritionText {
      kcal
      protein
      fat
      carbohydrates
    }
  }

  fragment MenuDish on DishesJson {
    ...DishTexts
    kind
    allergens
    diets
    portion
    nutrition {
      kcal
      protein
      fat
      carbohydrates
      fibre
      salt
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
