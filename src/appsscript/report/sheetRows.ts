import { type Cell, type Grid, isBlank } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { readHeaderTable } from '../../engine/shared/headerTable';
import { roundNumber } from '../../engine/shared/live/round';
import { stageNamed } from '../../engine/shared/stages';
import { fold, playerName } from '../../engine/shared/text';
import type { ReportValues } from '../reportContract';
import type { Roster, RosterTable } from './store';

/** Where a table's report goes in the results: its rows (0-based in the grid, in the roster's seat order) and the fields' columns. */
export interface TableCells {
  rows: number[];
  columns: number[];
  tableColumns: number[];
}

/** A results cell a report may fill: blank, or an unticked box (New tournament's checkboxes hold false). */
const empty = (v: Cell) => isBlank(v) || v === false;

/** Whether a Round cell is of the roster's round in progress: its number, or one of its stages (`F + 3P`). */
function ofRound(cell: Cell, round: string): boolean {
  const stage = stageNamed(cell);
  return stage ? round.split(' + ').includes(stage) : String(roundNumber(cell)) === round;
}

/** Each table of the roster found in the results grid, or missing when its rows are not all there as the roster has them. */
export function tablesIn(game: GameDescriptor, grid: Grid, roster: Roster): Map<string, TableCells> {
  const { rows, columns } = readHeaderTable(game.standingsFunction, grid, game.columns);
  const at = columns as Record<string, number | undefined>;
  const group = game.groupNoun;
  const out = new Map<string, TableCells>();
  const byTable = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (!ofRound(r.cells.round as Cell, roster.round)) continue;
    const id = String(r.cells[group as keyof typeof r.cells] ?? '').trim();
    const seats = byTable.get(id) ?? new Map<string, number>();
    seats.set(fold(playerName(r.cells.player)), r.row - 1);
    byTable.set(id, seats);
  }
  const columnsOf = (keys: { key: string }[]) => keys.map((f) => at[f.key] as number);
  for (const table of roster.tables) {
    const seats = byTable.get(table.id);
    const found = table.seats.map((s) => seats?.get(fold(s.n)));
    if (found.some((r) => r === undefined)) continue;
    out.set(table.id, { rows: found as number[], columns: columnsOf(roster.form.each), tableColumns: columnsOf(roster.form.table) });
  }
  return out;
}

/** Whether any cell a report fills at this table holds something already (scores typed by hand: superseded). */
export const hasScores = (grid: Grid, cells: TableCells) =>
  cells.rows.some((r) => [...cells.columns, ...cells.tableColumns].some((c) => !empty(grid[r][c])));

/**
 * The cells a report writes, as runs: consecutive rows × consecutive columns, each one setValues (SPEC §15.6). A flag
 * left unticked keeps the cell as it was (blank or false); the table's fields are written on each of its rows.
 */
export function writes(grid: Grid, cells: TableCells, values: ReportValues): { row: number; column: number; values: Cell[][] }[] {
  const byColumn = new Map<number, (r: number, i: number) => Cell>();
  for (const [f, c] of cells.columns.entries()) byColumn.set(c, (r, i) => values.each[i][f] ?? grid[r][c]);
  for (const [f, c] of cells.tableColumns.entries()) byColumn.set(c, (r) => values.table[f] ?? grid[r][c]);
  const cols = [...byColumn.keys()].sort((a, b) => a - b);
  const order = cells.rows.map((r, i) => ({ r, i })).sort((a, b) => a.r - b.r);
  const runs: { row: number; column: number; values: Cell[][] }[] = [];
  for (const rowRun of runsOf(order.map((o) => o.r)))
    for (const colRun of runsOf(cols))
      runs.push({
        row: rowRun[0],
        column: colRun[0],
        values: rowRun.map((r) => {
          const i = order.find((o) => o.r === r)?.i as number;
          return colRun.map((c) => {
            const v = (byColumn.get(c) as (r: number, i: number) => Cell)(r, i);
            return v === false && grid[r][c] !== false ? grid[r][c] : v;
          });
        }),
      });
  return runs;
}

/** Sorted numbers in runs of consecutive ones. */
function runsOf(sorted: number[]): number[][] {
  const runs: number[][] = [];
  for (const n of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === n - 1) last.push(n);
    else runs.push([n]);
  }
  return runs;
}

export type { RosterTable };
