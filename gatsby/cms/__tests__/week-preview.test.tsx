import fs from "node:fs";
import path from "node:path";
import { act } from "react";
import { render, screen, within } from "@testing-library/react";
import { prepareWeek, WeekPreview } from "../preview/week";
import { previewSnapshot } from "../preview/snapshot";
import { Cards, prepare } from "../preview/cards";
import { DATA_DIR } from "../../paths";
import { loadContent } from "../../content/snapshot";
import { formatDayHeading, type DayNames } from "../../../src/catalog/text";
import { addDays } from "../../../src/catalog/week";
import { WEEKDAYS, type Week } from "../../../src/menu/schema/index";

/*
 * A week in the editor's preview is its menu as the /menu page shows it: the site's WeekMenu
 * and dish cards, its days under the site's headings, drawn from data/ as the build reads it
 * and from the form as the owner fills it in, half filled or naming a dish that is gone.
 */

const content = loadContent();
const snapshot = previewSnapshot(loadContent());
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

/** A text as a page's text content is compared: its spaces (no-break ones too) as one. */
const spaced = (text: string) => text.replace(/\s+/g, " ");

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
  /** The editor's entry as its templates read it: Immutable.js maps, `get` and `toJS`. */
  type Immutable = { get(key: string): unknown; toJS(): unknown };
  const immutable = (value: unknown): Immutable => ({
    get: (key: string) => {
      const v = (value as Record<string, unknown> | undefined)?.[key];
      return typeof v === "object" && v !== null ? immutable(v) : v;
    },
    toJS: () => value,
  });
  const entryOf = (data: unknown) =>
    immutable({ collection: "weeks", path: `data/weeks/${week.monday}.json`, data });
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

  /** An entry of a translated collection as the editor hands it to a pane in `lang`. */
  const entryIn = (collection: string, slug: string, lang: string) => {
    const parts = JSON.parse(
      fs.readFileSync(path.join(DATA_DIR, collection, `${slug}.json`), "utf8"),
    ) as Record<string, Record<string, unknown>>;
    const others = Object.fromEntries(
      Object.entries(parts)
        .filter(([l]) => l !== lang)
        .map(([l, data]) => [l, { data }]),
    );
    return immutable({
      collection,
      path: `data/${collection}/${slug}.json`,
      data: parts[lang],
      i18n: others,
    });
  };
  const drawEntry = async (entry: unknown) => {
    const box = document.createElement("div");
    const kind = (entry as Immutable).get("collection") as string;
    await act(async () => templates.get(kind)!({ entry, getAsset }).props.ref(box));
    return box;
  };

  test("draws a whole dish in the language of its pane: its Armenian name, its facts from English", async () => {
    const slug = "tolma";
    const hy = content.read<typeof dishes>("dishes.json", "hy").find((d) => d.slug === slug)!;
    const box = await drawEntry(entryIn("dishes", slug, "hy"));
    expect(box.querySelector("[lang]")).toHaveAttribute("lang", "hy");
    const cards = box.querySelectorAll("article[data-dish]");
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAttribute("data-dish", slug);
    const card = within(cards[0] as HTMLElement);
    expect(card.getByRole("heading", { level: 4 })).toHaveTextContent(hy.name);
    expect(cards[0]).not.toHaveTextContent(dish(slug).name);
    // The picture is a fact, written only in the English part.
    expect(card.getByRole("img", { name: hy.alt })).toHaveAttribute(
      "src",
      picture(String(dish(slug).image)),
    );
  });

  test("draws a whole plan in the pane's language, its price written out", async () => {
    const plan = content.read<{ slug: string; name: string; priceText: string }[]>(
      "plans.json",
      "en",
    )[0];
    const en = await drawEntry(entryIn("plans", plan.slug, "en"));
    expect(en.querySelector("[lang]")).toHaveAttribute("lang", "en");
    expect(within(en).getByRole("heading", { level: 3 })).toHaveTextContent(plan.name);
    expect(en).toHaveTextContent(spaced(plan.priceText));
    const ru = content.read<(typeof plan)[]>("plans.json", "ru").find((p) => p.slug === plan.slug)!;
    const box = await drawEntry(entryIn("plans", plan.slug, "ru"));
    expect(box.querySelector("[lang]")).toHaveAttribute("lang", "ru");
    expect(within(box).getByRole("heading", { level: 3 })).toHaveTextContent(ru.name);
    expect(box).toHaveTextContent(spaced(ru.priceText));
  });
});

describe("cards drawn from whole entries", () => {
  test("a dish entry in Armenian is drawn with its Armenian name and its own facts", () => {
    const hy = snapshot.langs.hy.copy.dishes.find((d) => d.slug === "tolma")!;
    const facts = snapshot.facts.dishes.find((d) => d.slug === "tolma")!;
    const drawn = prepare(
      { kind: "dishes", side: "entry", list: [{ ...facts, ...hy }], lang: "hy" },
      snapshot,
      picture,
    );
    expect(drawn.items).toEqual([
      expect.objectContaining({ slug: "tolma", nutrition: facts.nutrition }),
    ]);
    expect(drawn.words).toBe(snapshot.langs.hy.words);
    render(<Cards {...drawn} />);
    const card = screen.getByRole("article");
    expect(card).toHaveAttribute("data-dish", "tolma");
    expect(card.closest("[lang]")).toHaveAttribute("lang", "hy");
    expect(within(card).getByRole("heading", { level: 4 })).toHaveTextContent(String(hy.name));
    expect(within(card).getByRole("img")).toHaveAttribute("src", picture(String(facts.image)));
  });
});
