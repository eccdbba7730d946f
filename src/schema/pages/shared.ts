import { text, titled } from "../fields";
import { labelled, type Words } from "../words";

/*
 * What the pages' files share (data/home.json, meal-plans.json...). Each field's `label`
 * (and `hint`, where the owner needs one) is what the editor shows for it, in the owner's words,
 * in the language of the editor's interface (gatsby/cms/fields.ts).
 */

/** Every page's title and description, for the browser tab and for search. */
export const page = {
  title: text.meta({
    label: { en: "Page title", ru: "Название страницы" },
    hint: {
      en: "Shown in the browser tab and in search results, followed by the brand name",
      ru: "Видно во вкладке браузера и в результатах поиска, после него стоит название бренда",
    },
  }),
  description: text.meta({
    label: { en: "Description for search", ru: "Описание для поиска" },
    hint: {
      en: "One or two sentences shown under the title in search results and in shared links",
      ru: "Одна-две фразы под названием страницы в поиске и в превью ссылки в мессенджерах",
    },
  }),
};

export const HEADING: Words = { en: "Heading", ru: "Заголовок" };
export const UNDER_HEADING: Words = { en: "Text under the heading", ru: "Текст под заголовком" };
/** A section's heading and the text under it. */
export const section = labelled(titled, {
  title: { label: HEADING },
  text: { label: UNDER_HEADING },
});
