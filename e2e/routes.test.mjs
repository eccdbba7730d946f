import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const routes = [
  ["/", "Healthy Meals Made Simple"],
  ["/meal-plans", null],
  ["/contact", null],
  ["/register", null],
  ["/impressum", "Impressum"],
];

for (const [path, heading] of routes) {
  test(`${path} answers 200 and shows its page heading`, async () => {
    const { page, context, errors } = await openPage(browser);
    const response = await visit(page, path);
    assert.equal(response.status(), 200);
    const h1 = page.getByRole("heading", { level: 1 });
    assert.equal(await h1.count(), 1);
    if (heading) assert.match(await h1.innerText(), new RegExp(heading));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("an unknown path answers 404 and shows Page Not Found with a link home", async () => {
  const { page, context } = await openPage(browser);
  const logs = [];
  page.on("console", (msg) => logs.push(msg.text()));
  const response = await visit(page, "/no-such-page");
  assert.equal(response.status(), 404);
  await page.getByRole("heading", { name: /404.*Page Not Found/ }).waitFor();
  assert.equal(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href"), "/");
  assert.ok(
    logs.some((l) => l.includes("/no-such-page")),
    "the missing path is logged",
  );
  await context.close();
});
