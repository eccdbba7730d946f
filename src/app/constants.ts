/** The specification's behaviour constants; copy and prices live in data/. */
export const NAV_SCROLL_THRESHOLD = 20;
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const REGISTER_DELAY_MS = 1000;
/** localStorage key of the theme choice ("light" | "dark"). */
export const THEME_KEY = "theme";
/** sessionStorage key of the unlocked gate; read by the pre-paint script too. */
export const UNLOCK_KEY = "hamov-unlocked";
/** Routes outside the shared wrapper and the gate. */
export const STANDALONE_ROUTES = ["/impressum"];
/** Attribute on <html>: lay out the whole page (a jump to a section); see src/lib/scroll.ts. */
export const RENDER_ALL = "data-render-all";
/** Attribute on <html> while the pictures below the first screen wait; see src/inline/stylesheet-loader.ts. */
export const PICTURES_WAIT = "data-pictures-wait";
/** The visitor's first of these lays out the whole page and brings in the full stylesheet. */
export const FIRST_INTERACTION = ["scroll", "keydown", "pointerdown", "touchstart"];
/** The event the script loader sends on window when it requests the page's scripts. */
export const FIRST_SCREEN = "hamov:first-screen";
/** Asks the script loader to request the page's scripts at once (a visitor tapped a control). */
export const SCRIPTS_NOW = "hamov:scripts-now";
/** Attribute on <html> (the shell) and on each later part once React has hydrated it. */
export const HYDRATED = "data-hydrated";
/** Marks, in the server's HTML, a part React hydrates later than the shell (a Suspense slice). */
export const LATER = "data-later";
/** Attribute on <html> while the gate's session is unlocked (set before first paint). */
export const UNLOCKED = "data-unlocked";
/**
 * Marks a button that shows and hides its panel (aria-controls) before React is in: the
 * pre-paint script toggles the panel's `hidden` and the button's aria-expanded and label
 * (swapped with this attribute's value) until React has hydrated the button.
 */
export const EARLY_TOGGLE = "data-early-toggle";
/** Attribute on a control whose tap is held until the page is hydrated (see src/inline/tap-replay.ts). */
export const TAP_HELD = "data-tap-held";
/** A form's delivery gives up after this long without an answer (SITE_LEADS on). */
export const LEAD_TIMEOUT_MS = 10_000;
/** The hidden field a person never sees and a form-filling bot fills in. */
export const HONEYPOT_FIELD = "bot-field";
/** sessionStorage key prefix of a form's unsent draft ("draft:register"). */
export const DRAFT_KEY = "draft:";
