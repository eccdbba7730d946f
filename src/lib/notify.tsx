import type { TypeOptions } from "react-toastify";

type Notice = { title: string; text: string; type?: TypeOptions };

/*
 * react-toastify is loaded on the first notice, not with the page: toasts only ever
 * answer a visitor's action, and the library is about 8 KB of first-load JavaScript
 * (the first-load JavaScript budget). Toasts sent before the container
 * (src/app/toasts.tsx) mounts wait in its queue.
 */
let library: Promise<typeof import("react-toastify")> | null = null;
const waiting = new Set<() => void>();

/** Loads the toast library once; the container mounts as soon as it is asked for. */
export function loadToasts() {
  if (!library) {
    library = import("react-toastify");
    waiting.forEach((mount) => mount());
  }
  return library;
}

/**
 * Calls `mount` once the library is asked for (at once when it was already); returns the
 * function that stops listening.
 */
export function whenToastsLoad(mount: () => void): () => void {
  if (library) mount();
  waiting.add(mount);
  return () => {
    waiting.delete(mount);
  };
}

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
  return loadToasts().then(({ toast }) => {
    toast(<ToastBody title={title} text={text} />, {
      type,
      role: type === "error" ? "alert" : "status",
    });
  });
}
