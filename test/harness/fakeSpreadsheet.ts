/**
 * An in-memory SpreadsheetApp that behaves like the real service where Podium relies on it: A1 ranges, 2-D values,
 * setValues throwing on mismatched dimensions, a string starting with "=" written with setValues becoming a
 * formula, text kept as text under the "@" number format (where a leading apostrophe is a character like any other),
 * a sheet's size (a new sheet is 1,000 rows by 26 columns, and a range outside it throws), inserting and deleting
 * rows and columns, sheet ids and tab order, developer metadata, and every call counted, any of which can be made
 * to fail.
 */
type Value = string | number | boolean | Date;

export function columnLetter(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

interface Cell {
  value: Value;
  formula: string;
  format: string;
  note: string;
  bold: boolean;
}

const emptyCell = (): Cell => ({ value: '', formula: '', format: '', note: '', bold: false });

export class CallLog {
  count = 0;
  readonly calls: string[] = [];
  /** The next call of this name to fail, once, as the real service sometimes does (quota, timeout). */
  failOn: string | undefined;
  /** Or the call with this number (log.count after it) to fail, once: fault injection at every call in turn. */
  failAt: number | undefined;
  /** Runs before each call is made (it may throw, as the call would): where a test interleaves other executions. */
  beforeEach: ((name: string) => void) | undefined;
  record(name: string) {
    this.beforeEach?.(name);
    this.count++;
    this.calls.push(name);
    if (name === this.failOn || this.count === this.failAt) {
      this.failOn = undefined;
      this.failAt = undefined;
      throw new Error(`Service error: ${name} failed (simulated)`);
    }
  }
}

/** A new sheet's size in Sheets (Sheets > Insert > Sheet, and SpreadsheetApp's insertSheet). */
export const NEW_SHEET_ROWS = 1000;
export const NEW_SHEET_COLUMNS = 26;

/**
 * What Sheets makes of a typed or written string. Under the plain-text format "@" a string is kept exactly as
 * written, a leading apostrophe included (it then shows in the cell). Otherwise a leading apostrophe keeps the rest
 * as text and is not shown, "=" starts a formula, and numbers, dates and booleans are recognised.
 */
function interpret(raw: unknown, format: string): { value: Value; formula: string } {
  if (typeof raw === 'string' && format === '@') return { value: raw, formula: '' };
  if (typeof raw === 'string' && raw.startsWith("'")) return { value: raw.slice(1), formula: '' };
  if (typeof raw === 'string' && raw.startsWith('=') && raw.length > 1) return { value: `#FORMULA(${raw})`, formula: raw };
  if (typeof raw !== 'string') return { value: raw as Value, formula: '' };
  const t = raw.trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(t)) return { value: Number(t), formula: '' };
  if (/^\+?[\d ]+$/.test(t) && /\d/.test(t)) return { value: Number(t.replace(/ /g, '')), formula: '' };
  if (/^\d{1,2}\/\d{1,2}(\/\d{2,4})?$/.test(t))
    return { value: new Date(2026, Number(t.split('/')[1]) - 1, Number(t.split('/')[0])), formula: '' };
  if (/^(true|false)$/i.test(t)) return { value: t.toLowerCase() === 'true', formula: '' };
  return { value: raw, formula: '' };
}

export class FakeRange {
  constructor(
    private readonly sheet: FakeSheet,
    readonly row: number,
    readonly col: number,
    readonly numRows: number,
    readonly numCols: number,
  ) {}

