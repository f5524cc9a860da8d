// Valid inputs of every custom function over a column of n rows, for the benchmark: one entry per function of the
// build's entry list (the benchmark refuses to run when one is missing, so a new function gets measured).
import { carcassonneResults, catanResults, diplomacyResults } from '../test/harness/tournaments';

const column = (n: number, f: (i: number) => unknown) => Array.from({ length: n }, (_, i) => [f(i)]);
const same = (n: number, v: unknown) => column(n, () => v);
const tables = (n: number, size: number) => column(n, (i) => Math.floor(i / size));

type Inputs = (n: number) => unknown[];

/** The tournaments each standings function is timed over against the baseline build (bench/baseline.ts). */
export const STANDINGS_2000_BY_8: Record<string, () => unknown[][]> = {
  CATAN_STANDINGS: () => catanResults(2000, 8),
  DIP_STANDINGS: () => diplomacyResults(2002, 8),
  CARC_STANDINGS: () => carcassonneResults(2000, 8),
};

export const PER_ROW: Record<string, Inputs> = {
  CARC_ROAD: (n) => [column(n, (i) => 1 + (i % 9)), column(n, (i) => ['inn', '', 'gc end, gc segments 2', 'witch'][i % 4])],
  CARC_CITY: (n) => [column(n, (i) => 2 + (i % 10)), column(n, (i) => i % 3), column(n, (i) => ['cathedral', '', 'witch'][i % 3])],
  CARC_MONASTERY: (n) => [column(n, (i) => 1 + (i % 9)), column(n, (i) => ['vineyard 2', '', 'hermit 1'][i % 3])],
  CARC_FIELD: (n) => [column(n, (i) => i % 6), column(n, (i) => i % 2), column(n, (i) => ['barn, pig', 'connected'][i % 2])],
  CARC_CASTLE: (n) => [column(n, (i) => i % 20), column(n, (i) => i % 2 === 0)],
  CARC_BABAYAGA: (n) => [column(n, (i) => i % 9)],
  CARC_GARDEN: (n) => [column(n, (i) => 1 + (i % 9))],
  CARC_GERMANCASTLE: (n) => [column(n, (i) => i % 11)],
  CARC_GERMANCATHEDRAL: (n) => [column(n, (i) => 1 + (i % 7)), column(n, (i) => i % 4), column(n, (i) => (i % 2 ? 'inn' : ''))],
  CARC_WATCHTOWER: (n) => [column(n, (i) => ['meeple', 'road', 'monastery', 'pennant', 'city'][i % 5]), column(n, (i) => i % 9)],
  CARC_CIRCUS: (n) => [column(n, (i) => 1 + (i % 6)), column(n, (i) => i % 4)],
  CARC_FRUIT: (n) => [column(n, (i) => (i % 2 ? 'harvest' : 'sell')), column(n, (i) => 1 + (i % 4))],
  CARC_TOLL: (n) => [column(n, (i) => (i % 2 ? 'small' : 'large')), column(n, (i) => i % 5), column(n, (i) => i % 2)],
  CARC_FAIRY: (n) => [column(n, (i) => (i % 2 ? 'turn' : 'feature')), column(n, (i) => (i % 2 ? 1 + (i % 3) : ''))],
  CARC_DISPATCH: (n) => [column(n, (i) => ['points', 'smallest', 'pennants'][i % 3]), column(n, (i) => (i % 3 ? 1 + (i % 5) : ''))],
  CARC_ROBBER: (n) => [column(n, (i) => i % 30)],
  CARC_ABBOT: (n) => [column(n, (i) => (i % 2 ? 'monk' : 'abbot')), column(n, (i) => i % 8)],
  CARC_RINGMASTER: (n) => [column(n, (i) => i % 9)],
  CARC_BATHHOUSE: (n) => [column(n, (i) => 1 + (i % 4))],
  CARC_CATAPULT: (n) => [column(n, (i) => ['caught', 'short', 'far', 'touched'][i % 4])],
  CARC_BAZAAR: (n) => [column(n, (i) => i % 12), column(n, (i) => (i % 2 ? 'buyer' : 'seller'))],
  CARC_WHEEL: (n) => [
    column(n, (i) => ['tax', 'famine', 'plague'][i % 3]),
    column(n, (i) => i % 4),
    column(n, (i) => i % 3),
    column(n, (i) => (i % 3 === 1 ? 'pig' : '')),
  ],
  CARC_LEIPZIG: (n) => [column(n, (i) => ['wainwrights', 'coiners', 'bookbinders'][i % 3]), column(n, (i) => i % 6)],
  CARC_AWARD: (n) => [column(n, (i) => i % 20), Array.from({ length: n }, (_, i) => [i % 3, (i + 1) % 3, 0, 1])],
  CARC_EXPLAIN: (n) => ['city', column(n, (i) => 2 + (i % 10)), column(n, (i) => i % 3), column(n, (i) => (i % 2 ? 'cathedral' : ''))],
  CARC_ROUNDPOINTS: (n) => [column(n, (i) => 40 + ((i * 13) % 60)), tables(n, 4)],
  CATAN_VP: (n) => catanRecords(n),
  CATAN_CHECK: (n) => [...catanRecords(n), same(n, ''), column(n, (i) => [4, 3, 2, 2][i % 4])],
  CATAN_LARGESTARMY: (n) => [column(n, (i) => i % 4), tables(n, 4)],
  CATAN_LONGESTROAD: (n) => [column(n, (i) => 2 + (i % 4)), tables(n, 4)],
  CATAN_PLACE: (n) => [column(n, (i) => 2 + ((i * 7) % 9)), tables(n, 4)],
  CATAN_ROUNDPOINTS: (n) => [column(n, (i) => 2 + ((i * 7) % 9)), tables(n, 4)],
  DIP_RESULT: (n) => [column(n, (i) => boardCentres(n, i)), column(n, (i) => boardId(n, i))],
  DIP_GAMESCORE: (n) => [
    column(n, (i) => boardCentres(n, i)),
    column(n, (i) => (boardId(n, i) !== '' && i % 7 >= 5 ? 1905 : '')),
    '',
    column(n, (i) => boardId(n, i)),
  ],
};

