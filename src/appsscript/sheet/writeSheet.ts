import { render, rowsIn } from '../../engine/i18n/message';
import { saySheet } from '../../engine/i18n/sheetWords';
import type { Cell } from '../../engine/shared/cells';
import { columnLetter } from './a1';
import type { Report } from './report';
import { type Extent, OWNER_KEY, TABLE_KEY, tableMarks } from './standingsSheets';
import type { Changes } from './undo';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Text goes into cells formatted as plain text ("@"), as written: there a name like =HYPERLINK(...), +39 333 or 1/2,
 * or a rank =4, stays text and shows as typed, where a leading apostrophe would show too (docs/guide.md's note on the standings sheet).
 */
export function numberFormat(value: Cell, percent: boolean): string {
  if (typeof value !== 'number') return '@';
  if (percent) return '0.0%';
  return Number.isInteger(value) ? '0' : '0.00';
}

/** What a Podium sheet is written from: its rows, each rank cell's note, its percentage columns, its warnings, its language. */
export type Written = Pick<Report, 'rows' | 'notes' | 'percentColumns' | 'warnings' | 'lang'>;

/** The report laid out as the sheet's cells, in the sheet's language: the table, then its warnings after a blank row. */
function layout(report: Written): Cell[][] {
  const width = report.rows[0].length;
  const pad = (row: Cell[]) => [...row, ...Array(width - row.length).fill('')];
  const warnings = report.warnings.map((text) => [saySheet('warningRow', { text })]);
  return rowsIn([...report.rows, ...(warnings.length ? [[], ...warnings] : [])], report.lang).map(pad) as Cell[][];
}

/** Where the standings go: Podium's sheet with the extent of its last table, or a new sheet of that name. */
export type Target = { sheet: Sheet; old: Extent } | { name: string };

/** Grows the sheet by inserting right after `own` when `needed` passes it: what lies beyond moves on, untouched. */
/** A new sheet's name: `base`, numbered when a sheet has it already (`Standings – Catan 2`). */
export function freeName(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, base: string): string {
  let name = base;
  for (let n = 2; spreadsheet.getSheetByName(name); n++) name = `${base} ${n}`;
  return name;
}

export function grow(changes: Changes, sheet: Sheet, own: number, needed: number, axis: 'rows' | 'columns'): void {
  if (needed <= own) return;
  const add = needed - own;
  if (axis === 'rows')
    changes.make(
      () => sheet.insertRowsAfter(own, add),
      () => sheet.deleteRows(own + 1, add),
    );
  else
    changes.make(
      () => sheet.insertColumnsAfter(own, add),
      () => sheet.deleteColumns(own + 1, add),
    );
}

/**
 * Writes the report into Podium's standings sheet, in place: the same sheet (its id, tab position and name), only
 * inside Podium's own table (the rows and columns it wrote last time and this time), growing the sheet right after
 * that table when it needs more, and clearing what it no longer uses. Every change is recorded in `changes`, so a
 * failure anywhere is taken back. The number of calls does not depend on the tournament's size. A new sheet is marked
 * Podium's with `owner` (a standings sheet's mark, or a circuit export's).
 */
export function writeStandings(
  changes: Changes,
  spreadsheet: Spreadsheet,
  target: Target,
  report: Written,
  owner = OWNER_KEY,
): { sheet: Sheet; extent: Extent } {
  const cells = layout(report);
  const extent: Extent = { rows: cells.length, columns: cells[0].length };
  const fresh = !('sheet' in target);
  const sheet =
    'sheet' in target
      ? target.sheet
      : changes.make(
          () => spreadsheet.insertSheet(target.name),
          (made) => spreadsheet.deleteSheet(made),
        );

  // Podium's own rows and columns now: all of a new sheet; on its own sheet, last time's table as its marks say (they
  // moved with the rows and columns the organizer inserted or deleted inside it), else as saved, never past the sheet
  const maxRows = sheet.getMaxRows();
  const maxColumns = sheet.getMaxColumns();
  const marks = fresh ? { all: [] } : tableMarks(sheet);
  const own: Extent = fresh
    ? { rows: maxRows, columns: maxColumns }
    : { rows: Math.min(marks.row ?? target.old.rows, maxRows), columns: Math.min(marks.column ?? target.old.columns, maxColumns) };
  const written: Extent = fresh ? extent : { rows: Math.max(extent.rows, own.rows), columns: Math.max(extent.columns, own.columns) };

  if (!fresh && own.rows > 0 && own.columns > 0) {
    // what the old table held, to put back if a later call fails
    const old = sheet.getRange(1, 1, own.rows, own.columns);
    const before = {
      values: old.getValues(),
      formats: old.getNumberFormats(),
      notes: old.getNotes(),
      weights: old.getFontWeights(),
      frozen: sheet.getFrozenRows(),
    };
    changes.make(
      () => undefined,
      () => {
        const back = sheet.getRange(1, 1, own.rows, own.columns);
        back.setNumberFormats(before.formats).setValues(before.values).setNotes(before.notes).setFontWeights(before.weights);
        sheet.setFrozenRows(before.frozen);
      },
    );
  }
  grow(changes, sheet, Math.max(1, own.rows), extent.rows, 'rows');
  grow(changes, sheet, Math.max(1, own.columns), extent.columns, 'columns');

  // one rectangle over the old and the new table: the new cells, and blanks where the old table was larger
  const blankRow = () => Array(written.columns).fill('');
  const grid = Array.from({ length: written.rows }, (_, i) =>
    i < cells.length ? [...cells[i], ...Array(written.columns - extent.columns).fill('')] : blankRow(),
  );
  const inTable = (i: number, j: number) => i < extent.rows && j < extent.columns;
  const range = sheet.getRange(1, 1, written.rows, written.columns);
  range.setNumberFormats(
    grid.map((row, i) => row.map((v, j) => numberFormat(v, i > 0 && inTable(i, j) && report.percentColumns.includes(j)))),
  );
  range.setValues(grid);
  const note = (i: number) => {
    const said = report.notes[i];
    return said ? render(said, report.lang) : '';
  };
  range.setNotes(grid.map((row, i) => row.map((_, j) => (j === 0 && inTable(i, j) ? note(i) : ''))));
  range.setFontWeights(grid.map((row, i) => row.map(() => (i === 0 ? 'bold' : 'normal'))));
  sheet.setFrozenRows(1);
  if (fresh) sheet.addDeveloperMetadata(owner, String(sheet.getSheetId()));
  markTable(changes, sheet, extent, marks.all);
  return { sheet, extent };
}

/** Moves the table's marks to its new last row and last column; each step is taken back on a failure. */
function markTable(changes: Changes, sheet: Sheet, extent: Extent, old: ReturnType<typeof tableMarks>['all']): void {
  const id = String(sheet.getSheetId());
  const place = (a1: string) => sheet.getRange(a1).addDeveloperMetadata(TABLE_KEY, id);
  const a1 = (m: { row?: number; column?: number }) =>
    m.row !== undefined ? `${m.row}:${m.row}` : `${columnLetter(m.column as number)}:${columnLetter(m.column as number)}`;
  for (const m of old)
    changes.make(
      () => m.metadata.remove(),
      () => place(a1(m)),
    );
  for (const m of [{ row: extent.rows }, { column: extent.columns }])
    changes.make(
      () => place(a1(m)),
      () => {
        for (const placed of tableMarks(sheet).all) if (placed.row === m.row && placed.column === m.column) placed.metadata.remove();
      },
    );
}