  private cells<T>(read: (c: Cell) => T): T[][] {
    return Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numCols }, (_, c) => read(this.sheet.cellAt(this.row + r, this.col + c))),
    );
  }

  private write<T>(name: string, grid: T[][], apply: (c: Cell, v: T) => void) {
    this.sheet.log.record(name);
    if (!Array.isArray(grid) || grid.length !== this.numRows || grid.some((r) => !Array.isArray(r) || r.length !== this.numCols))
      throw new Error(
        `The number of rows or columns in the data does not match the range. The data has ${grid?.length} rows but the range has ${this.numRows}.`,
      );
    grid.forEach((r, i) => {
      r.forEach((v, j) => {
        apply(this.sheet.cellAt(this.row + i, this.col + j, true), v);
      });
    });
    return this;
  }

  /**
   * Range.activate(): "Sets the specified range as the active range, with the top left cell in the range as the
   * current cell", and its sheet becomes the active sheet (developers.google.com/apps-script/reference/spreadsheet/range#activate).
   */
  activate() {
    this.sheet.log.record('activate');
    this.sheet.activated(this);
    return this;
  }

  addDeveloperMetadata(key: string, value: string) {
    this.sheet.log.record('addDeveloperMetadata');
    this.sheet.placeMetadata(this, key, value);
    return this;
  }

  getValues() {
    this.sheet.log.record('getValues');
    return this.cells((c) => c.value);
  }
  getValue() {
    this.sheet.log.record('getValue');
    return this.sheet.cellAt(this.row, this.col).value;
  }
  getDisplayValues() {
    this.sheet.log.record('getDisplayValues');
    return this.cells((c) => String(c.value));
  }
  getFormulas() {
    this.sheet.log.record('getFormulas');
    return this.cells((c) => c.formula);
  }
  getNotes() {
    this.sheet.log.record('getNotes');
    return this.cells((c) => c.note);
  }
  getNumberFormats() {
    this.sheet.log.record('getNumberFormats');
    return this.cells((c) => c.format);
  }
  getFontWeights() {
    this.sheet.log.record('getFontWeights');
    return this.cells((c) => (c.bold ? 'bold' : 'normal'));
  }
  setValues(values: unknown[][]) {
    return this.write('setValues', values, (c, v) => Object.assign(c, interpret(v, c.format)));
  }
  setValue(value: unknown) {
    return this.setValues([[value]]);
  }
  setFormulas(formulas: string[][]) {
    return this.write('setFormulas', formulas, (c, f) => Object.assign(c, { formula: f, value: `#FORMULA(${f})` }));
  }
  setFormula(formula: string) {
    return this.setFormulas([[formula]]);
  }
  setNumberFormats(formats: string[][]) {
    return this.write('setNumberFormats', formats, (c, f) => (c.format = f));
  }
  setNumberFormat(format: string) {
    this.sheet.log.record('setNumberFormat');
    this.cells((c) => c).forEach((r, i) => {
      r.forEach((_, j) => {
        this.sheet.cellAt(this.row + i, this.col + j, true).format = format;
      });
    });
    return this;
  }
  setNotes(notes: string[][]) {
    return this.write('setNotes', notes, (c, n) => (c.note = n ?? ''));
  }
  setFontWeight(weight: string) {
    this.sheet.log.record('setFontWeight');
    this.cells((c) => c).forEach((r, i) => {
      r.forEach((_, j) => {
        this.sheet.cellAt(this.row + i, this.col + j, true).bold = weight === 'bold';
      });
    });
    return this;
  }
  setFontWeights(weights: string[][]) {
    return this.write('setFontWeights', weights, (c, w) => (c.bold = w === 'bold'));
  }
  setDataValidation() {
    this.sheet.log.record('setDataValidation');
    return this;
  }
  /** Clears contents, formats and notes, as Range.clear() with no options does. */
  clear() {
    this.sheet.log.record('clear');
    for (let r = 0; r < this.numRows; r++)
      for (let c = 0; c < this.numCols; c++) Object.assign(this.sheet.cellAt(this.row + r, this.col + c, true), emptyCell());
    return this;
  }
  /** As Google's Range reference says: checked true, unchecked false, and every cell of the range set to false. */
  insertCheckboxes() {
    this.sheet.log.record('insertCheckboxes');
    this.cells((c) => c).forEach((r, i) => {
      r.forEach((_, j) => {
        Object.assign(this.sheet.cellAt(this.row + i, this.col + j, true), { value: false, formula: '' });
      });
    });
    return this;
  }
  getRow() {
    return this.row;
  }
  getColumn() {
    return this.col;
  }
  getNumRows() {
    return this.numRows;
  }
  getNumColumns() {
    return this.numCols;
  }
  getA1Notation() {
    return `${columnLetter(this.col)}${this.row}:${columnLetter(this.col + this.numCols - 1)}${this.row + this.numRows - 1}`;
  }
  getSheet() {
    return this.sheet;
  }
}

/**
 * Developer metadata on a whole row or column. Google's Sheets API reference (DeveloperMetadata): metadata "will remain
 * associated at those locations as they move around and the spreadsheet is edited. For example, if developer metadata
 * is associated with row 5 and another row is then subsequently inserted above row 5, that original metadata will
 * still be associated with the row it was first associated with (what is now row 6). If the associated object is
 * deleted its metadata is deleted too."
 */
interface PlacedMetadata {
  key: string;
  value: string;
  /** 1-based row or column. */
  at: number;
}

/** Metadata after `count` rows (or columns) from `position` are deleted: theirs goes, the later move up. */
function shifted(list: PlacedMetadata[], position: number, count: number): PlacedMetadata[] {
  return list
    .filter((m) => m.at < position || m.at >= position + count)
    .map((m) => (m.at >= position + count ? { ...m, at: m.at - count } : m));
}

