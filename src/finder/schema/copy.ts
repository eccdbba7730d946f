import { z } from "zod";
import { text } from "../../schema/fields";
import { placeholders, type Words } from "../../schema/words";

/*
 * The plan finder's words (data/plan-finder.json), each labelled for the editor: its
 * questions and their answers, the messages by the fields, and the result.
 */

const w = (en: string, ru: string): Words => ({ en, ru });
/** A line of copy with its label in the editor (and a hint, where the owner needs one). */
const t = (label: Words, hint?: Words) => text.meta({ label, ...(hint ? { hint } : {}) });
const group = <S extends z.core.$ZodLooseShape>(label: Words, shape: S) =>
  z.strictObject(shape).meta({ label });
const QUESTION = w("Question", "Вопрос");

export const copy = {
  heading: t(w("Heading", "Заголовок")),
  intro: t(w("Text under the heading", "Текст под заголовком")),
  progress: t(
    w("Progress", "Прогресс"),
    placeholders(
      "{step} and {total} become numbers",
      "вместо {step} и {total} сайт подставит числа",
    ),
  ),
  next: t(w("Button: next question", "Кнопка: следующий вопрос")),
  back: t(w("Button: previous question", "Кнопка: предыдущий вопрос")),
  skip: t(w("Button: skip the question", "Кнопка: пропустить вопрос")),
  show: t(w("Button: show the result", "Кнопка: показать результат")),
  noScript: group(w("Without JavaScript", "Без JavaScript"), {
    text: t(w("Text", "Текст")),
    plans: t(w("Link to the meal plans", "Ссылка на планы питания")),
    menu: t(w("Link to the menu", "Ссылка на меню")),
  }),
  start: group(w("How to start", "Как начать"), {
    title: t(QUESTION),
    weekly: t(w("Answer: weekly", "Ответ: каждую неделю")),
    try: t(w("Answer: one box first", "Ответ: сначала одна коробка")),
  }),
  cook: group(w("Cooking", "Готовка"), {
    title: t(QUESTION),
    ready: t(w("Answer: ready-to-eat", "Ответ: готовая еда")),
    kit: t(w("Answer: likes to cook", "Ответ: любит готовить")),
    unsure: t(w("Answer: not sure", "Ответ: не уверены")),
  }),
  days: group(w("Weekdays", "Дни недели"), {
    title: t(QUESTION),
    three: t(w("Answer: 3 days", "Ответ: 3 дня")),
    four: t(w("Answer: 4 days", "Ответ: 4 дня")),
    five: t(w("Answer: 5 days", "Ответ: 5 дней")),
  }),
  diet: group(w("Diets", "Диеты"), {
    title: t(QUESTION),
    hint: t(w("Text under the question", "Текст под вопросом")),
  }),
  without: group(w("Allergens", "Аллергены"), {
    title: t(QUESTION),
    hint: t(w("Text under the question", "Текст под вопросом")),
  }),
  body: group(w("Energy estimate", "Расчёт калорий"), {
    title: t(QUESTION),
    hint: t(w("Text under the question", "Текст под вопросом")),
    sex: t(w("Field: sex", "Поле: пол")),
    female: t(w("Answer: female", "Ответ: женский")),
    male: t(w("Answer: male", "Ответ: мужской")),
    age: t(w("Field: age", "Поле: возраст")),
    height: t(w("Field: height", "Поле: рост")),
    weight: t(w("Field: weight", "Поле: вес")),
    activity: t(w("Field: activity", "Поле: активность")),
    sedentary: t(w("Activity: sedentary", "Активность: сидячий образ жизни")),
    light: t(w("Activity: light", "Активность: лёгкая")),
    moderate: t(w("Activity: moderate", "Активность: умеренная")),
    active: t(w("Activity: active", "Активность: высокая")),
    veryActive: t(w("Activity: very active", "Активность: очень высокая")),
    goal: t(w("Field: goal", "Поле: цель")),
    lose: t(w("Goal: lose weight", "Цель: похудеть")),
    keep: t(w("Goal: keep weight", "Цель: сохранить вес")),
    gain: t(w("Goal: gain weight", "Цель: набрать вес")),
    status: t(w("Field: pregnancy", "Поле: беременность")),
    none: t(w("Answer: neither", "Ответ: нет")),
    pregnant: t(w("Answer: pregnant", "Ответ: беременность")),
    breastfeeding: t(w("Answer: breastfeeding", "Ответ: кормление грудью")),
  }),
  problems: group(w("Messages by the fields", "Сообщения у полей"), {
    missing: t(w("A field the estimate needs", "Поле, нужное для расчёта")),
    number: t(w("Not a number", "Не число")),
    age: t(w("Age out of range", "Возраст вне диапазона")),
    height: t(w("Height out of range", "Рост вне диапазона")),
    weight: t(w("Weight out of range", "Вес вне диапазона")),
  }),
  result: group(w("Result", "Результат"), {
    title: t(w("Heading", "Заголовок")),
    why: group(w("Why this plan", "Почему этот план"), {
      ready: t(
        w("Ready-to-eat plan", "План готовой еды"),
        placeholders(
          "{days} becomes the number of days",
          "вместо {days} сайт подставит число дней",
        ),
      ),
      diy: t(
        w("Kit plan", "План с наборами"),
        placeholders(
          "{days} becomes the number of days",
          "вместо {days} сайт подставит число дней",
        ),
      ),
      single: t(w("One box", "Одна коробка")),
      unsure: t(
        w("Added when not sure about cooking", "Добавляется, если не уверены насчёт готовки"),
      ),
    }),
    alternative: group(w("The plan offered beside it", "План, предложенный рядом"), {
      ready: t(w("Ready-to-eat", "Готовая еда")),
      diy: t(w("Kits", "Наборы")),
      single: t(w("One box", "Одна коробка")),
    }),
    start: t(w("Button: start with the plan", "Кнопка: начать с этого плана")),
    change: t(w("Link: change the answers", "Ссылка: изменить ответы")),
    startOver: t(w("Link: start over", "Ссылка: начать заново")),
  }),
  energy: group(w("Energy estimate: result", "Расчёт калорий: результат"), {
    title: t(w("Heading", "Заголовок")),
    figure: t(
      w("The estimate", "Расчёт"),
      placeholders("{energy} becomes the figure", "вместо {energy} сайт подставит число"),
    ),
    method: t(
      w("How it is worked out", "Как считается"),
      placeholders("{goal} becomes the goal's line", "вместо {goal} сайт подставит строку о цели"),
    ),
    lose: t(w("Goal: lose weight", "Цель: похудеть")),
    keep: t(w("Goal: keep weight", "Цель: сохранить вес")),
    gain: t(w("Goal: gain weight", "Цель: набрать вес")),
    ready: t(
      w("What a ready-to-eat plan brings", "Что даёт план готовой еды"),
      placeholders(
        "{covered} and {rest} become figures",
        "вместо {covered} и {rest} сайт подставит числа",
      ),
    ),
    diy: t(
      w("What a kit plan brings", "Что даёт план с наборами"),
      placeholders(
        "{covered} and {rest} become figures",
        "вместо {covered} и {rest} сайт подставит числа",
      ),
    ),
    single: t(
      w("What one box brings", "Что даёт одна коробка"),
      placeholders("{covered} becomes a figure", "вместо {covered} сайт подставит число"),
    ),
    readyFull: t(
      w("A ready-to-eat plan's meals reach the estimate", "Обед и ужин плана покрывают расчёт"),
      placeholders("{covered} becomes a figure", "вместо {covered} сайт подставит число"),
    ),
    diyFull: t(
      w("A kit's dinner reaches the estimate", "Ужин из набора покрывает расчёт"),
      placeholders("{covered} becomes a figure", "вместо {covered} сайт подставит число"),
    ),
    underweight: t(
      w(
        "No figure to lose weight when underweight",
        "Нет расчёта для похудения при недостатке веса",
      ),
      placeholders(
        "{limit} becomes the body mass index under which no weight loss is suggested",
        "вместо {limit} сайт подставит индекс массы тела, ниже которого похудение не предлагается",
      ),
    ),
    floor: t(
      w("Below the least we suggest", "Меньше минимума, который мы советуем"),
      placeholders(
        "{floor} becomes the least daily energy the site ever suggests",
        "вместо {floor} сайт подставит минимум калорий в день, который сайт советует",
      ),
    ),
    status: t(w("Pregnant or breastfeeding", "Беременность или кормление")),
    missing: t(w("Asked for, not complete", "Данных не хватает")),
    advice: t(w("Not medical advice", "Не медицинская рекомендация")),
  }),
  dishes: group(w("This week's dishes", "Блюда этой недели"), {
    title: t(w("Heading", "Заголовок")),
    count: t(
      w("How many fit", "Сколько подходит"),
      placeholders("{count} becomes a number", "вместо {count} сайт подставит число"),
    ),
    none: t(w("None fits", "Ничего не подходит")),
    contact: t(w("Link to the contact page", "Ссылка на страницу контактов")),
    menu: t(w("Link to the menu", "Ссылка на меню")),
    preparing: t(w("No menu published", "Меню не опубликовано")),
  }),
};
