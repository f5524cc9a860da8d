import type { Text } from '../i18n/message';
import { type Cell, isBlank, showCell } from './cells';
import { say } from './messages';
import { Breach } from './problems';

const NUMBER_TEXT = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

/** A number, or text holding one ("7", "2,5" with a decimal comma); undefined when it is neither. */
export function asNumber(value: Cell): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!NUMBER_TEXT.test(text)) return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined; // 400 nines read as Infinity: no number a cell can mean
}

/** A number a cell must hold; blank reads as `blank` (0 for counts). `noun` names it in the message. */
export function readNumber(value: Cell, noun: Text, blank = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value; // what Sheets passes most often
  if (isBlank(value)) return blank;
  const n = asNumber(value);
  if (n === undefined) throw new Breach(say('notANumber', { noun, value: showCell(value) }));
  return n;
}

/** A whole number of things: settlements, centres, tiles. */
export function readCount(value: Cell, noun: Text, blank = 0): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  const n = readNumber(value, noun, blank);
  if (!Number.isInteger(n)) throw new Breach(say('notWhole', { noun, value: n }));
  return n;
}

/**
 * The largest of many numbers (`fallback` for none), folded rather than spread into Math.max: a column of 150,000
 * values as arguments would overflow the stack.
 */
export function largest(values: Iterable<number>, fallback = -Infinity): number {
  let most = fallback;
  for (const v of values) if (v > most) most = v;
  return most;
}

/** The smallest of many numbers (`fallback` for none), folded as `largest`. */
export function smallest(values: Iterable<number>, fallback = Infinity): number {
  let least = fallback;
  for (const v of values) if (v < least) least = v;
  return least;
}
