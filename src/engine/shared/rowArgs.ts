import { type Arg, type Cell, isBlank, isGrid } from './cells';
import { readGrid } from './grid';
import { say } from './messages';
import { PodiumError } from './problems';

/** An argument of a per-row custom function, by the name its JSDoc gives it. */
export interface NamedArg {
  name: string;
  value: Arg | undefined;
}

type Orientation = 'column' | 'row';

/**
 * The per-row arguments of one call, lined up: a column, a row (one table laid out left to right) or a single
 * cell that applies to every row. The output takes the shape of the first range.
 */
export class RowArgs {
  readonly length: number;
  private readonly orientation: Orientation | undefined;
  /** Each argument's cells: a column (or row) of them, or one cell that applies to every row. */
  private readonly columns = new Map<string, Cell[]>();
  private readonly singles = new Map<string, Cell>();

  constructor(
    readonly fn: string,
    args: NamedArg[],
  ) {
    let first: { name: string; length: number; orientation: Orientation } | undefined;
    for (const { name, value } of args) {
      if (!isGrid(value)) {
        this.singles.set(name, value);
        continue;
      }
      const grid = readGrid(fn, name, value);
      const rows = grid.length;
      const cols = grid[0].length;
      if (rows > 1 && cols > 1) throw new PodiumError(fn, [{ column: name, message: say('blockRange', { name, rows, columns: cols }) }]);
      const orientation: Orientation = rows === 1 && cols > 1 ? 'row' : 'column';
      const cells = orientation === 'row' ? grid[0] : grid.map((r) => r[0]);
      if (!first) first = { name, length: cells.length, orientation };
      else if (first.length !== cells.length || (first.orientation !== orientation && cells.length > 1))
        throw new PodiumError(fn, [
          {
            column: name,
            message: say('shapesDiffer', {
              first: first.name,
              firstRows: first.length,
              firstIsRow: first.orientation === 'row',
              name,
              rows: cells.length,
              isRow: orientation === 'row',
            }),
          },
        ]);
      this.columns.set(name, cells);
    }
    this.length = first ? first.length : 1;
    this.orientation = first?.orientation;
  }

  cell(name: string, i: number): Cell {
    const column = this.columns.get(name);
    return column ? column[i] : this.singles.get(name);
  }

  /** Whether the argument was left out of the call altogether (so it takes its default). */
  omitted(name: string): boolean {
    return !this.columns.has(name) && this.singles.get(name) === undefined;
  }

  isBlank(name: string, i: number): boolean {
    return isBlank(this.cell(name, i));
  }

  /** The row numbers 0 … length − 1, made once. */
  indices(): number[] {
    this.rowIndices ??= Array.from({ length: this.length }, (_, i) => i);
    return this.rowIndices;
  }
  private rowIndices: number[] | undefined;

  /** Lays the per-row answers out in the shape of the first range (a single value when every argument was a cell). */
  output<T>(answers: T[]): T | T[][] {
    if (this.orientation === undefined) return answers[0];
    return this.orientation === 'row' ? [answers] : answers.map((a) => [a]);
  }
}
