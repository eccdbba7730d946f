import { inOwnerWords, plainReport } from "../owner-words";

/*
 * The build's problems told as the owner sees them in the editor: the form, the field's
 * label, the language; never a code path such as "en.codes[1]" or "days[0].dinnerAlternatives".
 */

test("a field is named by its label and its language, a list entry by its number", () => {
  expect(
    inOwnerWords("data/first-delivery.json: en.codes[1].validUntil: must look like 2026-11-23"),
  ).toBe(
    "Sign-up: first delivery details (data/first-delivery.json) › Promo and referral codes › no. 2 › Valid until (last day): must look like 2026-11-23",
  );
});

test("a week is named by its Monday in words, a dish by its name", () => {
  const week = inOwnerWords(
    "data/weeks/2026-12-21.json: days[0].dinnerAlternatives: the Monday dinner has no dish for keto",
  );
  expect(week).toBe(
    "Week of 21 December 2026 (data/weeks/2026-12-21.json) › Days of the week › no. 1 › Instead of dinner: the Monday dinner has no dish for keto",
  );
  const dish = inOwnerWords(
    "data/dishes/spas.json: en.nutrition.protein: Too small: expected number to be >=0",
    "en",
    (file) => (file === "dishes/spas.json" ? "Spas" : undefined),
  );
  expect(dish).toBe(
    "Dish “Spas” (data/dishes/spas.json) › Nutrition per portion › Protein (g): must be at least 0",
  );
});

test("copy is named with its language", () => {
  expect(
    inOwnerWords(
      "data/home.json: hy.hero.title: Too small: expected string to have >=1 characters",
    ),
  ).toBe(
    "Home page (data/home.json) › Top of the home page › Headline, in Armenian: it is empty: fill it in",
  );
});

test("the refusal starts with a plain sentence counting the problems", () => {
  const report = plainReport([
    "data/plans/ready-5.json: en.price: Too big: expected number to be <=500000",
  ]);
  expect(report.split("\n")[0]).toBe(
    "The content has 1 problem; nothing was published. The site stays as it was until it is fixed.",
  );
  expect(report).toMatch(
    /^1\. Plan “ready-5” \(data\/plans\/ready-5\.json\) › .*must be at most 500000$/m,
  );
  expect(report).not.toMatch(/ERROR|onPreInit|en\.price/);
});
