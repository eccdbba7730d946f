import { render, screen, within } from "@testing-library/react";
import { fakeImage, readData } from "../../../../jest/fixtures";
import { Hero } from "../hero";

type Home = {
  hero: {
    badge: string;
    title: string;
    text: string;
    trustPoints: string[];
    cta: string;
    imageAlt: string;
  };
  claims: { value: string; label: string }[];
};
const home = readData<Home>("home.json");
const data = {
  ...home,
  hero: { ...home.hero, image: fakeImage("hero", 640, 480) },
} as unknown as Queries.HomeHeroFragment;

describe("Hero", () => {
  beforeEach(() => render(<Hero data={data} />));

  it("shows the badge, the one h1, the supporting text and the trust points", () => {
    expect(screen.getByText("Now delivering in Yerevan")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Healthy Meals Made Simple",
    );
    expect(screen.getByText(home.hero.text)).toBeInTheDocument();
    const list = screen.getByText("Locally sourced").closest("ul")!;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Nutritionist approved", "Locally sourced", "Flexible subscriptions"]);
  });

  it("leads to /register with the main call to action", () => {
    expect(screen.getByRole("link", { name: "Start Eating Better Today" })).toHaveAttribute(
      "href",
      "/register",
    );
  });

  it("shows the hero photo with its alt text, loaded eagerly at high priority", () => {
    const img = screen.getByRole("img", { name: home.hero.imageAlt });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("shows each marketing claim as a figure with its label", () => {
    const claims = screen.getAllByRole("term")[0].closest("dl")!;
    const pairs = within(claims)
      .getAllByRole("definition")
      .map((dd) => `${dd.textContent} ${dd.previousElementSibling?.textContent}`);
    expect(pairs).toEqual([
      "4.9 average rating",
      "98% customer satisfaction",
      "15kg average weight loss",
      "5+ hours saved weekly",
    ]);
  });
});
