import fc from 'fast-check';
import { errorOf, saidOf } from '../../../test/harness/errorOf';
import { rowsIn, type Shown } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { catanCheck, catanLargestArmy, catanLongestRoad, catanPlace, catanRoundPoints, catanVp } from './cellFunctions';

const col = (...xs: unknown[]) => xs.map((x) => [x]) as never;

/** One table of records [S, C, D, K, R, L, firstarmy?, firstroad?] scored by CATAN_VP. */
const vpOf = (rows: unknown[][], table?: unknown[]) =>
  catanVp(
    ...([0, 1, 2, 3, 4, 5].map((k) => col(...rows.map((r) => r[k]))) as [never, never, never, never, never, never]),
    table ? col(...table) : undefined,
    col(...rows.map((r) => r[6] ?? '')),
    col(...rows.map((r) => r[7] ?? '')),
  );

const quiet = [2, 0, 0, 0, 2, 2]; // the least a player can have: 2 settlements, 2 roads

describe('CATAN_VP: the rules of docs/catan.md#a-players-pieces', () => {
  it('VP = S + 2C + D + awards', () => {
    expect(vpOf([[3, 2, 1, 3, 6, 5], quiet, quiet, quiet])).toEqual([[3 + 4 + 1 + 2 + 2], [2], [2], [2]]);
  });
  it('the most a player can have is 22', () => {
    expect(vpOf([[5, 4, 5, 5, 15, 15], quiet, quiet])).toEqual([[22], [2], [2]]);
  });
  it.each([
    [[6, 0, 0, 0, 2, 2], 'row 1: 6 settlements; a player has at most 5'],
    [[-1, 1, 0, 0, 2, 2], 'row 1: -1 settlements; a player has at least 0'],
    [[2, 5, 0, 0, 2, 2], 'row 1: 5 cities; a player has at most 4'],
    [[1, 0, 0, 0, 2, 2], 'row 1: 1 settlement and no city; a player with no city has at least 2 settlements'],
    [[2, 0, 6, 0, 2, 2], 'row 1: 6 VP cards; a player has at most 5'],
    [[2, 0, 0, -1, 2, 2], 'row 1: -1 knights played; a player has at least 0'],
    [[2, 0, 0, 0, 1, 1], 'row 1: 1 road built; a player has at least 2'],
    [[2, 0, 0, 0, 16, 5], 'row 1: 16 roads built; a player has at most 15'],
    [[2, 0, 0, 0, 6, 7], 'row 1: longest road 7 with 6 roads built; the longest road cannot exceed the roads built'],
    [[2.5, 0, 0, 0, 2, 2], 'row 1: 2.5 settlements; a count must be a whole number'],
    [['due', 0, 0, 0, 2, 2], 'row 1: settlements "due" is not a number'],
  ])('%j is refused: %s', (record, expected) => {
    expect(errorOf(() => vpOf([record, quiet, quiet])).split(' | ')[0]).toBe(`CATAN_VP: ${expected}`);
  });
  it('a player with a city may have fewer than 2 settlements', () =>
    expect(vpOf([[0, 1, 0, 0, 2, 2], quiet, quiet])).toEqual([[2], [2], [2]]));
  it('VP cards: at most 5 at the whole table', () =>
    expect(saidOf(() => vpOf([[2, 0, 3, 0, 2, 2], [2, 0, 3, 0, 2, 2], quiet], [7, 7, 7]))).toBe(
      'CATAN_VP: row 1, atTable(id: "7"): tableTotal(what: "vpcards", total: 6, most: 5)',
    ));
  it('knights: at most 14 at the whole table', () =>
    expect(saidOf(() => vpOf([[2, 0, 0, 8, 2, 2], [2, 0, 0, 7, 2, 2], quiet]))).toBe(
      'CATAN_VP: row 1: tableTotal(what: "knights", total: 15, most: 14)',
    ));
  it('a table has 3 or 4 players; a one-row call is a table of one', () => {
    expect(saidOf(() => vpOf([quiet]))).toBe('CATAN_VP: row 1: tableSize(players: 1)');
    expect(saidOf(() => vpOf([quiet, quiet, quiet, quiet, quiet]))).toBe('CATAN_VP: row 1: tableSize(players: 5)');
  });
  it('names the table and the row, counted within the range', () =>
    expect(saidOf(() => vpOf([quiet, quiet, quiet, quiet, [2, 0, 0, 0, 2, 2], [6, 0, 0, 0, 2, 2]], [1, 1, 1, 3, 3, 3]))).toBe(
      'CATAN_VP: row 6, atTable(id: "3"): countAbove(what: "settlements", value: 6, most: 5)',
    ));
  it('groups by id as trimmed text, wherever rows sit', () =>
    expect(vpOf([quiet, [4, 0, 0, 0, 2, 2], quiet, quiet, quiet, quiet], [1, ' 2', '1', 2, 2, 1])).toEqual([[2], [4], [2], [2], [2], [2]]));
  it('blank rows come back blank; a blank id among ids is an error', () => {
    expect(vpOf([quiet, ['', '', '', '', '', ''], quiet, quiet], [1, '', 1, 1])).toEqual([[2], [''], [2], [2]]);
    expect(saidOf(() => vpOf([quiet, quiet, quiet, quiet], [1, '', 1, 1]))).toBe('CATAN_VP: row 2, table: blankGroupId(kind: "table")');
  });
});

