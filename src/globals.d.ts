/** The access gate of this build, injected by gatsby-node.ts (DefinePlugin). */
declare const __GATE__:
  { enabled: false } | { enabled: true; salt: string; iterations: number; hash: string };

/** The pre-paint script (src/inline/pre-paint.ts) compiled to inline code, by gatsby/webpack.ts. */
declare const __PRE_PAINT__: string;

/** A small image imported from code: its URL, or a data URI when Gatsby inlines it. */
declare module "*.svg" {
  const url: string;
  export default url;
}

/** Where the forms deliver (SITE_LEADS), injected by gatsby/webpack.ts (DefinePlugin). */
declare const __LEADS__: import("./lib/lead-fields").LeadsConfig;
declare const __ANALYTICS__: import("./lib/analytics").AnalyticsConfig;
declare const __ANALYTICS_ON__: boolean;
