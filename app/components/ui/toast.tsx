// Toasts: one at a time, 5 s by default, variants 'default' and 'destructive'.
//
// How to show one:
// - From browser code (a click, an effect):
//     const { toast } = useToast();  toast({ title: "Image supprimée" });
// - From an action that stays on the page: return `{ toast: { title, description?, variant? } }`
//   in the action data and call `useDataToast(actionData?.toast)` (or `fetcher.data?.toast`)
//   in the route component. Shown once per action answer.
// - After a redirect (works without JavaScript too): `redirect(withToast("/", "signedOut"))`.
//   The key must exist in the catalog (common/toast-keys.ts, common/texts/<lang>/toast-messages.ts), so a crafted link
//   cannot show arbitrary text. <Toaster/> renders it on the server, and in the browser
//   shows it for 5 s and takes `?toast=` out of the address.
//
// <Toaster/> is mounted once in app/root.tsx. It keeps two live regions in the page at all
// times (role=status, polite; role=alert, assertive for 'destructive'), so screen readers
// announce each toast as it appears.
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTexts } from "#app/lib/texts";
import { toastMessagesTexts } from "#common/texts/toast-messages";
import { TOAST_PARAM, toastFromKey } from "#common/toast-keys";
import { dismissToast, getToast, showToast, subscribeToToasts, type ToastInput, type ToastState } from "./toast-store";

export type { ToastInput, ToastVariant } from "./toast-store";
export { withToast, type ToastKey } from "#common/toast-keys";

export function useToast() {
  const current = useSyncExternalStore(subscribeToToasts, getToast, () => null);
  return { toast: showToast, dismiss: dismissToast, current };
}

/** Shows `toast` each time a new value arrives (action or fetcher data). */
export function useDataToast(toast: ToastInput | null | undefined) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}

const subscribeNever = () => () => {};

/** False on the server and during hydration, true once the browser has taken over. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export function Toaster() {
  const toastMessages = useTexts(toastMessagesTexts);
  const hydrated = useHydrated();
  const stored = useSyncExternalStore(subscribeToToasts, getToast, () => null);
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const fromUrl = toastFromKey(params.get(TOAST_PARAM), toastMessages.catalog);
  params.delete(TOAST_PARAM);
  const search = params.size > 0 ? `?${params}` : "";

  // Runs for each new location: hand the URL's toast to the store, then clean the address
  // (replace, so Back does not show it again).
  const takeToastFromUrl = useEffectEvent(() => {
    if (!fromUrl) return;
    showToast(fromUrl);
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  });
  useEffect(() => takeToastFromUrl(), [location.key]);

  // Before hydration (and without JavaScript) the URL's toast is drawn by the server; its
  // close control is then a plain link to the same page without the toast.
  const visible: ToastState | null = hydrated ? stored : fromUrl ? { ...fromUrl, id: 0, open: true } : null;
  const closeHref = hydrated ? undefined : `${location.pathname}${search}${location.hash}`;
  const destructive = visible?.variant === "destructive";

  // A toast never hides the focused control (WCAG 2.4.11): focus arriving under it closes it.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || region.current?.contains(target)) return;
      // After the browser has scrolled the control into view.
      requestAnimationFrame(() => {
        const control = target.getBoundingClientRect();
        for (const card of region.current?.querySelectorAll('[data-state="open"]') ?? []) {
          const box = card.getBoundingClientRect();
          const overlaps =
            control.left < box.right &&
            box.left < control.right &&
            control.top < box.bottom &&
            box.top < control.bottom;
          if (overlaps) dismissToast();
        }
      });
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);

  return (
    <div
      ref={region}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
    >
      <div role="status" aria-live="polite" aria-atomic="true" aria-label={toastMessages.region}>
        {visible && !destructive && <ToastView toast={visible} closeHref={closeHref} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {visible && destructive && <ToastView toast={visible} closeHref={closeHref} />}
      </div>
    </div>
  );
}

const variantClasses = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-flame-700 bg-flame-700 text-white",
};

export function ToastView({ toast, closeHref }: { toast: ToastState; closeHref?: string }) {
  const toastMessages = useTexts(toastMessagesTexts);
  const variant = toast.variant ?? "default";
  const closeClass = `-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md ${
    variant === "destructive" ? "text-white/80 hover:text-white" : "text-slate-500 hover:text-slate-900"
  }`;
  const closeIcon = (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
  return (
    <div
      data-state={toast.open ? "open" : "closed"}
      className={`pointer-events-auto flex w-[min(24rem,calc(100vw-2rem))] items-start gap-3 rounded-lg border p-4 shadow-lg transition duration-200 ${
        variantClasses[variant]
      } ${toast.open ? "translate-y-0 opacity-100" : "translate-y-2 opacity-0"}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
      </div>
      {closeHref !== undefined ? (
        <a href={closeHref} className={closeClass} aria-label={toastMessages.close}>
          {closeIcon}
        </a>
      ) : (
        <button
          type="button"
          className={closeClass}
          aria-label={toastMessages.close}
          onClick={() => dismissToast(toast.id)}
        >
          {closeIcon}
        </button>
      )}
    </div>
  );
}
