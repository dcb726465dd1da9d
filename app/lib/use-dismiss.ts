// A menu that closes the way people expect: Escape closes it and gives focus back to the
// button that opened it; focus leaving it or a click elsewhere closes it too.
import { useEffect, useRef, type RefObject } from "react";

type Dismiss = {
  /** The menu and its button: focus or clicks inside it keep the menu open. */
  container: RefObject<HTMLElement | null>;
  isOpen: () => boolean;
  close: () => void;
  /** The button that opened the menu, focused again after Escape. */
  opener: () => HTMLElement | null | undefined;
};

export function useDismiss(options: Dismiss) {
  // The latest callbacks, read by listeners installed once.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const container = latest.current.container.current;
    if (!container) return;
    const inside = (target: EventTarget | null) => target instanceof Node && container.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !latest.current.isOpen()) return;
      event.preventDefault();
      latest.current.close();
      latest.current.opener()?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // relatedTarget is null when focus leaves the page: the menu stays as it was.
      if (event.relatedTarget && !inside(event.relatedTarget) && latest.current.isOpen()) latest.current.close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target) && latest.current.isOpen()) latest.current.close();
    };
    container.addEventListener("keydown", onKeyDown);
    container.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      container.removeEventListener("keydown", onKeyDown);
      container.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);
}
