import { z } from "zod";
import { text } from "../../schema/fields";
import { placeholders, type Words } from "../../schema/words";
import { isoDate } from "../../schema/fields";

/*
 * The optional second step after signing up (data/first-delivery.json): its words, each
 * labelled for the editor, and the promo codes as facts.
 */

const w = (en: string, ru: string): Words => ({ en, ru });
const t = (label: Words, hint?: Words) => text.meta({ label, ...(hint ? { hint } : {}) });
const group = <S extends z.core.$ZodLooseShape>(label: Words, shape: S) =>
  z.strictObject(shape).meta({ label });
const FIELD = w("Field", "Поле");
const MISSING = w("When left empty", "Если не заполнено");

const code = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Z0-9-]{3,20}$/, "capital letters, digits and dashes, 3 to 20")
    .meta({
      label: w("Code", "Код"),
      hint: w(
        "As customers type it, in capital letters, e.g. WELCOME10; any case is accepted",
        "Как его вводят клиенты, заглавными буквами, например WELCOME10; регистр не важен",
      ),
    }),
  percentOff: z
    .number()
    .int("a whole number")
    .min(1, "at least 1%")
    .max(100, "at most 100%")
    .meta({
      label: w("Discount on the first week, %", "Скидка на первую неделю, %"),
      hint: w("A whole number from 1 to 100", "Целое число от 1 до 100"),
    }),
  validUntil: isoDate.meta({
    label: w("Valid until (last day)", "Действует до (последний день)"),
    hint: w("A date such as 2027-06-30", "Дата, например 2027-06-30"),
  }),
});

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
  summary: group(w("After sending", "После отправки"), {
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
  }),
  recap: group(
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
  ),
  codes: z
    .array(code)
    .meta({
      label: w("Promo and referral codes", "Промокоды и реферальные коды"),
      one: w("Code", "Код"),
      summary: "{{fields.code}} · {{fields.percentOff}}%",
      hint: w(
        "Public by nature: anyone can read them in the site's files. A code is never required",
        "Коды не секретны: их можно прочитать в файлах сайта. Код никогда не обязателен",
      ),
    })
    .default([]),
});
