/*
 * What only a served page draws, in the editor's preview, which is no page: its structured data
 * for search engines, and the legal notice's own language menu and theme button (a preview is
 * in the pane's language and the editor's theme). Nothing in their place.
 */

export const BusinessJsonLd = () => null;
export const LanguageMenu = () => null;
export const ThemeToggle = () => null;
