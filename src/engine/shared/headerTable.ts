import type { Said, Text } from '../i18n/message';
import type { Label } from '../i18n/words';
import { type Arg, type Cell, isBlank, isGrid } from './cells';
import { readGrid } from './grid';
import { RESULTS_RANGE, say } from './messages';
import { PodiumError } from './problems';
import { fold } from './text';

/** A column of a header-driven range: the English header first, then the aliases organizers use. */
export interface ColumnSpec<K extends string = string> {
  key: K;
  names: readonly string[];
  required: boolean;
  /**
   * Its header in every language: what New tournament writes in Italian and Romanian (one of the names, accents
   * aside), how a live page shows a round's tables (SPEC §13.1), and how a message names the column where the range
   * has no header for it (docs/languages.md).
   */
  label: Label;
  /**
   * A column of figures (VP, Centres, Score, counts), not of names or ids: where the command line reads a file, a
   * number written plainly in it is a number, as a spreadsheet reads it, and every other cell stays the text written
   * (a player `0607` is not `607`).
   */
  figure?: true;
}

/** Whether a header cell names a column: one of its names, case- and accent-insensitively. */
export function isNamed(spec: ColumnSpec, header: Cell): boolean {
  return (typeof header === 'string' || typeof header === 'number') && spec.names.some((n) => fold(n) === fold(String(header)));
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
  /** How a message names a column: its header as the range writes it, or its label where the range has none. */
  named(key: K): Text;
}

/**
 * A column as a message names it where no header was read (docs/languages.md): its label in the reader's language,
 * `columnLabel(key: "player")` to a test; `en` is the English word where that is not the header (a function's
 * argument, `tiles`). Its words are the column's own, so no catalogue holds them.
 */
export function columnLabel(spec: ColumnSpec, en = spec.names[0]): Said<'columnLabel', { key: string }> {
  const params = { key: spec.key };
  return { id: 'columnLabel', params, words: { example: params, en: () => en, it: () => spec.label.it, ro: () => spec.label.ro } };
}

/** The label of the column `key` among `specs`, as `columnLabel` gives it. */
export const labelOf = (specs: readonly ColumnSpec[], key: string, en?: string) =>
  columnLabel(specs.find((c) => c.key === key) as ColumnSpec, en);

/**
 * Where a problem of one column is, for the adapters that turn it into a cell (`colonna 4 (VP)`): the header as
 * written and its place, or the column's English header where the range has none.
 */
export function columnPlace<K extends string>(
  table: Pick<HeaderTable<K>, 'columns' | 'named'>,
  key: K,
  english: string,
): { column: string; col?: number } {
  const named = table.named(key);
  return { column: typeof named === 'string' ? named : english, col: table.columns[key] };
}

/** A header cell as a message quotes it: its text as written, spaces at its ends aside. */
const headerText = (h: Cell) => String(h).trim();

/**
 * Finds columns by name (case- and accent-insensitive, any order); skips rows blank in every known column. An
 * unchecked checkbox (false) alone does not fill a row: New tournament's checkbox columns hold false all the way down.
 */
export function readHeaderTable<K extends string>(fn: string, given: Arg, specs: readonly ColumnSpec<K>[]): HeaderTable<K> {
  if (!isGrid(given) || given.length === 0) throw new PodiumError(fn, [{ message: say('wholeRange', { example: RESULTS_RANGE }) }]);
  const range = readGrid(fn, 'results', given);
  const headers = range[0];
  const columns = findColumns(fn, headers, specs);
  return { rows: filledRows(range, specs, columns), columns, headers, named: columnNames(headers, specs, columns) };
}

/** Each column's place in the header row: a column found twice, or a required one missing, is a problem (all of them told). */
function findColumns<K extends string>(fn: string, headers: readonly Cell[], specs: readonly ColumnSpec<K>[]): Partial<Record<K, number>> {
  const columns: Partial<Record<K, number>> = {};
  const problems = [];
  for (const spec of specs) {
    const found = headers.flatMap((h, i) => (isNamed(spec, h) ? [i] : []));
    if (found.length > 1)
      problems.push({
        row: 1,
        column: spec.names[0],
        message: say('columnTwice', { column: columnLabel(spec), found: found.map((i) => JSON.stringify(headers[i])) }),
      });
    else if (found.length === 1) columns[spec.key] = found[0];
    else if (spec.required)
      problems.push({
        row: 1,
        column: spec.names[0],
        message: say('columnMissing', { column: columnLabel(spec), aliases: spec.names }),
      });
  }
  if (problems.length) throw new PodiumError(fn, problems);
  return columns;
}

/** The rows below the header with a cell filled in a known column, each as its known columns' cells. */
function filledRows<K extends string>(
  range: readonly Cell[][],
  specs: readonly ColumnSpec<K>[],
  columns: Partial<Record<K, number>>,
): TableRow<K>[] {
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
  return rows;
}

/**
 * How each column is named: as its header is written, else by its label. Each name is made once: problems ask for it
 * on every row they read (a reader takes it to name the cell).
 */
function columnNames<K extends string>(
  headers: readonly Cell[],
  specs: readonly ColumnSpec<K>[],
  columns: Partial<Record<K, number>>,
): (key: K) => Text {
  const names = new Map<K, Text>();
  return (key) => {
    let name = names.get(key);
    if (name === undefined) {
      const c = columns[key];
      name = c === undefined ? labelOf(specs, key) : headerText(headers[c]);
      names.set(key, name);
    }
    return name;
  };
}
