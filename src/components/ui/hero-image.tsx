import type { IGatsbyImageData } from "gatsby-plugin-image";
import { cn } from "../../lib/cn";
import { Picture } from "./picture";

type Props = { image: IGatsbyImageData; alt: string; className?: string };

/** The picture on a page's first screen: its largest paint, so it loads at once and first. */
export function HeroImage({ image, alt, className }: Props) {
  return (
    <Picture
      image={image}
      alt={alt}
      priority
      className={cn("rounded-3xl shadow-xl ring-1 ring-border", className)}
    />
  );
}
