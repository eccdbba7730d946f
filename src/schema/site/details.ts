import { z } from "zod";
import { openingHours } from "../../lib/structured-data";
import { image, link, text } from "../fields";
import { LINK_HINT, labelled, type Words } from "../words";

/*
 * The site's details (site.json, its facts once in data/site.json and its copy per language):
 * the brand, contacts, opening hours, company details and the bottom of every page. Each
 * field's `label` (and `hint`, where the owner needs one) is what the editor shows for it, in
 * the owner's words, in the language of the editor's interface (gatsby/cms/fields.ts).
 */

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
  labelled(link, {
    name: { label: name },
    href: { label: { en: "Link", ru: "Ссылка" }, hint: address },
  });

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
