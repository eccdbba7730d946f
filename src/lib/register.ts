import { REGISTER_DELAY_MS } from "../app/constants";

export type Registration = { name: string; email: string };
/** The step that registers a visitor; rejects when registration fails. */
export type RegisterStep = (entry: Registration) => Promise<void>;

/**
 * The spec's simulated registration: wait, then succeed. Nothing is sent
 * anywhere (the site has no back end); the entry is deliberately unused.
 */
export function simulateRegistration(
  _entry: Registration,
  delay: number = REGISTER_DELAY_MS,
): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delay));
}
