import { z } from "zod";
import { registerForm } from "../forms";
import { text } from "../fields";
import { labelled, placeholders } from "../words";
import { HEADING, UNDER_HEADING, page } from "./shared";

/*
 * The sign-up page (data/register.json): the registration form's texts, each labelled
 * for the editor, and what a visitor sees once signed up.
 */

export const register = z.strictObject({
  ...page,
  ...labelled(
    registerForm.extend({
      plan: labelled(registerForm.shape.plan, {
        title: { label: HEADING },
        change: { label: { en: "Link to change the plan", ru: "Ссылка «сменить план»" } },
        clear: { label: { en: "Link to remove the plan", ru: "Ссылка «убрать план»" } },
      }),
    }),
    {
      heading: { label: HEADING },
      text: { label: UNDER_HEADING },
      nameLabel: { label: { en: "Field: name", ru: "Поле: имя" } },
      emailLabel: { label: { en: "Field: email", ru: "Поле: эл. почта" } },
      plan: {
        label: { en: "Chosen plan", ru: "Выбранный план" },
        hint: {
          en: "Shown above the fields when a visitor came from a plan's button",
          ru: "Показывается над полями, если посетитель пришёл с кнопки плана",
        },
      },
      districtLabel: { label: { en: "Field: district", ru: "Поле: район" } },
      districtNone: {
        label: { en: "No district yet", ru: "Район пока не выбран" },
        hint: {
          en: "The first line of the district list, for a visitor who chooses later",
          ru: "Первая строка списка районов — для тех, кто выберет позже",
        },
      },
      submit: { label: { en: "Sign-up button", ru: "Кнопка регистрации" } },
      submitting: { label: { en: "Button while sending", ru: "Кнопка во время отправки" } },
      back: { label: { en: "Link to the home page", ru: "Ссылка на главную" } },
      consent: {
        label: { en: "Consent note", ru: "Текст о согласии" },
        hint: { en: "Small print under the button", ru: "Мелкий текст под кнопкой" },
      },
      successTitle: { label: { en: "Signed up: heading", ru: "Заявка принята: заголовок" } },
      successText: {
        label: { en: "Signed up: text", ru: "Заявка принята: текст" },
        hint: placeholders(
          "{brand} is replaced by the brand name, Hamov",
          "Вместо {brand} сайт подставит название бренда, Hamov",
        ),
      },
      failureTitle: { label: { en: "Not sent: heading", ru: "Не отправлено: заголовок" } },
      failureText: { label: { en: "Not sent: text", ru: "Не отправлено: текст" } },
      welcomeTitle: {
        label: { en: "Welcome: heading", ru: "Приветствие: заголовок" },
        hint: placeholders(
          "Replaces the form after signing up; {name} is replaced by the name the visitor typed",
          "Появляется вместо формы после регистрации; вместо {name} сайт подставит имя, которое ввёл посетитель",
        ),
      },
      welcomeText: {
        label: { en: "Welcome: text", ru: "Приветствие: текст" },
        hint: placeholders(
          "{email} is replaced by the email address the visitor typed",
          "Вместо {email} сайт подставит адрес почты, который ввёл посетитель",
        ),
      },
      welcomeCta: {
        label: { en: "Welcome: button", ru: "Приветствие: кнопка" },
        hint: { en: "The button leads to the home page", ru: "Кнопка ведёт на главную" },
      },
    },
  ).shape,
  food: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      diet: text.meta({
        label: { en: "Before the diets", ru: "Перед диетами" },
        hint: {
          en: "With the language's own punctuation at the end (Diet:)",
          ru: "С пунктуацией языка в конце («Диета:»)",
        },
      }),
      without: text.meta({
        label: { en: "Before the allergens", ru: "Перед аллергенами" },
        hint: {
          en: "With the language's own punctuation at the end (Without:)",
          ru: "С пунктуацией языка в конце («Исключить:»)",
        },
      }),
    })
    .meta({
      label: {
        en: "Diets and allergens from the plan finder",
        ru: "Диеты и аллергены из подбора плана",
      },
      hint: {
        en: "Shown above the fields when a visitor came from the plan finder with a diet or allergens",
        ru: "Показывается над полями, если посетитель пришёл из подбора плана с диетой или аллергенами",
      },
    }),
});
