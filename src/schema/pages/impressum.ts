import { z } from "zod";
import { text } from "../fields";
import { placeholders } from "../words";
import { page } from "./shared";

/*
 * The legal notice page (data/impressum.json): its headings and captions; the company's
 * details themselves are in site.json.
 */

/** A caption before a detail of the company in the legal notice. */
const caption = (en: string, ru: string) =>
  text.meta({ label: { en: `Caption: ${en}`, ru: `Подпись: ${ru}` } });
/** A heading of the legal notice, in the language of `headingLang`. */
const legalHeading = (en: string, ru: string) =>
  text.meta({ label: { en: `Heading: ${en}`, ru: `Заголовок: ${ru}` } });

export const impressum = z.strictObject({
  ...page,
  title: page.title.meta({
    hint: {
      en: "Also the heading at the top of the page; shown in the browser tab and search results",
      ru: "Это и заголовок вверху страницы; его же видно во вкладке браузера и в поиске",
    },
  }),
  subtitle: text.meta({ label: { en: "Text under the heading", ru: "Текст под заголовком" } }),
  /**
   * Language of the headings, for screen readers' pronunciation: German on the English page,
   * as the legal notice has always shown it; the page's own language elsewhere, as the law there
   * wants the mandatory details in it.
   */
  headingLang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .meta({
      label: { en: "Language of the headings", ru: "Язык заголовков" },
      hint: {
        en: "Two-letter code of the language the headings are written in (de for German, hy for Armenian, ru for Russian), so that screen readers pronounce them right",
        ru: "Двухбуквенный код языка, на котором написаны заголовки (de — немецкий, hy — армянский, ru — русский), чтобы программы для незрячих их правильно прочли",
      },
    }),
  providerHeading: legalHeading("the company", "компания"),
  representativeHeading: legalHeading("director", "руководитель"),
  registerHeading: legalHeading("registration", "регистрация"),
  seatLabel: caption("registered seat", "юридический адрес"),
  courtLabel: caption("registry", "регистрирующий орган"),
  registerNumberLabel: caption("registration number", "регистрационный номер"),
  taxIdLabel: caption("tax number", "ИНН"),
  contactHeading: legalHeading("contact", "контакты"),
  phoneLabel: caption("phone", "телефон"),
  emailLabel: caption("email", "эл. почта"),
  privacyHeading: legalHeading("privacy", "личные данные"),
  privacyText: text.meta({
    label: { en: "Privacy note", ru: "Текст о личных данных" },
    hint: placeholders(
      "{provider} is replaced by the name of the service that receives the forms, such as Formspree, and {email} by your email address",
      "Вместо {provider} сайт подставит название сервиса, который принимает формы, например Formspree, а вместо {email} — ваш адрес почты",
    ),
  }),
  privacyLink: text.meta({
    label: { en: "Link to their privacy policy", ru: "Ссылка на их политику" },
    hint: placeholders(
      "{provider} is replaced by the name of the service that receives the forms, such as Formspree",
      "Вместо {provider} сайт подставит название сервиса, который принимает формы, например Formspree",
    ),
  }),
  back: text.meta({ label: { en: "Link back to the site", ru: "Ссылка обратно на сайт" } }),
});
