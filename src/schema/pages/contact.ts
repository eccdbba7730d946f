import { z } from "zod";
import { text } from "../fields";
import { contactForm, deliveryCheck } from "../forms";
import { labelled, placeholders } from "../words";
import { HEADING, UNDER_HEADING, page, section } from "./shared";

/*
 * The contact page (data/contact.json): the message form, the contact cards, the map and
 * the delivery check; the addresses, numbers and districts they show are in site.json and
 * districts.json.
 */

export const contact = z.strictObject({
  ...page,
  header: section.meta({ label: { en: "Top of the page", ru: "Верх страницы" } }),
  form: labelled(contactForm, {
    title: { label: HEADING },
    firstName: { label: { en: "Field: first name", ru: "Поле: имя" } },
    lastName: { label: { en: "Field: last name", ru: "Поле: фамилия" } },
    email: { label: { en: "Field: email", ru: "Поле: эл. почта" } },
    phone: { label: { en: "Field: phone", ru: "Поле: телефон" } },
    subject: { label: { en: "Field: subject", ru: "Поле: тема" } },
    message: { label: { en: "Field: message", ru: "Поле: сообщение" } },
    submit: { label: { en: "Send button", ru: "Кнопка отправки" } },
    notSentTitle: {
      label: { en: "Cannot send: heading", ru: "Нельзя отправить: заголовок" },
      hint: {
        en: "Shown on sending while the site cannot send messages online yet",
        ru: "Появляется при отправке, пока сайт ещё не умеет отправлять сообщения",
      },
    },
    notSentText: {
      label: { en: "Cannot send: text", ru: "Нельзя отправить: текст" },
      hint: placeholders(
        "{email} is replaced by your email address and {phone} by your phone number",
        "Вместо {email} сайт подставит ваш адрес почты, вместо {phone} — ваш телефон",
      ),
    },
    sending: { label: { en: "Button while sending", ru: "Кнопка во время отправки" } },
    sentTitle: { label: { en: "Sent: heading", ru: "Отправлено: заголовок" } },
    sentText: { label: { en: "Sent: text", ru: "Отправлено: текст" } },
    failureTitle: {
      label: { en: "Not sent: heading", ru: "Не отправлено: заголовок" },
      hint: {
        en: "Shown when sending failed, with the reason under it",
        ru: "Появляется, если отправка не удалась, под ним — причина",
      },
    },
  }).meta({
    label: { en: "Message form", ru: "Форма сообщения" },
    hint: {
      en: "A field's text is the caption above the box a visitor fills in",
      ru: "Текст поля — это подпись над окошком, которое заполняет посетитель",
    },
  }),
  cards: z
    .strictObject({
      emailTitle: text.meta({ label: { en: "Email: heading", ru: "Почта: заголовок" } }),
      emailNote: text.meta({ label: { en: "Email: note", ru: "Почта: примечание" } }),
      phoneTitle: text.meta({ label: { en: "Phone: heading", ru: "Телефон: заголовок" } }),
      phoneNote: text.meta({ label: { en: "Phone: note", ru: "Телефон: примечание" } }),
      hoursTitle: text.meta({
        label: { en: "Opening hours: heading", ru: "Часы работы: заголовок" },
      }),
      addressTitle: text.meta({ label: { en: "Address: heading", ru: "Адрес: заголовок" } }),
    })
    .meta({
      label: { en: "Contact cards", ru: "Карточки контактов" },
      hint: {
        en: "The addresses, numbers and hours themselves are in “Contacts, hours and legal details”",
        ru: "Сами адреса, номера и часы — в разделе «Контакты, часы работы и реквизиты»",
      },
    }),
  socialTitle: text.meta({
    label: { en: "Heading over social networks", ru: "Заголовок над соцсетями" },
  }),
  impressumLink: text.meta({
    label: { en: "Link to the legal notice", ru: "Ссылка на правовую информацию" },
  }),
  map: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: { en: "Text in place of the map", ru: "Текст на месте карты" } }),
      button: text.meta({ label: { en: "Directions button", ru: "Кнопка «Как добраться»" } }),
    })
    .meta({ label: { en: "Map", ru: "Карта" } }),
  /** The "Do we deliver to you?" check; the districts themselves are in districts.json. */
  delivery: labelled(deliveryCheck, {
    title: { label: HEADING },
    text: { label: UNDER_HEADING },
    label: { label: { en: "Caption of the district list", ru: "Подпись к списку районов" } },
    prompt: {
      label: { en: "Before a district is chosen", ru: "Пока район не выбран" },
      hint: {
        en: "The first line of the district list",
        ru: "Первая строка списка районов",
      },
    },
    outside: {
      label: { en: "Choice outside the city", ru: "Вариант «за городом»" },
      hint: {
        en: "The last line of the district list",
        ru: "Последняя строка списка районов",
      },
    },
    daysLabel: { label: { en: "Caption of delivery days", ru: "Подпись к дням доставки" } },
    windowsLabel: {
      label: { en: "Caption of delivery times", ru: "Подпись ко времени доставки" },
    },
    outsideTitle: {
      label: { en: "Outside the city: heading", ru: "За городом: заголовок" },
    },
    outsideText: { label: { en: "Outside the city: text", ru: "За городом: текст" } },
  }).meta({
    label: { en: "Do we deliver to you?", ru: "Доставляем ли мы к вам?" },
    hint: {
      en: "A visitor picks a district and sees its delivery days and times; the districts are in “Delivery districts”",
      ru: "Посетитель выбирает район и видит дни и время доставки; сами районы — в разделе «Районы доставки»",
    },
  }),
});
