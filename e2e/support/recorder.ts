/*
 * The lead recorder (scripts/lead-recorder.mjs) the `leads` build delivers to: its endpoint
 * is the build's SITE_LEADS (package.json, build:leads, with the same E2E_RECORDER_PORT),
 * its control port says how it answers and what arrived. Playwright starts it with the
 * servers (playwright.config.ts).
 */
export const RECORDER_PORT = Number(process.env.E2E_RECORDER_PORT ?? 9331);
export const RECORDER_CONTROL_PORT = RECORDER_PORT + 1;
export const RECORDER_ORIGIN = `http://127.0.0.1:${RECORDER_PORT}`;
const control = `http://127.0.0.1:${RECORDER_CONTROL_PORT}`;

export type Lead = {
  path: string;
  contentType: string;
  accept: string;
  origin: string;
  body: Record<string, string>;
};
export type Answer = "ok" | "500" | "error" | "hang" | "stall";

async function post(action: string) {
  const response = await fetch(`${control}/${action}`, { method: "POST" });
  if (!response.ok) throw new Error(`lead recorder: ${action} answered ${response.status}`);
}

/** Where Plausible's tracker posts its events, under SITE_ANALYTICS_URL. */
export const EVENTS_PATH = "/api/event";
const all = async (): Promise<Lead[]> => (await fetch(`${control}/leads`)).json();

export const recorder = {
  /** Forget what arrived, answer ok, endpoint up. */
  reset: () => post("reset"),
  answer: (answer: Answer) => post(`answer/${answer}`),
  /** Close the endpoint: the browser's request finds nobody listening. */
  stop: () => post("stop"),
  start: () => post("start"),
  /** The forms' messages (measurement's events aside). */
  leads: async (): Promise<Lead[]> => (await all()).filter((l) => l.path !== EVENTS_PATH),
  /** What measurement sent (the leads build measures to the recorder too). */
  events: async (): Promise<Lead[]> => (await all()).filter((l) => l.path === EVENTS_PATH),
};
