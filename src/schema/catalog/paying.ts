import { z } from "zod";
import { text } from "../fields";

/*
 * How and when a subscriber pays (data/paying.json): there is no online payment, so the owner
 * says it in words, once; the plan cards, the FAQ and the summary after the delivery details
 * all show this one text.
 */
export const paying = z.strictObject({
  title: text.meta({
    label: { en: "Heading under the plan cards", ru: "Заголовок под карточками планов" },
  }),
  question: text.meta({
    label: {
      en: "Question among the questions and answers",
      ru: "Вопрос в разделе вопросов и ответов",
    },
  }),
  text: text.meta({
    label: { en: "How and when one pays", ru: "Как и когда платить" },
    hint: {
      en: "Shown under the plan cards, as the answer to the question above and after the delivery details are sent: the ways to pay and when",
      ru: "Показывается под карточками планов, как ответ в вопросах и после отправки данных доставки: способы оплаты и когда платить",
    },
  }),
});
