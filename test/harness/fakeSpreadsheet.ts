/**
 * An in-memory SpreadsheetApp that behaves like the real service where Podium relies on it: A1 ranges, 2-D values,
 * setValues throwing on mismatched dimensions, a string starting with "=" written with setValues becoming a
 * formula, text kept as text only under the "@" number format, and every call counted.
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
  /** A service call to fail, as the real service sometimes does (quota, timeout), to test what is left behind. */
  failOn: string | undefined;
  record(name: string) {
    this.count++;
    this.calls.push(name);
    if (name === this.failOn) throw new Error(`Service error: ${name} failed (simulated)`);
  }
}

/** What Sheets makes of a typed or written string: numbers, dates and booleans unless the cell is formatted as text. */
function interpret(raw: unknown, format: string): { value: Value; formula: string } {
  if (typeof raw === 'string' && raw.startsWith("'")) return { value: raw.slice(1), formula: '' }; // the apostrophe keeps text as text
  if (typeof raw === 'string' && raw.startsWith('=') && raw.length > 1) return { value: `#FORMULA(${raw})`, formula: raw };
  if (typeof raw !== 'string' || format === '@') return { value: raw as Value, formula: '' };
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
  setDataValidation() {
    this.sheet.log.record('setDataValidation');
    return this;
  }
  insertCheckboxes() {
    this.sheet.log.record('insertCheckboxes');
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

export class FakeSheet {
  private grid: Cell[][] = [];
  frozenRows = 0;
  private readonly metadata = new Map<string, string>();

  constructor(
    private name: string,
    readonly log: CallLog,
    private readonly id: number,
  ) {}

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
    if (typeof a === 'number') return new FakeRange(this, a, col as number, numRows, numCols);
    const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+)?)?$/i.exec(a.replace(/^.*!/, ''));
    if (!m) throw new Error(`Range not found: ${a}`);
    const r1 = Number(m[2]);
    const c1 = columnNumber(m[1]);
    const c2 = m[3] ? columnNumber(m[3]) : c1;
    const r2 = m[4] ? Number(m[4]) : m[3] ? Math.max(this.grid.length, r1) : r1;
    return new FakeRange(this, r1, c1, r2 - r1 + 1, c2 - c1 + 1);
  }
  getDataRange(): FakeRange {
    this.log.record('getDataRange');
    const rows = Math.max(1, this.grid.length);
    const cols = Math.max(1, ...this.grid.map((r) => r.length));
    return new FakeRange(this, 1, 1, rows, cols);
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
    return [...this.metadata].map(([k, v]) => ({ getKey: () => k, getValue: () => v }));
  }
  activate() {
    return this;
  }
  /** Test helper, not a service call: the sheet's contents as plain data. */
  snapshot() {
    return `${JSON.stringify(this.grid)}|frozen=${this.frozenRows}|${JSON.stringify([...this.metadata])}`;
  }
  /** Test helper: fills the sheet as if typed. */
  load(rows: unknown[][]) {
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
  private sheets: FakeSheet[] = [];
  private active: FakeSheet | undefined;
  private nextId = 1;

  addSheet(name: string, rows: unknown[][] = []): FakeSheet {
    const sheet = new FakeSheet(name, this.log, this.nextId++).load(rows);
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
    const sheet = new FakeSheet(name, this.log, this.nextId++);
    this.sheets.push(sheet);
    this.active = sheet;
    return sheet;
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
  toast() {
    this.log.record('toast');
  }
}
