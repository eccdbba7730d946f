import fs from "node:fs";
import path from "node:path";
import { act } from "react";
import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { previewSnapshot } from "../preview/snapshot";
import { DATA_DIR } from "../../paths";
import { loadContent } from "../../content/snapshot";
import type { Lang } from "../../../src/lib/languages";

/*
 * A page's texts in the editor's preview are that page: its own sections, drawn from the form
 * in the language of the pane (facts from the English part), with the rest of the page (plans,
 * reviews, districts, contacts) from the build's snapshot. Drawn here through the templates the
 * editor calls, from entries shaped as the editor hands them, with the stand-ins the preview's
 * bundle puts in place of what a preview must not run (../preview/build.mjs).
 */

jest.mock("../../../src/hooks/use-tab-param", () =>
  jest.requireActual("../preview/stand-ins/use-tab-param"),
);
jest.mock("../../../src/hooks/use-lead-form", () =>
  jest.requireActual("../preview/stand-ins/use-lead-form"),
);
jest.mock("../../../src/lib/notify", () => jest.requireActual("../preview/stand-ins/notify"));
jest.mock("../../../src/delivery/registered", () =>
  jest.requireActual("../preview/stand-ins/registered"),
);

const content = loadContent();
const snapshot = previewSnapshot(loadContent());

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
const getAsset = (p: string) => p;

type Parts = Record<string, Record<string, unknown>>;
const partsOf = (name: string): Parts =>
  JSON.parse(fs.readFileSync(path.join(DATA_DIR, `${name}.json`), "utf8"));

/** A page's entry as the editor hands it to the pane in `lang`, that pane's values changed (read afresh). */
function entryIn(name: string, lang: Lang, change: (data: Record<string, unknown>) => unknown) {
  const parts = partsOf(name);
  const others = Object.fromEntries(
    Object.entries(parts)
      .filter(([l]) => l !== lang)
      .map(([l, data]) => [l, { data }]),
  );
  const data = change(parts[lang]) ?? parts[lang];
  return immutable({ collection: "pages", path: `data/${name}.json`, data, i18n: others });
}

const box = document.createElement("div");
document.body.append(box);
/** Draws the entry in the box as the editor's pane does (the same box each time). */
const draw = async (name: string, entry: Immutable) =>
  act(async () => templates.get(name)!({ entry, getAsset }).props.ref(box));
const inBox = () => within(box);
/** A text as a page's text content is compared: its spaces (no-break ones too) as one. */
const spaced = (text: string) => text.replace(/\s+/g, " ");

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

type Home = {
  hero: { title: string; image: string; imageAlt: string; badge: string };
  claims: { value: string; label: string }[];
  testimonials: { title: string };
  faq: { title: string };
};

test("each page's texts have a template", () => {
  for (const name of ["home", "meal-plans", "contact", "register", "impressum"])
    expect(templates.has(name)).toBe(true);
});

