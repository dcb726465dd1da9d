// Hostile input: the e-mail pattern (common/text-input.ts) on long values built to make a
// backtracking pattern slow. It once grew with the square of the length (~24 ms, up to 60,
// for 4 000 characters); a linear pattern answers in well under a millisecond, and in
// proportion to the length: each value is timed at 4 000 and 16 000 characters.
import { median, type SectionResult } from "#bench/support/report";
import { EMAIL_PATTERN } from "#common/text-input";

const SHAPES: [label: string, make: (length: number) => string][] = [
  ["une suite de points", (length) => `a@${".".repeat(length)} `],
  ["des libellés et des points", (length) => `a@${"a.".repeat(length / 2)} `],
  ["des libellés et des points puis un @", (length) => `a@${"a.".repeat(length / 2)}@`],
];
const ROUNDS = 50;
// Each timing covers a batch of tests: one test is a few microseconds, near the timer's grain.
const BATCH = 20;
const BUDGET_MS = 2;

function millisecondsPerTest(value: string) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let test = 0; test < BATCH; test += 1) {
      if (EMAIL_PATTERN.test(value)) throw new Error("une valeur hostile a été acceptée");
    }
    times.push((performance.now() - start) / BATCH);
  }
  return median(times);
}

export async function runHostileInputBench(): Promise<SectionResult> {
  const rows = SHAPES.map(([label, make]) => {
    const short = millisecondsPerTest(make(4_000));
    const long = millisecondsPerTest(make(16_000));
    return {
      valeur: label,
      "4 000 car. (ms)": Number(short.toFixed(3)),
      "16 000 car. (ms)": Number(long.toFixed(3)),
      "× pour 4× plus long": Number((long / Math.max(short, 0.001)).toFixed(1)),
    };
  });
  const worst = Math.max(...rows.map((row) => row["4 000 car. (ms)"]));
  const worstGrowth = Math.max(...rows.map((row) => row["× pour 4× plus long"]));
  return {
    title: "Saisies hostiles : adresse e-mail de 4 000 caractères",
    rows,
    budgets: [
      {
        name: `test du motif e-mail ≤ ${BUDGET_MS} ms sur 4 000 caractères`,
        ok: worst <= BUDGET_MS,
        measured: `${worst} ms au pire`,
      },
      // Quadratic would be ×16; linear ×4, with room for the timer's noise on tiny figures.
      {
        name: "temps proportionnel à la longueur (×4 de longueur → ≤ ×8 de temps)",
        ok: worstGrowth <= 8,
        measured: `×${worstGrowth} au pire`,
      },
    ],
    notes: [`médiane de ${ROUNDS} mesures de ${BATCH} tests par valeur, chaque valeur refusée`],
  };
}
