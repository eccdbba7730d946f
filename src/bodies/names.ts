/*
 * The pages drawn by a body of this folder, by the editor's name of their own file
 * (data/home.json is "home"). The one list: the declarations list these files among the
 * editor's Pages (gatsby/content/data-files.ts), and the editor's preview draws each as the
 * page itself. Nothing here may import build code: the preview's bundle reads it.
 */
export const PAGE_NAMES = ["home", "meal-plans", "contact", "register", "impressum"] as const;
export type PageName = (typeof PAGE_NAMES)[number];
