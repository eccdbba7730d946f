import { expect, hydrated, test } from "../support/fixtures";

/*
 * The default build measures nothing and calls no one: every request a visitor's browser
 * makes goes to the site itself (no analytics, fonts or scripts from elsewhere).
 */
test("the default build makes no request to any other origin", async ({ open }) => {
  const { page } = await open({ width: 390, height: 844 });
  const own = new URL(test.info().project.use.baseURL!).origin;
  const elsewhere: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol !== "data:" && url.origin !== own) elsewhere.push(req.url());
  });
  for (const path of ["/", "/meal-plans", "/menu", "/plan-finder?start=try", "/register"]) {
    await page.goto(path, { waitUntil: "load" });
    await hydrated(page);
    // Scrolled to the end, so that what loads late loads too.
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState("networkidle");
  }
  expect(elsewhere).toEqual([]);
});
