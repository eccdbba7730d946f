import { z } from "zod";
import { text } from "../../../schema/fields";
import { copy } from "./copy";
import { settings } from "./settings";

/*
 * The menu page's file (menu-page.json): its settings, kept once in data/menu-page.json, then
 * its words in each language. The editor's names for the menu's fixed lists, which other forms
 * (dishes, weeks, allergen words) use too, are here as well.
 */

export { ALLERGEN_CHOICES, DIET_CHOICES, KIND_CHOICES, WEEKDAY_CHOICES } from "./choices";

/** The menu page: its settings (facts) and its words (copy). */
export const menuPage = z.strictObject({ ...settings, ...copy });

/** As pages read it: the cross-contact statement with the kitchen's allergens written out. */
export const menuPageShown = menuPage.extend({ crossContactText: text });
