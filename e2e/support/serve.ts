/**
 * How the browser tests start scripts/serve.mjs, beside a folder and a port: brotli at quality
 * 5 rather than 11, a build's files compressed in well under a second rather than about twenty
 * CPU-seconds, for files a few per cent larger, which no test measures.
 */
export const SERVE_OPTIONS = ["--brotli", "5"];
