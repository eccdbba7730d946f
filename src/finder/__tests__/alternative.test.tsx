import { content } from "../../../jest/fixtures";
import { LANGUAGE_CODES } from "../../lib/languages";
import { alternativeText } from "../result";

describe.each(LANGUAGE_CODES)("the plan offered beside the result, in %s", (lang) => {
  const { finder, plans, ui } = content(lang);
  const periods = ui.plans.period;

  it("names a one-off box's price once, without a period its name already says", () => {
    const single = plans.find((p) => p.period === "once")!;
    const text = alternativeText(finder.result.alternativePlan, single, periods);
    expect(text).toContain(single.name);
    expect(text).toContain(single.priceText);
    expect(text).not.toContain(periods.once);
  });

  it("adds the period to a weekly plan", () => {
    const weekly = plans.find((p) => p.period === "week")!;
    const text = alternativeText(finder.result.alternativePlan, weekly, periods);
    expect(text.endsWith(` ${periods.week}`)).toBe(true);
    if (lang === "hy") expect(text).not.toContain(":");
  });
});
