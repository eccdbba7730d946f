import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { cn } from "../../lib/cn";

// Chromium reads the lowercase attribute; React 18 warns about the camelCase prop.
const highPriority = { fetchpriority: "high" };

type Props = { image: IGatsbyImageData; alt: string; className?: string };

/** The picture above the fold: the largest paint, so it loads at once and first. */
export function HeroImage({ image, alt, className }: Props) {
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      loading="eager"
      {...highPriority}
      className={cn("rounded-3xl shadow-xl ring-1 ring-border", className)}
    />
  );
}
