/**
 * Where the icons and the web manifest are published. gatsby/icons.ts renders them
 * from data/images/logo.svg at build time; Seo links them from every page.
 */
export const ICON_FILES = {
  svg: "/favicon.svg",
  ico: "/favicon.ico",
  png: [
    { path: "/favicon-32x32.png", size: 32 },
    { path: "/icons/icon-192.png", size: 192 },
    { path: "/icons/icon-512.png", size: 512 },
  ],
  /** Full-bleed (no transparent corners): iOS fills transparency with black. */
  appleTouch: { path: "/apple-touch-icon.png", size: 180 },
  maskable: { path: "/icons/maskable-512.png", size: 512 },
  manifest: "/manifest.webmanifest",
} as const;
