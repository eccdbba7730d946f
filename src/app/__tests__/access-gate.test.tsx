import { pbkdf2Sync } from "node:crypto";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content, fill } from "../../../jest/fixtures";
import { AccessGate, resetGateMemory } from "../access-gate";
import { UNLOCK_KEY, UNLOCKED } from "../../lib/dom-marks";
import { Providers } from "../root";
import { Toasts } from "../toasts";

const { ui, site } = content();

const PASSWORD = "open sesame";
const salt = Buffer.from("0123456789abcdef");
// Few iterations keep the test fast; the build uses 200,000.
const gate = {
  enabled: true as const,
  salt: salt.toString("base64"),
  iterations: 1000,
  hash: pbkdf2Sync(PASSWORD, salt, 1000, 32, "sha256").toString("base64"),
};

function renderGate(props: Partial<React.ComponentProps<typeof AccessGate>> = {}) {
  return render(
    <Providers>
      <Toasts />
      <AccessGate gate={gate} {...props}>
        <main id="content" tabIndex={-1}>
          <h1>Secret page</h1>
        </main>
      </AccessGate>
    </Providers>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  resetGateMemory();
  document.documentElement.removeAttribute(UNLOCKED);
});
afterEach(() => jest.restoreAllMocks());

test("a locked visitor sees the gate card and none of the page", async () => {
  renderGate();
  expect(await screen.findByRole("heading", { name: ui.gate.title })).toBeInTheDocument();
  expect(screen.getByLabelText(ui.gate.passwordLabel)).toHaveAttribute("type", "password");
  expect(screen.getByRole("button", { name: ui.gate.button })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: ui.gate.impressumLink })).toHaveAttribute(
    "href",
    "/impressum",
  );
  expect(screen.getByText(ui.gate.note)).toBeInTheDocument();
  expect(screen.queryByText("Secret page")).not.toBeInTheDocument();
});

test("a wrong password shows the error toast, clears the field and keeps focus there", async () => {
  const user = userEvent.setup();
  renderGate();
  const field = await screen.findByLabelText(ui.gate.passwordLabel);
  await user.type(field, "guess{Enter}");
  const toast = await screen.findByRole("alert");
  expect(toast).toHaveTextContent(ui.gate.wrongTitle);
  expect(toast).toHaveTextContent(ui.gate.wrongText);
  await waitFor(() => expect(field).toHaveValue(""));
  expect(field).toHaveFocus();
  expect(screen.queryByText("Secret page")).not.toBeInTheDocument();
  expect(sessionStorage.getItem(UNLOCK_KEY)).toBeNull();
});

test("the right password (Enter submits) shows the welcome toast with the brand and the page", async () => {
  const user = userEvent.setup();
  renderGate();
  await user.type(await screen.findByLabelText(ui.gate.passwordLabel), `${PASSWORD}{Enter}`);
  expect(await screen.findByRole("heading", { name: "Secret page" })).toBeInTheDocument();
  const toast = await screen.findByRole("status");
  expect(toast).toHaveTextContent(ui.gate.grantedTitle);
  expect(toast).toHaveTextContent(fill(ui.gate.grantedText, { brand: site.brand }));
  expect(screen.queryByRole("heading", { name: ui.gate.title })).not.toBeInTheDocument();
  expect(sessionStorage.getItem(UNLOCK_KEY)).toBe("1");
  expect(document.documentElement).toHaveAttribute(UNLOCKED);
  expect(screen.getByRole("main")).toHaveFocus();
});

test("a session already unlocked shows the page straight away", async () => {
  sessionStorage.setItem(UNLOCK_KEY, "1");
  renderGate();
  expect(await screen.findByRole("heading", { name: "Secret page" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: ui.gate.title })).not.toBeInTheDocument();
});

test("without usable sessionStorage the unlock still holds for this page view", async () => {
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("blocked", "SecurityError");
  });
  const user = userEvent.setup();
  const { unmount } = renderGate();
  await user.type(await screen.findByLabelText(ui.gate.passwordLabel), `${PASSWORD}{Enter}`);
  expect(await screen.findByRole("heading", { name: "Secret page" })).toBeInTheDocument();
  expect(sessionStorage.getItem(UNLOCK_KEY)).toBeNull();
  // A client-side navigation mounts the gate again: still unlocked.
  unmount();
  renderGate();
  expect(await screen.findByRole("heading", { name: "Secret page" })).toBeInTheDocument();
});

test("a build without the gate renders the page and no card", () => {
  renderGate({ gate: { enabled: false } });
  expect(screen.getByRole("heading", { name: "Secret page" })).toBeInTheDocument();
  expect(screen.queryByLabelText(ui.gate.passwordLabel)).not.toBeInTheDocument();
});