describe('Largest Army and Longest Road', () => {
  const army = (knights: number[], flags: unknown[] = []) =>
    catanLargestArmy(col(...knights), undefined, col(...knights.map((_, i) => flags[i] ?? '')));
  it('need 3 knights; the most holds it', () => {
    expect(army([2, 1, 0])).toEqual([[false], [false], [false]]);
    expect(army([3, 1, 0])).toEqual([[true], [false], [false]]);
    expect(army([3, 4, 0])).toEqual([[false], [true], [false]]);
  });
  it('a tie is kept by the one flagged first', () => expect(army([4, 4, 0], ['', 'x'])).toEqual([[false], [true], [false]]));
  it('a tie with no flag, or two, is an error', () => {
    expect(saidOf(() => army([4, 4, 0]))).toBe('CATAN_LARGESTARMY: row 1: awardTie(award: "army", leaders: 2, best: 4, flagged: 0)');
    expect(saidOf(() => army([4, 4, 0], ['x', 'x']))).toBe(
      'CATAN_LARGESTARMY: row 1: awardTie(award: "army", leaders: 2, best: 4, flagged: 2)',
    );
  });
  it('a flag on a sole leader is allowed; on a non-leader, or where nobody qualifies, is an error', () => {
    expect(army([5, 4, 0], ['x'])).toEqual([[true], [false], [false]]);
    expect(saidOf(() => army([5, 4, 0], ['', 'x']))).toBe('CATAN_LARGESTARMY: row 2: awardFlagNotLeader(award: "army", value: 4, best: 5)');
    expect(saidOf(() => army([2, 2, 0], ['x']))).toBe('CATAN_LARGESTARMY: row 1: awardFlagNobody(award: "army", least: 3)');
  });
  it('Longest Road needs 5', () => {
    const road = (l: number[], flags: unknown[] = []) => catanLongestRoad(col(...l), undefined, col(...l.map((_, i) => flags[i] ?? '')));
    expect(road([4, 4, 4])).toEqual([[false], [false], [false]]);
    expect(road([5, 4, 4])).toEqual([[true], [false], [false]]);
    expect(road([6, 6, 4], ['', 'sì'])).toEqual([[false], [true], [false]]);
  });
  it('CATAN_VP gives the 2 VP to the flagged tied player', () =>
    expect(vpOf([[2, 0, 0, 3, 2, 2, 'x'], [2, 0, 0, 3, 2, 2], quiet])).toEqual([[4], [2], [2]]));
});

describe('round points and places: the examples of docs/catan.md#placing-a-table', () => {
  const rp = (vp: number[], declared: unknown[] = [], settings?: string) =>
    catanRoundPoints(col(...vp), undefined, col(...vp.map((_, i) => declared[i] ?? '')), settings);
  it.each([
    [[10, 8, 8, 5], [], [5, 2.5, 2.5, 1]],
    [
      [11, 10, 7, 7],
      ['', 'x'],
      [3, 5, 1.5, 1.5],
    ],
    [[8, 8, 8, 8], [], [2.75, 2.75, 2.75, 2.75]],
    [[10, 9, 9], [], [5, 2.5, 2.5]],
    [[9, 9, 9], [], [10 / 3, 10 / 3, 10 / 3]],
    [[12, 7, 6, 5], [], [5, 3, 2, 1]],
  ])('VP %j (declared %j) → %j', (vp, declared, expected) => expect(rp(vp, declared)).toEqual(expected.map((x) => [x])));
  it('three players under three=5-3-1', () => expect(rp([10, 9, 8], [], 'three=5-3-1')).toEqual([[5], [3], [1]]));
  it('5-3-1 does not touch four-player tables', () => expect(rp([10, 9, 8, 7], [], 'three=5-3-1')).toEqual([[5], [3], [2], [1]]));
  it('places: tied players share the best position; the declarer is 1st alone', () => {
    expect(catanPlace(col(10, 8, 8, 5))).toEqual([[1], [2], [2], [4]]);
    expect(catanPlace(col(11, 10, 7, 7), undefined, col('', 'x', '', ''))).toEqual([[2], [1], [3], [3]]);
  });
});

