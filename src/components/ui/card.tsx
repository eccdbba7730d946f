import React from "react";
import { cn } from "../../lib/cn";

type DivProps = React.HTMLAttributes<HTMLDivElement>;

/** A bordered panel; callers add its shadow (`shadow-sm`, or `shadow-lg` to lift it). */
export function Card({ className, ...props }: DivProps) {
  return (
    <div className={cn("rounded-2xl border bg-card text-card-foreground", className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

type TitleProps = React.HTMLAttributes<HTMLHeadingElement> & {
  as?: "h1" | "h2" | "h3" | "h4" | "p";
  size?: "md" | "lg";
};

export function CardTitle({ as: Tag = "h3", size = "md", className, ...props }: TitleProps) {
  const text = size === "lg" ? "text-2xl" : "text-xl";
  return <Tag className={cn(text, "leading-tight font-bold", className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return <div className={cn("flex items-center p-6 pt-0", className)} {...props} />;
}
