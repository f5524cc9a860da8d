import type { Fraction } from '../shared/fraction';

/** A player's line in Catan's standings and the results' columns: the model that standings, tie-breaks and the final stage share. */
export interface CatanStanding {
  player: string;
  roundPoints: Fraction;
  /** Games won; a 1st place shared by k players is 1/k each (docs/formats.md). */
  wins: Fraction;
  vp: number;
  /** Σ min(VP, target): only the VP needed to win (docs/formats.md). */
  vpCapped: number;
  /** VP percentage by the `share` setting, exact. */
  share: Fraction;
  /** How many 1st, 2nd, 3rd and 4th places; a shared place counts as the best of those shared. */
  places: number[];
  games: number;
}

export type CatanKey = 'round' | 'table' | 'player' | 'vp' | 'declared';