export class FakeSheet {
  private grid: Cell[][] = [];
  frozenRows = 0;
  private readonly metadata = new Map<string, string>();
  private rowMetadata: PlacedMetadata[] = [];
  private columnMetadata: PlacedMetadata[] = [];

  constructor(
    private name: string,
    readonly log: CallLog,
    private readonly id: number,
    private maxRows = NEW_SHEET_ROWS,
    private maxColumns = NEW_SHEET_COLUMNS,
    private readonly spreadsheet?: FakeSpreadsheet,
  ) {}

  /** The real service refuses a range that reaches past the sheet's last row or column. */
  private inBounds(row: number, col: number, numRows: number, numCols: number) {
    if (row < 1 || col < 1 || numRows < 1 || numCols < 1)
      throw new Error('Exception: The coordinates or dimensions of the range are invalid.');
    if (row + numRows - 1 > this.maxRows) throw new Error('Exception: Those rows are out of bounds.');
    if (col + numCols - 1 > this.maxColumns) throw new Error('Exception: Those columns are out of bounds.');
  }

  getMaxRows() {
    this.log.record('getMaxRows');
    return this.maxRows;
  }
  getMaxColumns() {
    this.log.record('getMaxColumns');
    return this.maxColumns;
  }
  /** Inserts rows after a row: what is below moves down, and the sheet grows. */
  insertRowsAfter(afterPosition: number, howMany: number) {
    this.log.record('insertRowsAfter');
    if (afterPosition < 1 || afterPosition > this.maxRows) throw new Error('Exception: Those rows are out of bounds.');
    while (this.grid.length < afterPosition) this.grid.push([]);
    this.grid.splice(afterPosition, 0, ...Array.from({ length: howMany }, () => []));
    this.maxRows += howMany;
    for (const m of this.rowMetadata) if (m.at > afterPosition) m.at += howMany;
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number) {
    this.log.record('insertColumnsAfter');
    if (afterPosition < 1 || afterPosition > this.maxColumns) throw new Error('Exception: Those columns are out of bounds.');
    for (const r of this.grid) {
      while (r.length < afterPosition) r.push(emptyCell());
      r.splice(afterPosition, 0, ...Array.from({ length: howMany }, emptyCell));
    }
    this.maxColumns += howMany;
    for (const m of this.columnMetadata) if (m.at > afterPosition) m.at += howMany;
    return this;
  }
  deleteRows(rowPosition: number, howMany: number) {
    this.log.record('deleteRows');
    this.inBounds(rowPosition, 1, howMany, 1);
    this.grid.splice(rowPosition - 1, howMany);
    this.maxRows -= howMany;
    this.rowMetadata = shifted(this.rowMetadata, rowPosition, howMany);
  }
  deleteColumns(columnPosition: number, howMany: number) {
    this.log.record('deleteColumns');
    this.inBounds(1, columnPosition, 1, howMany);
    for (const r of this.grid) r.splice(columnPosition - 1, howMany);
    this.maxColumns -= howMany;
    this.columnMetadata = shifted(this.columnMetadata, columnPosition, howMany);
  }
  /** Range.addDeveloperMetadata on a whole row or column of this sheet. */
  placeMetadata(range: FakeRange, key: string, value: string) {
    const wholeRow = range.col === 1 && range.numCols === this.maxColumns && range.numRows === 1;
    const wholeColumn = range.row === 1 && range.numRows === this.maxRows && range.numCols === 1;
    // Apps Script's own refusal (a range that is not one whole row or column)
    if (!wholeRow && !wholeColumn)
      throw new Error(
        'Adding developer metadata to arbitrary ranges is not currently supported. Developer metadata may only be added to the top-level spreadsheet, an individual sheet, or an entire row or column.',
      );
    (wholeRow ? this.rowMetadata : this.columnMetadata).push({ key, value, at: wholeRow ? range.row : range.col });
  }
  /** Sheet.createDeveloperMetadataFinder(): the metadata within this sheet (its rows and columns), by key. */
  createDeveloperMetadataFinder() {
    this.log.record('createDeveloperMetadataFinder');
    const sheet = this;
    let wanted: string | undefined;
    const finder = {
      withKey(key: string) {
        wanted = key;
        return finder;
      },
      find() {
        sheet.log.record('find');
        const found = (list: PlacedMetadata[], row: boolean) =>
          list
            .filter((m) => wanted === undefined || m.key === wanted)
            .map((m) => ({
              getKey: () => m.key,
              getValue: () => m.value,
              getLocation: () => ({
                getRow: () => (row ? new FakeRange(sheet, m.at, 1, 1, sheet.maxColumns) : null),
                getColumn: () => (row ? null : new FakeRange(sheet, 1, m.at, sheet.maxRows, 1)),
              }),
              remove: () => {
                sheet.log.record('remove');
                if (row) sheet.rowMetadata = sheet.rowMetadata.filter((x) => x !== m);
                else sheet.columnMetadata = sheet.columnMetadata.filter((x) => x !== m);
              },
            }));
        return [...found(sheet.rowMetadata, true), ...found(sheet.columnMetadata, false)];
      },
    };
    return finder;
  }
  /** The sheet's position among the tabs, from 1. */
  getIndex() {
    return (this.spreadsheet?.tabs().indexOf(this) ?? 0) + 1;
  }

