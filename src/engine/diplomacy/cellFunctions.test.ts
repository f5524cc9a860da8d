import fc from 'fast-check';
import { errorOf, saidOf } from '../../../test/harness/errorOf';
import { dipGameScore, dipResult } from './cellFunctions';

const col = (...xs: unknown[]) => xs.map((x) => [x]) as never;
const flat = (out: unknown) => (out as unknown[][]).map((r) => r[0]);
const score = (centres: number[], eliminated: unknown[] = [], finalYear?: number, settings?: string) =>
  flat(dipGameScore(col(...centres), col(...centres.map((_, i) => eliminated[i] ?? '')), finalYear ?? '', undefined, settings));

describe('DIP_GAMESCORE: the examples of docs/diplomacy.md#a-board', () => {
  it('a draw ending 10/8/7/5/4 plus eliminated 1906 and 1904 → 14, 11, 10, 8, 7, 1.25, 0.75', () =>
    expect(score([10, 8, 7, 5, 4, 0, 0], ['', '', '', '', '', 1906, 1904])).toEqual([14, 11, 10, 8, 7, 1.25, 0.75]));
  it('a win in 1909 by 18 with survivors on 6 and 5 → 35, 5, 4.5', () =>
    expect(score([18, 6, 5, 0, 0, 0, 0], ['', '', '', 1905, 1906, 1907, 1908], 1909)).toEqual([35, 5, 4.5, 1, 1.25, 1.5, 1.75]));
  it('survival is capped at 2 points', () =>
    expect(score([18, 6, 5, 0, 0, 0, 0], ['', '', '', 1905, 1906, 1907, 1912], 1915)).toEqual([35, 5, 4.5, 1, 1.25, 1.5, 2]));
  it('survival=inclusive counts the year of elimination too', () =>
    expect(score([10, 8, 7, 5, 4, 0, 0], ['', '', '', '', '', 1906, 1904], undefined, 'survival=inclusive')).toEqual([
      14, 11, 10, 8, 7, 1.5, 1,
    ]));
  it('an equal leader is not outright', () =>
    expect(score([9, 9, 7, 5, 4, 0, 0], ['', '', '', '', '', 1906, 1904])).toEqual([12, 12, 10, 8, 7, 1.25, 0.75]));
  it('groups boards by id and answers blank rows blank', () => {
    const centres = col(18, 6, 5, 5, 0, 0, 0, '', 10, 8, 7, 5, 4, 0, 0);
    const elim = col('', '', '', '', 1905, 1906, 1907, '', '', '', '', '', '', 1906, 1904);
    const boards = col(1, 1, 1, 1, 1, 1, 1, '', 2, 2, 2, 2, 2, 2, 2);
    expect(flat(dipGameScore(centres, elim, 1910, boards))).toEqual([35, 5, 4.5, 4.5, 1, 1.25, 1.5, '', 14, 11, 10, 8, 7, 1.25, 0.75]);
  });
});

describe('DIP_RESULT: every result type', () => {
  it('Win and Loss', () =>
    expect(flat(dipResult(col(18, 6, 5, 0, 0, 0, 0)))).toEqual(['Win', 'Loss', 'Loss', 'Loss', 'Loss', 'Loss', 'Loss']));
  it('Draw and Elimination', () =>
    expect(flat(dipResult(col(10, 8, 7, 5, 4, 0, 0)))).toEqual(['Draw', 'Draw', 'Draw', 'Draw', 'Draw', 'Elimination', 'Elimination']));
  it('a board result never needs years', () => expect(flat(dipResult(col(34, 0, 0, 0, 0, 0, 0)))[0]).toBe('Win'));
});

