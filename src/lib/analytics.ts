/*
 * Cookie-free measurement of the sign-up funnel with Plausible Analytics, off unless the build
 * sets SITE_ANALYTICS=plausible (gatsby/env.ts). Plausible's own tracker from npm, in a chunk of
 * our own JavaScript loaded once the page is idle: no third-party script, nothing stored in
 * the browser, no identifier. A browser asking not to be tracked (Global Privacy Control)
 * sends nothing. Events carry ids and kinds only, never what a visitor typed; the address is
 * sent without its query and fragment (the plan finder's answers live there).
 */

export type AnalyticsConfig =
  | { mode: "off" }
  | {
      mode: "plausible";
      /** Plausible's events endpoint: SITE_ANALYTICS_URL + /api/event. */
      endpoint: string;
      /** The site's domain as Plausible knows it, from SITE_URL. */
      domain: string;
      /** The endpoint is on this machine (the tests' stand-in collector). */
      local: boolean;
    };

/** The funnel's events and the properties each may carry (ids and kinds, nothing typed). */
export type Events = {
  "Plan chosen": { plan: string; from: "card" | "finder" };
  "Plan finder result": { plan: string };
  "Menu filtered": { diet: string; without: string; kind: string };
  "Registration sent": { plan: string; district: string };
  "Delivery details sent": { plan: string; district: string; contact: string };
  "Contact sent": Record<string, never>;
  /** A subscriber's request, counted by its kind only (skip, pause, change, cancel). */
  "Subscription request sent": { request: string };
  "Registration failed": { kind: string };
  "Delivery details failed": { kind: string };
  "Contact failed": { kind: string };
  "Subscription request failed": { kind: string };
};

/** This build's SITE_ANALYTICS, injected by gatsby/webpack.ts; off where nothing injects it. */
export const builtAnalytics = (): AnalyticsConfig =>
  typeof __ANALYTICS__ === "undefined" ? { mode: "off" } : __ANALYTICS__;

type Track = (name: string, options: { props?: Record<string, string> }) => void;
let tracker: Promise<Track | null> | null = null;

/** Whether this visitor's browser asks not to be tracked. */
const declined = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * Starts measuring (page views from then on); once per visit, and only when the build says
 * so. A build without it has no tracker at all: webpack skips the branch under the constant
 * condition, so the import is never seen and no chunk of the tracker is made (an import in a
 * function of its own would still make one, for the minifier to drop only the call).
 */
export function startAnalytics(config: AnalyticsConfig = builtAnalytics()): void {
  if (typeof __ANALYTICS_ON__ !== "undefined" && __ANALYTICS_ON__) {
    if (config.mode === "off" || tracker || declined()) return;
    const { domain, endpoint, local } = config;
    tracker = import("@plausible-analytics/tracker").then(({ init, track }) => {
      init({
        domain,
        endpoint,
        captureOnLocalhost: local,
        logging: false,
        bindToWindow: false,
        customProperties: () => ({ language: document.documentElement.lang }),
        transformRequest: (payload) => ({ ...payload, u: withoutQuery(payload.u) }),
      });
      return track as Track;
    });
  }
}

/** Sends one of the funnel's events (nothing when measurement is off or declined). */
export function trackEvent<E extends keyof Events>(name: E, props: Events[E]): void {
  void tracker?.then((track) => track?.(name, { props: props as Record<string, string> }));
}

/** An address without its query and fragment: what a visitor chose or typed stays here. */
export function withoutQuery(address: string): string {
  try {
    const url = new URL(address);
    return url.origin + url.pathname;
  } catch {
    return address.split(/[?#]/)[0];
  }
}
