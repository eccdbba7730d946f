import { render, screen } from "@testing-library/react";
import type { WeekView } from "../page-context";
import { loadContent } from "../../../gatsby/content/snapshot";
import { fakeImage } from "../../../jest/fixtures";
import type { Week } from "../schema/index";
import type { CardDish, Words } from "../dish-card";
import { WeekMenu } from "../week-menu";

const data = loadContent();
const words = data.read<Words>("menu-page.json", "en");
const dishes = new Map(
  data
    .read<CardDish[]>("dishes.json", "en")
    .map((d) => [d.slug, { ...d, image: fakeImage(d.alt) } as CardDish]),
);
const plan = [...data.folder<Week>("weeks")].sort((a, b) => (a.monday < b.monday ? -1 : 1))[0];
const week: Omit<WeekView, "plan"> = {
  monday: plan.monday,
  days: plan.days.map(({ day }) => ({ day, date: day })),
  title: plan.monday,
  as: { thisWeek: {} },
};
const altOf = (slug: string) => dishes.get(slug)!.alt;

describe("WeekMenu's pictures", () => {
  it("requests the first dish's picture of the week shown first at once and first, the others as they near the screen", () => {
    render(<WeekMenu week={week} plan={plan} dishes={dishes} words={words} lead />);
    const [first, ...others] = screen.getAllByRole("img");
    expect(first).toHaveAccessibleName(altOf(plan.days[0].lunch));
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    for (const img of others) {
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).not.toHaveAttribute("fetchpriority");
    }
  });

  it("leaves every picture of a week not shown first to load as it nears the screen", () => {
    render(<WeekMenu week={week} plan={plan} dishes={dishes} words={words} />);
    for (const img of screen.getAllByRole("img")) expect(img).toHaveAttribute("loading", "lazy");
  });
});
