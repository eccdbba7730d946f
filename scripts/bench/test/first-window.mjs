// What the first round trip carries: the bytes through a page's first screen, as sent.
import assert from "node:assert/strict";
import { test } from "node:test";
import zlib from "node:zlib";
import { bytesThrough, firstWindow } from "../first-window.mjs";

const brotli = (text) =>
  zlib.brotliCompressSync(Buffer.from(text), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
/** How many bytes of the page the first `bytes` of its compressed body decode to. */
const decoded = (body, bytes) =>
  zlib.brotliDecompressSync(body.subarray(0, bytes), {
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
  }).length;
// Text that compresses poorly, so that the later part is most of the compressed page.
let seed = 7;
const noise = (n) =>
  Array.from({ length: n }, () => ((seed = (seed * 48271) % 2147483647) % 36).toString(36)).join(
    "",
  );
const page = (later) =>
  `<!DOCTYPE html><html><head><style>${noise(3000)}</style></head><body><h1>Ա շաբաթ</h1>` +
  `<p>${noise(2000)}</p>${later}<p>${noise(20000)}</p></body></html>`;

test("bytesThrough: the fewest compressed bytes that decode through a given point", () => {
  const text = page("<section>");
  const body = brotli(text);
  const end = Buffer.byteLength(text.slice(0, text.indexOf("<section>")));
  const bytes = bytesThrough(body, end);
  assert.ok(decoded(body, bytes) >= end);
  assert.ok(decoded(body, bytes - 1) < end);
  assert.equal(bytesThrough(body, 0), 0);
});

test("firstWindow: the first screen ends where the page marks a part below it", () => {
  for (const mark of ['<div class="mt-4 below-fold">', '<li data-menu-later="">']) {
    const text = page(mark);
    const body = brotli(text);
    const w = firstWindow({ headerBytes: 1000, body, encoding: "br" });
    assert.equal(w.laterPart, true, mark);
    assert.equal(w.document, 1000 + body.length);
    // The first screen is what decodes before the mark, in bytes (the heading is Armenian).
    const end = Buffer.byteLength(text.slice(0, text.indexOf(mark)));
    assert.equal(w.firstScreen, 1000 + bytesThrough(body, end), mark);
    assert.ok(w.firstScreen < w.document / 2, mark);
  }
});

test("firstWindow: a page without such a mark is all first screen", () => {
  for (const other of ['<div class="below-folded">', "<p>data-menu-later</p>", "<section>"]) {
    const body = brotli(page(other));
    const w = firstWindow({ headerBytes: 900, body, encoding: "br" });
    assert.deepEqual(w, {
      document: 900 + body.length,
      firstScreen: 900 + body.length,
      laterPart: false,
    });
  }
  assert.throws(
    () => firstWindow({ headerBytes: 900, body: Buffer.from("<p>"), encoding: undefined }),
    /uncompressed, not brotli/,
  );
});
