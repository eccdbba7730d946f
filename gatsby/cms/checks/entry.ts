import "./jitless";
import { validateDataDir } from "../../content/check";
import { setFiles } from "./memory-fs";
import { markPickLists, marksByName } from "./pick-marks";
import {
  CHECK_FIELD,
  draftFile,
  remembering,
  toldIn,
  verdict,
  type Draft,
  type Texts,
  type Verdict,
} from "./verdict";

/*
 * admin/checks.js, in the editor: the build's content checks on the entry being edited, before
 * it is saved. A field of its own at the top of each form (CHECK_FIELD) lists what the build
 * would refuse; what this edit would break makes Save refuse with that list, what was broken
 * before is listed and the save goes on. It also keys a new dish after its English name (the
 * file's name, made unique by the editor), and remembers what was saved in this session, so
 * that the checks and the previews know a dish added a minute ago before the site is built
 * again.
 */

type Immutable = {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  setIn(path: string[], value: unknown): Immutable;
  deleteIn(path: string[]): Immutable;
  hasIn(path: string[]): boolean;
  toJS(): unknown;
};
type Words = Record<string, string>;
type ControlProps = { entry?: Immutable; field: Immutable };
type Instance = {
  props: ControlProps;
  state: { told?: { caused: string[]; already: string[] }; busy?: boolean };
  setState(state: Instance["state"], done?: () => void): void;
  timer?: ReturnType<typeof setTimeout>;
  /** isValid's waits for a render, ended too when the field goes before it comes. */
  waits?: Set<() => void>;
};
type Editor = {
  registerFieldType(name: string, control: unknown): void;
  registerEventListener(listener: {
    name: string;
    handler: (args: { entry: Immutable }) => unknown;
  }): void;
};
/** What the editor's script puts on window: its API, and its React's class and element makers. */
const editor = window as unknown as {
  CMS: Editor;
  createClass: (spec: Record<string, unknown>) => unknown;
  h: (...args: unknown[]) => unknown;
};
const h = (...args: unknown[]) => editor.h(...args);

const SAVED = "hamov-editor-saved";
const ROOT = "/site";

/** data/ as this build (or `npm run cms`, fresh from the disk) has it. */
const published: Promise<Texts> = fetch("/admin/content.json", { cache: "no-store" })
  .then((r) => r.json() as Promise<Texts>)
  .catch(() => ({}));

/** Files saved in this browser session (the published content is older on the host). */
function savedHere(): Texts {
  try {
    return JSON.parse(sessionStorage.getItem(SAVED) ?? "{}") as Texts;
  } catch {
    return {};
  }
}

export async function currentTexts(): Promise<Texts> {
  return { ...(await published), ...savedHere() };
}

const validate = remembering((texts: Texts) => {
  setFiles(Object.fromEntries(Object.entries(texts).map(([k, v]) => [`${ROOT}/${k}`, v])));
  return validateDataDir(`${ROOT}/data`, undefined, "data", undefined, { warn: () => {} });
});

