import { content } from "../../../jest/fixtures";
import { loadContent } from "../../../gatsby/content/snapshot";
import { subscriptionContext } from "../../../gatsby/subscription/context";
import { textProblems } from "../../../gatsby/typography-check";
import { windowText } from "../../catalog/days";
import type { SubscriptionCopy } from "../fragments";
import { requestSummary } from "../summary";

describe.each(["en", "hy", "ru"] as const)("a change's summary in %s", (lang) => {
  const context = subscriptionContext(loadContent(), lang, "2026-11-25");
  const words = content(lang);
  const copy = words.subscription as unknown as SubscriptionCopy;
  const lists = { plans: words.plans, districts: words.districts, diets: [], allergens: [] };
  const area = context.districts.find((d) => d.days.length >= 3)!;

  test("names the days in the week's order, then the window", () => {
    const { changes } = requestSummary(
      {
        request: "change",
        from: context.weeks[1].monday,
        district: area.slug,
        days: area.days.map((d) => d.id).join(","),
        window: area.windows[0],
      },
      copy,
      context,
      lists,
    );
    const days = Object.fromEntries(changes)[copy.change.days];
    const [first, ...rest] = area.days.map((d) => d.name);
    // English capitalises a weekday anywhere; Armenian and Russian only where a text starts.
    const after = lang === "en" ? rest : rest.map((n) => n.toLocaleLowerCase(lang));
    expect(days).toBe([first, ...after].join(", "));
    expect(textProblems(days, lang)).toEqual([]);
    expect(Object.fromEntries(changes)[copy.change.window]).toBe(windowText(area.windows[0]));
  });
});
