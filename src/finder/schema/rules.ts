import { z } from "zod";
import { slug } from "../../schema/fields";
import type { Words } from "../../schema/words";
import { COOKS, DAYS, STARTS } from "../answers";

/*
 * Which plan the finder recommends, as facts the owner edits (data/plan-finder.json, `rules`):
 * the first rule whose conditions the answers meet gives the plan and the one offered beside
 * it. A condition left empty takes any answer, a skipped one too. The build checks that every
 * set of answers reaches a rule and that each rule names a plan that exists.
 */

const w = (en: string, ru: string): Words => ({ en, ru });
const ANY = w(
  "Leave empty for any answer, a skipped question included",
  "Оставьте пустым — подойдёт любой ответ, и пропущенный вопрос тоже",
);

const condition = <T extends readonly [string, ...string[]]>(
  values: T,
  label: Words,
  choices: Record<T[number], Words>,
) =>
  z
    .array(z.enum(values).meta({ label, choices }))
    // The editor writes no key for a list left empty: any answer.
    .default([])
    .meta({ label, hint: ANY });

export const rule = z.strictObject({
  start: condition(STARTS, w("How they start", "Как начинают"), {
    weekly: w("Subscribe weekly", "Подписка на неделю"),
    try: w("Try one box first", "Сначала одна коробка"),
  }),
  cook: condition(COOKS, w("Cooking", "Готовка"), {
    ready: w("Ready-to-eat", "Готовая еда"),
    kit: w("Likes to cook", "Любит готовить"),
    unsure: w("Not sure", "Не уверены"),
  }),
  days: condition(DAYS, w("Weekdays", "Дней в неделю"), {
    "3": w("3 days", "3 дня"),
    "4": w("4 days", "4 дня"),
    "5": w("5 days", "5 дней"),
  }),
  plan: slug.meta({
    ref: "plans.json",
    label: w("Recommended plan", "Рекомендуемый план"),
    hint: w("Chosen by its name", "Выберите по названию"),
  }),
  alternative: slug.meta({
    ref: "plans.json",
    label: w("Offered beside it", "Предлагаем рядом"),
    hint: w(
      "A second plan shown under the recommendation: one box to try first, or the other family",
      "Второй план под рекомендацией: одна коробка на пробу или другой тип планов",
    ),
  }),
});
export type Rule = z.infer<typeof rule>;

export const rules = z
  .array(rule)
  .min(1)
  .meta({
    fact: true,
    label: w("Which plan to recommend", "Какой план рекомендовать"),
    one: w("Rule", "Правило"),
    summary: "{{fields.plan}}",
    hint: w(
      "Read from the top: the first rule that fits the visitor's answers gives the plan. Keep a last rule with every condition empty",
      "Читаются сверху вниз: первое подходящее к ответам правило даёт план. Последнее правило оставьте со всеми условиями пустыми",
    ),
  });
