import type { Fraction } from '../../shared/fraction';
import type { Result, Seat } from '../board';

/** What a scoring system knows of one player's game. */
export interface ScoredSeat {
  seat: Seat;
  board: Seat[];
  result: Result;
  /** Years that count for survival (SPEC §3.1), by the survival setting. */
  survivalYears: number;
  /** Strictly more centres than every other player on the board. */
  outrightLeader: boolean;
}

/** A tournament's points per game. Standings, comparisons and awards take whichever system the settings name. */
export interface ScoringSystem {
  name: string;
  points(seat: ScoredSeat): Fraction;
}
