// A lifecycle's transitions as a graph of state keys, for the tests that walk it
// (common/lifecycles/*.test.ts): which states the initial one reaches, and whether moves
// go round in a circle.
export type Edge = { event: string; from: string; to: string };

/** Every state reachable from `initial` by following the edges. */
export function reachableFrom(initial: string, edges: readonly Edge[]): Set<string> {
  const seen = new Set([initial]);
  const queue = [initial];
  while (queue.length) {
    const current = queue.shift()!;
    for (const edge of edges) {
      if (edge.from === current && !seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  return seen;
}

/** Whether some state can come back to itself through one or more moves (self-loops count). */
export function hasCycle(edges: readonly Edge[]): boolean {
  const states = new Set(edges.flatMap((edge) => [edge.from, edge.to]));
  return [...states].some((state) => {
    const next = edges.filter((edge) => edge.from === state).map((edge) => edge.to);
    return next.some((to) => reachableFrom(to, edges).has(state));
  });
}