/** A picture uploaded in the form is a blob: address until saved; it is checked by its name. */
function withUploads(draft: Draft, media: { url?: string; name?: string }[], texts: Texts) {
  const added: Texts = {};
  const walk = (v: unknown): unknown => {
    if (typeof v === "string" && v.startsWith("blob:")) {
      const name = media.find((m) => m.url === v)?.name ?? "upload.jpg";
      const file = name.toLowerCase().replace(/[^a-z0-9.]+/g, "-");
      added[`data/images/${file}`] = "";
      return `./images/${file}`;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { draft: walk(draft) as Draft, texts: { ...texts, ...added } };
}

/** The verdict on the entry of a form, in the interface's language (the config's words). */
async function judge(entry: Immutable, lang: "en" | "ru") {
  const raw = entry.toJS() as Draft & { mediaFiles?: { url?: string; name?: string }[] };
  const { draft, texts } = withUploads(raw, raw.mediaFiles ?? [], await currentTexts());
  const made = draftFile(draft, texts);
  if (!made) return null;
  const found: Verdict = verdict(texts, made.file, made.text, validate);
  const unsaved = canonical(texts[made.file]) !== canonical(made.text);
  return { ...toldIn(found, lang, { ...texts, [made.file]: made.text }), unsaved };
}

/** The same JSON whatever its keys' order (a form's draft against the file it was read from). */
const canonical = (text: string | undefined): string => {
  if (text === undefined) return "";
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  try {
    return JSON.stringify(sort(JSON.parse(text)));
  } catch {
    return text;
  }
};

/**
 * Whether the open form holds changes not saved, and the question to ask before leaving it:
 * the editor drops a form's changes without a word when its back arrow is pressed or the page
 * is left, and keeps no draft of them when it works on a local folder.
 */
const guard: { unsaved: boolean; question: string } = { unsaved: false, question: "" };
document.addEventListener(
  "click",
  (event) => {
    const target = event.target as Element | null;
    if (!guard.unsaved || !target?.closest("button.back")) return;
    if (window.confirm(guard.question)) {
      guard.unsaved = false;
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  },
  true,
);
window.addEventListener("beforeunload", (event) => {
  if (guard.unsaved) event.preventDefault();
});

/** The form's pane: the default language's (the other panes show the same field greyed). */
const isFirstPane = (entry: Immutable | undefined) => {
  const others = (entry?.get("i18n") as Immutable | undefined)?.toJS() as object | undefined;
  return !others || !Object.keys(others).includes("en");
};

const Checks = editor.createClass({
  getInitialState: () => ({ busy: true }),
  componentDidMount(this: Instance & { run(): void }) {
    this.run();
  },
  componentDidUpdate(this: Instance & { run(): void }, prev: ControlProps) {
    if (prev.entry === this.props.entry) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), 400);
  },
  componentWillUnmount(this: Instance) {
    clearTimeout(this.timer);
    for (const done of this.waits ?? []) done();
    guard.unsaved = false;
  },
  async run(this: Instance) {
    const { entry, field } = this.props;
    if (!entry || !isFirstPane(entry)) return;
    const lang = field.get("lang") === "ru" ? "ru" : "en";
    const told = await judge(entry, lang);
    guard.unsaved = Boolean(told?.unsaved);
    guard.question = ((field.get("words") as Immutable).toJS() as Words).leave;
    this.setState({ told: told ?? { caused: [], already: [] }, busy: false });
    return told;
  },
  async isValid(this: Instance & { run(): Promise<{ caused: string[] } | null> }) {
    // The editor asks just after handing React the form's newest values, which reach this
    // field's props in a render React has not done yet (on a busy computer, seconds later).
    // An update queued now is part of that render or a later one: its callback means the props
    // are current. Judged on the old ones, a picture just inserted read as missing, and Save
    // kept refusing, since the editor asks again only when a value changes; and a slip typed
    // just before Save could go through, judged on the figures before it. A field unmounted
    // meanwhile renders no more: that ends the wait too. Should neither come, Save is judged
    // after 20 seconds rather than never.
    let rendered = () => {};
    const wait = new Promise<void>((done) => (rendered = done));
    (this.waits ??= new Set()).add(rendered);
    this.setState({}, rendered);
    await Promise.race([wait, new Promise((done) => setTimeout(done, 20_000))]);
    this.waits.delete(rendered);
    const told = await this.run();
    const words = (this.props.field.get("words") as Immutable).toJS() as Words;
    if (!told?.caused.length) return true;
    return { error: { message: `${words.refused} ${told.caused.join(" · ")}` } };
  },
  render(this: Instance) {
    const { entry, field } = this.props;
    if (!isFirstPane(entry)) return null;
    const words = (field.get("words") as Immutable).toJS() as Words;
    const { told, busy } = this.state;
    if (busy || !told) return h("p", { role: "status" }, words.checking);
    const list = (items: string[]) =>
      h(
        "ul",
        { style: { margin: "0.25rem 0 0.75rem", paddingLeft: "1.25rem" } },
        ...items.map((p, i) => h("li", { key: i }, p)),
      );
    return h(
      "div",
      { role: "status", "data-content-checks": "" },
      told.caused.length === 0 && told.already.length === 0 ? h("p", null, words.ok) : null,
      told.caused.length ? h("p", null, h("strong", null, words.refused)) : null,
      told.caused.length ? list(told.caused) : null,
      told.already.length ? h("p", null, words.already) : null,
      told.already.length ? list(told.already) : null,
    );
  },
});

editor.CMS.registerFieldType("content-check", Checks);

// A new dish is keyed after its English name: the editor names its file so (made unique), and
// the dish's key, which the build reads, is that file's name.
editor.CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    let out = entry;
    let changed = false;
    if (
      entry.get("collection") === "dishes" &&
      entry.getIn(["data", "slug"]) !== entry.get("slug")
    ) {
      out = out.setIn(["data", "slug"], entry.get("slug"));
      changed = true;
    }
    if (out.hasIn(["data", CHECK_FIELD])) {
      out = out.deleteIn(["data", CHECK_FIELD]);
      changed = true;
    }
    return changed ? out : undefined;
  },
});

// What was saved, as it now is in the repository (the checks and previews read it).
editor.CMS.registerEventListener({
  name: "postSave",
  handler: async ({ entry }) => {
    guard.unsaved = false;
    const draft = { ...(entry.toJS() as Draft), newRecord: false };
    const made = draftFile(draft, await currentTexts());
    if (!made) return;
    try {
      sessionStorage.setItem(SAVED, JSON.stringify({ ...savedHere(), [made.file]: made.text }));
      readMarks();
    } catch {
      // Storage full or unavailable: the checks read the published content only.
    }
  },
});

// Each dish of a pick-list with the diets it suits, in the interface's language (the editor
// loads the Russian forms when its interface speaks Russian: boot.js).
let marks = new Map<string, string>();
const lang = document
  .querySelector('link[rel="cms-config-url"]')
  ?.getAttribute("href")
  ?.includes(".ru.")
  ? "ru"
  : "en";
const readMarks = () =>
  void currentTexts().then((texts) => {
    marks = marksByName(texts, lang);
  });
readMarks();
markPickLists(() => marks);
