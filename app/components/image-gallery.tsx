import { useRef, useState } from "react";
import { useTexts } from "#app/lib/texts";
import type { ImageRef } from "#common/media";
import { propertyPageTexts } from "#common/texts/property-page";
import { ListingImage } from "./listing-image";

type Props = { images: ImageRef[]; title: string };

const SIZES = "(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw";

// A native scroll-snap strip: swiping works without any script, and the few lines below
// only add the arrows and the counter. The box has a fixed aspect ratio so nothing moves
// while pictures arrive; only the first picture is fetched eagerly.
export function ImageGallery({ images, title }: Props) {
  const propertyPage = useTexts(propertyPageTexts);
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const frame = "relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 sm:aspect-[16/9]";

  if (images.length === 0) {
    return (
      <div className={frame}>
        <ListingImage image={null} alt={title} sizes={SIZES} className="h-full w-full" />
      </div>
    );
  }

  function onScroll() {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.min(images.length - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))));
  }

  function go(delta: number) {
    const element = strip.current;
    if (!element) return;
    const target = (current + delta + images.length) % images.length;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: target * element.clientWidth, behavior: reduced ? "auto" : "smooth" });
  }

  const arrow =
    "absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white";

  return (
    <div
      // The strip scrolls inside the frame, which would clip its focus ring: the frame draws it.
      className={`${frame} has-[>ul:focus-visible]:outline-2 has-[>ul:focus-visible]:outline-offset-2 has-[>ul:focus-visible]:outline-brand-700`}
      role="region"
      aria-roledescription="carrousel"
      aria-label={propertyPage.galleryLabel}
    >
      <ul
        ref={strip}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={propertyPage.galleryLabel}
        className="flex h-full snap-x snap-mandatory overflow-x-auto focus-visible:outline-none overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, index) => (
          <li key={image.key} className="h-full w-full shrink-0 snap-center">
            <ListingImage
              image={image}
              alt={propertyPage.photoAlt(title, index + 1)}
              sizes={SIZES}
              priority={index === 0}
              className="h-full w-full"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className={`${arrow} left-3`}
            aria-label={propertyPage.previousImage}
            onClick={() => go(-1)}
          >
            <svg
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12.5 4 6.5 10l6 6" />
            </svg>
          </button>
          <button
            type="button"
            className={`${arrow} right-3`}
            aria-label={propertyPage.nextImage}
            onClick={() => go(1)}
          >
            <svg
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m7.5 4 6 6-6 6" />
            </svg>
          </button>
          <span
            className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white"
            aria-live="polite"
          >
            {propertyPage.imageCounter(current + 1, images.length)}
          </span>
        </>
      )}
    </div>
  );
}
