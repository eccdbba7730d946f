import React from "react";
import { cn } from "../../lib/cn";

type Props = {
  title: string;
  text: string;
  /** Anything shown under the text, such as a tab switcher. */
  children?: React.ReactNode;
  className?: string;
};

/** The top of an inner page: its one h1 and an introduction, on a soft emerald wash. */
export function PageHeader({ title, text, children, className }: Props) {
  return (
    <header
      className={cn(
        "-mt-16 bg-linear-to-b from-secondary/70 to-background px-4 pt-30 pb-10 sm:px-6 sm:pt-36",
        className,
      )}
    >
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{text}</p>
        {children}
      </div>
    </header>
  );
}
