import { placeholders } from "../../schema/words";
import { group, t, w } from "./labels";

/* What the step says after it was sent (data/first-delivery.json): the sentence and the recap. */

export const summary = group(w("After sending", "После отправки"), {
  title: t(w("Heading", "Заголовок")),
  call: t(
    w("When they chose a call", "Если выбран звонок"),
    placeholders(
      "{phone}, {date}, {window} and {district} become their answers",
      "вместо {phone}, {date}, {window} и {district} сайт подставит ответы",
    ),
  ),
  message: t(
    w("When they chose a messenger", "Если выбран мессенджер"),
    placeholders(
      "{phone}, {channel}, {date}, {window} and {district} become their answers",
      "вместо {phone}, {channel}, {date}, {window} и {district} сайт подставит ответы",
    ),
  ),
  later: t(
    w("When no week was open", "Если открытой недели не было"),
    placeholders(
      "{phone} and {district} become their answers",
      "вместо {phone} и {district} сайт подставит ответы",
    ),
  ),
  code: t(
    w("With a code", "С промокодом"),
    placeholders("{code} becomes the code", "вместо {code} сайт подставит код"),
  ),
});

export const recap = group(
  w(
    "After sending: what they chose, under the sentence above",
    "После отправки: что выбрано, под фразой выше",
  ),
  {
    price: t(w("Label: the first week's price", "Подпись: цена первой недели")),
    discounted: t(
      w("The first week's price with a code", "Цена первой недели с промокодом"),
      placeholders(
        "{price}, {was} and {code} become the reduced price, the plan's price and the code",
        "вместо {price}, {was} и {code} сайт подставит цену со скидкой, цену плана и код",
      ),
    ),
    first: t(w("Label: the first delivery's date", "Подпись: дата первой доставки")),
    dishes: t(w("Label: their dishes", "Подпись: их блюда")),
  },
);
