import { ToastContainer, toast, type TypeOptions } from "react-toastify";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "./constants";
import { useTheme } from "./theme";

type Notice = { title: string; text: string; type?: TypeOptions };

function ToastBody({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{text}</p>
    </div>
  );
}

/** Shows a toast with a title and a line of text; errors are announced assertively. */
export function notify({ title, text, type = "default" }: Notice): void {
  toast(<ToastBody title={title} text={text} />, {
    type,
    role: type === "error" ? "alert" : "status",
  });
}

export function Toasts() {
  const { theme } = useTheme();
  return (
    <ToastContainer
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS}
      theme={theme}
      position="top-right"
      newestOnTop
    />
  );
}
