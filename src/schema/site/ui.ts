import { z } from "zod";
import { text } from "../fields";
import { UNSEEN, placeholders } from "../words";

/*
 * The buttons and short texts used across the site (data/ui.json): the top menu's, the
 * plan cards', the password screen's and the error pages'. Many are never on screen, read
 * aloud by screen readers instead (UNSEEN).
 */

export const ui = z.strictObject({
  skipLink: text.meta({
    label: { en: "Skip to content link", ru: "Ссылка «К содержимому»" },
    hint: {
      en: "Appears at the top of a page only for visitors who move through it with the keyboard",
      ru: "Появляется вверху страницы только у тех, кто переходит по ней клавишей Tab",
    },
  }),
  navLabel: text.meta({
    label: { en: "Name of the top menu", ru: "Название верхнего меню" },
    hint: UNSEEN,
  }),
  navCta: text.meta({
    label: { en: "Sign-up button in the menu", ru: "Кнопка регистрации в меню" },
    hint: {
      en: "The button at the right of the top menu, leading to the sign-up page",
      ru: "Кнопка справа в верхнем меню, ведёт на страницу регистрации",
    },
  }),
  menuOpen: text.meta({
    label: { en: "Open the phone menu", ru: "Открыть меню на телефоне" },
    hint: UNSEEN,
  }),
  menuClose: text.meta({
    label: { en: "Close the phone menu", ru: "Закрыть меню на телефоне" },
    hint: UNSEEN,
  }),
  themeToDark: text.meta({
    label: { en: "Switch to dark colours", ru: "Включить тёмную тему" },
    hint: UNSEEN,
  }),
  themeToLight: text.meta({
    label: { en: "Switch to light colours", ru: "Включить светлую тему" },
    hint: UNSEEN,
  }),
  /** Names the language switcher for screen readers. */
  languageLabel: text.meta({
    label: { en: "Name of the language choice", ru: "Название выбора языка" },
    hint: UNSEEN,
  }),
  /**
   * Read before the current language's name on the language button ("Language: English"),
   * with the language's own punctuation and no space at the end.
   */
  languageNow: text.meta({
    label: { en: "Before the current language", ru: "Перед текущим языком" },
    hint: {
      en: "Not shown: read aloud by screen readers before the language's name, with the language's own punctuation (Language:)",
      ru: "Не видно на странице: программа экранного доступа читает это перед названием языка, с пунктуацией языка («Язык:»)",
    },
  }),
  subscriptionLink: text.meta({
    label: { en: "Link to pause, skip or change", ru: "Ссылка «пауза, пропуск, изменение»" },
    hint: {
      en: "Leads a subscriber to the requests page; shown after signing up and on the contact page",
      ru: "Ведёт подписчика на страницу заявок; стоит после регистрации и на странице контактов",
    },
  }),
  /** Plan cards: the badge of a popular plan, the text of each billing period, the price per day. */
  plans: z
    .strictObject({
      popular: text.meta({
        label: { en: "Badge of the popular plan", ru: "Метка популярного плана" },
        hint: {
          en: "Shown at the top of the card of a plan marked as popular",
          ru: "Стоит вверху карточки плана, отмеченного как популярный",
        },
      }),
      period: z
        .strictObject({
          week: text.meta({ label: { en: "For a weekly plan", ru: "Для плана на неделю" } }),
          once: text.meta({ label: { en: "For a one-time order", ru: "Для разового заказа" } }),
        })
        .meta({
          label: { en: "Words after the price", ru: "Подпись к цене" },
          hint: {
            en: "Shown after the price on each plan card, such as “per week”",
            ru: "Стоит после цены на каждой карточке, например «в неделю»",
          },
        }),
      /** "{price} a day" beside a weekly plan's price. */
      perDay: text.meta({
        label: { en: "Price of one day", ru: "Цена одного дня" },
        hint: placeholders(
          "Shown under a weekly plan's price; {price} is replaced by the price of one day, such as 4,300 AMD",
          "Стоит под ценой плана на неделю; вместо {price} сайт подставит цену одного дня, например 4 300 ֏",
        ),
      }),
      /** What one delivery day of each weekly family brings, so weekly prices can be compared. */
      day: z
        .strictObject({
          ready: text.meta({ label: { en: "Ready-meal plans", ru: "Планы с готовыми блюдами" } }),
          diy: text.meta({
            label: { en: "Cooking-kit plans", ru: "Планы с наборами для готовки" },
          }),
        })
        .meta({
          label: { en: "What one day brings", ru: "Что входит в один день" },
          hint: {
            en: "Shown on each weekly plan card, so that plans can be compared",
            ru: "Стоит на карточке каждого плана на неделю, чтобы планы было легко сравнить",
          },
        }),
      /** A weekly plan's link to the week's menu. */
      menuLink: text.meta({
        label: { en: "Link to this week's menu", ru: "Ссылка на меню недели" },
        hint: {
          en: "Shown on each weekly plan card",
          ru: "Стоит на карточке каждого плана на неделю",
        },
      }),
      /**
       * Under a kit plan whose days the kits of the week a visitor can order cannot fill for
       * every diet the site promises: the diets they do fill, or none.
       */
      kitDiets: text.meta({
        label: { en: "Diets a kit plan's kits fill", ru: "Диеты, для которых хватает наборов" },
        hint: {
          en: "Under a kit plan when the week's kits cannot fill it for every diet. The site puts the week's Monday (7 December) in place of {week}, and the diets they fill in place of {diets}: keep the braces",
          ru: "Под планом с наборами, если наборов недели хватает не для всех диет. Вместо {week} сайт подставит понедельник недели («7 декабря»), вместо {diets} — диеты, для которых наборов хватает: фигурные скобки оставьте",
        },
      }),
      kitDietsNone: text.meta({
        label: {
          en: "When a kit plan's kits fill no diet",
          ru: "Если наборов не хватает ни для одной диеты",
        },
        hint: {
          en: "Under a kit plan when the week's kits fill it for none of the diets. The site puts the week's Monday in place of {week}: keep the braces",
          ru: "Под планом с наборами, если наборов недели не хватает ни для одной диеты. Вместо {week} сайт подставит понедельник недели: фигурные скобки оставьте",
        },
      }),
      /** The text link to the plan finder, beside the plans and on the menu. */
      finderLink: text.meta({
        label: { en: "Link to the plan finder", ru: "Ссылка на подбор плана" },
        hint: {
          en: "Shown under the prices on the home page, on the meal plans page, on the sign-up page when no plan is chosen, and under the menu",
          ru: "Стоит под ценами на главной, на странице планов, на странице регистрации, если план не выбран, и под меню",
        },
      }),
    })
    .meta({ label: { en: "Plan cards", ru: "Карточки планов" } }),
  gate: z
    .strictObject({
      title: text.meta({ label: { en: "Heading", ru: "Заголовок" } }),
      text: text.meta({ label: { en: "Text under the heading", ru: "Текст под заголовком" } }),
      passwordLabel: text.meta({ label: { en: "Password field", ru: "Поле пароля" } }),
      button: text.meta({ label: { en: "Button", ru: "Кнопка" } }),
      checking: text.meta({
        label: { en: "Button while checking", ru: "Кнопка во время проверки" },
      }),
      impressumLink: text.meta({
        label: { en: "Link to the legal notice", ru: "Ссылка на правовую информацию" },
      }),
      note: text.meta({ label: { en: "Note at the bottom", ru: "Примечание внизу" } }),
      wrongTitle: text.meta({
        label: { en: "Wrong password: heading", ru: "Неверный пароль: заголовок" },
      }),
      wrongText: text.meta({
        label: { en: "Wrong password: text", ru: "Неверный пароль: текст" },
      }),
      grantedTitle: text.meta({
        label: { en: "Right password: heading", ru: "Верный пароль: заголовок" },
      }),
      grantedText: text.meta({
        label: { en: "Right password: text", ru: "Верный пароль: текст" },
        hint: placeholders(
          "{brand} is replaced by the brand name, Hamov",
          "Вместо {brand} сайт подставит название бренда, Hamov",
        ),
      }),
    })
    .meta({
      label: { en: "Password screen", ru: "Экран с паролем" },
      hint: {
        en: "Shown instead of the site while it is not yet open to everyone",
        ru: "Показывается вместо сайта, пока он закрыт для посетителей",
      },
    }),
  notFound: z
    .strictObject({
      title: text.meta({
        label: { en: "Big number", ru: "Большая цифра" },
        hint: { en: "Usually 404", ru: "Обычно 404" },
      }),
      subtitle: text.meta({ label: { en: "Heading", ru: "Заголовок" } }),
      text: text.meta({ label: { en: "Text under the heading", ru: "Текст под заголовком" } }),
      cta: text.meta({ label: { en: "Button to the home page", ru: "Кнопка на главную" } }),
    })
    .meta({
      label: { en: "Page not found", ru: "Страница не найдена" },
      hint: {
        en: "Shown when someone opens an address that does not exist on the site",
        ru: "Показывается, если открыть адрес, которого на сайте нет",
      },
    }),
  error: z
    .strictObject({
      title: text.meta({ label: { en: "Heading", ru: "Заголовок" } }),
      text: text.meta({ label: { en: "Text under the heading", ru: "Текст под заголовком" } }),
      cta: text.meta({ label: { en: "Button to the home page", ru: "Кнопка на главную" } }),
    })
    .meta({
      label: { en: "Error message", ru: "Сообщение об ошибке" },
      hint: {
        en: "Shown when a page breaks down unexpectedly",
        ru: "Показывается, если страница неожиданно сломалась",
      },
    }),
});
