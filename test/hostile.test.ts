import { loadBundle } from './harness/appsScript';

// The hostile inputs found by fuzzing the add-on (issue 13), each with its clear error or its correct answer. The
// tests' time limit is Apps Script's own: 30 s for a custom function.
const bundle = loadBundle();
const LIMIT = 30_000;
const column = (n: number, value: unknown) => Array.from({ length: n }, () => [value]);

describe('hostile input', () => {
  it.each(['CATAN_LARGESTARMY', 'CATAN_VP', 'CATAN_CHECK'])(
    '%s over 130,000 rows of one table: the table-size error, not a stack overflow',
    (name) => {
      const n = 130_000;
      const counts = column(n, 3);
      const args = name === 'CATAN_LARGESTARMY' ? [counts] : [column(n, 3), column(n, 1), column(n, 0), counts, column(n, 5), column(n, 5)];
      if (name === 'CATAN_CHECK') {
        const out = bundle.call(name, ...args) as string[][];
        expect(out).toHaveLength(n);
        expect(out[0][0]).toContain('130000 players at the table');
      } else expect(bundle.errorOf(name, ...args)).toMatch(new RegExp(`^${name}: .*130000 players at the table`));
    },
    LIMIT,
  );

  it(
    '100 rows sharing one 50,000-character modifier cell are read once, in linear time',
    () => {
      const cell = Array(10_000).fill('inn').join(', '); // 50,000 characters of one token
      expect(cell.length).toBeGreaterThanOrEqual(49_998);
      const out = bundle.call('CARC_ROAD', column(100, 4), column(100, cell)) as number[][];
      expect(out.flat()).toEqual(Array(100).fill(8)); // inns do not stack: 4 tiles + 4
    },
    LIMIT,
  );

  it(
    'a 50,000-character cell of one unknown word is an error that quotes the word shortened',
    () => {
      const message = bundle.errorOf('CARC_ROAD', column(100, 3), column(100, 'z'.repeat(50_000))) as string;
      expect(message).toMatch(/^CARC_ROAD: row 1: unknown modifier "z{99}…"; known modifiers: inn/);
      expect(message.length).toBeLessThanOrEqual(700); // the first rows that fit, each with the word shortened, then how many more
    },
    LIMIT,
  );

  it.each([
    ['CARC_CITY', [1e308, 0]],
    ['CARC_CITY', ['9'.repeat(400), 0]],
    ['CARC_ROAD', [1e308]],
    ['CARC_MONASTERY', [1e308, '', 'edition=2015']],
    ['CARC_FIELD', [1e308, 0, 'barn']],
    ['CARC_GARDEN', [1e308, '', 'edition=2015']],
    ['CARC_BABAYAGA', [1e308]],
    ['CARC_GERMANCASTLE', [1e308, '', 'edition=2015']],
    ['CARC_GERMANCATHEDRAL', [1e308, 1]],
    ['CARC_WATCHTOWER', ['meeple', 1e308]],
    ['CARC_CIRCUS', [1e308, 1]],
    ['CARC_TOLL', ['small', 1e308, 1]],
    ['CARC_DISPATCH', ['pennants', 1e308]],
    ['CARC_ROBBER', [1e308]],
    ['CARC_BAZAAR', [1e308, 'buyer']],
    ['CARC_LEIPZIG', ['coiners', 1e308]],
    ['CARC_WHEEL', ['tax', 1e308, 1]],
    ['CARC_CASTLE', [1e308]],
    ['CARC_AWARD', [1e308, [[1, 0]]]],
  ])('%s with a huge count (case %#) is an error, never Infinity', (name, args) => {
    expect(bundle.errorOf(name, ...(args as unknown[]))).toMatch(new RegExp(`^${name}: .*(10,000|not a number)`));
  });

  it(
    'a Maxonian history of 150,000 years is an error, not a stack overflow (no argument spread)',
    () => {
      const board = [10, 8, 7, 5, 4, 0, 0];
      const history = board.map(() => Array(150_000).fill(40));
      expect(
        bundle.errorOf(
          'DIP_GAMESCORE',
          column(7, 0).map((_, k) => [board[k]]),
          '',
          '',
          '',
          'system=maxonian',
          '',
          '',
          history,
        ),
      ).toBe('DIP_GAMESCORE: history has 150000 columns; the chart has one per year from 1901 to 2100, 200 at most');
    },
    LIMIT,
  );

  it.each([
    // a 50,000-character settings text, table id, player name: the message quotes 100 characters at most
    ['CATAN_ROUNDPOINTS', [column(4, 9), '', '', `three=${'9'.repeat(50_000)}`]],
    ['CATAN_ROUNDPOINTS', [column(4, 9), '', '', 'x'.repeat(50_000)]],
    ['CATAN_PLACE', [column(2, 9), column(2, 't'.repeat(50_000))]],
    [
      'CATAN_STANDINGS',
      [
        [
          ['Round', 'Table', 'Player', 'VP'],
          [1, 1, 'n'.repeat(50_000), ''],
          [1, 1, 'Bo', 8],
        ],
      ],
    ],
    [
      'CARC_STANDINGS',
      [
        [
          ['Round', 'Table', 'Player', 'Score'],
          [1, 'q'.repeat(50_000), 'Ann', 5],
        ],
      ],
    ],
  ])('%s with a 50,000-character value (case %#): a message of a few hundred characters', (name, args) => {
    const message = bundle.errorOf(name, ...(args as unknown[])) as string;
    expect(message).toMatch(new RegExp(`^${name}: `));
    expect(message.length).toBeLessThanOrEqual(700);
    expect(message).not.toMatch(/(.)\1{100}/); // no run of more than 100 of one character: every value cut
  });

  it.each([
    ['CARC_AWARD', [9, [[1, 1.5, 0]]], 'CARC_AWARD: row 1: 1.5 follower strength for player 2; a count must be a whole number'],
    [
      'DIP_GAMESCORE',
      [[[10], [8], [7], [5], [4], [0], [0]], [[''], [''], [''], [''], [''], [19006], [1905]], 1910],
      'DIP_GAMESCORE: row 6: eliminated in 19006; a year is 1901 to 2100',
    ],
    [
      'DIP_GAMESCORE',
      [[[10], [8], [7], [5], [4], [0], [0]], [[''], [''], [''], [''], [''], [1906], [1905]], 1e308],
      'DIP_GAMESCORE: row 1: final year 1e+308; a year is 1901 to 2100',
    ],
  ])('impossible data is refused, never scored: %s (case %#)', (name, args, message) => {
    expect(bundle.errorOf(name, ...(args as unknown[]))).toContain(message);
  });

  it('a null inside a range is a blank cell; a flat list is one row', () => {
    expect(bundle.call('CATAN_ROUNDPOINTS', [[10], [null], [8], [5], [4]])).toEqual([[5], [''], [3], [2], [1]]);
    expect(bundle.call('CATAN_ROUNDPOINTS', [10, 8, 5, 4])).toEqual([[5, 3, 2, 1]]);
    expect(bundle.errorOf('CATAN_ROUNDPOINTS', [[10], 8])).toBe('CATAN_ROUNDPOINTS: vp mixes rows and single cells; give a range');
  });
});
