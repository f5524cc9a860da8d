import { describeProblem, type PodiumError } from '../../engine/shared/problems';
import { cellName } from './a1';

/** A problem as the sidebar lists it: the cell to look at, and what is wrong there. */
export interface SheetProblem {
  cell?: string;
  message: string;
}

/** Turns the engine's row and column (within a range read from A1) into the sheet's cells. */
export function sheetProblems(sheet: string, e: PodiumError): SheetProblem[] {
  return e.problems.map((p) => ({
    cell: p.row === undefined ? undefined : cellName(sheet, p.row, p.col === undefined ? undefined : p.col + 1),
    message: describeProblem(e.fn, { ...p, row: undefined }).replace(/^[A-Z_]+: /, ''),
  }));
}
