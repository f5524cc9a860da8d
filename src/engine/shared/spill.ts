import type { Said, Shown } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import type { Label } from '../i18n/words';
import type { Cell } from './cells';

/** A spilled table as values: the adapter that spills it renders its words in the reader's language. */
export type Spill = Shown<Cell>[][];

/**
 * A spilled table: the header row, the rows, then after a blank row each warning on a row of its own ("Warning: …" in
 * the reader's language). Every row has the header's width, as a spill needs.
 */
export function spill(header: readonly Shown<string>[], rows: readonly Shown<Cell>[][], warnings: readonly Said[]): Spill {
  const pad = (row: readonly Shown<Cell>[]) =>
    row.length < header.length ? [...row, ...Array(header.length - row.length).fill('')] : [...row];
  const out: Spill = [[...header], ...rows.map(pad)];
  if (warnings.length) out.push(pad([]));
  for (const text of warnings) out.push(pad([saySheet('warningRow', { text })]));
  return out;
}

/**
 * A column of a table the engine returns as values: its key (docs/architecture.md#columns), and its header, a label or
 * as written (an event's name).
 */
export interface ValueColumn {
  key: string;
  header: Label | string;
}

/**
 * A table the engine returns as values (a circuit's standings, the Elo ratings): keyed columns, cells as values,
 * labels or messages, warnings as messages. Each adapter shows it in its reader's language.
 */
export interface ValueTable {
  columns: readonly ValueColumn[];
  rows: readonly (readonly Shown<Cell>[])[];
  warnings: readonly Said[];
}

/** The header row of a value table: its columns' headers. */
export const headerOf = (t: ValueTable): Shown<string>[] => t.columns.map((c) => c.header);

/** A value table as its custom function spills it: values, which the spill renders in its reader's language. */
export function spillTable(t: ValueTable): Spill {
  return spill(headerOf(t), t.rows as Shown<Cell>[][], t.warnings);
}
