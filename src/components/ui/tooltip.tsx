// Hand-written rather than Radix's Tooltip: beside the accordion and tabs the site already
// loads, @radix-ui/react-tooltip 1.4 adds about 15 KB compressed to the browser's JavaScript
// (its positioning engine), against under 1 KB for this file; the site's tooltips only sit
// above or below their control, and take Radix's delays and skip-delay behaviour.
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../lib/constants";
import { cn } from "../../lib/cn";

// When the last tooltip closed: moving on to the next control within the skip delay
// shows its tooltip at once, as Radix's Tooltip.Provider does (the delays in lib/constants.ts).
let lastClosedAt = -Infinity;

type TriggerProps = {
  onPointerEnter?: React.PointerEventHandler;
  onPointerLeave?: React.PointerEventHandler;
  onFocus?: React.FocusEventHandler;
  onBlur?: React.FocusEventHandler;
  onClick?: React.MouseEventHandler;
};

type Props = {
  label: string;
  /** Which edge of the trigger the tooltip lines up with; "end" near the right edge. */
  align?: "center" | "end";
  children: ReactElement<TriggerProps>;
};

/**
 * Shows `label` below an icon-only control on hover and keyboard focus, after 700 ms
 * (300 ms skip delay). The control must carry the same name as its aria-label. A few
 * lines instead of Radix Tooltip, whose positioning engine cost ~13 KB of first-load
 * JavaScript on every page (the first-load JavaScript budget).
 */
export function Tooltip({ label, align = "center", children }: Props) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && hide();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const trigger = cloneElement(children, {
    onPointerEnter: (e: React.PointerEvent) => {
      children.props.onPointerEnter?.(e);
      if (e.pointerType !== "touch") show();
    },
    onPointerLeave: (e: React.PointerEvent) => {
      children.props.onPointerLeave?.(e);
      hide();
    },
    onFocus: (e: React.FocusEvent) => {
      children.props.onFocus?.(e);
      // Keyboard focus only: a click also focuses, and needs no tooltip.
      if ((e.target as Element).matches?.(":focus-visible")) show();
    },
    onBlur: (e: React.FocusEvent) => {
      children.props.onBlur?.(e);
      hide();
    },
    onClick: (e: React.MouseEvent) => {
      children.props.onClick?.(e);
      hide();
    },
  });

  return (
    <span className="relative inline-flex">
      {trigger}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={cn(
            "pointer-events-none absolute top-full z-50 mt-2 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-background shadow-md",
            align === "end" ? "right-0" : "left-1/2 -translate-x-1/2",
          )}
        >
          {label}
        </span>
      )}
    </span>
  );
}