describe('declared victory', () => {
  const rp = (vp: number[], declared: unknown[]) => catanRoundPoints(col(...vp), undefined, col(...vp.map((_, i) => declared[i] ?? '')));
  it('none eligible: placed by VP', () => expect(rp([9, 8, 7], [])).toEqual([[5], [3], [2]]));
  it('one eligible, flagged: allowed, changes nothing', () => expect(rp([10, 8, 7], ['x'])).toEqual([[5], [3], [2]]));
  it('one eligible, unflagged: fine', () => expect(rp([10, 8, 7], [])).toEqual([[5], [3], [2]]));
  it('two eligible with one flag: the declarer first', () => expect(rp([12, 10, 7], ['', 'x'])).toEqual([[3], [5], [2]]));
  it('two eligible with no flag is an error', () =>
    expect(saidOf(() => rp([12, 10, 7], []))).toBe('CATAN_ROUNDPOINTS: row 1: declarersNotOne(eligible: 2, target: 10, flagged: 0)'));
  it('two eligible with two flags is an error', () =>
    expect(saidOf(() => rp([12, 10, 7], ['x', 'x']))).toBe(
      'CATAN_ROUNDPOINTS: row 1: declarersNotOne(eligible: 2, target: 10, flagged: 2)',
    ));
  it('a flag under 10 is an error', () =>
    expect(saidOf(() => rp([12, 10, 9], ['', 'x', 'x']))).toBe('CATAN_ROUNDPOINTS: row 3: declaredTooLow(vp: 9, target: 10)'));
  it('VP outside 2..22 is an error', () =>
    expect(saidOf(() => rp([23, 9, 8], []))).toBe('CATAN_ROUNDPOINTS: row 1: vpRange(vp: 23, least: 2, most: 22)'));
});

describe('CATAN_CHECK: the validation column', () => {
  const check = (rows: unknown[][], declared: unknown[] = [], vp: unknown[] = []) =>
    rowsIn(
      catanCheck(
        ...([0, 1, 2, 3, 4, 5].map((k) => col(...rows.map((r) => r[k]))) as [never, never, never, never, never, never]),
        undefined,
        undefined,
        undefined,
        col(...rows.map((_, i) => declared[i] ?? '')),
        col(...rows.map((_, i) => vp[i] ?? '')),
      ) as Shown<Cell>[][],
      'en',
    );
  it('is blank for valid rows and lists every breach of the row and of its table', () => {
    expect(check([quiet, quiet, quiet])).toEqual([[''], [''], ['']]);
    expect(check([[6, 5, 0, 0, 2, 2], [2, 0, 6, 0, 2, 2], quiet])).toEqual([
      ['6 settlements; a player has at most 5; 5 cities; a player has at most 4; 6 VP cards at the table; at most 5 at the whole table'],
      ['6 VP cards; a player has at most 5; 6 VP cards at the table; at most 5 at the whole table'],
      ['6 VP cards at the table; at most 5 at the whole table'],
    ]);
  });
  it('never throws for a breach, even unreadable cells', () =>
    expect(check([['x', 0, 0, 0, 2, 2], quiet, quiet])).toEqual([['settlements "x" is not a number'], [''], ['']]));
  it('compares the VP entered with the pieces', () =>
    expect(check([quiet, quiet, quiet], [], [3, 2, ''])).toEqual([['VP entered 3 but the pieces make 2'], [''], ['']]));
  it('checks declared victory on the computed VP', () =>
    expect(check([[5, 3, 0, 0, 2, 2], [4, 3, 0, 0, 2, 2], quiet])[0][0]).toBe(
      '2 players have 10 VP or more and 0 are flagged as declaring victory; flag exactly one',
    ));
  it('throws only for the shape of its arguments', () =>
    expect(
      errorOf(() =>
        catanCheck(
          [
            [1, 2],
            [3, 4],
          ],
          0,
          0,
          0,
          2,
          2,
        ),
      ),
    ).toMatch(/block of 2 rows × 2 columns/));
});

describe('properties', () => {
  const vpArb = fc.integer({ min: 2, max: 9 });
  it('the round points of a table always sum to its total (11 at four, 10 at three, 9 under 5-3-1)', () =>
    fc.assert(
      fc.property(fc.array(vpArb, { minLength: 3, maxLength: 4 }), fc.boolean(), (vps, fiveThreeOne) => {
        const points = catanRoundPoints(col(...vps), undefined, undefined, fiveThreeOne ? 'three=5-3-1' : '') as number[][];
        const total = vps.length === 4 ? 11 : fiveThreeOne ? 9 : 10;
        expect(Math.abs(points.reduce((s, [p]) => s + p, 0) - total)).toBeLessThan(1e-9);
      }),
    ));
  const junk = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(''),
    fc.constantFrom('x', 'sì', '2,5', '-1', '∞'),
  );
  const junkArg = fc.oneof(junk, fc.array(fc.array(junk, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 5 }));
  it('junk in any argument yields numbers or a clear Error, never a TypeError, NaN or undefined', () =>
    fc.assert(
      fc.property(fc.array(junkArg, { minLength: 6, maxLength: 9 }), (args) => {
        for (const f of [
          () => (catanVp as (...a: unknown[]) => unknown)(...args),
          () => (catanRoundPoints as (...a: unknown[]) => unknown)(...args.slice(0, 4)),
        ]) {
          let out: unknown;
          try {
            out = f();
          } catch (e) {
            expect((e as Error).name).toBe('PodiumError');
            expect((e as Error).message).toMatch(/^CATAN_(VP|ROUNDPOINTS): /);
            continue;
          }
          for (const v of ([] as unknown[]).concat(...(Array.isArray(out) ? out : [[out]])))
            expect(v === '' || (typeof v === 'number' && Number.isFinite(v))).toBe(true);
        }
      }),
      { numRuns: 400 },
    ));
});
