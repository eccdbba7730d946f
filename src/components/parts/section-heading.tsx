import { cn } from "../../lib/cn";

type Props = { id: string; title: string; text?: string; className?: string };

/** The centred h2 and lead line that open each landing section (`id` labels the section). */
export function SectionHeading({ id, title, text, className }: Props) {
  return (
    <div className={cn("mx-auto max-w-2xl space-y-3 text-center", className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {text && <p className="text-lg text-pretty text-muted-foreground">{text}</p>}
    </div>
  );
}
