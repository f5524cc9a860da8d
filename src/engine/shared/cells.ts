/** What Sheets hands a custom function: a single cell's value, or a range as rows of cells. */
export type Cell = string | number | boolean | Date | null | undefined;
export type Grid = Cell[][];
export type Arg = Cell | Grid;

/** An empty cell. Sheets passes "", other callers null or undefined; spaces alone are treated the same. */
export function isBlank(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Array.isArray, not instanceof: arrays made in another context (Sheets, a vm) must count too. */
export function isGrid(value: unknown): value is Grid {
  return Array.isArray(value);
}

/** How a cell reads in a message: text quoted, everything else as written. */
export function showCell(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}
