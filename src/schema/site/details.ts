import { z } from "zod";
import { image, text } from "../fields";
import { address, legal } from "./company";
import { hours, hoursEntry } from "./hours";
import { footer, socials } from "./links";

/*
 * The site's details (site.json, its facts once in data/site.json and its copy per language):
 * the brand and contacts here, the opening hours (./hours.ts), the company's details
 * (./company.ts), the social networks and the bottom of every page (./links.ts). Each field's
 * `label` (and `hint`, where the owner needs one) is what the editor shows for it, in the
 * owner's words, in the language of the editor's interface (gatsby/cms/fields.ts).
 */

export const site = z.strictObject({
  brand: text.meta({
    fact: true,
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
    fact: true,
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
    fact: true,
    label: { en: "Currency", ru: "Валюта" },
    choices: { AMD: { en: "Armenian dram (AMD)", ru: "Армянский драм (AMD)" } },
  }),
  email: z.email().meta({
    fact: true,
    label: { en: "Email", ru: "Эл. почта" },
    hint: {
      en: "Shown on the contact page, at the bottom of every page and in the legal notice",
      ru: "Указана на странице контактов, внизу каждой страницы и в правовой информации",
    },
  }),
  phone: text.meta({
    fact: true,
    label: { en: "Phone", ru: "Телефон" },
    hint: {
      en: "With the country code, such as +374 10 555 123",
      ru: "С кодом страны, например +374 10 555 123",
    },
  }),
  supportEmail: z.email().meta({
    fact: true,
    label: { en: "Support email", ru: "Почта поддержки" },
    hint: {
      en: "Shown beside the questions and answers on the home page",
      ru: "Указана рядом с вопросами и ответами на главной",
    },
  }),
  supportPhone: text.meta({
    fact: true,
    label: { en: "Support phone", ru: "Телефон поддержки" },
    hint: {
      en: "Shown beside the questions and answers on the home page, with the country code",
      ru: "Указан рядом с вопросами и ответами на главной, с кодом страны",
    },
  }),
  hours,
  address,
  socials,
  legal,
  footer,
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
