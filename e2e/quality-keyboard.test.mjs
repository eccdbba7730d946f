// Keyboard gate: on every route and state, in light and dark, Tab reaches the skip link
// first and then every visible control, each with a visible focus indicator; and a
// keyboard-only visitor can operate the skip link, navigation, theme toggle, mobile menu,
// tabs, FAQ accordion and forms.
import { after, before } from "node:test";
import assert from "node:assert/strict";
import { launch, PASSWORD } from "./browser.mjs";
import { gate } from "./gates.mjs";
import { matrix, openRoute, readData, ROUTES } from "./routes.mjs";

const ui = readData("ui.json");
const nav = readData("navigation.json");
const register = readData("register.json");
const contact = readData("contact.json");
const mealPlans = readData("meal-plans.json");
const route = (name) => ROUTES.find((r) => r.name === name);

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** Presses Tab until `locator` has focus; fails after `max` presses. */
async function tabTo(page, locator, max = 80) {
  const target = await locator.elementHandle({ timeout: 5000 });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${locator}`);
}

const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body
      ? {
          tag: el.tagName.toLowerCase(),
          id: el.id,
          text: (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 40),
        }
      : null;
  });

/** Walks the whole page with Tab; returns what was reached, missed, and shown without focus ring. */
async function tabWalk(page) {
  await page.evaluate(() => {
    const visible = (el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return (
        s.visibility !== "hidden" && r.width > 0 && r.height > 0 && !el.closest("[hidden], [inert]")
      );
    };
    const sel =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [contenteditable=true]";
    // A Radix tab list takes focus only to pass it on to its selected tab (roving focus).
    window.__controls = [...document.querySelectorAll(sel)].filter(
      (el) =>
        el.tabIndex >= 0 && !el.disabled && visible(el) && el.getAttribute("role") !== "tablist",
    );
    window.__reached = new Set();
    // Start from the top of the document, as a fresh visitor does: blurring alone leaves
    // the browser's focus starting point at the last clicked control (e.g. a tab).
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
  const steps = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press("Tab");
    const step = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { done: true };
      if (window.__reached.has(el)) return { done: true };
      window.__reached.add(el);
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
      const outlineColor = !/rgba\(.*, 0\)$|transparent/.test(s.outlineColor);
      const ring = s.boxShadow !== "none";
      const r = el.getBoundingClientRect();
      const label = (el.getAttribute("aria-label") || el.textContent || el.name || el.id || "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40);
      return {
        done: false,
        label: `<${el.tagName.toLowerCase()}> "${label}"`,
        href: el.getAttribute("href"),
        inMain: Boolean(el.closest("main, [role=main]")),
        indicator: (outline && outlineColor) || ring,
        onScreen: r.width >= 1 && r.height >= 1 && s.clipPath !== "inset(50%)",
      };
    });
    if (step.done) break;
    steps.push(step);
  }
  const missed = await page.evaluate(() =>
    window.__controls
      .filter((el) => !window.__reached.has(el))
      .map(
        (el) => `<${el.tagName.toLowerCase()}> "${(el.textContent || el.id).trim().slice(0, 40)}"`,
      ),
  );
  return { steps, missed };
}

for (const { route: r, theme } of matrix()) {
  gate(
    `keyboard: ${r.name} (${r.path}) ${theme}: skip link first, every control reached, focus visible`,
    async () => {
      const { page, context } = await openRoute(browser, r, { theme });
      try {
        const { steps, missed } = await tabWalk(page);
        assert.ok(steps.length > 0, "Tab reaches nothing");
        // A skip link is needed where controls (the navigation) come before the content; the
        // gate card and the legal notice start with their content.
        assert.ok(
          steps[0].href === "#content" || steps[0].inMain,
          `the first Tab stop is ${steps[0].label}, neither the skip link nor the content`,
        );
        const hidden = steps.filter((s) => !s.indicator || !s.onScreen).map((s) => s.label);
        assert.deepEqual(hidden, [], "controls focused without a visible focus indicator");
        assert.deepEqual(missed, [], "visible controls Tab never reaches");
      } finally {
        await context.close();
      }
    },
  );
}

gate("keyboard: the skip link moves focus to the main content", async () => {
  const { page, context } = await openRoute(browser, route("home"));
  try {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ui.skipLink });
    assert.ok(await skip.evaluate((el) => el === document.activeElement), "skip link not first");
    const box = await skip.boundingBox();
    assert.ok(box && box.width >= 24 && box.height >= 24, "the focused skip link is not shown");
    await page.keyboard.press("Enter");
    assert.equal((await focused(page))?.id, "content", "focus did not move to <main id=content>");
  } finally {
    await context.close();
  }
});

gate("keyboard: navigation links and the Start Your Journey button work by Enter", async () => {
  const { page, context } = await openRoute(browser, route("home"));
  try {
    const navigation = page.getByRole("navigation", { name: ui.navLabel });
    const plans = nav.find((n) => n.href === "/meal-plans");
    await tabTo(page, navigation.getByRole("link", { name: plans.name, exact: true }).first());
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/meal-plans$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await tabTo(page, navigation.getByRole("link", { name: ui.navCta }).first());
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/register$/);
  } finally {
    await context.close();
  }
});

gate("keyboard: the theme toggle switches the theme by Enter and Space", async () => {
  const { page, context } = await openRoute(browser, route("home"));
  try {
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    await tabTo(page, page.getByRole("button", { name: ui.themeToDark }));
    await page.keyboard.press("Enter");
    assert.equal(await isDark(), true, "Enter did not switch to dark");
    assert.equal((await focused(page))?.text, ui.themeToLight, "the toggle lost focus or label");
    await page.keyboard.press("Space");
    assert.equal(await isDark(), false, "Space did not switch back to light");
  } finally {
    await context.close();
  }
});

gate("keyboard: the mobile menu opens by Enter, is walked by Tab, closes by Escape", async () => {
  const { page, context } = await openRoute(browser, route("home"), { width: 390 });
  try {
    // Found by what it controls: its name changes from open to close.
    const toggle = page.locator("button[aria-controls=mobile-menu]");
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-menu");
    await menu.waitFor({ state: "visible" });
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("Tab");
    assert.ok(
      await page.evaluate(() =>
        document.getElementById("mobile-menu").contains(document.activeElement),
      ),
      "Tab after the toggle does not enter the open menu",
    );
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.equal(
      (await focused(page))?.text,
      ui.menuOpen,
      "Escape did not return focus to the toggle",
    );
    // Open again and follow a link: the menu closes on navigation.
    await page.keyboard.press("Enter");
    const contactItem = nav.find((n) => n.href === "/contact");
    await tabTo(page, menu.getByRole("link", { name: contactItem.name, exact: true }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/contact$/);
    await menu.waitFor({ state: "hidden" });
  } finally {
    await context.close();
  }
});

gate("keyboard: tabs on /meal-plans switch with the arrow keys", async () => {
  const { page, context } = await openRoute(browser, route("meal-plans"));
  try {
    const [ready, kits] = mealPlans.tabs.map((tab) => page.getByRole("tab", { name: tab.label }));
    await tabTo(page, ready);
    assert.equal(
      await ready.getAttribute("aria-selected"),
      "true",
      "ready-to-eat is not the default",
    );
    await page.keyboard.press("ArrowRight");
    // Radix moves focus on the key press; allow its render to settle before judging.
    const moved = await page
      .waitForFunction((el) => el === document.activeElement, await kits.elementHandle(), {
        timeout: 2000,
      })
      .then(() => true)
      .catch(() => false);
    assert.ok(moved, "ArrowRight did not move focus");
    await page.waitForFunction(
      (el) => el.getAttribute("aria-selected") === "true",
      await kits.elementHandle(),
    );
    const panel = page.getByRole("tabpanel");
    assert.equal(await panel.count(), 1, "one visible tab panel");
    assert.equal(await panel.getAttribute("aria-labelledby"), await kits.getAttribute("id"));
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(
      (el) => el.getAttribute("aria-selected") === "true",
      await ready.elementHandle(),
    );
  } finally {
    await context.close();
  }
});

gate("keyboard: the FAQ accordion opens and closes by Enter and Space", async () => {
  const { page, context } = await openRoute(browser, route("home"));
  try {
    const triggers = page.locator("#faq button[aria-expanded]");
    await triggers.first().waitFor({ timeout: 5000 });
    const [first, second] = [triggers.nth(0), triggers.nth(1)];
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    assert.equal(await first.getAttribute("aria-expanded"), "true", "Enter did not open");
    await page.keyboard.press("Enter");
    assert.equal(await first.getAttribute("aria-expanded"), "false", "Enter did not collapse");
    await page.keyboard.press("Space");
    assert.equal(await first.getAttribute("aria-expanded"), "true", "Space did not open");
    await tabTo(page, second);
    await page.keyboard.press("Space");
    assert.equal(
      await second.getAttribute("aria-expanded"),
      "true",
      "Space did not open the second",
    );
    assert.equal(await first.getAttribute("aria-expanded"), "false", "two items open at once");
  } finally {
    await context.close();
  }
});

gate("keyboard: forms: the gate unlocks by typing and Enter", async () => {
  const { page, context } = await openRoute(browser, route("gate"));
  try {
    await tabTo(page, page.getByLabel(ui.gate.passwordLabel));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: ui.navLabel }).waitFor();
  } finally {
    await context.close();
  }
});

gate("keyboard: forms: registering by Tab, typing and Enter", async () => {
  const { page, context } = await openRoute(browser, route("register"));
  try {
    await tabTo(page, page.getByLabel(register.nameLabel));
    await page.keyboard.type("Ani Petrosyan");
    await page.keyboard.press("Tab");
    assert.equal(
      (await focused(page))?.tag,
      "input",
      "Tab from the name does not reach the e-mail",
    );
    await page.keyboard.type("ani@example.am");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor({ timeout: 5000 });
  } finally {
    await context.close();
  }
});

gate(
  "keyboard: forms: the contact form is filled and sent by keyboard, keeping the text",
  async () => {
    const { page, context } = await openRoute(browser, route("contact"));
    try {
      const first = page.getByLabel(contact.form.firstName);
      await tabTo(page, first);
      await page.keyboard.type("Ani");
      await tabTo(page, page.getByLabel(contact.form.message), 10);
      await page.keyboard.type("Do you deliver to Avan?");
      await tabTo(page, page.getByRole("button", { name: contact.form.submit }), 10);
      await page.keyboard.press("Enter");
      await page.getByText(contact.form.notSentTitle).waitFor({ timeout: 5000 });
      assert.match(page.url(), /\/contact$/);
      assert.equal(await first.inputValue(), "Ani", "sending cleared the form");
    } finally {
      await context.close();
    }
  },
);
