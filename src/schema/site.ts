import { z } from "zod";
import { openingHours } from "../lib/structured-data";
import { href, image, link, text } from "./fields";

/*
 * Each field's `label` (and `hint`, where the owner needs one) is what the editor shows for it,
 * in the owner's words, in the language of the editor's interface (gatsby/cms/fields.ts).
 */

/** A text of the editor's interface in its two languages. */
type Words = { en: string; ru: string };

const hoursEntry = z.strictObject({
  days: text.meta({
    label: { en: "Days", ru: "Дни" },
    hint: {
      en: "Short English day names: a range such as Mon-Fri, or one day such as Sat; the site translates them itself",
      ru: "Английские сокращения дней: диапазон вроде Mon-Fri или один день вроде Sat; на другие языки сайт переведёт их сам",
    },
  }),
  hours: text.meta({
    label: { en: "Hours", ru: "Часы" },
    hint: {
      en: "Opening and closing time, such as 8:00-20:00",
      ru: "Время открытия и закрытия, например 8:00-20:00",
    },
  }),
});

/** A link (a social network's page, a link at the bottom of the page) as the editor shows it. */
const labelledLink = (name: Words, address: Words) =>
  link.extend({
    name: link.shape.name.meta({ label: name }),
    href: link.shape.href.meta({ label: { en: "Link", ru: "Ссылка" }, hint: address }),
  });

/** Where a link may lead, as the editor explains it. */
const LINK_HINT: Words = {
  en: "An address on this site such as /meal-plans, or a full address starting with https://",
  ru: "Адрес на этом сайте, например /meal-plans, или полный адрес, начинающийся с https://",
};

export const site = z.strictObject({
  brand: text.meta({
    label: { en: "Brand name", ru: "Название бренда" },
    hint: {
      en: "Shown beside the logo and after each page's title in the browser tab",
      ru: "Стоит рядом с логотипом и после названия каждой страницы во вкладке браузера",
    },
  }),
  siteTitle: text.meta({
    label: { en: "Site title", ru: "Название сайта" },
    hint: {
      en: "Shown in the browser tab and in search results for a page without a title of its own",
      ru: "Показывается во вкладке браузера и в поиске, если у страницы нет своего названия",
    },
  }),
  description: text.meta({
    label: { en: "About the site in one sentence", ru: "О сайте одной фразой" },
    hint: {
      en: "Shown under the logo at the bottom of every page and read by search engines",
      ru: "Стоит под логотипом внизу каждой страницы, её же читают поисковики",
    },
  }),
  shareImage: image.meta({
    label: { en: "Picture for shared links", ru: "Картинка для ссылок" },
    hint: {
      en: "Appears when someone shares a link to the site in a messenger or on social media",
      ru: "Появляется, когда ссылку на сайт отправляют в мессенджере или соцсетях",
    },
  }),
  /** Describes the share image for people who cannot see it (og:image:alt, twitter:image:alt). */
  shareImageAlt: text.meta({
    label: { en: "Description of that picture", ru: "Описание этой картинки" },
    hint: {
      en: "What the picture shows, in words, for people who cannot see it",
      ru: "Что изображено на картинке, словами, для тех, кто её не видит",
    },
  }),
  currency: z.literal("AMD").meta({
    label: { en: "Currency", ru: "Валюта" },
    choices: { AMD: { en: "Armenian dram (AMD)", ru: "Армянский драм (AMD)" } },
  }),
  email: z.email().meta({
    label: { en: "Email", ru: "Эл. почта" },
    hint: {
      en: "Shown on the contact page, at the bottom of every page and in the legal notice",
      ru: "Указана на странице контактов, внизу каждой страницы и в правовой информации",
    },
  }),
  phone: text.meta({
    label: { en: "Phone", ru: "Телефон" },
    hint: {
      en: "With the country code, such as +374 10 555 123",
      ru: "С кодом страны, например +374 10 555 123",
    },
  }),
  supportEmail: z.email().meta({
    label: { en: "Support email", ru: "Почта поддержки" },
    hint: {
      en: "Shown beside the questions and answers on the home page",
      ru: "Указана рядом с вопросами и ответами на главной",
    },
  }),
  supportPhone: text.meta({
    label: { en: "Support phone", ru: "Телефон поддержки" },
    hint: {
      en: "Shown beside the questions and answers on the home page, with the country code",
      ru: "Указан рядом с вопросами и ответами на главной, с кодом страны",
    },
  }),
  /**
   * "Mon-Fri" and "8:00-20:00": shown as written and read into the structured data's
   * opening hours, so a value that cannot be read fails the build here.
   */
  hours: z
    .array(
      hoursEntry.superRefine((entry, ctx) => {
        try {
          openingHours(entry);
        } catch (err) {
          const message = (err as Error).message;
          ctx.addIssue({ code: "custom", path: [/day/.test(message) ? "days" : "hours"], message });
        }
      }),
    )
    .min(1)
    .meta({
      label: { en: "Opening hours", ru: "Часы работы" },
      hint: {
        en: "One line for each group of days with the same hours; shown on the contact page",
        ru: "Строка на каждую группу дней с одинаковыми часами; показываются на странице контактов",
      },
    }),
  address: z
    .strictObject({
      street: text.meta({
        label: { en: "Street and house number", ru: "Улица и дом" },
      }),
      postalCode: text.meta({ label: { en: "Postal code", ru: "Почтовый индекс" } }),
      city: text.meta({ label: { en: "City", ru: "Город" } }),
      country: text.meta({ label: { en: "Country", ru: "Страна" } }),
    })
    .meta({
      label: { en: "Kitchen address", ru: "Адрес кухни" },
      hint: {
        en: "Shown on the contact page and at the bottom of every page",
        ru: "Указан на странице контактов и внизу каждой страницы",
      },
    }),
  socials: z
    .array(
      labelledLink(
        { en: "Network name", ru: "Название соцсети" },
        {
          en: "The full address of your page there, starting with https://",
          ru: "Полный адрес вашей страницы в этой сети, начиная с https://",
        },
      ),
    )
    .min(1)
    .meta({
      label: { en: "Social networks", ru: "Соцсети" },
      hint: { en: "Links shown on the contact page", ru: "Ссылки на странице контактов" },
    }),
  legal: z
    .strictObject({
      company: text.meta({
        label: { en: "Company name", ru: "Название компании" },
        hint: {
          en: "The full legal name, such as Hamov LLC",
          ru: "Полное юридическое название, например ООО «Hamov»",
        },
      }),
      seat: text.meta({ label: { en: "Registered seat", ru: "Юридический адрес" } }),
      court: text.meta({ label: { en: "Registry", ru: "Регистрирующий орган" } }),
      registerNumber: text.meta({
        label: { en: "Registration number", ru: "Регистрационный номер" },
      }),
      taxId: text.meta({ label: { en: "Tax number", ru: "ИНН" } }),
      representative: text.meta({
        label: { en: "Director", ru: "Руководитель" },
        hint: {
          en: "Name and position of the person who represents the company",
          ru: "Имя и должность того, кто представляет компанию",
        },
      }),
    })
    .meta({
      label: { en: "Company details", ru: "Реквизиты компании" },
      hint: {
        en: "Shown in the legal notice and at the bottom of every page",
        ru: "Указаны в правовой информации и внизу каждой страницы",
      },
    }),
  footer: z
    .strictObject({
      legalTitle: text.meta({
        label: { en: "Heading over the company details", ru: "Заголовок над реквизитами" },
      }),
      linksTitle: text.meta({
        label: { en: "Heading over the links", ru: "Заголовок над ссылками" },
      }),
      links: z
        .array(labelledLink({ en: "Link text", ru: "Текст ссылки" }, LINK_HINT))
        .min(1)
        .meta({ label: { en: "Links", ru: "Ссылки" } }),
      copyright: text.meta({
        label: { en: "Copyright line", ru: "Строка об авторских правах" },
      }),
      delivery: text.meta({
        label: { en: "Line about delivery", ru: "Строка о доставке" },
      }),
      education: text.meta({
        label: { en: "Line about the study project", ru: "Строка об учебном проекте" },
      }),
    })
    .meta({
      label: { en: "Bottom of every page", ru: "Низ каждой страницы" },
    }),
});

