import { Fraction } from '../../shared/fraction';

/**
 * Seats in tie groups, best first: equal values (centres, or elimination years) form one group that occupies
 * consecutive positions. `better` is negative when a seat ranks ahead.
 */
export function tieGroups(seats: readonly number[], better: (a: number, b: number) => number): number[][] {
  const groups: number[][] = [];
  for (const i of [...seats].sort(better)) {
    const last = groups[groups.length - 1];
    if (last && better(last[0], i) === 0) last.push(i);
    else groups.push([i]);
  }
  return groups;
}

/** Position points shared by ties (dipvis's SPLIT): a group at positions k … k+n−1 shares their sum; beyond the table, 0. */
export function splitPositions(groups: readonly number[][], table: readonly number[], from = 0): Map<number, Fraction> {
  const points = new Map<number, Fraction>();
  let k = from;
  for (const group of groups) {
    if (group.length === 0) continue; // no eliminated players to share the places below
    let sum = Fraction.ZERO;
    for (let p = k; p < k + group.length; p++) sum = sum.add(Fraction.fromNumber(table[p] ?? 0)); // tables may hold halves (4.5)
    const each = sum.div(Fraction.of(group.length));
    for (const i of group) points.set(i, each);
    k += group.length;
  }
  return points;
}

/** The seats 0 … 6 of a board. */
export const ALL = [0, 1, 2, 3, 4, 5, 6];
