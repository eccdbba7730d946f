import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "../lib/constants";
import { loadToasts, whenToastsLoad } from "../lib/notify";
import { useTheme } from "../hooks/use-theme";

const ToastContainer = lazy(() =>
  loadToasts().then((module) => ({ default: module.ToastContainer })),
);

/** The one toast container; it mounts once the first notice loads the library. */
export function Toasts() {
  const { theme } = useTheme();
  const [active, setActive] = useState(false);
  useEffect(() => whenToastsLoad(() => setActive(true)), []);
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
