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
      expect(message).toMatch(/^CARC_ROAD: row 1: unknown modifier "z{57}\.\.\."; known modifiers: inn/);
      expect(message.length).toBeLessThan(3_000); // five rows shown, each with the word shortened, then "and 95 more"
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

  it('a null inside a range is a blank cell; a flat list is one row', () => {
    expect(bundle.call('CATAN_ROUNDPOINTS', [[10], [null], [8], [5], [4]])).toEqual([[5], [''], [3], [2], [1]]);
    expect(bundle.call('CATAN_ROUNDPOINTS', [10, 8, 5, 4])).toEqual([[5, 3, 2, 1]]);
    expect(bundle.errorOf('CATAN_ROUNDPOINTS', [[10], 8])).toBe('CATAN_ROUNDPOINTS: vp mixes rows and single cells; give a range');
  });
});
