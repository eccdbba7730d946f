import React from "react";
import { LocalLink } from "./local-link";
import type { VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { buttonVariants } from "./button";

type Props = VariantProps<typeof buttonVariants> &
  Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
    to: string;
    children: React.ReactNode;
  };

/** An internal link that looks like a button (every call to action). */
export function ButtonLink({ to, variant, size, className, children, ...rest }: Props) {
  return (
    <LocalLink to={to} className={cn(buttonVariants({ variant, size }), className)} {...rest}>
      {children}
    </LocalLink>
  );
}
