import { RENDER_ALL } from "../dom-marks";
import { anchorOf, scrollToSection } from "../scroll";

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

test("anchorOf names the landing-page section of a link, if any", () => {
  expect(anchorOf("/#pricing")).toBe("pricing");
  expect(anchorOf("/#how-it-works")).toBe("how-it-works");
  expect(anchorOf("/")).toBeNull();
  expect(anchorOf("/meal-plans")).toBeNull();
});

test.each([
  [false, "smooth"],
  [true, "auto"],
])("reduced motion %s scrolls %s, records the hash and focuses the section", (reduce, behavior) => {
  setReducedMotion(reduce);
  document.body.innerHTML = `<section id="faq"><h2>FAQ</h2></section>`;
  const section = document.getElementById("faq")!;
  const spy = jest.spyOn(section, "scrollIntoView").mockImplementation(() => {
    // Parts below the first screen are laid out before the jump, so it lands exactly.
    expect(document.documentElement).toHaveAttribute(RENDER_ALL);
  });
  document.documentElement.removeAttribute(RENDER_ALL);
  expect(scrollToSection("faq")).toBe(true);
  expect(spy).toHaveBeenCalledWith({ behavior, block: "start" });
  expect(window.location.hash).toBe("#faq");
  expect(section).toHaveFocus();
});

test("a missing section is reported, so the link navigates instead", () => {
  expect(scrollToSection("nowhere")).toBe(false);
});
