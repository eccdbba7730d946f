import { fireEvent, render, screen } from "@testing-library/react";
import { CopyProtection } from "../copy-protection";

function renderPage() {
  render(
    <CopyProtection>
      <p>Page text</p>
      <label>
        E-mail
        <input />
      </label>
      <label>
        Message
        <textarea />
      </label>
    </CopyProtection>,
  );
  return {
    text: screen.getByText("Page text"),
    input: screen.getByLabelText("E-mail"),
    textarea: screen.getByLabelText("Message"),
  };
}

/** fireEvent returns false when a listener called preventDefault. */
const blocked = (fired: boolean) => !fired;

test.each(["c", "v", "x", "a", "s", "u"])(
  "Ctrl+%s and Cmd+%s are blocked on page content",
  (key) => {
    const { text } = renderPage();
    expect(blocked(fireEvent.keyDown(text, { key, ctrlKey: true }))).toBe(true);
    expect(blocked(fireEvent.keyDown(text, { key, metaKey: true }))).toBe(true);
    expect(blocked(fireEvent.keyDown(text, { key: key.toUpperCase(), ctrlKey: true }))).toBe(true);
  },
);

test("F12, Ctrl+Shift+I and Ctrl+Shift+J are blocked", () => {
  const { text, input } = renderPage();
  expect(blocked(fireEvent.keyDown(text, { key: "F12" }))).toBe(true);
  expect(blocked(fireEvent.keyDown(input, { key: "F12" }))).toBe(true);
  expect(blocked(fireEvent.keyDown(text, { key: "I", ctrlKey: true, shiftKey: true }))).toBe(true);
  expect(blocked(fireEvent.keyDown(text, { key: "J", ctrlKey: true, shiftKey: true }))).toBe(true);
  expect(blocked(fireEvent.keyDown(text, { key: "I", metaKey: true, shiftKey: true }))).toBe(true);
});

test("ordinary typing and other shortcuts pass", () => {
  const { text } = renderPage();
  expect(blocked(fireEvent.keyDown(text, { key: "c" }))).toBe(false);
  expect(blocked(fireEvent.keyDown(text, { key: "Tab" }))).toBe(false);
  expect(blocked(fireEvent.keyDown(text, { key: "r", ctrlKey: true }))).toBe(false);
});

test("inside inputs and textareas Ctrl/Cmd + A, C, V, X keep working", () => {
  const { input, textarea } = renderPage();
  for (const field of [input, textarea]) {
    for (const key of ["a", "c", "v", "x"]) {
      expect(blocked(fireEvent.keyDown(field, { key, ctrlKey: true }))).toBe(false);
      expect(blocked(fireEvent.keyDown(field, { key, metaKey: true }))).toBe(false);
    }
    expect(blocked(fireEvent.keyDown(field, { key: "u", ctrlKey: true }))).toBe(true);
  }
});

test("context menu, selection and copy are blocked on text, allowed in fields", () => {
  const { text, input, textarea } = renderPage();
  expect(blocked(fireEvent.contextMenu(text))).toBe(true);
  expect(
    blocked(
      fireEvent(text.firstChild!, new Event("selectstart", { bubbles: true, cancelable: true })),
    ),
  ).toBe(true);
  expect(blocked(fireEvent.copy(text))).toBe(true);
  expect(blocked(fireEvent.cut(text))).toBe(true);
  for (const field of [input, textarea]) {
    expect(
      blocked(fireEvent(field, new Event("selectstart", { bubbles: true, cancelable: true }))),
    ).toBe(false);
    expect(blocked(fireEvent.copy(field))).toBe(false);
    expect(blocked(fireEvent.contextMenu(field))).toBe(false);
  }
});
