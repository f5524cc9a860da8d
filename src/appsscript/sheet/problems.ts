import { describeProblem } from '../../engine/i18n/errors';
import type { Lang } from '../../engine/i18n/lang';
import type { PodiumError } from '../../engine/shared/problems';
import type { SheetProblem } from '../contract';
import { cellName } from './a1';

/** Turns the engine's row and column (within a range read from A1) into the sheet's cells; a roster's, into its own. */
export function sheetProblems(sheet: string, e: PodiumError, lang: Lang, roster?: string): SheetProblem[] {
  return e.problems.map((p) => ({
    cell:
      p.row === undefined
        ? undefined
        : cellName(p.range === 'roster' && roster ? roster : sheet, p.row, p.col === undefined ? undefined : p.col + 1),
    message: describeProblem(e.fn, { ...p, row: undefined }, lang).replace(/^[A-Z_]+: /, ''),
  }));
}
