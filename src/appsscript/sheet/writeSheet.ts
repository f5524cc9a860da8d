import type { Cell } from '../../engine/shared/cells';
import type { Report } from './report';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Developer metadata that marks a sheet as Podium's own: the only kind it ever rewrites. */
export const OWNER_KEY = 'podium.standings';

export function isPodiumSheet(sheet: Sheet): boolean {
  return sheet.getDeveloperMetadata().some((m) => m.getKey() === OWNER_KEY);
}

/** Text is written behind an apostrophe, so a name like =HYPERLINK(...), +39 333 or 1/2, or a rank =4, stays text. */
function asWritten(value: Cell): Cell {
  return typeof value === 'string' && value !== '' ? `'${value}` : value;
}

function numberFormat(value: Cell, percent: boolean): string {
  if (typeof value !== 'number') return '@';
  if (percent) return '0.0%';
  return Number.isInteger(value) ? '0' : '0.00';
}

/**
 * Writes the report into a new sheet, then swaps it for the old one: if any call fails the new sheet is removed and
 * the old standings stay as they were. The number of calls does not depend on the tournament's size.
 */
export function writeStandingsSheet(spreadsheet: Spreadsheet, name: string, game: string, report: Report, existing: Sheet | null): Sheet {
  const width = report.rows[0].length;
  const pad = (row: Cell[]) => [...row, ...Array(width - row.length).fill('')];
  const rows = [...report.rows, ...(report.warnings.length ? [[], ...report.warnings.map((w) => [`Warning: ${w}`])] : [])].map(pad);
  const notes = rows.map((_, i) => [report.notes[i] ?? '', ...Array(width - 1).fill('')]);
  const formats = rows.map((row, i) => row.map((v, j) => numberFormat(v, i > 0 && report.percentColumns.includes(j))));

  const sheet = spreadsheet.insertSheet(`${name} (building ${Date.now()})`);
  try {
    const range = sheet.getRange(1, 1, rows.length, width);
    range.setNumberFormats(formats);
    range.setValues(rows.map((row) => row.map(asWritten)));
    range.setNotes(notes);
    sheet.getRange(1, 1, 1, width).setFontWeight('bold');
    sheet.setFrozenRows(1);
    sheet.addDeveloperMetadata(OWNER_KEY, game);
  } catch (e) {
    spreadsheet.deleteSheet(sheet);
    throw e;
  }
  if (existing) spreadsheet.deleteSheet(existing);
  sheet.setName(name);
  return sheet;
}
