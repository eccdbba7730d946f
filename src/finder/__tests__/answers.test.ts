import { ALLERGENS, DIETS } from "../../catalog/vocabulary";
import { answersQuery, parseAnswers } from "../answers";
import { energyInput, measureProblem } from "../body-answers";
import { everyAnswer, ruleFor, uncovered } from "../recommend";
import { groupDigits } from "../week-facts";

const allowed = { diet: DIETS, without: ALLERGENS };

describe("the finder's answers in the address", () => {
  it("reads the stable names and leaves out what it does not know", () => {
    const a = parseAnswers(
      "?start=try&cook=maybe&days=5&diet=vegan,paleo&without=nuts&without=milk&age=34&activity=very-active&x=1",
      allowed,
    );
    expect(a).toEqual({
      start: "try",
      days: "5",
      diet: ["vegan"],
      without: ["milk", "nuts"],
      age: "34",
      activity: "very-active",
    });
  });

  it("writes them back in a fixed order, lists comma-separated", () => {
    const a = parseAnswers("?without=nuts,milk&start=weekly&diet=vegan", allowed);
    expect(answersQuery(a)).toBe("?start=weekly&diet=vegan&without=milk,nuts");
    expect(answersQuery({ diet: [], without: [] })).toBe("");
  });

  it("keeps what was typed into a number field, so that its message can show it", () => {
    expect(parseAnswers("?age=abc&height=1650000000", allowed)).toMatchObject({
      age: "abc",
      height: "165000",
    });
    expect(measureProblem("age", "abc")).toBe("number");
    expect(measureProblem("age", "17")).toBe("range");
    expect(measureProblem("age", "101")).toBe("range");
    expect(measureProblem("height", "119.5")).toBe("range");
    expect(measureProblem("weight", "62,5")).toBeNull();
    expect(measureProblem("weight", "")).toBeNull();
  });
});

describe("what the answers allow of the energy estimate", () => {
  const body = {
    sex: "female",
    age: "30",
    height: "165",
    weight: "60",
    activity: "light",
  } as const;
  it("nothing when none of its fields is answered", () => {
    expect(energyInput({ diet: [], without: [] })).toEqual({ kind: "none" });
  });
  it("no figure in pregnancy or breastfeeding", () => {
    expect(energyInput({ diet: [], without: [], ...body, status: "breastfeeding" })).toEqual({
      kind: "status",
      status: "breastfeeding",
    });
  });
  it("the fields to fill or correct, each with its problem", () => {
    expect(energyInput({ diet: [], without: [], sex: "male", age: "12", height: "x" })).toEqual({
      kind: "problems",
      problems: { age: "range", height: "number", weight: "missing", activity: "missing" },
    });
  });
  it("the body the equation takes, keeping the weight unless a goal is chosen", () => {
    expect(energyInput({ diet: [], without: [], ...body, weight: "62,5" })).toEqual({
      kind: "body",
      body: { sex: "female", age: 30, height: 165, weight: 62.5, activity: "light", goal: "keep" },
    });
  });
});

describe("the recommended plan", () => {
  const rules = [
    { start: ["try"], cook: [], days: [], plan: "single-box", alternative: "ready-4" },
    { start: [], cook: ["kit"], days: ["3"], plan: "diy-3", alternative: "single-box" },
    { start: [], cook: [], days: [], plan: "ready-4", alternative: "single-box" },
  ];
  it("is the first rule the answers meet; an empty condition takes any answer, a skipped one too", () => {
    expect(ruleFor(rules, { start: "try", cook: "kit", days: "3" })?.plan).toBe("single-box");
    expect(ruleFor(rules, { cook: "kit", days: "3" })?.plan).toBe("diy-3");
    expect(ruleFor(rules, { cook: "kit" })?.plan).toBe("ready-4");
    expect(ruleFor(rules, {})?.plan).toBe("ready-4");
  });
  it("names the answers no rule covers", () => {
    expect(everyAnswer()).toHaveLength(3 * 4 * 4);
    expect(uncovered(rules)).toEqual([]);
    expect(uncovered(rules.slice(0, 2))).toContain("start skipped, cook skipped, days skipped");
  });
});

describe("a figure in the page's language", () => {
  it("groups digits as the build said the language does", () => {
    expect(groupDigits(1790, { separator: ",", from: 1000 })).toBe("1,790");
    expect(groupDigits(1790, { separator: " ", from: 10000 })).toBe("1790");
    expect(groupDigits(12345, { separator: " ", from: 10000 })).toBe("12 345");
    expect(groupDigits(820, { separator: ",", from: 1000 })).toBe("820");
  });
});
