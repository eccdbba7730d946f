import { z } from "zod";
import { ALLERGENS } from "../../catalog/vocabulary";
import { text } from "../../schema/fields";
import { ALLERGEN_CHOICES } from "./page";

/**
 * Words of a language that name an allergen (lavash, bulgur -> gluten): a dish whose copy
 * names one without declaring its allergen fails the build. Kept per language, because the
 * words are; each language lists the same allergens.
 */
export const allergenWords = z
  .array(
    z.strictObject({
      slug: z.enum(ALLERGENS).meta({
        label: { en: "Allergen", ru: "Аллерген" },
        choices: ALLERGEN_CHOICES,
      }),
      words: text.meta({
        label: { en: "Words that contain it", ru: "Слова, в которых он есть" },
        hint: {
          en: "Separated by commas; a word matches a whole word, with * at its end longer words too (lavash* also finds lavashes), and several words a phrase (wine vinegar)",
          ru: "Через запятую; слово находит только целое слово, со звёздочкой на конце ещё и более длинные (лаваш* найдёт и «лавашом»), а несколько слов подряд ищутся как фраза (винный уксус)",
        },
      }),
      unless: text.optional().meta({
        label: { en: "Unless next to", ru: "Не считать рядом с" },
        hint: {
          en: "Separated by commas: one of these right before or after a word above exempts that word in the dish (unsulphured dried apricots, coconut milk); other words still count",
          ru: "Через запятую: такое слово прямо перед словом выше или после него снимает с того подозрение (курага без сульфитов, кокосовое молоко); другие слова всё равно учитываются",
        },
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
