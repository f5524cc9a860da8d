import type { Fraction } from '../shared/fraction';
import type { Result } from './board';
import type { Game } from './game';
import type { Power } from './powers';

/** A player's line in Diplomacy's standings, their games and the results' columns: the model that standings, tie-breaks and the final stage share. */
export interface DiplomacyStanding {
  player: string;
  points: Fraction;
  /** Centres over the games the total counts (docs/formats.md). */
  centres: number;
  count: Record<Result, number>;
  /** The player's games, best first by docs/diplomacy.md#comparing-two-games. */
  games: PlayedGame[];
  masterpoints: number | undefined;
}

/** One game of one player, where it was played. */
export interface PlayedGame {
  player: string;
  round: string;
  board: string;
  power: Power;
  game: Game;
  /** Its place among every game of the tournament by docs/diplomacy.md#comparing-two-games, 0 for the best; equal games share it. */
  place: number;
}

// the results' columns are named beside their specs, which the board's rules read too
export type { DiplomacyKey } from './columns';
