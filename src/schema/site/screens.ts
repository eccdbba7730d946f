import { z } from "zod";
import { text } from "../fields";
import { placeholders } from "../words";

/*
 * The screens shown instead of a page (ui.json): the password screen while the site is not yet
 * open to everyone, the page not found and the error message.
 */

export const gate = z
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
  });

export const notFound = z
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
  });

export const error = z
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
  });