  cellAt(row: number, col: number, create = false): Cell {
    if (!create) return this.grid[row - 1]?.[col - 1] ?? emptyCell();
    while (this.grid.length < row) this.grid.push([]);
    const r = this.grid[row - 1];
    while (r.length < col) r.push(emptyCell());
    return r[col - 1];
  }

  getName() {
    return this.name;
  }
  setName(name: string) {
    this.log.record('setName');
    this.name = name;
    return this;
  }
  getSheetId() {
    return this.id;
  }
  getLastRow() {
    this.log.record('getLastRow');
    let last = 0;
    this.grid.forEach((r, i) => {
      if (r.some((c) => c.value !== '' || c.formula !== '')) last = i + 1;
    });
    return last;
  }
  getLastColumn() {
    this.log.record('getLastColumn');
    return this.grid.reduce(
      (m, r) =>
        Math.max(
          m,
          r.reduce((k, c, j) => (c.value !== '' || c.formula !== '' ? j + 1 : k), 0),
        ),
      0,
    );
  }
  getRange(a: string | number, col?: number, numRows = 1, numCols = 1): FakeRange {
    this.log.record('getRange');
    if (typeof a === 'number') {
      this.inBounds(a, col as number, numRows, numCols);
      return new FakeRange(this, a, col as number, numRows, numCols);
    }
    const a1 = a.replace(/^.*!/, '');
    const rows = /^(\d+):(\d+)$/.exec(a1);
    if (rows) return this.getRange(Number(rows[1]), 1, Number(rows[2]) - Number(rows[1]) + 1, this.maxColumns);
    const columns = /^([A-Z]+):([A-Z]+)$/i.exec(a1);
    if (columns) return this.getRange(1, columnNumber(columns[1]), this.maxRows, columnNumber(columns[2]) - columnNumber(columns[1]) + 1);
    const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+)?)?$/i.exec(a1);
    if (!m) throw new Error(`Range not found: ${a}`);
    const r1 = Number(m[2]);
    const c1 = columnNumber(m[1]);
    const c2 = m[3] ? columnNumber(m[3]) : c1;
    const r2 = m[4] ? Number(m[4]) : m[3] ? this.maxRows : r1;
    this.inBounds(r1, c1, r2 - r1 + 1, c2 - c1 + 1);
    return new FakeRange(this, r1, c1, r2 - r1 + 1, c2 - c1 + 1);
  }
  /** The range from A1 to the last row and column that hold a value or formula. */
  getDataRange(): FakeRange {
    this.log.record('getDataRange');
    let rows = 0;
    let cols = 0;
    this.grid.forEach((r, i) => {
      r.forEach((c, j) => {
        if (c.value !== '' || c.formula !== '') {
          rows = Math.max(rows, i + 1);
          cols = Math.max(cols, j + 1);
        }
      });
    });
    return new FakeRange(this, 1, 1, Math.max(1, rows), Math.max(1, cols));
  }
  clear() {
    this.log.record('clear');
    this.grid = [];
    return this;
  }
  clearContents() {
    return this.clear();
  }
  setFrozenRows(n: number) {
    this.log.record('setFrozenRows');
    this.frozenRows = n;
  }
  getFrozenRows() {
    return this.frozenRows;
  }
  autoResizeColumns() {
    this.log.record('autoResizeColumns');
    return this;
  }
  addDeveloperMetadata(key: string, value: string) {
    this.log.record('addDeveloperMetadata');
    this.metadata.set(key, value);
    return this;
  }
  getDeveloperMetadata() {
    this.log.record('getDeveloperMetadata');
    return [...this.metadata].map(([k, v]) => ({
      getKey: () => k,
      getValue: () => v,
      remove: () => {
        this.log.record('remove');
        this.metadata.delete(k);
      },
    }));
  }
  activate() {
    return this;
  }
  /** A range of this sheet was activated: the spreadsheet's active sheet and range follow. */
  activated(range: FakeRange) {
    this.spreadsheet?.setActiveSheet(this);
    if (this.spreadsheet)
      this.spreadsheet.activeRange = { sheet: this.name, row: range.row, col: range.col, rows: range.numRows, cols: range.numCols };
  }
  /** Test helper, not a service call: the sheet's contents as plain data. */
  snapshot() {
    const used = this.grid.map((r) => {
      const last = r.reduce((k, c, j) => (JSON.stringify(c) === JSON.stringify(emptyCell()) ? k : j + 1), 0);
      return r.slice(0, last);
    });
    while (used.length && used[used.length - 1].length === 0) used.pop();
    const placed = (list: PlacedMetadata[]) => JSON.stringify([...list].sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : 1)));
    return `${JSON.stringify(used)}|size=${this.maxRows}x${this.maxColumns}|frozen=${this.frozenRows}|${JSON.stringify([...this.metadata])}|rows ${placed(this.rowMetadata)}|columns ${placed(this.columnMetadata)}`;
  }
  /** Test helper: fills the sheet as if typed, growing it to fit. */
  load(rows: unknown[][]) {
    this.maxRows = Math.max(this.maxRows, rows.length);
    this.maxColumns = Math.max(this.maxColumns, ...rows.map((r) => r.length));
    rows.forEach((r, i) => {
      r.forEach((v, j) => {
        Object.assign(this.cellAt(i + 1, j + 1, true), interpret(v, ''));
      });
    });
    return this;
  }
}

