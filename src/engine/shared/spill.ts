import type { Cell } from './cells';

/**
 * A spilled standings table: the English header row, the rows, then after a blank row each warning on a row of
 * its own starting "Warning:". Every row has the header's width, as a spill needs.
 */
export function spill(header: string[], rows: Cell[][], warnings: string[]): Cell[][] {
  const pad = (row: Cell[]) => [...row, ...Array(header.length - row.length).fill('')];
  const out: Cell[][] = [header, ...rows.map(pad)];
  if (warnings.length) out.push(pad([]));
  for (const w of warnings) out.push(pad([`Warning: ${w}`]));
  return out;
}