test("the home page in Armenian is drawn with the edited hero title, its figures written out, and the rest of the page", async () => {
  const title = "Առողջ սնունդ ամեն օր";
  await draw(
    "home",
    entryIn("home", "hy", (data) => {
      (data.hero as { title: string }).title = title;
    }),
  );
  const hy = content.read<Home>("home.json", "hy");
  const en = content.read<Home>("home.json", "en");
  expect(box.querySelector("[lang]")).toHaveAttribute("lang", "hy");
  const heading = inBox().getByRole("heading", { level: 1, name: title });
  expect(heading.closest("section")).toHaveTextContent(hy.hero.badge);
  // The claims' figures written out as the build writes them; the hero's picture from English.
  for (const claim of hy.claims) expect(box).toHaveTextContent(spaced(claim.value));
  expect(inBox().getByRole("img", { name: hy.hero.imageAlt })).toHaveAttribute(
    "src",
    en.hero.image.replace(/^\.\/images\//, "/images/"),
  );
  // Around the page's texts: reviews, questions and plans from the snapshot, in Armenian.
  inBox().getByRole("heading", { level: 2, name: hy.testimonials.title });
  inBox().getByRole("heading", { level: 2, name: hy.faq.title });
  const review = snapshot.pages.langs.hy.testimonials[0];
  expect(box).toHaveTextContent(String(review.name));
  const plan = snapshot.langs.hy.copy.plans[0];
  expect(box).toHaveTextContent(String(plan.name));
  expect(box).not.toHaveTextContent(en.hero.title);
});

test("a half-typed home page draws what it can and never throws", async () => {
  // A pane with the hero's title alone: the rest reads as in English until it is typed.
  const title = "Նոր վերնագիր";
  await draw(
    "home",
    entryIn("home", "hy", () => ({ hero: { title } })),
  );
  inBox().getByRole("heading", { level: 1, name: title });
  const en = content.read<Home>("home.json", "en");
  inBox().getByRole("heading", { level: 2, name: en.faq.title });
  // English with the hero's lists emptied out: the hero waits, the other sections are drawn
  // (React reports the hero's error, which the section's boundary holds).
  const reported = jest.spyOn(console, "error").mockImplementation(() => {});
  await draw(
    "home",
    entryIn("home", "en", (data) => {
      data.hero = { title: "Half" };
      data.claims = [{}, null];
    }),
  );
  reported.mockRestore();
  expect(inBox().queryByRole("heading", { level: 1 })).toBeNull();
  inBox().getByRole("heading", { level: 2, name: en.faq.title });
  // Typed again, the hero is drawn again.
  await draw(
    "home",
    entryIn("home", "en", () => undefined),
  );
  inBox().getByRole("heading", { level: 1, name: en.hero.title });
});

test("the contact page in Russian: the edited header, the districts to check and the contacts", async () => {
  const title = "Напишите нам";
  await draw(
    "contact",
    entryIn("contact", "ru", (data) => {
      (data.header as { title: string }).title = title;
    }),
  );
  const ru = content.read<{ form: { title: string }; delivery: { title: string } }>(
    "contact.json",
    "ru",
  );
  expect(box.querySelector("[lang]")).toHaveAttribute("lang", "ru");
  inBox().getByRole("heading", { level: 1, name: title });
  inBox().getByRole("heading", { level: 2, name: ru.form.title });
  inBox().getByRole("heading", { level: 2, name: ru.delivery.title });
  const districts = content.read<{ name: string }[]>("districts.json", "ru");
  for (const d of districts) inBox().getByRole("option", { name: d.name });
  const site = content.read<{ email: string }>("site.json", "ru");
  expect(box).toHaveTextContent(site.email);
});

test("the meal plans page: its tabs switch panels, its plans come from the snapshot", async () => {
  await draw(
    "meal-plans",
    entryIn("meal-plans", "hy", () => undefined),
  );
  type Tab = { label: string; title: string };
  const hy = content.read<{ tabs: Tab[]; included: { title: string }; trial: { title: string } }>(
    "meal-plans.json",
    "hy",
  );
  inBox().getByRole("heading", { level: 2, name: hy.tabs[0].title });
  inBox().getByRole("heading", { level: 2, name: hy.trial.title });
  await userEvent.click(inBox().getByRole("tab", { name: hy.tabs[1].label }));
  inBox().getByRole("heading", { level: 2, name: hy.tabs[1].title });
  expect(inBox().getByRole("tab", { name: hy.tabs[1].label })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(box).toHaveTextContent(hy.included.title);
  // The tabs keep their choice to themselves: the address is the editor's.
  expect(window.location.search).toBe("");
  const single = content.read<{ family: string; priceText: string }[]>("plans.json", "hy");
  expect(box).toHaveTextContent(spaced(single.find((p) => p.family === "single")!.priceText));
});

test("the sign-up page and the legal notice draw their headings and the site's details", async () => {
  const heading = "Join us today";
  await draw(
    "register",
    entryIn("register", "en", (data) => {
      data.heading = heading;
    }),
  );
  inBox().getByRole("heading", { level: 1, name: heading });
  const words = content.read<{ nameLabel: string; emailLabel: string; submit: string }>(
    "register.json",
    "en",
  );
  // The site's own form, which sends nothing here: filled and sent, it stays as it was.
  await userEvent.type(inBox().getByRole("textbox", { name: words.nameLabel }), "Ani");
  await userEvent.type(inBox().getByRole("textbox", { name: words.emailLabel }), "ani@example.am");
  await userEvent.click(inBox().getByRole("button", { name: words.submit }));
  inBox().getByRole("heading", { level: 1, name: heading });
  expect(inBox().getByRole("textbox", { name: words.nameLabel })).toHaveValue("Ani");

  await draw(
    "impressum",
    entryIn("impressum", "hy", () => undefined),
  );
  const hy = content.read<{ title: string; providerHeading: string }>("impressum.json", "hy");
  inBox().getByRole("heading", { level: 1, name: hy.title });
  inBox().getByRole("heading", { level: 2, name: hy.providerHeading });
  const site = content.read<{ legal: { company: string } }>("site.json", "hy");
  expect(box).toHaveTextContent(site.legal.company);
});
