import { placeholders } from "../../schema/words";
import { DATE, MISSING, group, t, w } from "./labels";

/*
 * The requests page's words for the weeks (data/subscription.json): which week a request
 * starts from, its cutoff, and what the page says once the coming week's cutoff has passed.
 */

const WEEKS = placeholders(
  "{closed} becomes the closed week's Monday, {cutoff} its cutoff, {date} the first open week's Monday",
  "вместо {closed} сайт подставит понедельник закрытой недели, {cutoff} — срок, {date} — понедельник первой открытой",
);

/** Choosing a week, and what is said when it has closed. */
export const weekWords = group(w("Weeks", "Недели"), {
  option: t(w("A week", "Неделя"), DATE),
  choose: t(w("First line of a list of weeks", "Первая строка списка недель")),
  at: t(
    w("A cutoff's date and time", "Дата и время срока"),
    placeholders(
      "{date} and {time} become the cutoff's",
      "вместо {date} и {time} сайт подставит срок",
    ),
  ),
  cutoff: t(
    w("A week's cutoff", "Срок недели"),
    placeholders(
      "{cutoff} becomes the date and time",
      "вместо {cutoff} сайт подставит дату и время",
    ),
  ),
  missing: t(MISSING),
  closed: t(
    w("When the chosen week has closed", "Если выбранная неделя закрылась"),
    placeholders(
      "{date} becomes the closed week's Monday, {next} the first open one's",
      "вместо {date} сайт подставит понедельник закрытой недели, {next} — первой открытой",
    ),
  ),
  none: t(
    w(
      "When no week on the page is open (the page was built too long ago)",
      "Если на странице не осталось открытых недель (страница собрана слишком давно)",
    ),
    placeholders(
      "{date} becomes the Monday of the next week, {phone} and {email} the contacts",
      "вместо {date} сайт подставит понедельник следующей недели, {phone} и {email} — контакты",
    ),
  ),
});

/** What the page says when the coming week's cutoff has passed, before a request is sent. */
export const passedWords = group(
  w("After the coming week's cutoff, before sending", "После срока ближайшей недели, до отправки"),
  {
    skip: t(w("Skip", "Пропуск"), WEEKS),
    pause: t(w("Pause", "Пауза"), WEEKS),
    change: t(w("Change", "Изменение"), WEEKS),
    cancel: t(w("Cancel", "Отмена"), WEEKS),
  },
);
