import { Fraction } from '../shared/fraction';
import type { Criterion } from '../shared/ranking';
import type { Result } from './board';
import type { SeatScore } from './scoreBoard';

/** One player's game, as SPEC §3.2 compares games. */
export interface Game {
  result: Result;
  points: Fraction;
  centres: number;
  /** 1 + the number of players with more centres. */
  position: number;
  /** How many players finished on the same centres (the player included). */
  sharedBy: number;
  eliminated: boolean;
  survivalYears: number;
  /** The board's points, highest first, eliminated players counted as 0. */
  boardPoints: Fraction[];
}

export function gamesOfBoard(scores: SeatScore[]): Game[] {
  const boardPoints = scores.map((s) => (s.seat.centres === 0 ? Fraction.ZERO : s.points)).sort((a, b) => b.compare(a));
  return scores.map((s) => ({
    result: s.result,
    points: s.points,
    centres: s.seat.centres,
    position: 1 + scores.filter((o) => o.seat.centres > s.seat.centres).length,
    sharedBy: scores.filter((o) => o.seat.centres === s.seat.centres).length,
    eliminated: s.seat.centres === 0,
    survivalYears: s.survivalYears,
    boardPoints,
  }));
}

/** Win beats Draw beats Elimination beats Loss. */
const RESULT_ORDER: Record<Result, number> = { Win: 0, Draw: 1, Elimination: 2, Loss: 3 };

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];

/** SPEC §3.2, in the seed's order: better game first. */
export const GAME_CHAIN: Criterion<Game>[] = [
  { name: 'result', compare: (a, b) => RESULT_ORDER[a.result] - RESULT_ORDER[b.result] },
  { name: 'points', compare: (a, b) => b.points.compare(a.points) },
  { name: 'position', compare: (a, b) => a.position - b.position || a.sharedBy - b.sharedBy },
  { name: 'survival', compare: (a, b) => (a.eliminated && b.eliminated ? b.survivalYears - a.survivalYears : 0) },
  ...ORDINALS.map((ordinal, k) => ({
    name: `points minus the ${ordinal}`,
    compare: (a: Game, b: Game) => b.points.sub(b.boardPoints[k]).compare(a.points.sub(a.boardPoints[k])),
  })),
];

/** Negative when game `a` is the better. */
export function compareGames(a: Game, b: Game): number {
  for (const c of GAME_CHAIN) {
    const d = c.compare(a, b);
    if (d !== 0) return d;
  }
  return 0;
}
