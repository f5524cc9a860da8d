import type { Text } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { readCount, readNumber } from '../shared/numbers';
import { Breach } from '../shared/problems';
import { say } from './messages';

/** The most any count, score or points argument of a CARC_ function may be (docs/carcassonne.md#limits): no answer passes 2^53. */
export const MAX_COUNT = 10000;

/**
 * The lowest a feature scores (docs/carcassonne.md#roads-and-cities, step 8): Poverty's −3 added after the witch, to
 * a one-tile road (1) or a two-tile city the Cathars and the witch bring down to 1. A feature's points below it, or
 * not whole, are no feature's (CARC_AWARD).
 */
export const LOWEST_POINTS = -2;

/** A whole number within a range: by default 0 to 10,000. */
export function readBounded(value: Cell, noun: Text, min = 0, max = MAX_COUNT): number {
  return within(readCount(value, noun), noun, min, max);
}

/** A number (follower strength, points from another function) at most 10,000 in absolute value. */
export function readAmount(value: Cell, noun: Text, min = -MAX_COUNT): number {
  const n = readNumber(value, noun);
  if (n < min || n > MAX_COUNT) throw new Breach(say('amountRange', { noun, value: n, signed: min !== 0 }));
  return n;
}

/** A whole number already read, checked against its range, or a breach naming it. */
export function within(value: number, noun: Text, min: number, max = MAX_COUNT): number {
  if (value < min || value > max) throw new Breach(say('countRange', { noun, value, least: min, most: max }));
  return value;
}
