import type React from "react";
import { cn } from "../../lib/cn";
import { Input, Textarea } from "./input";
import { Label } from "./label";

type Props = { id: string; label: string; wrapperClassName?: string };

/** A labelled one-line field, the label above it. */
export function TextField({
  id,
  label,
  wrapperClassName,
  ...input
}: Props & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={cn("space-y-2", wrapperClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
    </div>
  );
}

/** A labelled text area, the label above it. */
export function TextAreaField({
  id,
  label,
  wrapperClassName,
  ...area
}: Props & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={cn("space-y-2", wrapperClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} {...area} />
    </div>
  );
}
