import { placeholders } from "../../schema/words";
import { group, t, w } from "./labelled";

/*
 * The plan finder's words for its result (data/plan-finder.json, with the questions' words in
 * ./copy.ts): the recommended plan, the energy estimate and the first week's dishes.
 */

export const resultCopy = {
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
    announced: t(
      w("Read aloud when the result appears", "Зачитывается, когда появляется результат"),
      placeholders(
        "Not shown: {title} becomes the heading above, {plan} the plan's name and {subtitle} its kind",
        "Не видно на странице: вместо {title} сайт подставит заголовок, вместо {plan} — название плана, вместо {subtitle} — его вид",
      ),
    ),
    alternativePlan: t(
      w("Link to the plan offered beside it", "Ссылка на план, предложенный рядом"),
      placeholders(
        "{plan} becomes the plan's name and {price} its price (a weekly plan adds per week)",
        "вместо {plan} сайт подставит название плана, вместо {price} — цену (у недельного плана добавится «в неделю»)",
      ),
    ),
    kitsShort: t(
      w("When the week's kits cannot fill the plan", "Когда наборов недели не хватает на план"),
      placeholders(
        "{covered} and {days} become numbers of days",
        "вместо {covered} и {days} сайт подставит числа дней",
      ),
    ),
    readyShort: t(
      w(
        "When the week's ready meals cannot fill the plan",
        "Когда готовых блюд недели не хватает на план",
      ),
      placeholders(
        "{covered} and {days} become numbers of days",
        "вместо {covered} и {days} сайт подставит числа дней",
      ),
    ),
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
    days: t(
      w("On how many days the figure is counted", "По скольким дням посчитано"),
      placeholders(
        "{covered} and {total} become numbers of days",
        "вместо {covered} и {total} сайт подставит числа дней",
      ),
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
