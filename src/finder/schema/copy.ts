import { placeholders } from "../../schema/words";
import { group, t, w } from "./labelled";
import { resultCopy } from "./result-copy";

/*
 * The plan finder's words (data/plan-finder.json), each labelled for the editor: its
 * questions and their answers, the messages by the fields, and the result (./result-copy.ts).
 */

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
    field: t(
      w("A field and its message, under the estimate", "Поле и сообщение под расчётом"),
      placeholders(
        "{field} becomes the field's name and {problem} its message; write the colon of the language (Armenian: ․)",
        "вместо {field} сайт подставит название поля, вместо {problem} — сообщение; двоеточие языка (по-армянски ․)",
      ),
    ),
  }),
  ...resultCopy,
};
