import { type CostEdge, cheapestMatching } from '../shared/seating/matching';

// The last of the Swiss costs (docs/seating.md, cost 6): among the cheapest pairings, the World Championship's order.

/** Beyond the exact search, pairs this close in rank are re-paired when that keeps the cost and betters the order. */
const ORDER_WINDOW = 12;

function totalCost(edges: CostEdge[], mate: number[]): number {
  let c = 0;
  for (const [a, b, cost] of edges) if (mate[a] === b) c += cost;
  return c;
}

/**
 * The World Championship's order among the cheapest pairings: the best-ranked player meets the best-ranked opponent
 * still possible, then the next (docs/seating.md, cost 6), found by trying each better opponent with the pair held fixed.
 */
export function worldOrder(vertices: number, edges: CostEdge[], mate: number[], rankOf: (v: number) => number): number[] {
  const best = totalCost(edges, mate);
  let current = mate;
  const held = new Set<number>();
  const order = Array.from({ length: vertices }, (_, v) => v).sort((x, y) => rankOf(x) - rankOf(y));
  for (const p of order) {
    if (held.has(p)) continue;
    for (const q of order) {
      if (q === current[p]) break;
      if (q === p || held.has(q)) continue;
      const settled = (v: number) => held.has(v) || v === p || v === q;
      const forced = edges.filter(
        ([a, b]) => (a === p && b === q) || (b === p && a === q) || (held.has(a) && current[a] === b) || !(settled(a) || settled(b)),
      );
      const tried = cheapestMatching(vertices, forced);
      if (tried[p] === q && [...held].every((h) => tried[h] === current[h]) && totalCost(edges, tried) === best) {
        current = tried;
        break;
      }
    }
    held.add(p);
    held.add(current[p]);
  }
  return current;
}

/** Swaps within two pairs while that keeps the cost and gives the better-ranked of the four a better opponent. */
export function improveOrder(edges: CostEdge[], mate: number[], rankOf: (v: number) => number): number[] {
  const cost = new Map<number, number>();
  const key = (a: number, b: number) => (a < b ? a * 4096 * 4096 + b : b * 4096 * 4096 + a);
  for (const [a, b, c] of edges) cost.set(key(a, b), c);
  const at = (a: number, b: number) => cost.get(key(a, b)) ?? Number.POSITIVE_INFINITY;
  const pairs = () => mate.map((m, v) => [v, m]).filter(([v, m]) => m > v);
  for (let pass = 0, changed = true; changed && pass < 20; pass++) {
    changed = false;
    const list = pairs().sort((x, y) => Math.min(rankOf(x[0]), rankOf(x[1])) - Math.min(rankOf(y[0]), rankOf(y[1])));
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < Math.min(list.length, i + 1 + ORDER_WINDOW); j++) {
        const four = [...list[i], ...list[j]].sort((x, y) => rankOf(x) - rankOf(y));
        const [w, x, y, z] = four;
        const now = at(list[i][0], list[i][1]) + at(list[j][0], list[j][1]);
        // the pairings of four, best order first: w–x, then w–y, then w–z
        for (const [p, q, r, s] of [
          [w, x, y, z],
          [w, y, x, z],
          [w, z, x, y],
        ]) {
          const isNow = mate[p] === q;
          if (isNow) break;
          if (at(p, q) + at(r, s) === now) {
            mate[p] = q;
            mate[q] = p;
            mate[r] = s;
            mate[s] = r;
            list[i] = [p, q];
            list[j] = [r, s];
            changed = true;
            break;
          }
        }
      }
  }
  return mate;
}
