import type { Text } from '../i18n/message';
import { say } from './messages';

/** What Sheets hands a custom function: a single cell's value, or a range as rows of cells. */
export type Cell = string | number | boolean | Date | null | undefined;
export type Grid = Cell[][];
export type Arg = Cell | Grid;

/** An empty cell. Sheets passes "", other callers null or undefined; spaces alone are treated the same. */
export function isBlank(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Array.isArray, not instanceof: arrays made in another context (Sheets, a vm) must count too. */
export function isGrid(value: unknown): value is Grid {
  return Array.isArray(value);
}

/** How a cell reads in a message: text quoted, a fraction and an invalid date in the reader's language, the rest as written. */
export function showCell(value: string): string;
export function showCell(value: unknown): Text;
export function showCell(value: unknown): Text {
  // at most 100 characters of any value, the cut marked (docs/conventions.md#long-values)
  if (typeof value === 'string') return JSON.stringify(value.length > 100 ? `${value.slice(0, 99)}…` : value);
  if (isDate(value)) return Number.isNaN(value.getTime()) ? say('invalidDate') : dayOf(value);
  if (typeof value === 'number' && !Number.isInteger(value)) return say('decimal', { value });
  return String(value);
}

/** A Date from any realm (a custom function's arguments are made by Sheets, not by this script). */
export function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the organizer typed it, in the script's own time zone: Apps Script runs Date's local methods in the
 * script's time zone, so the local date is the day the cell shows (UTC would be a day early east of Greenwich).
 */
export function dayOf(d: Date): string {
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
