import { content, fill } from "../../../jest/fixtures";
import { deliveryContext } from "../../../gatsby/delivery/context";
import { loadContent } from "../../../gatsby/content/snapshot";
import { textProblems } from "../../../gatsby/typography-check";
import { summaryRows, summarySentence } from "../summary";

const c = content();
const copy = c.delivery;
const context = deliveryContext(loadContent(), "en", "2026-11-25");
const facts = { copy, context, districts: c.districts, plans: c.plans };
const area = context.districts[0];
const week = context.weeks[1];
const plan = c.plans.find((p) => p.slug === "diy-3")!;
const code = context.codes[0];
const sent = {
  phone: "+37491234567",
  contact: "call",
  district: area.slug,
  days: area.days.map((d) => d.id).join(","),
  window: area.windows[0],
  week: week.monday,
  plan: plan.slug,
};
const PLAN_TITLE = c.register.plan.title;
const rows = (fields: Record<string, string>) =>
  Object.fromEntries(summaryRows(fields, facts, PLAN_TITLE).map((r) => [r.label, r.value]));

describe("the summary after sending the delivery details", () => {
  it("restates the plan, its price, the days, the time and the first delivery", () => {
    expect(rows(sent)).toEqual({
      [PLAN_TITLE]: `${plan.name}, ${plan.subtitle}`,
      [copy.recap.price]: plan.priceText,
      [copy.days.label]: area.days.map((d) => d.name).join(", "),
      [copy.window.label]: area.windows[0].replace("-", "–"),
      [copy.recap.first]: week.days[area.days[0].id],
    });
  });

  it("gives the reduced price of the first week with a code, typed in any case", () => {
    const withCode = rows({ ...sent, code: ` ${code.code.toLowerCase()} ` });
    expect(withCode[copy.recap.price]).toBe(
      fill(copy.recap.discounted, { ...code.prices[plan.slug], code: code.code }),
    );
  });

  it("leaves out what was not chosen: no plan, no week open", () => {
    const rest: Record<string, string> = { ...sent };
    delete rest.plan;
    delete rest.week;
    expect(Object.keys(rows(rest))).toEqual([copy.days.label, copy.window.label]);
    expect(summarySentence(rest, facts)).toBe(
      fill(copy.summary.later, { phone: "+374 91 234567", district: c.districts[0].name }),
    );
  });
});

describe("the days row in Armenian and Russian", () => {
  it.each(["hy", "ru"] as const)(
    "%s: the first day as its label, the others as inside a sentence, in lower case",
    (lang) => {
      const local = deliveryContext(loadContent(), lang, "2026-11-25");
      const words = content(lang);
      const many = local.districts.find((d) => d.days.length >= 3)!;
      const value = summaryRows(
        { district: many.slug, days: many.days.map((d) => d.id).join(",") },
        { copy: words.delivery, context: local, districts: words.districts, plans: words.plans },
        PLAN_TITLE,
      ).find((r) => r.id === "days")!.value;
      const [first, ...rest] = many.days.map((d) => d.name);
      expect(value).toBe([first, ...rest.map((n) => n.toLocaleLowerCase(lang))].join(", "));
      expect(textProblems(value, lang)).toEqual([]);
      // What the check would have refused: the labels joined as they are.
      expect(textProblems(many.days.map((d) => d.name).join(", "), lang)).not.toEqual([]);
    },
  );
});
