import { z } from "zod";
import { ALLERGENS } from "../lib/menu-vocabulary";
import { text } from "./fields";

/**
 * Words of a language that name an allergen (lavash, bulgur -> gluten): a dish whose copy
 * names one without declaring its allergen fails the build. Kept per language, because the
 * words are; each language lists the same allergens.
 */
export const allergenWords = z
  .array(
    z.strictObject({
      slug: z.enum(ALLERGENS).meta({ title: "Allergen" }),
      words: text.meta({
        title: "Words that contain it",
        description:
          "Separated by commas. A word matches a whole word; end it with * to match longer words too (lavash* also finds lavashes). Several words match a phrase (wine vinegar).",
      }),
      unless: text.optional().meta({
        title: "Unless the dish says",
        description:
          "Separated by commas: one of these right before or after a word above exempts that word in the dish (unsulphured dried apricots, coconut milk); other words still count.",
      }),
    }),
  )
  .min(1)
  .superRefine((list, ctx) => {
    list.forEach((entry, i) => {
      if (list.findIndex((e) => e.slug === entry.slug) !== i)
        ctx.addIssue({ code: "custom", path: [i, "slug"], message: `"${entry.slug}" twice` });
    });
  });
