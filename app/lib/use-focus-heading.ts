// After a client-side navigation, focus moves to the new page's main heading so a screen
// reader announces the page and the next Tab starts from its content, not from the top.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { TOAST_PARAM } from "#common/toast-keys";

export function useFocusHeadingOnNavigation() {
  const location = useLocation();
  const firstRender = useRef(true);
  // The toast's parameter is not a new page: the Toaster takes it off the address right
  // after (a second navigation), which must not take focus back from where the person is.
  const params = new URLSearchParams(location.search);
  params.delete(TOAST_PARAM);
  const page = `${location.pathname}?${params}`;
  useEffect(() => {
    // The first page comes from the server: the browser starts at its top, as it should.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [page]);
}
