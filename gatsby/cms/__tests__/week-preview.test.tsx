import { act } from "react";
import { render, screen, within } from "@testing-library/react";
import { prepareWeek, WeekPreview } from "../preview/week";
import { previewSnapshot } from "../preview/snapshot";
import { loadContent } from "../../loader";
import { formatDayHeading, type DayNames } from "../../../src/lib/menu-text";
import { addDays } from "../../../src/lib/menu-week";
import { WEEKDAYS, type Week } from "../../../src/schema/menu";

/*
 * A week in the editor's preview is its menu as the /menu page shows it: the site's WeekMenu
 * and dish cards, its days under the site's headings, drawn from data/ as the build reads it
 * and from the form as the owner fills it in, half filled or naming a dish that is gone.
 */

const content = loadContent();
const snapshot = previewSnapshot();
const weeks = content.folder<Week>("weeks");
const week = weeks[0];
const dishes = content.read<{ slug: string; name: string; alt: string; image?: unknown }[]>(
  "dishes.json",
  "en",
);
const words = content.read<{ days: DayNames; meals: Record<string, string> }>(
  "menu-page.json",
  "en",
);
const dish = (slug: string) => dishes.find((d) => d.slug === slug)!;
const heading = (monday: string, day: string) =>
  formatDayHeading(
    addDays(monday, WEEKDAYS.indexOf(day as Week["days"][number]["day"])),
    "en",
    words.days,
  );
const picture = (path: string) => `/images/${path.replace(/^\.\/images\//, "")}`;
/** The week's preview as the editor draws it, on a day before the week. */
const preview = (form: Record<string, unknown>) =>
  prepareWeek(form, snapshot, picture, addDays(week.monday, -10));

/** The part of the preview under a heading: the heading's own block. */
const under = (name: string) =>
  within(screen.getByRole("heading", { level: 3, name }).parentElement!);

test("a week from data/weeks/ previews as its menu: each day's lunch and dinner with pictures, then its kits", () => {
  render(<WeekPreview {...preview(week as unknown as Record<string, unknown>)} />);
  for (const { day, lunch, dinner } of week.days) {
    const part = under(heading(week.monday, day));
    for (const [slug, meal] of [
      [lunch, words.meals.lunch],
      [dinner, words.meals.dinner],
    ]) {
      const card = part.getByRole("link", { name: dish(slug).name }).closest("article")!;
      expect(card).toHaveTextContent(meal);
      if (dish(slug).image)
        expect(within(card).getByRole("img", { name: dish(slug).alt })).toHaveAttribute(
          "src",
          expect.stringMatching(/^\/images\/.+\.(jpe?g|png|webp)$/),
        );
    }
  }
  const kits = under(words.meals.kits);
  for (const slug of week.kits) kits.getByRole("link", { name: dish(slug).name });
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(
    week.days.length + (week.kits.length > 0 ? 1 : 0),
  );
  expect(document.querySelector("[data-missing]")).toBeNull();
});

test("a dish not in the catalogue and a half-filled form show what can be shown", () => {
  const [first, second] = week.days;
  render(
    <WeekPreview
      {...preview({
        monday: week.monday,
        days: [
          { day: first.day, lunch: first.lunch, dinner: "no-such-dish" },
          { day: second.day },
          {},
          null,
        ],
        kits: ["gone-kit", undefined],
      })}
    />,
  );
  under(heading(week.monday, first.day)).getByRole("link", { name: dish(first.lunch).name });
  screen.getByRole("heading", { level: 3, name: heading(week.monday, second.day) });
  const note = document.querySelector("[data-missing]")!;
  expect(note).toHaveTextContent("no-such-dish");
  expect(note).toHaveTextContent("gone-kit");
});

test("a form with no Monday yet shows its days by their names", () => {
  render(
    <WeekPreview {...preview({ days: [{ day: week.days[0].day, lunch: week.days[0].lunch }] })} />,
  );
  const name = words.days.find((d) => d.slug === week.days[0].day)!.name;
  under(name).getByRole("link", { name: dish(week.days[0].lunch).name });
});

describe("the editor's template for a week", () => {
  type Template = (props: unknown) => { props: { ref: (box: HTMLElement) => void } };
  const templates = new Map<string, Template>();
  const entryOf = (data: unknown) => ({
    get: (key: string) =>
      key === "data"
        ? { toJS: () => data }
        : key === "collection"
          ? "weeks"
          : `data/weeks/${week.monday}.json`,
  });
  const getAsset = (path: string) => path;

  beforeAll(async () => {
    Object.assign(window, {
      CMS: {
        registerPreviewStyle: () => {},
        registerPreviewTemplate: (name: string, t: Template) => templates.set(name, t),
      },
      h: (type: string, props: Record<string, unknown>) => ({ type, props }),
    });
    globalThis.fetch = jest.fn(async () => ({ json: async () => snapshot })) as never;
    await import("../preview/entry");
  });

  test("draws the week live from the form: another dish chosen is drawn in its place", async () => {
    const box = document.createElement("div");
    document.body.append(box);
    const draw = async (data: unknown) =>
      act(async () => templates.get("weeks")!({ entry: entryOf(data), getAsset }).props.ref(box));
    const other = weeks
      .flatMap((w) => w.days)
      .find((d) => ![week.days[0].lunch, week.days[0].dinner].includes(d.lunch))!;

    await draw(week);
    const first = within(box).getByRole("heading", {
      level: 3,
      name: heading(week.monday, week.days[0].day),
    });
    within(first.parentElement!).getByRole("link", { name: dish(week.days[0].lunch).name });

    const changed = {
      ...week,
      days: [{ ...week.days[0], lunch: other.lunch }, ...week.days.slice(1)],
    };
    await draw(changed);
    within(first.parentElement!).getByRole("link", { name: dish(other.lunch).name });
    expect(
      within(first.parentElement!).queryByRole("link", { name: dish(week.days[0].lunch).name }),
    ).toBeNull();

    await draw({ monday: week.monday, days: [{}], kits: ["no-such-kit"] });
    expect(box).toHaveTextContent("no-such-kit");
  });

  test("still draws a dish file's cards in the language of its form", async () => {
    const box = document.createElement("div");
    const [first] = snapshot.langs.hy.copy.dishes as { name: string }[];
    const entry = {
      get: (key: string) =>
        key === "data"
          ? { toJS: () => ({ dishes: snapshot.langs.hy.copy.dishes }) }
          : key === "collection"
            ? "texts"
            : "data/hy/dishes.json",
    };
    await act(async () => templates.get("dishes")!({ entry, getAsset }).props.ref(box));
    expect(box.querySelector("[lang]")).toHaveAttribute("lang", "hy");
    expect(box.querySelectorAll("article[data-dish]")).toHaveLength(snapshot.facts.dishes.length);
    expect(box.querySelector("article[data-dish] h4")).toHaveTextContent(first.name);
  });
});
