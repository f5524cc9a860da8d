/// <reference path="./blossom.d.ts" />
import maxWeightMatching from 'edmonds-blossom-fixed';

/** An edge of the pairing graph: two vertices and the cost of pairing them (a whole number ≥ 0). */
export type CostEdge = [number, number, number];

/**
 * The cheapest matching of the most pairs (every vertex, when the graph allows): Edmonds' blossom algorithm, from
 * edmonds-blossom-fixed (a port of van Rantwijk's mwmatching, MIT), on weights `top − cost` so that the heaviest
 * matching of the most pairs is the cheapest. Whole weights below 2⁵⁰ keep its arithmetic exact. Answers each
 * vertex's mate, −1 for none.
 */
export function cheapestMatching(vertices: number, edges: readonly CostEdge[]): number[] {
  const mate = Array<number>(vertices).fill(-1);
  if (!edges.length) return mate;
  let top = 0;
  for (const e of edges) if (e[2] > top) top = e[2];
  const found = maxWeightMatching(
    edges.map(([a, b, cost]) => [a, b, top + 1 - cost]),
    true,
  );
  found.forEach((m, v) => {
    if (v < vertices) mate[v] = m;
  });
  return mate;
}
