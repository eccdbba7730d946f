import { lazy, Suspense, useEffect, useState } from "react";
import type { TypeOptions } from "react-toastify";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "./constants";
import { useTheme } from "./theme";

type Notice = { title: string; text: string; type?: TypeOptions };

/*
 * react-toastify is loaded on the first notice, not with the page: toasts only ever
 * answer a visitor's action, and the library is about 8 KB of first-load JavaScript
 * (the first-load JavaScript budget). Toasts sent before the container mounts wait in
 * its queue.
 */
let library: Promise<typeof import("react-toastify")> | null = null;
const waiting = new Set<() => void>();

function loadLibrary() {
  if (!library) {
    library = import("react-toastify");
    waiting.forEach((mount) => mount());
  }
  return library;
}

const ToastContainer = lazy(() =>
  loadLibrary().then((module) => ({ default: module.ToastContainer })),
);

function ToastBody({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{text}</p>
    </div>
  );
}

/** Shows a toast with a title and a line of text; errors are announced assertively. */
export function notify({ title, text, type = "default" }: Notice): Promise<void> {
  return loadLibrary().then(({ toast }) => {
    toast(<ToastBody title={title} text={text} />, {
      type,
      role: type === "error" ? "alert" : "status",
    });
  });
}

/** The one toast container; it mounts once the first notice loads the library. */
export function Toasts() {
  const { theme } = useTheme();
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (library) setActive(true);
    const mount = () => setActive(true);
    waiting.add(mount);
    return () => {
      waiting.delete(mount);
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        limit={TOAST_LIMIT}
        autoClose={TOAST_DURATION_MS}
        theme={theme}
        position="top-right"
        newestOnTop
      />
    </Suspense>
  );
}
