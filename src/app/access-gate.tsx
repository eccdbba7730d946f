import React, { useEffect, useRef, useState } from "react";
import { verifyPassword } from "../lib/password";
import { readStorage, writeStorage } from "../lib/storage";
import { UNLOCK_KEY, UNLOCKED } from "../lib/dom-marks";
import { GateCard } from "./gate-card";

type GateState = "checking" | "locked" | "unlocked";

// Holds the unlock for this page view when sessionStorage is unavailable.
let unlockedInMemory = false;

function readUnlocked(): boolean {
  return unlockedInMemory || readStorage("sessionStorage", UNLOCK_KEY) === "1";
}

export function markUnlocked(): void {
  unlockedInMemory = true;
  writeStorage("sessionStorage", UNLOCK_KEY, "1");
  document.documentElement.setAttribute(UNLOCKED, "");
}

/** For tests: forget the unlock held in memory. */
export function resetGateMemory(): void {
  unlockedInMemory = false;
}

type Props = {
  children: React.ReactNode;
  /** The build's gate; tests pass their own. */
  gate?: typeof __GATE__;
};

/**
 * Until the password is right, the page is replaced by the Protected Area card.
 * The server renders both card and page; CSS keyed on the pre-paint
 * `data-unlocked` attribute shows one of them, so neither flashes. After
 * hydration only the one that applies stays in the DOM. The page keeps its
 * wrapper and its place, so React keeps the server-rendered page instead of
 * building it again when the session turns out to be unlocked.
 */
export function AccessGate({ children, gate = __GATE__ }: Props) {
  const [state, setState] = useState<GateState>("checking");
  const justUnlocked = useRef(false);

  useEffect(() => {
    setState(readUnlocked() ? "unlocked" : "locked");
  }, []);

  // The focused password field is gone: continue at the page's main content.
  useEffect(() => {
    if (state !== "unlocked" || !justUnlocked.current) return;
    justUnlocked.current = false;
    document.getElementById("content")?.focus();
  }, [state]);

  if (!gate.enabled) return <>{children}</>;

  return (
    <>
      {state !== "unlocked" && (
        <div data-gate-card="">
          <GateCard
            landmark={state === "locked"}
            check={(password) => verifyPassword(password, gate)}
            onUnlock={() => {
              markUnlocked();
              justUnlocked.current = true;
              setState("unlocked");
            }}
          />
        </div>
      )}
      {state !== "locked" && <div data-gated-content="">{children}</div>}
    </>
  );
}
