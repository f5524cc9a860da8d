import type { Fraction } from '../shared/fraction';

/** The variants of Buchholz (docs/carcassonne.md#tournament-standings): the `buchholz=` setting's values. */
export const BUCHHOLZ_VARIANTS = ['cut1', 'full', 'median'] as const;
export type Buchholz = (typeof BUCHHOLZ_VARIANTS)[number];

/** One player's tournament in either mode; the figures of the other mode stay zero. */
export interface CarcassonneStanding {
  player: string;
  /** Duel: wins (a bye and an equal score by the settings). Placement: round points. Exact. */
  points: Fraction;
  /** Each variant of Buchholz (docs/carcassonne.md#tournament-standings), so that a chain can hold several. */
  buchholz: Record<Buchholz, Fraction>;
  /** Σ over the games of the result against that opponent times the opponent's final wins (docs/formats.md). */
  sonnebornBerger: Fraction;
  difference: number;
  scored: number;
  share: Fraction;
  /** How many 1st, 2nd, 3rd and 4th places at tables of 3–4; a shared place counts as the best shared. */
  places: number[];
  /** Each duel's (in match mode, each match's) result against its opponent: 1, ½ or 0 as counted, with its games. */
  results: Meeting[];
  /** Duel mode: games played. Match mode: matches played. Byes aside. */
  games: number;
  byes: number;
  /** The figures of the online leagues (docs/leagues.md), in either mode: in duel mode a game is a match of one. */
  league: LeagueFigures;
}

/** A duel or a match against one opponent: its result as counted, the games each won, the points each scored. */
export interface Meeting {
  opponent: string;
  result: Fraction;
  won: number;
  lost: number;
  scored: number;
  conceded: number;
}

/** The online leagues' figures of one player (docs/leagues.md#tie-breaks), each once every player's results are known. */
export interface LeagueFigures {
  /** Games won, a clean bye's included; games lost. */
  gamesWon: number;
  gamesLost: number;
  /** The sums over distinct opponents: their wins, game difference and games won. */
  omw: Fraction;
  ogd: number;
  ogw: number;
  /** Buchholz over distinct opponents, each variant. */
  buchholzDistinct: Record<Buchholz, Fraction>;
  /** The organizers' drawing of lots, when the results give this player one. */
  lot?: number;
}

export type CarcassonneKey = 'round' | 'table' | 'player' | 'score' | 'starts';
