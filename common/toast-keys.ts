// Toasts a server redirect may ask for with `?toast=<key>`: the key travels in the address,
// the words come from the reader's language (common/texts/<lang>/toast-messages.ts), so a
// crafted link cannot put arbitrary text on the site. Shown by app/components/ui/toast.tsx.
import type { ToastMessagesTexts } from "#common/texts/toast-messages";

export type ToastKey = keyof ToastMessagesTexts["catalog"];
export type ToastVariant = "default" | "destructive";
export type ToastWords = { title: string; description?: string; variant?: ToastVariant };

export const TOAST_PARAM = "toast";

/** `path` with `?toast=<key>` added (any query it has is kept). */
export function withToast(path: string, key: ToastKey): string {
  const [beforeHash, hash = ""] = path.split("#", 2) as [string, string?];
  const separator = beforeHash.includes("?") ? "&" : "?";
  return `${beforeHash}${separator}${TOAST_PARAM}=${encodeURIComponent(key)}${hash ? `#${hash}` : ""}`;
}

/** The catalog entry of a `?toast=` key in the given language's catalog, or null for anything unknown. */
export function toastFromKey(key: string | null, catalog: ToastMessagesTexts["catalog"]): ToastWords | null {
  if (!key || !Object.hasOwn(catalog, key)) return null;
  return { ...(catalog[key as ToastKey] as ToastWords) };
}
