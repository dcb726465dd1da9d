// "Now", for every rule that depends on it (holds, payability, reviews, signatures, limits).
// Product code reads the time here, never `new Date()` or `Date.now()` (a lint rule says
// so), and takes `now` as a parameter where a caller may choose it. Tests set this clock
// instead of depending on the machine's: CI runs the suite with the machine's clock moved
// months ahead and its zone far from Benin (scripts/with-moved-clock.sh) to prove it.
// Benin's calendar date of an instant is common/dates.ts's todayInBenin(now()).

let fixedAt: number | null = null;

/** The current instant, in milliseconds since the epoch. */
export function nowMs(): number {
  return fixedAt ?? Date.now();
}

/** The current instant. */
export function now(): Date {
  return new Date(nowMs());
}

/**
 * Tests: stop the clock at an instant (ISO text, Date or milliseconds); `null` gives the
 * machine's clock back. The clock stays where it is set until moved (advanceClock).
 */
export function setClock(at: Date | string | number | null): void {
  if (at === null) {
    fixedAt = null;
    return;
  }
  const ms = typeof at === "number" ? at : new Date(at).getTime();
  if (!Number.isFinite(ms)) throw new Error(`setClock: instant illisible (${String(at)})`);
  fixedAt = ms;
}

/** Tests: move a stopped clock forward (or back, negative) by some milliseconds. */
export function advanceClock(ms: number): void {
  fixedAt = nowMs() + ms;
}
