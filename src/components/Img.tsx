import type { BuiltImage } from "../../core/content-types.ts";

interface ImgProps {
  image: BuiltImage;
  /** How wide the picture is shown, for the browser to pick a variant (the `sizes` attribute). */
  sizes?: string;
  /** The largest picture of the first screen: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
  /** Empty alt for a picture that only decorates (its caption or heading says the same). */
  decorative?: boolean;
}

/** A content picture with its webp variants and its size reserved, so nothing jumps while it loads. */
export function Img({ image, sizes = "(min-width: 1024px) 50vw, 100vw", priority = false, className, decorative = false }: ImgProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? "" : image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
