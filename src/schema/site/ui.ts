import { z } from "zod";
import { text } from "../fields";
import { UNSEEN } from "../words";
import { planCards } from "./plan-cards";
import { error, gate, notFound } from "./screens";

/*
 * The buttons and short texts used across the site (data/ui.json): the top menu's, the
 * plan cards' (./plan-cards.ts), the password screen's and the error pages' (./screens.ts).
 * Many are never on screen, read aloud by screen readers instead (UNSEEN).
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
  plans: planCards,
  gate,
  notFound,
  error,
});
