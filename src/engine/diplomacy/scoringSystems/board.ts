import { finishingGroups } from '../../shared/ranking';
import { FIRST_YEAR } from '../board';
import { ALL } from './ranks';
import type { BoardState } from './scoringSystem';

/** What many systems read of a board: who survived, the centres, the top, and years as each system counts them. */
export const centres = (b: BoardState, i: number) => b.seats[i].centres;
export const survivors = (b: BoardState) => ALL.filter((i) => b.seats[i].centres > 0);
export const eliminated = (b: BoardState) => ALL.filter((i) => b.seats[i].centres === 0);
export const top = (b: BoardState) => Math.max(...b.seats.map((s) => s.centres));
export const toppers = (b: BoardState) => ALL.filter((i) => b.seats[i].centres === top(b));
/** The lone leader's margin over the second, 0 when the top is shared. */
export function leaderMargin(b: BoardState): number {
  const sorted = b.seats.map((s) => s.centres).sort((x, y) => y - x);
  return sorted[0] > sorted[1] ? sorted[0] - sorted[1] : 0;
}
/** Seats by centres, best first, equal counts in one group. */
export const byCentres = (b: BoardState, seats: readonly number[] = ALL) =>
  finishingGroups(seats, (x, y) => b.seats[y].centres - b.seats[x].centres);
/** Eliminated seats by the year they fell, the later first; one year, one group. */
export const byElimination = (b: BoardState, seats: readonly number[]) =>
  finishingGroups(seats, (x, y) => (b.seats[y].eliminated ?? 0) - (b.seats[x].eliminated ?? 0));
/** Completed years before the elimination (Y − 1901) or the solo (for a survivor who lost), by the system's count. */
export function yearsOf(b: BoardState, i: number, inclusive: boolean): number {
  const s = b.seats[i];
  const end = s.eliminated ?? (b.soloer !== undefined && i !== b.soloer ? b.finalYear : undefined);
  return end === undefined ? 0 : end - FIRST_YEAR + (inclusive ? 1 : 0);
}
