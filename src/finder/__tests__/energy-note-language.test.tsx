import { render } from "@testing-library/react";
import { loadContent } from "../../../gatsby/content/snapshot";
import { textProblems } from "../../../gatsby/typography-check";
import { content } from "../../../jest/fixtures";
import { formatFigure, formatNumber } from "../../lib/format";
import { LANGUAGE_CODES, type Lang } from "../../lib/languages";
import type { FinderContext } from "../page-context";
import { NO_ANSWERS, type Answers } from "../answers";
import { energyInput } from "../body-answers";
import { EnergyNote } from "../energy-note";

const data = loadContent();

/** What the note reads of the finder's context, written out as the build writes it. */
const finderIn = (lang: Lang) =>
  ({
    digits: { separator: formatNumber(1000, lang).replace(/\d/g, ""), from: 1000 },
    percent: {
      lose: formatFigure({ value: 15, unit: "percent" }, lang),
      gain: formatFigure({ value: 10, unit: "percent" }, lang),
    },
    underweightBmi: formatFigure({ value: 18.5 }, lang),
  }) as FinderContext;

describe.each(LANGUAGE_CODES)("the energy estimate in %s", (lang) => {
  const copy = content(lang).finder;
  const finder = finderIn(lang);
  const { kcalUnit } = data.read<{ kcalUnit: string }>("menu-page.json", lang);
  const note = (answers: Partial<Answers>) =>
    render(
      <EnergyNote
        copy={copy}
        input={energyInput({ ...NO_ANSWERS, ...answers })}
        covered={{ kcal: 1100, covered: 5, total: 5 }}
        family="ready"
        finder={finder}
        kcalUnit={kcalUnit}
      />,
    ).container;
  /** Each paragraph, item and figure as the visitor reads it, checked by the copy's rules. */
  const problemsIn = (root: HTMLElement) =>
    [...root.querySelectorAll("p, li, div")]
      .filter((el) => !el.querySelector("p, li, div"))
      .flatMap((el) => textProblems(el.textContent!.trim(), lang));

  it("joins a field to its message with the language's own punctuation", () => {
    const root = note({ age: "5", height: "abc", sex: "female" });
    expect(root.querySelectorAll("li").length).toBeGreaterThan(1);
    expect(problemsIn(root)).toEqual([]);
    if (lang === "hy") expect(root.textContent).not.toContain(":");
  });

  it("keeps each figure and its unit on one line", () => {
    const root = note({
      sex: "female",
      age: "30",
      height: "165",
      weight: "60",
      activity: "light",
      goal: "keep",
    });
    expect(root.textContent).toContain(`\u00a0${kcalUnit}`);
    expect(problemsIn(root)).toEqual([]);
  });
});