/** As pages read it: the opening days written out in the page's language. */
export const siteShown = site.extend({
  hours: z.array(
    hoursEntry.extend({
      daysText: text.meta({
        label: { en: "Days in the page's language", ru: "Дни на языке страницы" },
      }),
    }),
  ),
});

export const navigation = z
  .array(
    z.strictObject({
      name: text.meta({ label: { en: "Menu item", ru: "Пункт меню" } }),
      href: href.meta({ label: { en: "Link", ru: "Ссылка" }, hint: LINK_HINT }),
    }),
  )
  .min(1)
  .meta({
    label: { en: "Menu at the top", ru: "Меню вверху" },
    hint: {
      en: "The items of the menu at the top of every page (on a phone, behind the menu button), in order",
      ru: "Пункты меню вверху каждой страницы (на телефоне — за кнопкой меню), по порядку",
    },
  });

/** A text that is never on screen: screen readers read it aloud to visitors who cannot see. */
const UNSEEN: Words = {
  en: "Not shown on screen: a screen reader reads it aloud to visitors who cannot see",
  ru: "На экране не видно: это зачитывает вслух программа для незрячих посетителей",
};

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
        hint: {
          en: "Shown under a weekly plan's price; {price} is replaced by the price of one day, such as 4,300 AMD; keep the braces as they are",
          ru: "Стоит под ценой плана на неделю; вместо {price} сайт подставит цену одного дня, например 4 300 ֏; фигурные скобки не трогайте",
        },
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
        hint: {
          en: "{brand} is replaced by the brand name, Hamov; keep the braces as they are",
          ru: "Вместо {brand} сайт подставит название бренда, Hamov; фигурные скобки не трогайте",
        },
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
