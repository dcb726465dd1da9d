import { imageSrcSet, imageUrl, type ImageRef } from "#common/media";

type Props = {
  image: ImageRef | null;
  alt: string;
  /** The 'sizes' attribute: how wide the picture is drawn. */
  sizes: string;
  className?: string;
  /** The first visible picture of a page: fetched eagerly, with high priority. */
  priority?: boolean;
  /**
   * Visible without scrolling on a wider screen, not on a phone's: fetched at once, at the
   * browser's own priority, so that on a phone the first picture has the bandwidth.
   */
  eager?: boolean;
};

/** A stored picture with srcset, or the illustrated placeholder when a listing has none. */
export function ListingImage({ image, alt, sizes, className = "", priority = false, eager = false }: Props) {
  if (!image) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-sun-400/40 ${className}`}
      >
        <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" className="text-brand-700/60">
          <path fill="currentColor" d="M32 10 6 30h6v22h16V38h8v14h16V30h6z" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={imageUrl(image, 640)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
