import { z } from "zod";
import { text } from "./fields";
import { KEEP_BRACES } from "./words";

/** A service that receives the forms for the business, named to visitors when delivery is on. */
const provider = z.strictObject({
  name: text.meta({
    label: { en: "Name of the service", ru: "Название сервиса" },
    hint: {
      en: "Visitors read it under the forms and in the legal notice",
      ru: "Посетители видят его под формами и в правовой информации",
    },
  }),
  privacyUrl: z.url({ protocol: /^https$/ }).meta({
    label: { en: "Its privacy policy", ru: "Его политика конфиденциальности" },
    hint: {
      en: "The full address of the page, starting with https://",
      ru: "Полный адрес страницы, начинающийся с https://",
    },
  }),
  /** The endpoint's host name: the build refuses a SITE_LEADS address on another host. */
  host: z
    .string()
    .optional()
    .meta({
      label: { en: "Its domain", ru: "Его домен" },
      hint: {
        en: "Where the forms are sent, such as formspree.io: the site refuses a form address elsewhere",
        ru: "Куда отправляются формы, например formspree.io: адрес формы на другом домене сайт не примет",
      },
    }),
});

/** What the forms say when they deliver to the business (the build setting SITE_LEADS). */
export const leads = z.strictObject({
  /** By mode: `netlify`, and `url` (a form endpoint such as Formspree; name the one you use, with its host). */
  providers: z
    .strictObject({
      netlify: provider.meta({
        label: { en: "Forms received by Netlify", ru: "Формы через Netlify" },
      }),
      url: provider.meta({
        label: { en: "Another form service", ru: "Другой сервис форм" },
        hint: {
          en: "A service such as Formspree that receives the forms at its own address",
          ru: "Сервис вроде Formspree, который принимает формы по своему адресу",
        },
      }),
    })
    .meta({
      fact: true,
      label: { en: "Form services", ru: "Сервисы форм" },
      hint: {
        en: "The site's settings choose which of them receives the forms",
        ru: "Какой из них принимает формы, задаётся в настройках сайта",
      },
    }),
  errors: z
    .strictObject({
      offline: text.meta({
        label: { en: "No internet connection", ru: "Нет подключения к интернету" },
      }),
      timeout: text.meta({
        label: { en: "No answer in time", ru: "Ответ не пришёл вовремя" },
        hint: {
          en: `The site puts the seconds it waited in place of {seconds}: ${KEEP_BRACES.en}`,
          ru: `Вместо {seconds} сайт подставит, сколько секунд ждал ответа: ${KEEP_BRACES.ru}`,
        },
      }),
      rejected: text.meta({
        label: { en: "Details refused", ru: "Данные не приняты" },
        hint: {
          en: `The site puts the number of the error in place of {status}: ${KEEP_BRACES.en}`,
          ru: `Вместо {status} сайт подставит номер ошибки: ${KEEP_BRACES.ru}`,
        },
      }),
      provider: text.meta({
        label: { en: "Form service's own answer", ru: "Ответ сервиса форм" },
        hint: {
          en: `The site puts what the service answered in place of {message}: ${KEEP_BRACES.en}`,
          ru: `Вместо {message} сайт подставит ответ сервиса: ${KEEP_BRACES.ru}`,
        },
      }),
    })
    .meta({
      label: { en: "When a form is not sent", ru: "Если форма не отправилась" },
    }),
  keep: text.meta({
    label: { en: "After each of those", ru: "После каждой из этих ошибок" },
    hint: {
      en: `The site puts the contact email and phone in place of {email} and {phone}: ${KEEP_BRACES.en}`,
      ru: `Вместо {email} и {phone} сайт подставит контактные почту и телефон: ${KEEP_BRACES.ru}`,
    },
  }),
  consent: text.meta({
    label: { en: "Where the details go", ru: "Куда уходят данные" },
    hint: {
      en: `Shown under the forms; the site puts the form service's name in place of {provider}: ${KEEP_BRACES.en}`,
      ru: `Стоит под формами; вместо {provider} сайт подставит название сервиса форм: ${KEEP_BRACES.ru}`,
    },
  }),
  honeypot: text.meta({
    label: { en: "Trap field for spam robots", ru: "Поле-ловушка для спам-роботов" },
    hint: {
      en: "Hidden on the page: a robot that fills it in is caught, and this asks anyone who still sees it to leave it empty",
      ru: "Скрыто на странице: робота, который его заполнит, сайт распознает, а этот текст просит человека, если он всё же увидит поле, оставить его пустым",
    },
  }),
});
