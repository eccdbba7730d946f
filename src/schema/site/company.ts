import { z } from "zod";
import { text } from "../fields";

/* The kitchen's address and the company's details (site.json), as the legal notice shows them. */

export const address = z
  .strictObject({
    street: text.meta({
      label: { en: "Street and house number", ru: "Улица и дом" },
    }),
    postalCode: text.meta({ fact: true, label: { en: "Postal code", ru: "Почтовый индекс" } }),
    city: text.meta({ label: { en: "City", ru: "Город" } }),
    country: text.meta({ label: { en: "Country", ru: "Страна" } }),
  })
  .meta({
    label: { en: "Kitchen address", ru: "Адрес кухни" },
    hint: {
      en: "Shown on the contact page and at the bottom of every page",
      ru: "Указан на странице контактов и внизу каждой страницы",
    },
  });

export const legal = z
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
      fact: true,
      label: { en: "Registration number", ru: "Регистрационный номер" },
    }),
    taxId: text.meta({ fact: true, label: { en: "Tax number", ru: "ИНН" } }),
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
  });
