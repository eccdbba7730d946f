import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { cn } from "../../lib/cn";

// Chromium reads the lowercase attribute; React 18 warns about the camelCase prop.
const highPriority = { fetchpriority: "high" };

type Props = { image: IGatsbyImageData; alt: string; className?: string };

/**
 * The picture above the fold: the largest paint, so it loads at once and first, and it
 * shows as soon as it is decoded. gatsby-plugin-image keeps a main image at opacity 0
 * until its script fades it in over the placeholder; here the placeholder colour shows
 * while the file loads and the picture covers it without waiting for any script.
 */
export function HeroImage({ image, alt, className }: Props) {
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      loading="eager"
      {...highPriority}
      className={cn(
        "rounded-3xl shadow-xl ring-1 ring-border [&_[data-main-image]]:opacity-100!",
        className,
      )}
    />
  );
}
