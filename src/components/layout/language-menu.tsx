import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useEscapeCloses } from "../../hooks/use-escape-closes";
import { useSiteData } from "../../hooks/use-site-data";
import { cn } from "../../lib/cn";
import { LANGUAGES } from "../../lib/languages";
import { Button } from "../ui/button";
import { GlobeIcon } from "../ui/icons";
import { LanguageLinks } from "./language-links";

/**
 * The language switcher of the bar: a button naming the page's language that shows the
 * links to the page in every language (a disclosure: Escape or a click elsewhere closes it).
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { lang, path, ui } = useSiteData();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = LANGUAGES.find((l) => l.code === lang)!;

  const close = useCallback(() => setOpen(false), []);

  useEffect(close, [path, close]);
  useEscapeCloses(open, close, button);
  // A click anywhere else closes it too.
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, close]);

  return (
    <div ref={root} className={cn("relative", className)}>
      <Button
        ref={button}
        variant="ghost"
        className="px-2.5"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon className="size-5" />
        <span className="sr-only">{ui.languageNow} </span>
        <span lang={lang} className="max-xl:sr-only">
          {current.name}
        </span>
      </Button>
      <div
        id={panelId}
        role="group"
        aria-label={ui.languageLabel}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg"
      >
        <LanguageLinks
          className="flex flex-col"
          linkClassName="w-full rounded-md px-3 py-2 text-sm hover:bg-muted"
          onNavigate={close}
        />
      </div>
    </div>
  );
}
