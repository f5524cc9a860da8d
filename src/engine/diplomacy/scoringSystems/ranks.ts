import type { Fraction } from '../../shared/fraction';
import { sharePlaces } from '../../shared/ranking';

/**
 * Position points shared by ties (dipvis's SPLIT), by seat: a group at positions k … k+n−1 shares their sum, and
 * places beyond the table score 0. `from` is the first position the groups take (the eliminated start below the
 * survivors).
 */
export function splitPositions(groups: readonly (readonly number[])[], table: readonly number[], from = 0): Map<number, Fraction> {
  return new Map(sharePlaces(groups, table.slice(from)).map((p) => [p.item, p.points]));
}

/** Points per seat from its group's places: `points(first, size)` for a group at positions first … first+size−1. */
export function pointsByPlace(
  groups: readonly (readonly number[])[],
  points: (first: number, size: number) => number,
): Map<number, number> {
  const bySeat = new Map<number, number>();
  let first = 0;
  for (const group of groups) {
    const each = points(first, group.length);
    for (const i of group) bySeat.set(i, each);
    first += group.length;
  }
  return bySeat;
}

/** A tie takes the points of its lowest place (Haight, Detour09); beyond the table, 0. */
export const lowestPlace = (table: readonly number[]) => (first: number, size: number) => table[first + size - 1] ?? 0;

/** The seats 0 … 6 of a board. */
export const ALL = [0, 1, 2, 3, 4, 5, 6];
