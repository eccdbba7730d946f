/**
 * The page background of each colour scheme, for <meta name="theme-color"> and the web
 * manifest. Mirrors --background in src/styles/global.css (a unit test keeps them equal).
 */
export const THEME_COLOR = { light: "#ffffff", dark: "#020617" } as const;
