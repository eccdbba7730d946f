import { z } from "zod";
import { link, text } from "../fields";
import { LINK_HINT, labelled, type Words } from "../words";

/* The site's social networks and the bottom of every page (site.json): mostly links. */

/** A link (a social network's page, a link at the bottom of the page) as the editor shows it. */
const labelledLink = (name: Words, address: Words) =>
  labelled(link, {
    name: { label: name },
    href: { label: { en: "Link", ru: "Ссылка" }, hint: address },
  });

export const socials = z
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
    fact: true,
    label: { en: "Social networks", ru: "Соцсети" },
    hint: { en: "Links shown on the contact page", ru: "Ссылки на странице контактов" },
  });

export const footer = z
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
  });