describe('board errors', () => {
  it.each([
    [
      'not 7 players',
      [10, 8, 7, 5, 4, 0],
      ['', '', '', '', '', 1906],
      undefined,
      'DIP_GAMESCORE: row 1: 6 players on the board; a board has 7',
    ],
    [
      'centres over 34 on a board',
      [10, 10, 10, 5, 4, 0, 0],
      ['', '', '', '', '', 1906, 1906],
      undefined,
      'DIP_GAMESCORE: row 1: 39 centres on the board; there are 34',
    ],
    ['a player over 34', [35, 0, 0, 0, 0, 0, 0], [''], 1910, 'DIP_GAMESCORE: row 1: 35 centres; a player has 0 to 34'],
    [
      'centres and an elimination year',
      [10, 8, 7, 5, 4, 0, 0],
      ['', 1905, '', '', '', 1906, 1904],
      undefined,
      'DIP_GAMESCORE: row 2: 8 centres and eliminated in 1905; a player with centres survived',
    ],
    [
      '0 centres and no elimination year',
      [10, 8, 7, 5, 4, 0, 0],
      ['', '', '', '', '', '', 1904],
      undefined,
      'DIP_GAMESCORE: row 6: 0 centres and no elimination year; give the year the player was eliminated (system=kiss scores with it)',
    ],
    [
      'elimination after the final year',
      [18, 6, 5, 0, 0, 0, 0],
      ['', '', '', 1905, 1906, 1907, 1911],
      1909,
      'DIP_GAMESCORE: row 7: eliminated in 1911, after the final year 1909',
    ],
    [
      'elimination before 1901',
      [10, 8, 7, 5, 4, 0, 0],
      ['', '', '', '', '', 1900, 1904],
      undefined,
      'DIP_GAMESCORE: row 6: eliminated in 1900; the game starts in 1901',
    ],
    [
      'a missing final year where a survivor lost to a win',
      [18, 6, 5, 0, 0, 0, 0],
      ['', '', '', 1905, 1906, 1907, 1908],
      undefined,
      'DIP_GAMESCORE: row 1: a survivor lost to a win but the final year is missing; give the year the game ended (system=kiss scores with it)',
    ],
  ])('%s', (_, centres, elim, finalYear, expected) =>
    expect(errorOf(() => score(centres as number[], elim as unknown[], finalYear as number | undefined)).split(' | ')[0]).toBe(expected),
  );
  it('two with 18+ (which also breaks the 34 centres)', () =>
    expect(errorOf(() => score([18, 18, 0, 0, 0, 0, 0], ['', '', 1905, 1905, 1905, 1905, 1905], 1910)).split(' | ')).toContain(
      'DIP_GAMESCORE: row 1: 2 players with 18 or more centres; only one can win',
    ));
  it('final years that differ within a board', () =>
    expect(
      saidOf(() =>
        dipGameScore(col(18, 6, 5, 0, 0, 0, 0), col('', '', '', 1905, 1906, 1907, 1908), col(1909, 1909, 1910, 1909, 1909, 1909, 1909)),
      ),
    ).toBe('DIP_GAMESCORE: row 1: finalYearsDiffer(years: [1909, 1910])'));
  it('names the board', () =>
    expect(saidOf(() => dipResult(col(10, 8, 7), col('B3', 'B3', 'B3')))).toBe(
      'DIP_RESULT: row 1, atBoard(id: "B3"): boardSize(players: 3, size: 7)',
    ));
});

describe('properties', () => {
  const boardArb = fc
    .array(fc.integer({ min: 0, max: 12 }), { minLength: 7, maxLength: 7 })
    .filter((c) => c.reduce((a, b) => a + b, 0) <= 34);
  const withWinner = fc
    .tuple(fc.integer({ min: 18, max: 34 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }))
    .map(([w, r]) => [w, ...r])
    .filter((c) => c.reduce((a, b) => a + b, 0) <= 34);
  it('a board has at most one Win, and with a Win everyone else loses', () =>
    fc.assert(
      fc.property(fc.oneof(boardArb, withWinner), (centres) => {
        const results = flat(dipResult(col(...centres)));
        expect(results.filter((r) => r === 'Win').length).toBeLessThanOrEqual(1);
        if (results.includes('Win')) expect(results.filter((r) => r !== 'Win').every((r) => r === 'Loss')).toBe(true);
        else expect(results.every((r, i) => r === (centres[i] > 0 ? 'Draw' : 'Elimination'))).toBe(true);
      }),
    ));
  const junk = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(''),
    fc.constantFrom('1905', 'x', '2,5'),
  );
  const junkArg = fc.oneof(junk, fc.array(fc.array(junk, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 8 }));
  it('junk yields numbers or a clear Error', () =>
    fc.assert(
      fc.property(fc.array(junkArg, { minLength: 1, maxLength: 5 }), (args) => {
        try {
          const out = (dipGameScore as (...a: unknown[]) => unknown)(...args);
          for (const v of ([] as unknown[]).concat(...(Array.isArray(out) ? out : [[out]])))
            expect(v === '' || (typeof v === 'number' && Number.isFinite(v))).toBe(true);
        } catch (e) {
          expect((e as Error).name).toBe('PodiumError');
          expect((e as Error).message).toMatch(/^DIP_GAMESCORE: /);
        }
      }),
      { numRuns: 400 },
    ));
});
