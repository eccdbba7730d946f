/** Behaviour constants of the site; copy and prices live in data/. */
export const NAV_SCROLL_THRESHOLD = 20;
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const REGISTER_DELAY_MS = 1000;
/** Routes outside the shared wrapper and the gate. */
export const STANDALONE_ROUTES = ["/impressum"];
/** A form's delivery gives up after this long without an answer (SITE_LEADS on). */
export const LEAD_TIMEOUT_MS = 10_000;
