import { maxFlow } from './maxFlow';

/**
 * Who starts at each table of this round, looking a few rounds ahead (docs/seating.md, Catan's level 4): the choice
 * that leaves the fewest tables, now and in the planned rounds, where everyone has already started their share (the
 * mean so far, rounded up); among those, each table's earliest candidate.
 *
 * `rounds[0]` is this round's tables, each listing the players it may give its start to, preferred first;
 * `rounds[1…]` the planned rounds' tables. `shares[j]`: the most starts anyone should have after round j.
 *
 * Whether every table can be given a starter is a flow: a unit from each table to one of its players, who passes it on
 * through their rounds, each round's link holding the starts they may still take by then. Each table of this round
 * then keeps its earliest candidate with which the flow stays as large.
 *
 * @example
 * // everyone started once, the share is 2 now and next round, which seats a with c and b with d: whoever starts now
 * // cannot start there, so a and c must not both start now
 * chooseStarters([[[a, b], [c, d]], [[a, c], [b, d]]], [2, 2], () => 1) // [a, d]
 */
export function chooseStarters(
  rounds: readonly (readonly (readonly number[])[])[],
  shares: readonly number[],
  started: (p: number) => number,
): number[] {
  // nodes: 0 the source, 1 the sink, then each table, then each player's link for each round
  const players = [...new Set(rounds.flat(2))];
  const index = new Map(players.map((p, i) => [p, i]));
  const tableCount = rounds.reduce((s, r) => s + r.length, 0);
  const link = (p: number, round: number) => 2 + tableCount + (index.get(p) as number) * rounds.length + round;
  const chain: [number, number, number][] = players.flatMap((p) =>
    shares.map((share, j): [number, number, number] => [
      link(p, j),
      j + 1 < rounds.length ? link(p, j + 1) : 1,
      Math.max(0, share - started(p)),
    ]),
  );
  const flow = (fixed: readonly (number | undefined)[]) => {
    const edges: [number, number, number][] = [...chain];
    let node = 2;
    rounds.forEach((tables, j) => {
      tables.forEach((members, t) => {
        edges.push([0, node, 1]);
        const mine = j === 0 && fixed[t] !== undefined ? [fixed[t] as number] : members;
        for (const p of mine) edges.push([node, link(p, j), 1]);
        node++;
      });
    });
    return maxFlow(2 + tableCount + players.length * rounds.length, edges, 0, 1);
  };
  const most = flow([]);
  const fixed: (number | undefined)[] = [];
  rounds[0].forEach((members, t) => {
    fixed[t] =
      members.find((p) => {
        fixed[t] = p;
        return flow(fixed) === most;
      }) ?? members[0];
  });
  return fixed as number[];
}
