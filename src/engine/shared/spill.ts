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
export function spill(header: readonly (Label | Said)[], rows: readonly Shown<Cell>[][], warnings: readonly Said[]): Spill {
  const pad = (row: readonly Shown<Cell>[]) =>
    row.length < header.length ? [...row, ...Array(header.length - row.length).fill('')] : [...row];
  const out: Spill = [[...header], ...rows.map(pad)];
  if (warnings.length) out.push(pad([]));
  for (const text of warnings) out.push(pad([saySheet('warningRow', { text })]));
  return out;
}
