import type { Label } from '../i18n/words';
import { type Arg, type Cell, isBlank, isGrid } from './cells';
import { readGrid } from './grid';
import { say } from './messages';
import { PodiumError } from './problems';
import { fold } from './text';

/** A column of a header-driven range: the English header first, then the aliases organizers use. */
export interface ColumnSpec<K extends string = string> {
  key: K;
  names: readonly string[];
  required: boolean;
  /** Its header as a live page shows a round's tables (SPEC §13.1), in the page's language; else the first name. */
  label?: Label;
}

export interface TableRow<K extends string> {
  /** 1-based within the range; the header is row 1. */
  row: number;
  cells: Record<K, Cell>;
}

export interface HeaderTable<K extends string> {
  rows: TableRow<K>[];
  /** 0-based column of each key found in the range. */
  columns: Partial<Record<K, number>>;
  /** The header as written, for messages and for turning a column back into a cell. */
  headers: Cell[];
}

/**
 * Finds columns by name (case- and accent-insensitive, any order); skips rows blank in every known column. An
 * unchecked checkbox (false) alone does not fill a row: New tournament's checkbox columns hold false all the way down.
 */
export function readHeaderTable<K extends string>(fn: string, given: Arg, specs: readonly ColumnSpec<K>[]): HeaderTable<K> {
  if (!isGrid(given) || given.length === 0) throw new PodiumError(fn, [{ message: say('wholeRange', { example: 'Results!A1:J' }) }]);
  const range = readGrid(fn, 'results', given);
  const headers = range[0];
  const columns: Partial<Record<K, number>> = {};
  const problems = [];
  for (const spec of specs) {
    const names = spec.names.map(fold);
    const found = headers.flatMap((h, i) =>
      (typeof h === 'string' || typeof h === 'number') && names.includes(fold(String(h))) ? [i] : [],
    );
    if (found.length > 1)
      problems.push({
        row: 1,
        column: spec.names[0],
        message: say('columnTwice', { column: spec.names[0], found: found.map((i) => JSON.stringify(headers[i])) }),
      });
    else if (found.length === 1) columns[spec.key] = found[0];
    else if (spec.required)
      problems.push({
        row: 1,
        column: spec.names[0],
        message: say('columnMissing', { column: spec.names[0], aliases: spec.names.slice(1).join(', ') }),
      });
  }
  if (problems.length) throw new PodiumError(fn, problems);

  const rows: TableRow<K>[] = [];
  const found = specs.map((spec) => [spec.key, columns[spec.key]] as const);
  for (let r = 1; r < range.length; r++) {
    const cells = range[r];
    const record = {} as Record<K, Cell>;
    let filled = false;
    for (const [key, c] of found) {
      const v = c === undefined ? undefined : cells[c];
      record[key] = v;
      if (!filled && !isBlank(v) && v !== false) filled = true;
    }
    if (filled) rows.push({ row: r + 1, cells: record });
  }
  return { rows, columns, headers };
}
