import type { Lang } from '../i18n/lang';
import { SHEET_WORDS } from '../i18n/sheetWords';
import type { Cell } from './cells';

/**
 * A spilled standings table: the header row, the rows, then after a blank row each warning on a row of
 * its own starting "Warning:". Every row has the header's width, as a spill needs.
 */
export function spill(header: string[], rows: Cell[][], warnings: string[], lang: Lang = 'en'): Cell[][] {
  const pad = (row: Cell[]) => [...row, ...Array(header.length - row.length).fill('')];
  const out: Cell[][] = [header, ...rows.map(pad)];
  if (warnings.length) out.push(pad([]));
  for (const w of warnings) out.push(pad([SHEET_WORDS[lang].warning(w)]));
  return out;
}
