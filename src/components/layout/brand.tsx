import { LocalLink } from "../ui/local-link";
import { LeafIcon } from "../ui/icons";

export function Brand({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <LocalLink
      to="/"
      className="inline-flex items-center gap-2 text-xl font-extrabold tracking-tight"
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <LeafIcon className="size-5" />
      </span>
      <span className={compact ? "lg:max-xl:sr-only" : undefined}>{name}</span>
    </LocalLink>
  );
}
