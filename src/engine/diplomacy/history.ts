import { proper } from '../i18n/words';
import { type Arg, type Cell, isBlank, isGrid } from '../shared/cells';
import { readGrid } from '../shared/grid';
import type { ColumnSpec } from '../shared/headerTable';
import { readCount } from '../shared/numbers';
import { Breach, PodiumError } from '../shared/problems';
import { FIRST_YEAR, LAST_YEAR } from './board';
import { say } from './messages';

/**
 * The centre chart of docs/diplomacy.md#other-scoring-systems, which Maxonian and 7Eleven read: centres at the end of each year from 1901, one
 * column per year. A blank (after an elimination, or after the game ended) is 0.
 */
export function readChartCell(value: Cell, year: number): number {
  if (isBlank(value)) return 0;
  const n = readCount(value, say('centresInYear', { year }));
  if (n < 0) throw new Breach(say('chartCentresNegative', { centres: n, year }));
  return n;
}

/** DIP_GAMESCORE's `history` block: one row per row of centres, or undefined when it was left out. */
export function historyArg(fn: string, history: Arg | undefined, rows: number): (i: number) => number[] | undefined {
  if (!isGrid(history) && isBlank(history)) return () => undefined;
  const grid = isGrid(history) ? readGrid(fn, 'history', history) : [[history]];
  if (grid.length !== rows)
    throw new PodiumError(fn, [{ column: 'history', message: say('historyRows', { rows: grid.length, centres: rows }) }]);
  const years = LAST_YEAR - FIRST_YEAR + 1;
  if (grid[0].length > years)
    throw new PodiumError(fn, [
      {
        column: 'history',
        message: say('historyColumns', { columns: grid[0].length, first: FIRST_YEAR, last: LAST_YEAR, years }),
      },
    ]);
  return (i) => grid[i].map((c, k) => readChartCell(c, FIRST_YEAR + k));
}

export type YearKey = `year${number}`;

const yearHeader = (h: Cell): number | undefined => {
  const text = typeof h === 'number' || typeof h === 'string' ? String(h).trim() : '';
  return /^\d{4}$/.test(text) && Number(text) >= FIRST_YEAR && Number(text) <= LAST_YEAR ? Number(text) : undefined;
};

/** The standings range's year columns (`1901`, `1902`, …; a number or text), which must run from 1901 without a gap. */
export function yearColumns(fn: string, results: Arg): { years: number[]; specs: ColumnSpec<YearKey>[] } {
  const header = isGrid(results) && Array.isArray(results[0]) ? results[0] : [];
  const years = [...new Set(header.flatMap((h) => yearHeader(h) ?? []))].sort((a, b) => a - b);
  const gap = years.findIndex((y, k) => y !== FIRST_YEAR + k);
  if (gap >= 0)
    throw new PodiumError(fn, [
      {
        row: 1,
        column: String(years[gap]),
        message: say('yearColumnGap', { year: years[gap], missing: FIRST_YEAR + gap, first: FIRST_YEAR }),
      },
    ]);
  return {
    years,
    specs: years.map((y) => ({ key: `year${y}` as YearKey, names: [String(y)], label: proper(String(y)), required: false })),
  };
}
