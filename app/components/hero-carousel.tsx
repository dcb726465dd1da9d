import { useEffect, useState, useSyncExternalStore } from "react";
import { useTexts } from "#app/lib/texts";
import { homePageTexts } from "#common/texts/home-page";

// The hero's background: five light SVG illustrations (about 1.5 kB each, in public/hero)
// cross-faded by opacity only, so advancing never moves the layout. The first slide is in
// the server's HTML; the timer starts after hydration.
export const SLIDE_INTERVAL_MS = 2000;

// Each slide's name is its id's text (homePage.slides).
const slides = [
  { id: "heritage", src: "/hero/heritage.svg", color: "#9a3412" },
  { id: "vehicles", src: "/hero/vehicles.svg", color: "#1e3a8a" },
  { id: "hotels", src: "/hero/hotels.svg", color: "#0e7490" },
  { id: "residences", src: "/hero/residences.svg", color: "#15803d" },
  { id: "beaches", src: "/hero/beaches.svg", color: "#0284c7" },
] as const;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function HeroCarousel() {
  const homePage = useTexts(homePageTexts);
  const [active, setActive] = useState(0);
  // People who ask their system for less motion get a still picture (they can still
  // change it with the dots, or start it with the button).
  const reducedMotion = useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const [pausedByChoice, setPausedByChoice] = useState<boolean | null>(null);
  const paused = pausedByChoice ?? reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      // A hidden tab does not need to repaint.
      if (!document.hidden) setActive((current) => (current + 1) % slides.length);
    }, SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <>
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
              index === active ? "opacity-100" : "opacity-0"
            }`}
            style={{ backgroundColor: slide.color }}
          >
            <img
              src={slide.src}
              alt=""
              width={1600}
              height={600}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "low"}
              decoding="async"
              className="h-full w-full object-cover object-bottom"
            />
          </div>
        ))}
        <div className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/40 to-black/60" />
      </div>
      <div
        className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-1"
        role="group"
        aria-label={homePage.carouselLabel}
      >
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className="group flex h-8 w-8 items-center justify-center"
            aria-label={homePage.showSlide(index + 1, slides.length, homePage.slides[slide.id])}
            aria-current={index === active ? "true" : undefined}
            onClick={() => setActive(index)}
          >
            <span
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                index === active ? "w-6 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"
              }`}
            />
          </button>
        ))}
        <button
          type="button"
          className="ml-1 flex h-8 w-8 items-center justify-center rounded-full text-white/90 hover:text-white"
          aria-label={paused ? homePage.playCarousel : homePage.pauseCarousel}
          onClick={() => setPausedByChoice(!paused)}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
            {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3.5v12H5zm6.5 0H15v12h-3.5z" />}
          </svg>
        </button>
      </div>
    </>
  );
}
