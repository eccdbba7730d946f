/**
 * Names the inline scripts (src/inline/), React and the browser tests share: attributes on
 * the page, the events between the inline scripts, storage keys and the bots' hidden field.
 * One place, so that a renamed mark cannot leave one of the three behind. The menu's own
 * marks are in ./menu-marks.ts, so that they travel with the menu's page, not with every page.
 */

/** localStorage key of the theme choice ("light" | "dark"). */
export const THEME_KEY = "theme";
/** sessionStorage key of the unlocked gate; read by the pre-paint script too. */
export const UNLOCK_KEY = "hamov-unlocked";
/** sessionStorage key prefix of a form's unsent draft ("draft:register"). */
export const DRAFT_KEY = "draft:";
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
/**
 * On <html> from the pre-paint script on: scripts run here. What needs them and what says
 * they are missing (`data-needs-script`, `data-no-script`) show by it, from the first paint.
 */
export const SCRIPTED = "data-scripted";
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
/** Attribute on a control whose tap is held until the page is hydrated (see src/inline/tap-hold.ts). */
export const TAP_HELD = "data-tap-held";
/** Where the pre-paint script's tap holder leaves the held taps for the replay (src/inline/tap-replay.ts). */
export const HELD_TAPS = "hamovHeldTaps";
/** The hidden field a person never sees and a form-filling bot fills in. */
export const HONEYPOT_FIELD = "bot-field";
