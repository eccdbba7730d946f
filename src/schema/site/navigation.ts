import { z } from "zod";
import { href, text } from "../fields";
import { LINK_HINT } from "../words";

/*
 * The menu at the top of every page (data/navigation.json): its items in order, each a
 * name and where it leads.
 */

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