/** DIP_GAMESCORE by one system over n rows; the systems that read the chart get one of ten years per board. */
export function gameScoreBy(system: string, charted: boolean): Inputs {
  return (n) => [
    ...(PER_ROW.DIP_GAMESCORE(n) as unknown[]),
    `system=${system}`,
    '',
    '',
    ...(charted ? [Array.from({ length: n }, (_, i) => (boardId(n, i) === '' ? Array(10).fill('') : CHART[i % 7]))] : []),
  ];
}

/** Catan records that are valid at tables of four (one settlement-heavy player each, no awards). */
function catanRecords(n: number): unknown[] {
  return [
    column(n, (i) => [4, 3, 2, 2][i % 4]),
    same(n, 0),
    same(n, 0),
    column(n, (i) => i % 3),
    same(n, 4),
    column(n, (i) => i % 4),
    tables(n, 4),
    '',
    '',
  ];
}

const BOARD = [10, 8, 7, 5, 4, 0, 0];
const boardId = (n: number, i: number) => (i < Math.floor(n / 7) * 7 ? Math.floor(i / 7) : '');
const boardCentres = (n: number, i: number) => (boardId(n, i) === '' ? '' : BOARD[i % 7]);

/** BOARD's chart from 1901 to 1910: the survivors grow evenly from 3, the two eliminated fall to 0 in 1905. */
const CHART = BOARD.map((end, k) =>
  Array.from({ length: 10 }, (_, y) =>
    k >= 5 ? (y >= 4 ? 0 : 3 - Math.floor((3 * (y + 1)) / 5)) : Math.floor(3 + ((end - 3) * (y + 1)) / 10),
  ),
);

/** A scoring log of n feature rows for four players. */
export function scoringLog(n: number): unknown[][] {
  const features = [
    ['road', 4, '', '', '', 'inn'],
    ['city', 5, 2, '', '', 'cathedral'],
    ['monastery', '', '', '', '', ''],
    ['field', '', '', 3, 1, 'barn, pig'],
  ];
  return [
    ['Feature', 'Tiles', 'Pennants', 'Cities', 'Castles', 'Modifiers', 'Ann', 'Bob', 'Cy', 'Di'],
    ...Array.from({ length: n }, (_, i) => [...features[i % 4], i % 2, (i + 1) % 2, i % 3 === 0 ? 1 : 0, 0]),
  ];
}
