// After a client-side navigation, focus moves to the new page's main heading so a screen
// reader announces the page and the next Tab starts from its content, not from the top.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useFocusHeadingOnNavigation() {
  const location = useLocation();
  const firstRender = useRef(true);
  // A new page is a new path: a changed query (sort, filters, a page of results, the
  // toast's parameter the Toaster takes off the address) keeps focus where the person is.
  const page = location.pathname;
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
