import { Fraction } from '../shared/fraction';
import type { Criterion } from '../shared/ranking';
import type { Result } from './board';
import type { SeatScore } from './scoreBoard';

/** One player's game, as docs/diplomacy.md#comparing-two-games compares games. */
export interface Game {
  result: Result;
  points: Fraction;
  centres: number;
  /** 1 + the number of players with more centres. */
  position: number;
  /** How many players finished on the same centres (the player included). */
  sharedBy: number;
  eliminated: boolean;
  /** The year of elimination, where the data gives it. */
  eliminatedIn: number | undefined;
  /** The board's points, highest first, eliminated players counted as 0. */
  boardPoints: Fraction[];
}

/** Own points minus each of the board's (docs/diplomacy.md#comparing-two-games step 5): worked out once per game, and only for games it reaches. */
const MARGINS = new WeakMap<Game, Fraction[]>();
function margins(g: Game): Fraction[] {
  let m = MARGINS.get(g);
  if (!m) {
    m = g.boardPoints.map((p) => g.points.sub(p));
    MARGINS.set(g, m);
  }
  return m;
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
    eliminatedIn: s.seat.eliminated,
    boardPoints,
  }));
}

/** Win beats Draw beats Elimination beats Loss. */
const RESULT_ORDER: Record<Result, number> = { Win: 0, Draw: 1, Elimination: 2, Loss: 3 };

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];

/** docs/diplomacy.md#comparing-two-games, in the seed's order: better game first. */
export const GAME_CHAIN: Criterion<Game, string>[] = [
  { name: 'result', compare: (a, b) => RESULT_ORDER[a.result] - RESULT_ORDER[b.result] },
  { name: 'points', compare: (a, b) => b.points.compare(a.points) },
  { name: 'position', compare: (a, b) => a.position - b.position || a.sharedBy - b.sharedBy },
  // both eliminated: the later elimination first, when both years are given (docs/diplomacy.md#other-scoring-systems)
  {
    name: 'survival',
    compare: (a, b) =>
      a.eliminated && b.eliminated && a.eliminatedIn !== undefined && b.eliminatedIn !== undefined ? b.eliminatedIn - a.eliminatedIn : 0,
  },
  ...ORDINALS.map((ordinal, k) => ({
    name: `points minus the ${ordinal}`,
    compare: (a: Game, b: Game) => margins(b)[k].compare(margins(a)[k]),
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

/**
 * Each game's place in the order of docs/diplomacy.md#comparing-two-games across a whole tournament, 0 for the best; equal games share a place.
 * Games alike in every figure the comparison reads are compared once, so a tournament of many equal boards costs a
 * sort of the different games only.
 */
export function placesOfGames(games: readonly Game[]): Map<Game, number> {
  const byFigures = new Map<string, Game[]>();
  const boards = new Map<Fraction[], string>(); // the seven games of a board share its list of points
  for (const g of games) {
    let board = boards.get(g.boardPoints);
    if (board === undefined) {
      board = g.boardPoints.join(',');
      boards.set(g.boardPoints, board);
    }
    const key = `${g.result}|${g.points}|${g.position}|${g.sharedBy}|${g.eliminated}|${g.eliminatedIn}|${board}`;
    const alike = byFigures.get(key);
    if (alike) alike.push(g);
    else byFigures.set(key, [g]);
  }
  const kinds = [...byFigures.values()].sort((a, b) => compareGames(a[0], b[0]));
  const places = new Map<Game, number>();
  let place = 0;
  kinds.forEach((kind, k) => {
    if (k > 0 && compareGames(kinds[k - 1][0], kind[0]) !== 0) place = k;
    for (const g of kind) places.set(g, place);
  });
  return places;
}
