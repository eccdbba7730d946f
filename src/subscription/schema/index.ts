import { z } from "zod";
import { placeholders } from "../../schema/words";
import { DATE, FIELD, HINT, MISSING, group, person, t, w } from "./labels";
import { passedWords, weekWords } from "./weeks";

/*
 * The subscriber's requests page (data/subscription.json): skip a week, pause, change or
 * cancel without an account. Words only, each labelled for the editor; the weeks, plans and
 * districts come from the menu's cutoff rule, the plans and the districts (the words of the
 * weeks and their cutoffs are in ./weeks.ts).
 */

export const subscription = z.strictObject({
  title: t(w("Page title and heading", "Название страницы и заголовок")),
  description: t(w("Description for search engines", "Описание для поисковиков")),
  intro: t(w("Text under the heading", "Текст под заголовком")),
  offline: t(
    w("While requests are not sent online", "Пока заявки не отправляются онлайн"),
    placeholders(
      "{phone} and {email} become the contacts",
      "вместо {phone} и {email} сайт подставит контакты",
    ),
  ),
  who: group(w("Who is asking", "Кто спрашивает"), {
    title: t(w("Heading", "Заголовок")),
    email: person(w("E-mail", "Почта")),
    phone: person(w("Phone", "Телефон")),
  }),
  request: group(w("What they ask", "Что просят"), {
    label: t(FIELD),
    skip: t(w("Answer: skip a week", "Ответ: пропустить неделю")),
    pause: t(w("Answer: pause", "Ответ: пауза")),
    change: t(w("Answer: change", "Ответ: изменить")),
    cancel: t(w("Answer: cancel", "Ответ: отменить")),
    missing: t(MISSING),
  }),
  week: weekWords,
  passed: passedWords,
  skip: group(w("Skip a week", "Пропустить неделю"), { label: t(FIELD), missing: t(MISSING) }),
  pause: group(w("Pause", "Пауза"), {
    from: t(w("Field: first week", "Поле: первая неделя")),
    length: t(w("Field: number of weeks", "Поле: число недель")),
    hint: t(HINT),
    invalid: t(w("When not 1 to 4", "Если не от 1 до 4")),
    resume: t(w("When deliveries resume", "Когда доставка возобновится"), DATE),
  }),
  change: group(w("Change", "Изменение"), {
    from: t(w("Field: from which week", "Поле: с какой недели")),
    plan: t(w("Field: plan", "Поле: план")),
    keepPlan: t(w("First line of the plans", "Первая строка планов")),
    district: t(w("Field: district", "Поле: район")),
    keepDistrict: t(w("First line of the districts", "Первая строка районов")),
    districtHint: t(w("Under the district", "Под районом")),
    days: t(w("Field: delivery days", "Поле: дни доставки")),
    window: t(w("Field: delivery time", "Поле: время доставки")),
    diet: t(w("Field: diets", "Поле: диеты")),
    without: t(w("Field: leave out", "Поле: исключить")),
    nothing: t(w("When nothing is chosen", "Если ничего не выбрано")),
  }),
  cancel: group(w("Cancel", "Отмена"), {
    from: t(w("Field: from which week", "Поле: с какой недели")),
    noFee: t(w("Note on fees", "О плате")),
    reason: t(w("Optional question: why", "Необязательный вопрос: почему")),
    reasonHint: t(HINT),
  }),
  submit: t(w("Send button", "Кнопка отправки")),
  submitting: t(w("Button while sending", "Кнопка во время отправки")),
  failureTitle: t(w("Not sent: heading", "Не отправлено: заголовок")),
  notSentTitle: t(w("Not sent online: heading", "Не отправляется онлайн: заголовок")),
  notSentText: t(
    w("Not sent online: text", "Не отправляется онлайн: текст"),
    placeholders(
      "{phone} and {email} become the contacts",
      "вместо {phone} и {email} сайт подставит контакты",
    ),
  ),
  summary: group(w("After sending", "После отправки"), {
    title: t(w("Heading", "Заголовок")),
    skip: t(
      w("Skip", "Пропуск"),
      placeholders("{weeks} becomes the weeks", "вместо {weeks} сайт подставит недели"),
    ),
    skipWeek: t(w("One skipped week", "Одна пропущенная неделя"), DATE),
    pause: t(
      w("Pause", "Пауза"),
      placeholders(
        "{length} becomes the length, {date} and {resume} Mondays",
        "вместо {length} сайт подставит срок, {date} и {resume} — понедельники",
      ),
    ),
    change: t(
      w("Change", "Изменение"),
      placeholders(
        "{date} becomes a Monday; what changes is listed under it",
        "вместо {date} сайт подставит понедельник; что меняется, перечислено ниже",
      ),
    ),
    cancel: t(w("Cancel", "Отмена"), DATE),
    lengths: z
      .array(t(w("A length, e.g. 2 weeks", "Срок, например 2 недели")))
      .length(4, "one for each length, 1 to 4 weeks")
      .meta({ label: w("A pause of 1, 2, 3 and 4 weeks", "Пауза на 1, 2, 3 и 4 недели") }),
    confirm: t(w("How and when the business confirms", "Как и когда подтверждаем")),
    back: t(w("Link to the home page", "Ссылка на главную")),
  }),
});
