import type { Fraction } from '../fraction';

/**
 * One outcome of one unscored table: what it adds to each of its players' first figure (wins, round points, points),
 * and each player's result there as an ordinal (0 the best: 1st place, a win), which Needs names.
 */
export interface Outcome {
  gains: Fraction[];
  /** Undefined where no single result names it (a player at two unscored tables). */
  results: (number | undefined)[];
}

/**
 * Tables whose outcomes move the first figure together. `exact`: every outcome the rules allow. `bounds`: each player's
 * figure lies in [lo, hi] whatever happens, the players taken as independent (sound, not exact: docs/stakes.md#what-is-exact),
 * except that, with `plain`, at most one of them ends above their plain figure (a Diplomacy board has one winner at most).
 */
export type Unit =
  | { kind: 'exact'; players: number[]; outcomes: Outcome[] }
  | { kind: 'bounds'; players: number[]; lo: Fraction[]; hi: Fraction[]; plain?: Fraction[]; options?: BoundedResult[][] };

/**
 * A result a bounded player can name at their own board (a solo), with the figure it leaves them between lo and hi;
 * every other result is the player's whole range, one result further.
 */
export interface BoundedResult {
  result: number;
  lo: Fraction;
  hi: Fraction;
  /** With it, nobody else of the unit ends above their plain figure (the player's solo leaves the others losing). */
  alone?: boolean;
}

/** The field before the round in progress is scored: each player's first figure now, and the units still open. */
export interface Field {
  base: Fraction[];
  units: Unit[];
}

/** One way the player's own table can end, with the best and worst rank still possible after it. */
export interface Scenario {
  result: number | undefined;
  best: number;
  worst: number;
}

/** A player's stakes: the best and worst rank over every combination, and each outcome of their own table. */
export interface PlayerStakes {
  best: number;
  worst: number;
  /** Empty for a player without an unscored table. */
  scenarios: Scenario[];
  /** Whether Best and Worst are bounds rather than exact values (docs/stakes.md#what-is-exact). */
  bounded: boolean;
}
