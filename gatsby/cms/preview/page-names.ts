/*
 * The pages whose texts the editor previews as the page itself, by the editor's name of their
 * file (data/home.json is "home"). Shared by the snapshot (the build) and the preview (browser).
 */
export const PAGE_NAMES = ["home", "meal-plans", "contact", "register", "impressum"] as const;
export type PageName = (typeof PAGE_NAMES)[number];
