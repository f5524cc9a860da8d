import { breaches, type Rule } from '../shared/rules';

/** One player's line on a board: supply centres at the end, the year eliminated, the board's final year. */
export interface Seat {
  centres: number;
  eliminated?: number;
  finalYear?: number;
}

export type Result = 'Win' | 'Draw' | 'Loss' | 'Elimination';

export const FIRST_YEAR = 1901;
export const WIN_AT = 18;
export const CENTRES = 34;
export const BOARD_SIZE = 7;

const hasWinner = (board: Seat[]) => board.some((s) => s.centres >= WIN_AT);

/** SPEC §3.1: a win at 18; everyone else loses to it; without a winner, survivors draw and the rest are eliminated. */
export function resultOf(seat: Seat, board: Seat[]): Result {
  if (seat.centres >= WIN_AT) return 'Win';
  if (hasWinner(board)) return 'Loss';
  return seat.centres > 0 ? 'Draw' : 'Elimination';
}

/** Rules of one player's line that every Diplomacy function checks. */
export const SEAT_RULES: Rule<Seat>[] = [
  { breached: (s) => s.centres < 0 || s.centres > CENTRES, message: (s) => `${s.centres} centres; a player has 0 to ${CENTRES}` },
];

/** Rules of a line that matter for points (years of survival). */
export const SEAT_POINTS_RULES: Rule<Seat>[] = [
  {
    breached: (s) => s.centres > 0 && s.eliminated !== undefined,
    message: (s) => `${s.centres} centres and eliminated in ${s.eliminated}; a player with centres survived`,
  },
  {
    breached: (s) => s.centres === 0 && s.eliminated === undefined,
    message: () => '0 centres and no elimination year; give the year the player was eliminated',
  },
  {
    breached: (s) => s.eliminated !== undefined && s.eliminated < FIRST_YEAR,
    message: (s) => `eliminated in ${s.eliminated}; the game starts in ${FIRST_YEAR}`,
  },
  {
    breached: (s) => s.eliminated !== undefined && s.finalYear !== undefined && s.eliminated > s.finalYear,
    message: (s) => `eliminated in ${s.eliminated}, after the final year ${s.finalYear}`,
  },
  {
    breached: (s) => s.finalYear !== undefined && s.finalYear < FIRST_YEAR,
    message: (s) => `final year ${s.finalYear}; the game starts in ${FIRST_YEAR}`,
  },
];

const total = (board: Seat[]) => board.reduce((sum, s) => sum + s.centres, 0);
const winners = (board: Seat[]) => board.filter((s) => s.centres >= WIN_AT).length;
const finalYears = (board: Seat[]) => [...new Set(board.flatMap((s) => (s.finalYear === undefined ? [] : [s.finalYear])))];

/** Rules of a whole board that every Diplomacy function checks. */
export const BOARD_RULES: Rule<Seat[]>[] = [
  { breached: (b) => b.length !== BOARD_SIZE, message: (b) => `${b.length} players on the board; a board has ${BOARD_SIZE}` },
  { breached: (b) => total(b) > CENTRES, message: (b) => `${total(b)} centres on the board; there are ${CENTRES}` },
  { breached: (b) => winners(b) > 1, message: (b) => `${winners(b)} players with ${WIN_AT} or more centres; only one can win` },
];

/** Rules of a whole board that matter for points. */
export const BOARD_POINTS_RULES: Rule<Seat[]>[] = [
  {
    breached: (b) => finalYears(b).length > 1,
    message: (b) => `final years ${finalYears(b).join(' and ')} differ; a board has one final year`,
  },
  {
    breached: (b) => hasWinner(b) && b.some((s) => s.centres > 0 && s.centres < WIN_AT && s.finalYear === undefined),
    message: () => 'a survivor lost to a win but the final year is missing; give the year the game ended',
  },
];

export function seatBreaches(seat: Seat, forPoints: boolean): string[] {
  return [...breaches(SEAT_RULES, seat), ...(forPoints ? breaches(SEAT_POINTS_RULES, seat) : [])];
}

export function boardBreaches(board: Seat[], forPoints: boolean): string[] {
  return [...breaches(BOARD_RULES, board), ...(forPoints ? breaches(BOARD_POINTS_RULES, board) : [])];
}
