/** The access gate of this build, injected by gatsby-node.ts (DefinePlugin). */
declare const __GATE__:
  { enabled: false } | { enabled: true; salt: string; iterations: number; hash: string };
