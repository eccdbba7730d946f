import { z } from "zod";
import { text } from "../fields";
import { placeholders } from "../words";

/* The words of the plan cards across the site (ui.json): badge, period, price per day, links. */

/** Plan cards: the badge of a popular plan, the text of each billing period, the price per day. */
export const planCards = z
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
      label: { en: "Link to the weekly menu", ru: "Ссылка на меню недели" },
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
  .meta({ label: { en: "Plan cards", ru: "Карточки планов" } });
