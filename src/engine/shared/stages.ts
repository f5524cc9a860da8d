import type { Label } from '../labels';
import { type Arg, type Cell, type Grid, isBlank, isGrid } from './cells';
import { ROUND_COLUMN } from './columns';
import { readGrid } from './grid';
import { STAGE_IDS, type StageId } from './stageIds';
import { fold } from './text';

/**
 * Each stage's names in a Round cell, in English, Italian and Romanian; written in its English form (docs/formats.md#the-final-stage).
 * `name` is one game of it (the whole stage as a message names it: shared/seating/messages.ts).
 */
export const STAGES: Record<StageId, { name: Label; names: readonly string[] }> = {
  QF: {
    name: 'the quarter-final',
    names: ['QF', 'Quarter-final', 'Quarti', 'Quarti di finale', 'Sferturi', 'Sferturi de finală'],
  },
  SF: {
    name: 'the semi-final',
    names: ['SF', 'Semi-final', 'Semifinale', 'Semifinală', 'Semifinale'],
  },
  '3P': {
    name: 'the third-place game',
    names: ['3P', 'Third place', 'Finalina', 'Finala mică', 'Finala mica'],
  },
  F: { name: 'the final', names: ['F', 'Final', 'Finale', 'Finală'] },
};

const squeezed = (text: string) => fold(text).replace(/[\s-]/g, '');
const BY_NAME = new Map(STAGE_IDS.flatMap((id) => STAGES[id].names.map((n) => [squeezed(n), id] as const)));

/** The stage a Round cell names, or undefined for a numbered round (or anything else). */
export function stageNamed(cell: Cell): StageId | undefined {
  return typeof cell === 'string' ? BY_NAME.get(squeezed(cell)) : undefined;
}

/** The Round column of a results grid's header row, or −1. */
function roundColumn(grid: Grid): number {
  const names = ROUND_COLUMN.names.map(fold);
  return grid[0].findIndex((h) => (typeof h === 'string' || typeof h === 'number') && names.includes(fold(String(h))));
}

/** The results split by the Round column: the numbered rounds, and the stage rows, each with the others blanked. */
export interface SplitResults {
  preliminary: Arg;
  stages: Grid | undefined;
  /** The stages the results hold rows of. */
  held: Set<StageId>;
}

/**
 * Splits a header-driven results range into its preliminary rounds and its final stage (docs/formats.md#the-final-stage), keeping every
 * row where it is (blanked) so that messages name the right row. A range without a Round column is passed on as it
 * is: the standings name what is missing.
 */
export function splitStages(fn: string, results: Arg, keep: (stage: StageId) => boolean = () => false): SplitResults {
  const none = { preliminary: results, stages: undefined, held: new Set<StageId>() };
  if (!isGrid(results) || results.length === 0) return none;
  const grid = readGrid(fn, 'results', results);
  const column = roundColumn(grid);
  if (column < 0) return none;
  const held = new Set<StageId>();
  const stageRow = grid.map((row, r) => {
    const stage = r === 0 || isBlank(row[column]) ? undefined : stageNamed(row[column]);
    if (stage) held.add(stage);
    return stage !== undefined && !keep(stage);
  });
  if (!held.size) return none;
  const blank = (row: Cell[]) => row.map(() => '');
  return {
    preliminary: grid.map((row, r) => (stageRow[r] ? blank(row) : row)),
    stages: grid.map((row, r) => (r === 0 || stageRow[r] ? row : blank(row))),
    held,
  };
}

/** The numbered rounds a results range holds rows of (the Round cells that are whole numbers from 1). */
export function numberedRounds(fn: string, results: Arg): number[] {
  if (!isGrid(results) || results.length === 0) return [];
  const grid = readGrid(fn, 'results', results);
  const column = roundColumn(grid);
  const rounds = new Set<number>();
  if (column >= 0)
    for (const row of grid.slice(1)) {
      const n = typeof row[column] === 'number' ? row[column] : Number(String(row[column] ?? '').trim() || Number.NaN);
      if (Number.isInteger(n) && (n as number) >= 1) rounds.add(n as number);
    }
  return [...rounds].sort((a, b) => a - b);
}
