/**
 * An area that scrolls sideways: focusable (the keyboard scrolls it with the arrows), a
 * named region, and a visible ring when focused.
 */
export const scrollRegionProps = (label: string) => ({
  role: "region",
  "aria-label": label,
  tabIndex: 0,
});
export const scrollRegionFocusClass =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
