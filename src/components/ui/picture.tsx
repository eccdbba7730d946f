import type { IGatsbyImageData } from "gatsby-plugin-image";
import { cn } from "../../lib/cn";

// Chromium reads the lowercase attribute; React 18 warns about the camelCase prop.
const highPriority = { fetchpriority: "high" };

// gatsby-plugin-image writes srcset candidates one per line.
const oneLine = (srcSet?: string) => srcSet?.replace(/\n/g, "");

type Props = {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** The first screen's largest picture: requested at once and first. Others load as they near the screen. */
  priority?: boolean;
};

/**
 * A picture gatsby-plugin-image made at build time (AVIF, and JPEG for browsers without it,
 * each in the widths its query asks for) as plain HTML, which React hydrates like any other
 * element. The box has the picture's proportions (width and height) and its dominant colour
 * until the file arrives, and grows to at most the picture's own width.
 *
 * Not `<GatsbyImage>`: that one renders its pictures to strings in the browser, so every
 * page fetched and ran react-dom/server (15 KB compressed) after hydration, and it needs a
 * script per page to show a lazy picture.
 */
export function Picture({ image, alt, className, priority = false }: Props) {
  const { width, height, images, backgroundColor } = image;
  const { fallback, sources = [] } = images;
  const sizes = fallback?.sizes;
  return (
    <div className={cn("overflow-hidden", className)} style={{ maxWidth: width, backgroundColor }}>
      <picture>
        {sources.map((source) => (
          <source
            key={source.type ?? source.media}
            type={source.type}
            media={source.media}
            srcSet={oneLine(source.srcSet)}
            sizes={source.sizes ?? sizes}
          />
        ))}
        <img
          src={fallback?.src}
          srcSet={oneLine(fallback?.srcSet)}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          {...(priority ? highPriority : {})}
          className="block h-auto w-full"
        />
      </picture>
    </div>
  );
}
