import fc from 'fast-check';
import { maxFlow } from './maxFlow';

/** The smallest cut by brute force: over every set of nodes holding the source and not the sink. */
function smallestCut(nodes: number, edges: readonly (readonly [number, number, number])[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << nodes; mask++) {
    if (!(mask & 1) || mask & 2) continue;
    const cut = edges.reduce((s, [a, b, c]) => s + (mask & (1 << a) && !(mask & (1 << b)) ? c : 0), 0);
    best = Math.min(best, cut);
  }
  return best;
}

describe('maxFlow', () => {
  it('two disjoint paths of one unit each carry two', () => {
    expect(
      maxFlow(
        4,
        [
          [0, 1, 1],
          [0, 2, 1],
          [1, 3, 1],
          [2, 3, 1],
        ],
        0,
        3,
      ),
    ).toBe(2);
  });
  it('a path that must be undone: the flow reroutes through the reverse edge', () => {
    // 0→1→2→3 is found first; the largest flow uses 0→1→3 and 0→2→3
    const edges: [number, number, number][] = [
      [0, 1, 1],
      [0, 2, 1],
      [1, 2, 1],
      [1, 3, 1],
      [2, 3, 1],
    ];
    expect(maxFlow(4, edges, 0, 3)).toBe(2);
  });
  it('no path: nothing flows', () => {
    expect(maxFlow(3, [[0, 1, 5]], 0, 2)).toBe(0);
  });
  it('equals the smallest cut (max-flow min-cut) on random graphs', () => {
    const graph = fc.integer({ min: 2, max: 7 }).chain((nodes) =>
      fc.tuple(
        fc.constant(nodes),
        fc.array(fc.tuple(fc.nat(nodes - 1), fc.nat(nodes - 1), fc.nat(3)), { maxLength: 16 }).map((es) => es.filter(([a, b]) => a !== b)),
      ),
    );
    fc.assert(fc.property(graph, ([nodes, edges]) => maxFlow(nodes, edges, 0, 1) === smallestCut(nodes, edges)));
  });
});
