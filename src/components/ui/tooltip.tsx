import React from "react";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";

type Props = { label: string; children: React.ReactElement };

/**
 * Shows `label` beside an icon-only control on hover and keyboard focus, after
 * the delays set once on the provider in src/app/root.tsx. The control must
 * carry the same name as its aria-label.
 */
export function Tooltip({ label, children }: Props) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
