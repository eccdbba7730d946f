/*
 * Webpack loader for Plausible's tracker (@plausible-analytics/tracker, pinned in
 * package.json). Its init() always wires up click and submit listeners for features this
 * site leaves off (outbound links, file downloads, form submissions, events named by CSS
 * classes); the site sends its own events by name. Dropping that one call lets the minifier
 * remove the code behind it, about a third of the tracker. A new tracker version that no
 * longer has the call fails the build here rather than shipping the code unnoticed.
 */
const CALL = "r.autoCapturePageviews&&$(track),A(),";

module.exports = function trimTracker(source) {
  if (!source.includes(CALL))
    throw new Error(
      "@plausible-analytics/tracker changed: its init() no longer reads " +
        `"${CALL}". Check what it wires up and update gatsby/tracker-trim.cjs.`,
    );
  return source.replace(CALL, "r.autoCapturePageviews&&$(track),");
};
