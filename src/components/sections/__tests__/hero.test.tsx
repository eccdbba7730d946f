import { render, screen, within } from "@testing-library/react";
import { content, fakeImage } from "../../../../jest/fixtures";
import { queryData } from "../../../../jest/query-data";
import { Hero } from "../hero";

const { home } = content();
const data = queryData<Queries.HeroSectionFragment>("en", {
  homeJson: { ...home, hero: { ...home.hero, image: fakeImage("hero", 640, 480) } },
});

describe("Hero", () => {
  beforeEach(() => render(<Hero {...data} />));

  it("shows the badge, the one h1, the supporting text and the trust points", () => {
    expect(screen.getByText(home.hero.badge)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(home.hero.title);
    expect(screen.getByText(home.hero.text)).toBeInTheDocument();
    const list = screen.getByText(home.hero.trustPoints[0]).closest("ul")!;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(home.hero.trustPoints);
  });

  it("leads to /register with the main call to action", () => {
    expect(screen.getByRole("link", { name: home.hero.cta })).toHaveAttribute("href", "/register");
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
    expect(pairs).toEqual(home.claims.map((claim) => `${claim.value} ${claim.label}`));
  });
});
