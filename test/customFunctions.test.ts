import { loadBundle } from './harness/appsScript';

// The built bundle, called as Sheets calls it: ranges as 2-D arrays made inside the script's own context.
const bundle = loadBundle();

describe('Catan custom functions in the built bundle', () => {
  it('CATAN_VP scores a column of several tables', () => {
    const S = [[3], [2], [2], [2], [5], [2], [2]];
    const C = [[2], [0], [0], [0], [1], [1], [0]];
    const zero = S.map(() => [0]);
    const roads = S.map(() => [5]);
    const tables = [[1], [1], [1], [1], [2], [2], [2]];
    expect(bundle.call('CATAN_VP', S, C, zero, zero, roads, roads, tables, '', [['x'], [''], [''], [''], ['x'], [''], ['']])).toEqual([[9], [2], [2], [2], [9], [4], [2]]);
  });

  it('an impossible record is #ERROR! with the function, row, table, value and rule', () => {
    const col = (...xs: unknown[]) => xs.map((x) => [x]);
    expect(bundle.errorOf('CATAN_VP', col(2, 2, 2, 2, 2, 6), 0, 0, 0, 2, 2, col(1, 1, 1, 3, 3, 3))).toBe('CATAN_VP: row 6 (table 3): 6 settlements; a player has at most 5');
  });

  it('CATAN_STANDINGS spills an English header, the rows, then warnings', () => {
    const results = [
      ['Turno', 'Tavolo', 'Giocatore', 'PV', 'Dichiarata'],
      [1, 1, 'Ana', 11, ''],
      [1, 1, 'Bo', 10, 'x'],
      [1, 1, 'Cy', 7, ''],
      [1, 1, 'ana', 7, ''],
      ['', '', '', '', ''],
    ];
    expect(bundle.call('CATAN_STANDINGS', results, 'share=pooled')).toEqual([
      ['Rank', 'Player', 'Round points', 'VP', 'VP %', 'Games'],
      [1, 'Bo', 5, 10, 10 / 35, 1],
      [2, 'Ana', 3, 11, 11 / 35, 1],
      [3, 'ana', 1.5, 7, 7 / 35, 1],
      [4, 'Cy', 1.5, 7, 7 / 35, 1],
      ['', '', '', '', '', ''],
      ['Warning: "Ana" and "ana" differ only in case or accents; if they are one player, spell the name the same way', '', '', '', '', ''],
    ]);
  });

  it('an unknown setting lists the known ones', () => {
    expect(bundle.errorOf('CATAN_ROUNDPOINTS', [[9], [8], [7]], '', '', 'three=5-3-0')).toBe('CATAN_ROUNDPOINTS: setting three="5-3-0" is not allowed; three takes 5-3-2 or 5-3-1');
  });
});
