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

/** The seats 0 … 6 of a board. */
export const ALL = [0, 1, 2, 3, 4, 5, 6];
