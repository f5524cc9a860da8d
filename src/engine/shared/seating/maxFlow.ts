/**
 * The largest flow from `source` to `sink` through edges of whole capacities (Edmonds–Karp: shortest augmenting paths,
 * O(V·E²), ample for the few hundred nodes a round's starters make).
 *
 * @example
 * maxFlow(4, [[0, 1, 1], [0, 2, 1], [1, 3, 1], [2, 3, 1]], 0, 3) // 2
 */
export function maxFlow(nodes: number, edges: readonly (readonly [number, number, number])[], source: number, sink: number): number {
  // residual graph: edge 2k forward, 2k + 1 its reverse
  const to: number[] = [];
  const cap: number[] = [];
  const out: number[][] = Array.from({ length: nodes }, () => []);
  for (const [a, b, c] of edges) {
    out[a].push(to.length);
    to.push(b);
    cap.push(c);
    out[b].push(to.length);
    to.push(a);
    cap.push(0);
  }
  let flow = 0;
  const via = new Int32Array(nodes);
  for (;;) {
    via.fill(-1);
    const queue = [source];
    for (let k = 0; k < queue.length && via[sink] < 0; k++)
      for (const e of out[queue[k]])
        if (cap[e] > 0 && via[to[e]] < 0 && to[e] !== source) {
          via[to[e]] = e;
          queue.push(to[e]);
        }
    if (via[sink] < 0) return flow;
    let push = Number.POSITIVE_INFINITY;
    for (let v = sink; v !== source; v = to[via[v] ^ 1]) push = Math.min(push, cap[via[v]]);
    for (let v = sink; v !== source; v = to[via[v] ^ 1]) {
      cap[via[v]] -= push;
      cap[via[v] ^ 1] += push;
    }
    flow += push;
  }
}
