// What a phone's first round trip carries of each page. A new connection delivers about
// 14,600 bytes (ten TCP segments) in its first round trip, response headers included, and
// Chromium parses and paints the HTML as it arrives. So the figure that decides whether a page
// can paint its first screen from the first round trip is the compressed bytes that decode to
// the end of the first screen's markup, with the headers: not the whole HTML, which is what
// Lighthouse's simulated throttling waits for.
import http from "node:http";
import zlib from "node:zlib";

/** What a new connection carries in its first round trip: ten segments of 1,460 bytes. */
export const FIRST_ROUND_TRIP = 10 * 1460;

/**
 * Where a page's first screen ends: the first part the page itself marks as below it (the
 * `.below-fold` sections, rendered only when they come near, and the menu's cards after the
 * first ones, `data-menu-later`). A page without such parts is all first screen.
 */
const LATER_PART =
  /<[a-z][a-z0-9]*\b[^>]*?\s(?:class="(?:[^"]*\s)?below-fold[\s"]|data-menu-later[\s=/>])/;

const decodedLength = (body, bytes) =>
  zlib.brotliDecompressSync(body.subarray(0, bytes), {
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
  }).length;

/** The fewest bytes of the brotli `body` that decode to at least `end` bytes of the page. */
export function bytesThrough(body, end) {
  let [lo, hi] = [0, body.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (decodedLength(body, mid) >= end) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * A response as sent: the size of its status line and headers, and its body as compressed.
 * `url` is fetched asking for brotli, as a phone does.
 */
export function fetchAsSent(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const status = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`;
          let headerBytes = Buffer.byteLength(status) + 2;
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
          const encoding = res.headers["content-encoding"];
          resolve({ headerBytes, body: Buffer.concat(chunks), encoding });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * Of one page as sent, with its headers: the whole document, and its first screen (the
 * compressed bytes through the first screen's markup); and whether the page marks a later part.
 */
export function firstWindow({ headerBytes, body, encoding }) {
  if (encoding !== "br") throw new Error(`the page came ${encoding ?? "uncompressed"}, not brotli`);
  const html = zlib.brotliDecompressSync(body);
  const text = html.toString("utf8");
  const later = LATER_PART.exec(text);
  const end = later ? Buffer.byteLength(text.slice(0, later.index)) : html.length;
  return {
    document: headerBytes + body.length,
    firstScreen: headerBytes + bytesThrough(body, end),
    laterPart: Boolean(later),
  };
}

/** firstWindow() of the page at `url`. */
export async function measureFirstWindow(url) {
  return firstWindow(await fetchAsSent(url));
}