export class FakeSpreadsheet {
  readonly log = new CallLog();
  /** Test helper: the range a Range.activate() made active. */
  activeRange: { sheet: string; row: number; col: number; rows: number; cols: number } | undefined;
  private sheets: FakeSheet[] = [];
  private active: FakeSheet | undefined;
  private nextId = 1;
  /**
   * File › Settings › Locale: getSpreadsheetLocale() answers it in the form "en_US" (an ISO 639 code, with the
   * country after "_" where there is one; Sheets API reference, SpreadsheetProperties.locale). A test may set it.
   */
  locale = 'en_US';

  /**
   * File › Settings › Time zone: getSpreadsheetTimeZone() answers its name, such as "Europe/Rome" (Spreadsheet
   * reference: "Gets the time zone for the spreadsheet"). A test may set it.
   */
  timeZone = 'Europe/Rome';
  getSpreadsheetTimeZone() {
    this.log.record('getSpreadsheetTimeZone');
    return this.timeZone;
  }

  getSpreadsheetLocale() {
    this.log.record('getSpreadsheetLocale');
    return this.locale;
  }

  /** The sheets in tab order (not a service call). */
  tabs(): FakeSheet[] {
    return this.sheets;
  }
  addSheet(name: string, rows: unknown[][] = []): FakeSheet {
    const sheet = new FakeSheet(name, this.log, this.nextId++, NEW_SHEET_ROWS, NEW_SHEET_COLUMNS, this).load(rows);
    this.sheets.push(sheet);
    this.active ??= sheet;
    return sheet;
  }
  getSheets() {
    this.log.record('getSheets');
    return [...this.sheets];
  }
  getSheetByName(name: string) {
    this.log.record('getSheetByName');
    return this.sheets.find((s) => s.getName() === name) ?? null;
  }
  insertSheet(name: string) {
    this.log.record('insertSheet');
    if (this.sheets.some((s) => s.getName() === name))
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    const sheet = new FakeSheet(name, this.log, this.nextId++, NEW_SHEET_ROWS, NEW_SHEET_COLUMNS, this);
    this.sheets.push(sheet);
    this.active = sheet;
    return sheet;
  }
  getSheetById(id: number) {
    this.log.record('getSheetById');
    return this.sheets.find((s) => s.getSheetId() === id) ?? null;
  }
  deleteSheet(sheet: FakeSheet) {
    this.log.record('deleteSheet');
    this.sheets = this.sheets.filter((s) => s !== sheet);
  }
  getActiveSheet() {
    this.log.record('getActiveSheet');
    return this.active ?? null;
  }
  setActiveSheet(sheet: FakeSheet) {
    this.active = sheet;
    return sheet;
  }
  getName() {
    return 'Tournament';
  }
  /** What Spreadsheet.toast showed: its message and title. */
  readonly toasts: string[] = [];
  toast(message = '', title = '') {
    this.log.record('toast');
    this.toasts.push(`${title}: ${message}`);
  }
}
