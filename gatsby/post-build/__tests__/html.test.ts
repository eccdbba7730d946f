/** @jest-environment node */
import { parsePage, serializePage } from "../html";

test("no-break spaces are written as the character, script and style bodies left as they are", () => {
  const html =
    '<html><head><style>a::after{content:"&nbsp;"}</style></head><body>' +
    '<p title="12&nbsp;000">12&nbsp;000&#160;֏</p><script>x="&nbsp;"</script></body></html>';
  const out = serializePage(parsePage("index.html", html));
  expect(out).toContain('<p title="12\u00a0000">12\u00a0000\u00a0֏</p>');
  expect(out).toContain('<style>a::after{content:"&nbsp;"}</style>');
  expect(out).toContain('<script>x="&nbsp;"</script>');
  expect(parsePage("index.html", out).$("p").text()).toBe("12\u00a0000\u00a0֏");
});
