/** What placing the doublers needs to know of the round (docs/seating.md, Diplomacy). */
export interface DoublerField {
  /** The players who play two boards. */
  doublers: readonly number[];
  boards: number;
  /** A doubler's fixed board (0-based), which stays one of its two. */
  fixed(player: number): number | undefined;
  /** Seats of each board held by players fixed to it who are not doublers: the fuller boards take fewer doublers. */
  taken: readonly number[];
  /** What two doublers at one board cost (times met, an Avoid pair): the least is preferred. */
  clash(a: number, b: number): number;
}

/** The edges of one Hamiltonian cycle, ordered so that every prefix raises the cycle's boards evenly (see `pairOrder`). */
function evenly(cycle: readonly number[]): [number, number][] {
  const L = cycle.length;
  const edge = (j: number): [number, number] => [cycle[j], cycle[(j + 1) % L]];
  const order: number[] = [];
  for (let j = 0; j <= L - 3; j += 2) order.push(j); // a matching that leaves the last board out
  order.push(L - 2); // the last board, and one board a second time
  for (let j = 1; j <= L - 4; j += 2) order.push(j);
  order.push(L - 1);
  return order.map(edge);
}

/**
 * Every pair of boards once, in an order whose every prefix gives each board as many pairs as any other, or one
 * fewer: with an even number of boards, the rounds of a round robin (the circle method), each a perfect matching;
 * with an odd number, Walecki's Hamiltonian cycles, each taken as `evenly` orders it. Only the first `wanted` or so
 * are made: a field of 1,000 boards has half a million pairs.
 */
function pairOrder(boards: number, wanted: number): [number, number][] {
  if (boards < 2) return [];
  const pairs: [number, number][] = [];
  if (boards % 2 === 0) {
    const m = boards - 1; // the circle: boards 0..m−1, and board m at its centre
    for (let r = 0; r < m && pairs.length < wanted; r++) {
      pairs.push([r, m]);
      for (let k = 1; k < boards / 2; k++) pairs.push([(r + k) % m, (r - k + m) % m]);
    }
    return pairs;
  }
  const m = (boards - 1) / 2; // boards 0..2m−1 on a circle, board 2m apart
  for (let i = 0; i < m && pairs.length < wanted; i++) {
    const cycle = [2 * m, i];
    for (let k = 1; k <= m; k++) {
      cycle.push((i + k) % (2 * m));
      if (k < m) cycle.push((i - k + 2 * m) % (2 * m));
    }
    pairs.push(...evenly(cycle));
  }
  return pairs;
}

/**
 * Each doubler's two boards (SPEC §12.14, docs/seating.md): the first pairs of `pairOrder` (repeated only past every
 * pair of boards), so that a board holds at most one doubler more than another and no two doublers share both boards;
 * the pairs' boards are numbered so that fixed doublers keep their board, and the fullest boards take fewest; each pair
 * goes to the doubler who clashes least with those already on its boards. Placed before the search, which seats
 * everyone else around them.
 */
export function doublerBoards(field: DoublerField): Map<number, [number, number]> {
  const all = pairOrder(field.boards, field.doublers.length);
  if (!all.length) return new Map();
  const pairs = field.doublers.map((_, k) => all[k % all.length]);
  const degree = Array<number>(field.boards).fill(0);
  for (const pair of pairs) for (const v of pair) degree[v]++;
  // the board each position of the order stands for: first those the fixed doublers need, each on the position
  // that the most pairs hold, so that doublers fixed to one board find pairs there
  const board = new Map<number, number>();
  const given = new Set<number>();
  const assigned = new Map<number, number>(); // doubler → index of its pair
  const used = new Set<number>();
  for (const player of field.doublers) {
    const t = field.fixed(player);
    if (t === undefined) continue;
    let k = pairs.findIndex((pair, i) => !used.has(i) && pair.some((v) => board.get(v) === t));
    if (k < 0 && !given.has(t)) {
      let position: number | undefined;
      pairs.forEach((pair, i) => {
        for (const v of pair)
          if (!used.has(i) && !board.has(v) && (position === undefined || degree[v] > degree[position])) {
            position = v;
            k = i;
          }
      });
      if (position !== undefined) board.set(position, t);
      given.add(t);
    }
    if (k < 0) continue; // more doublers fixed to one board than the spread gives it: the search places their other seats
    assigned.set(player, k);
    used.add(k);
  }
  // the other positions: the most-paired first, onto the boards with the fewest fixed players
  const free = Array.from({ length: field.boards }, (_, b) => b)
    .filter((b) => !given.has(b))
    .sort((a, b) => field.taken[a] - field.taken[b] || a - b);
  Array.from({ length: field.boards }, (_, v) => v)
    .filter((v) => !board.has(v))
    .sort((a, b) => degree[b] - degree[a] || a - b)
    .forEach((v, i) => {
      board.set(v, free[i]);
    });
  const on = Array.from({ length: field.boards }, () => [] as number[]);
  const placed = new Map<number, [number, number]>();
  const place = (player: number, k: number) => {
    const [a, b] = pairs[k].map((v) => board.get(v) as number);
    on[a].push(player);
    on[b].push(player);
    placed.set(player, [a, b]);
  };
  for (const [player, k] of assigned) place(player, k);
  // a fixed doubler left without a pair keeps only its fixed board, and the search places its other seat
  const waiting = field.doublers.filter((p) => field.fixed(p) === undefined);
  pairs.forEach((pair, k) => {
    if (used.has(k) || !waiting.length) return;
    const clash = (p: number) => pair.reduce((sum, v) => sum + on[board.get(v) as number].reduce((s, q) => s + field.clash(p, q), 0), 0);
    let best = 0;
    for (let i = 1; i < waiting.length; i++) if (clash(waiting[i]) < clash(waiting[best])) best = i;
    place(waiting.splice(best, 1)[0], k);
  });
  return placed;
}
