/*
 * The files every page reads: the site's details (site.json), the menu at the top
 * (navigation.json) and the buttons and short texts across the site (ui.json).
 */

export { site, siteShown } from "./details";
export { navigation } from "./navigation";
export { ui } from "./ui";
