import type { LeadFields } from "../lib/leads";

/*
 * Where the visitor is on /register (the welcome card, the delivery step with what was typed,
 * or its summary), kept in the page's own entry of the browser's history: Back to another page
 * and Forward again find it there. The router's own state (its scroll key) is kept beside it.
 * A reload of the page starts again from the form; the step's draft stays in the tab's
 * sessionStorage (useDraft) for the next time it opens.
 */

/** What was typed into a form, by field name: a text as one value, ticked boxes as several. */
export type Typed = Record<string, string[]>;

/** The delivery step: open with what was typed so far, or sent. */
export type StepStage = { open: boolean; typed?: Typed; sent?: LeadFields };

/** The stage after registering: who registered, and the delivery step's own stage. */
export type RegisterStage = { person: LeadFields; step?: StepStage };

const KEY = "register";

type Entry = Record<string, unknown>;
const entryState = (): Entry => {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null ? (state as Entry) : {};
};
const replaceEntry = (state: Entry) =>
  // The same address: only the entry's state changes.
  window.history.replaceState(state, "", window.location.href);

/** Whether this document was loaded by a reload of the address it is still at. */
function reloadedHere(): boolean {
  const [load] = (performance.getEntriesByType?.("navigation") ??
    []) as PerformanceNavigationTiming[];
  return load?.type === "reload" && load.name === window.location.href;
}

let firstRead = true;

/**
 * The stage kept in this history entry, if any. The first read after a reload of this very
 * page forgets it instead: a reload returns to the form.
 */
export function readStage(): RegisterStage | null {
  const reload = firstRead && reloadedHere();
  firstRead = false;
  const { [KEY]: kept, ...rest } = entryState();
  if (reload) {
    if (kept !== undefined) replaceEntry(rest);
    return null;
  }
  return isStage(kept) ? kept : null;
}

/** Keeps the stage in this history entry (null: back to the form). */
export function saveStage(stage: RegisterStage | null): void {
  const state = { ...entryState() };
  delete state[KEY];
  replaceEntry(stage ? { ...state, [KEY]: stage } : state);
}

/** Keeps the delivery step's stage beside the registration already kept. */
export function saveStep(step: StepStage): void {
  const kept = entryState()[KEY];
  if (isStage(kept)) saveStage({ ...kept, step });
}

function isStage(value: unknown): value is RegisterStage {
  if (typeof value !== "object" || value === null) return false;
  const person = (value as { person?: unknown }).person;
  return typeof person === "object" && person !== null;
}

/** For tests: the next read is again the first of a loaded document. */
export function forgetFirstRead(): void {
  firstRead = true;
}
