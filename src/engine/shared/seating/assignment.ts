/** The largest table or board an assignment is made for (Diplomacy's 7), and scratch space for it, reused. */
const MOST = 7;
const BEST = new Float64Array(1 << MOST);
const FROM = new Int8Array(1 << MOST);
const COST = new Float64Array(MOST * MOST);

/**
 * The cheapest way to give each of `items` one of as many positions (seats, powers), when each item's cost depends only
 * on its own position: exact, by dynamic programming over the positions taken (n · 2ⁿ steps, 896 for a board of 7
 * against 5,040 orders). The order lists the item at each position. Each cost is asked once, and the tables are
 * reused: the search asks this of thousands of candidate tables per round.
 */
export function cheapestAssignment<T>(items: readonly T[], cost: (item: T, position: number) => number): { order: T[]; cost: number } {
  const n = items.length;
  if (n > MOST) throw new Error(`cheapestAssignment: ${n} items; at most ${MOST}`);
  for (let k = 0; k < n; k++) for (let pos = 0; pos < n; pos++) COST[k * n + pos] = cost(items[k], pos);
  const full = (1 << n) - 1;
  // BEST[mask]: the cheapest cost of giving items 0…k−1 (k = bits of mask) the positions in mask
  BEST.fill(Number.POSITIVE_INFINITY, 0, full + 1);
  BEST[0] = 0;
  for (let mask = 0; mask < full; mask++) {
    const here = BEST[mask];
    if (here === Number.POSITIVE_INFINITY) continue;
    let k = 0;
    for (let m = mask; m; m &= m - 1) k++;
    for (let pos = 0; pos < n; pos++) {
      if (mask & (1 << pos)) continue;
      const next = mask | (1 << pos);
      const c = here + COST[k * n + pos];
      if (c < BEST[next]) {
        BEST[next] = c;
        FROM[next] = pos;
      }
    }
  }
  const order = Array<T>(n);
  for (let mask = full, k = n - 1; k >= 0; k--) {
    const pos = FROM[mask];
    order[pos] = items[k];
    mask &= ~(1 << pos);
  }
  return { order, cost: BEST[full] };
}
