import type { Lang } from '../i18n/lang';
import { isSaid, render, type Said } from '../i18n/message';
import { SHEET_WORDS } from '../i18n/sheetWords';
import { isLabel, type Label } from '../i18n/words';
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

/** A value of a table the engine returns: a cell's own value, a word (a label), or words with their values (a message). */
export type Shown = Cell | Label | Said;

/**
 * A table the engine returns as values (a circuit's standings, the Elo ratings): headers as labels or as written (an
 * event's name), cells as values, labels or messages, warnings as messages. Each adapter shows it in its reader's
 * language with `tableIn`; `lang` is the language its settings asked for.
 */
export interface ValueTable {
  header: readonly (Label | string)[];
  rows: readonly (readonly Shown[])[];
  warnings: readonly Said[];
  lang: Lang;
}

/** A value in `lang`: a label in its words, a message rendered, anything else as it is. */
const valueIn = (value: Shown, lang: Lang): Cell => (isSaid(value) ? render(value, lang) : isLabel(value) ? value[lang] : value);

/** A value table in `lang` (its own by default): the header, the rows and the warnings as text. */
export function tableIn(t: ValueTable, lang: Lang = t.lang): { header: string[]; rows: Cell[][]; warnings: string[] } {
  return {
    header: t.header.map((h) => (typeof h === 'string' ? h : h[lang])),
    rows: t.rows.map((r) => r.map((c) => valueIn(c, lang))),
    warnings: t.warnings.map((w) => render(w, lang)),
  };
}

/** A value table as its custom function spills it, in its language. */
export function spillTable(t: ValueTable): Cell[][] {
  const { header, rows, warnings } = tableIn(t);
  return spill(header, rows, warnings, t.lang);
}
