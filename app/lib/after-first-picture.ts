// The picture a page marks as its first (fetchpriority="high": the hero, the first card, the
// listing's cover) is the largest thing a phone paints. Hydration takes the main thread for
// 50–120 ms on a mid-range phone; started while that picture is still being decoded, it
// holds back its paint by as much. Hydration waits for the picture to be decoded and one
// frame to be painted, and no longer than WAIT_AT_MOST_MS: until then the page is the
// server's HTML, with real links and real forms (docs/decisions/051).
export const WAIT_AT_MOST_MS = 600;
/** A tab in the background paints no frame; its timers still run, slowed down. */
export const FRAME_AT_MOST_MS = 100;

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  requestAnimationFrame: (callback: () => void) => unknown;
};

/** Resolves once the first picture is painted (or broken, or absent), or WAIT_AT_MOST_MS later. */
export function afterFirstPicture(root: ParentNode = document, timers: Timers = window): Promise<void> {
  const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return Promise.resolve();
  // A browser without decode() (before Chrome 64, Firefox 68) hydrates as it did before.
  const decoded =
    picture.complete || typeof picture.decode !== "function"
      ? Promise.resolve()
      : picture.decode().catch(() => undefined);
  const cap = new Promise<void>((resolve) => timers.setTimeout(resolve, WAIT_AT_MOST_MS));
  // After the frame that paints it: the animation frame comes before that paint, a task after.
  const painted = () =>
    new Promise<void>((resolve) => {
      timers.requestAnimationFrame(() => timers.setTimeout(resolve, 0));
      timers.setTimeout(resolve, FRAME_AT_MOST_MS);
    });
  return Promise.race([decoded, cap]).then(painted);
}
