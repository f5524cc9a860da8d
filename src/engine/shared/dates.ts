import type { Text } from '../i18n/message';
import { type Cell, dayOf, isBlank, isDate, showCell } from './cells';
import { say } from './messages';
import { Breach } from './problems';

/** A date or a date-time as a cell gives it (docs/circuits.md#dates): its moment, to order by, and its day as the cell shows it. */
export interface When {
  /** Milliseconds, in the script's time zone as a Date made from the cell's text would be. */
  time: number;
  /** `YYYY-MM-DD`. */
  day: string;
}

/** `2025-03-14`, `2025-03-14 18:30` or `2025-03-14 18:30:05` (a `T` for the space too). */
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** A date's text as a local Date, when every part is one a calendar has (no 31 April, no 24:00). */
function fromText(text: string): Date | undefined {
  const m = DATE_TEXT.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hours, minutes, seconds] = m.slice(1).map((part) => Number(part ?? 0));
  const d = new Date(year, month - 1, day, hours, minutes, seconds);
  const same =
    d.getFullYear() === year &&
    d.getMonth() === month - 1 &&
    d.getDate() === day &&
    d.getHours() === hours &&
    d.getMinutes() === minutes &&
    d.getSeconds() === seconds;
  return same ? d : undefined;
}

/**
 * A date cell: a date or date-time Sheets passes, or text as `YYYY-MM-DD` or `YYYY-MM-DD HH:MM[:SS]` (what a CSV holds);
 * anything else, a blank cell included, is a breach naming the column (`noun`).
 * @example readWhen('2025-03-14', 'Date').day // '2025-03-14'
 */
export function readWhen(value: Cell, noun: Text): When {
  if (isBlank(value)) throw new Breach(say('blankCell', { header: noun }));
  const d = isDate(value) ? value : typeof value === 'string' ? fromText(value) : undefined;
  if (!d || Number.isNaN(d.getTime())) throw new Breach(say('notADate', { noun, value: showCell(value) }));
  return { time: d.getTime(), day: dayOf(d) };
}
