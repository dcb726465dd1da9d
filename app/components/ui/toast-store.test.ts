import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_EXIT_MS, dismissToast, getToast, showToast, subscribeToToasts } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe("toast store", () => {
  it("shows one toast for 5 seconds, then fades it out and removes it", () => {
    const seen: unknown[] = [];
    const unsubscribe = subscribeToToasts(() => seen.push(getToast()));
    showToast({ title: "Message envoyé" });
    expect(getToast()).toMatchObject({ title: "Message envoyé", variant: "default", open: true });
    vi.advanceTimersByTime(4999);
    expect(getToast()?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToast()?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(getToast()).toBeNull();
    expect(seen).toHaveLength(3);
    unsubscribe();
  });

  it("replaces the visible toast, and the old one's timer does not close the new one", () => {
    showToast({ title: "Premier", duration: 1000 });
    vi.advanceTimersByTime(900);
    const second = showToast({ title: "Second", variant: "destructive" });
    vi.advanceTimersByTime(200);
    expect(getToast()).toMatchObject({ id: second, title: "Second", variant: "destructive", open: true });
  });

  it("dismisses only the toast it names", () => {
    const first = showToast({ title: "Premier" });
    showToast({ title: "Second" });
    dismissToast(first);
    expect(getToast()).toMatchObject({ title: "Second", open: true });
  });

  it("keeps a toast with an infinite duration until it is closed", () => {
    showToast({ title: "Reste", duration: Infinity });
    vi.advanceTimersByTime(60_000);
    expect(getToast()?.open).toBe(true);
  });
});
