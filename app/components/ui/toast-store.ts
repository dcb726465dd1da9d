// The toast state of the page: at most one toast; a new one replaces the previous one.
// Each toast is open, then dismissed (it fades out), then removed.
// Only the browser writes here (event handlers and effects); the server renders none.
export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; default 5000. Infinity keeps it until closed. */
  duration?: number;
};

export type ToastState = ToastInput & { id: number; open: boolean };

export const TOAST_DURATION_MS = 5000;
/** Time the fade-out takes before the toast leaves the page. */
export const TOAST_EXIT_MS = 200;

let current: ToastState | null = null;
let nextId = 1;
let dismissTimer: ReturnType<typeof setTimeout> | undefined;
let removeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function clearTimers() {
  clearTimeout(dismissTimer);
  clearTimeout(removeTimer);
}

/** Shows a toast in place of any other; returns its id. */
export function showToast(input: ToastInput): number {
  clearTimers();
  const id = nextId++;
  current = { ...input, variant: input.variant ?? "default", id, open: true };
  emit();
  const duration = input.duration ?? TOAST_DURATION_MS;
  if (Number.isFinite(duration)) dismissTimer = setTimeout(() => dismissToast(id), Math.max(0, duration));
  return id;
}

/** Starts the fade-out of the toast (of this id only, when given). */
export function dismissToast(id?: number) {
  if (!current || !current.open || (id !== undefined && current.id !== id)) return;
  clearTimers();
  current = { ...current, open: false };
  emit();
  const dismissedId = current.id;
  removeTimer = setTimeout(() => {
    if (current?.id === dismissedId) {
      current = null;
      emit();
    }
  }, TOAST_EXIT_MS);
}

export function getToast(): ToastState | null {
  return current;
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
