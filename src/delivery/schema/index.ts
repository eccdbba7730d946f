import { z } from "zod";
import { placeholders } from "../../schema/words";
import { codes } from "./codes";
import { FIELD, MISSING, group, t, w } from "./labels";
import { recap, summary } from "./summary";

/*
 * The optional second step after signing up (data/first-delivery.json): its words, each
 * labelled for the editor (what it says once sent in ./summary.ts), and the promo codes as
 * facts (./codes.ts).
 */

export const firstDelivery = z.strictObject({
  offer: group(w("The offer under the welcome card", "Предложение под приветствием"), {
    title: t(w("Heading", "Заголовок")),
    text: t(w("Text", "Текст")),
    open: t(w("Button that opens the form", "Кнопка, открывающая форму")),
  }),
  phone: group(w("Phone", "Телефон"), {
    label: t(FIELD),
    hint: t(w("Under the field", "Под полем")),
    missing: t(MISSING),
    invalid: t(w("When it is not an Armenian number", "Если номер не армянский")),
  }),
  contact: group(w("How to reach them", "Как связаться"), {
    label: t(FIELD),
    call: t(w("Answer: a call", "Ответ: звонок")),
    whatsapp: t(w("Answer: WhatsApp", "Ответ: WhatsApp")),
    telegram: t(w("Answer: Telegram", "Ответ: Telegram")),
    viber: t(w("Answer: Viber", "Ответ: Viber")),
  }),
  district: group(w("District", "Район"), {
    label: t(FIELD),
    choose: t(w("First line of the list", "Первая строка списка")),
    missing: t(MISSING),
  }),
  days: group(w("Delivery days", "Дни доставки"), {
    label: t(FIELD),
    missing: t(MISSING),
  }),
  window: group(w("Delivery time", "Время доставки"), {
    label: t(FIELD),
    missing: t(MISSING),
  }),
  week: group(w("First week", "Первая неделя"), {
    label: t(FIELD),
    option: t(
      w("A week", "Неделя"),
      placeholders("{date} becomes its Monday", "вместо {date} сайт подставит понедельник"),
    ),
    none: t(
      w("No week open for orders", "Нет недели, открытой для заказа"),
      placeholders(
        "{date} becomes the coming week's Monday",
        "вместо {date} сайт подставит понедельник следующей недели",
      ),
    ),
    missing: t(MISSING),
  }),
  food: group(w("Diets and allergens", "Диеты и аллергены"), {
    diet: t(w("Diets", "Диеты")),
    without: t(w("Allergens to leave out", "Исключить аллергены")),
    dishesTitle: t(w("The first week's dishes: heading", "Блюда первой недели: заголовок")),
    dishesHint: t(
      w("The first week's dishes: under the heading", "Блюда первой недели: под заголовком"),
    ),
    lunch: t(w("Lunch", "Обед")),
    dinner: t(w("Dinner", "Ужин")),
    kit: t(w("Kit", "Набор")),
    uncovered: t(
      w("Days nothing suits", "Дни, когда ничего не подходит"),
      placeholders("{days} becomes the days", "вместо {days} сайт подставит дни"),
    ),
  }),
  note: group(w("Note", "Примечание"), {
    label: t(FIELD),
    hint: t(
      w("Under the field", "Под полем"),
      placeholders("{max} becomes the limit", "вместо {max} сайт подставит предел"),
    ),
  }),
  code: group(w("Promo code", "Промокод"), {
    label: t(FIELD),
    unknown: t(w("Unknown code", "Неизвестный код")),
    expired: t(
      w("Expired code", "Код истёк"),
      placeholders("{date} becomes its last day", "вместо {date} сайт подставит последний день"),
    ),
    applied: t(
      w("A valid code", "Действующий код"),
      placeholders("{percent} becomes the discount", "вместо {percent} сайт подставит скидку"),
    ),
    price: t(
      w("The first week's price", "Цена первой недели"),
      placeholders("{price} and {was} become prices", "вместо {price} и {was} сайт подставит цены"),
    ),
  }),
  submit: t(w("Send button", "Кнопка отправки")),
  submitting: t(w("Button while sending", "Кнопка во время отправки")),
  failureTitle: t(w("Not sent: heading", "Не отправлено: заголовок")),
  summary,
  recap,
  codes,
});
