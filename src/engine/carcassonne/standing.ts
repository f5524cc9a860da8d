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
  /** Each duel's result against its opponent: 1, ½ or 0 as counted. */
  results: { opponent: string; result: Fraction }[];
  games: number;
  byes: number;
}

export type CarcassonneKey = 'round' | 'table' | 'player' | 'score' | 'starts';
