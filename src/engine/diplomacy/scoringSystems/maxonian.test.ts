import fc from 'fast-check';
import { saidOf } from '../../../../test/harness/errorOf';
import { dipGameScore } from '../cellFunctions';
import { diplomacyStandings } from '../standings';

// Maxonian and 7Eleven (docs/diplomacy.md#other-scoring-systems, rows 20 and 21), through DIP_GAMESCORE's history block: one row per player,
// one column per year from 1901. Every expected figure below is worked by hand from the formula.
const column = (xs: (number | string)[]) => xs.map((x) => [x]);
const score = (id: string, chart: (number | string)[][], finalYear: number | string = '', flags: { conceded?: boolean[] } = {}) =>
  (
    dipGameScore(
      column(chart.map((r) => r[typeof finalYear === 'number' ? finalYear - 1901 : r.length - 1])),
      '',
      finalYear,
      '',
      `system=${id}`,
      '',
      flags.conceded ? column(flags.conceded.map((c) => (c ? 'TRUE' : ''))) : '',
      chart,
    ) as number[][]
  ).flat();

// 1901 … 1905. A 14-centre leader; 5 and 5 level in 1905 and 1904, split by 1903; the eliminated split by 1904.
const LEADER = [
  [3, 5, 8, 11, 14],
  [3, 4, 6, 8, 8],
  [4, 5, 5, 5, 5],
  [3, 4, 4, 5, 5],
  [3, 4, 4, 2, 2],
  [3, 3, 3, 2, 0],
  [3, 3, 3, 1, 0],
];

describe('Maxonian: 7 … 1 by centres, ties broken by the chart, +1 per centre above 13', () => {
  it('the leader 7 + (14 − 13); the 5s split by 1903 (5 to 4), the eliminated by 1904 (2 to 1)', () =>
    expect(score('maxonian', LEADER)).toEqual([8, 6, 5, 4, 3, 2, 1]));
  it('7Eleven: the same places, +1 per centre above 11', () => expect(score('7eleven', LEADER)).toEqual([10, 6, 5, 4, 3, 2, 1]));
  it('players level in every year share their places: (2 + 1) / 2 each', () => {
    const level = LEADER.map((r) => [...r]);
    level[6] = [3, 3, 3, 2, 0];
    level[4] = [3, 4, 4, 1, 2];
    expect(score('maxonian', level)).toEqual([8, 6, 5, 4, 3, 1.5, 1.5]);
  });
  it('a three-way tie splits one ahead in 1904, then the other two by 1903 (the most recent year each pair differs)', () => {
    const three = [
      [3, 5, 8, 10, 12],
      [3, 4, 4, 6, 5],
      [4, 5, 6, 5, 5],
      [3, 4, 5, 5, 5],
      [3, 4, 4, 4, 4],
      [3, 3, 3, 3, 3],
      [3, 3, 2, 1, 0],
    ];
    expect(score('maxonian', three)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(score('7eleven', three)).toEqual([8, 6, 5, 4, 3, 2, 1]);
  });
  it('a solo: only the soloer has the bonus (7 + 5), the 14-centre runner-up none; the eliminated level throughout share', () => {
    const solo = [
      [4, 9, 18],
      [3, 8, 14],
      [3, 3, 2],
      [3, 3, 0],
      [3, 2, 0],
      [3, 2, 0],
      [3, 1, 0],
    ];
    expect(score('maxonian', solo, 1903)).toEqual([12, 6, 5, 4, 2.5, 2.5, 1]);
    expect(score('7eleven', solo, 1903)).toEqual([14, 6, 5, 4, 2.5, 2.5, 1]);
  });
  it('a concession is a solo: the 14-centre leader loses the bonus to the 8-centre player conceded to, who has none', () =>
    expect(score('maxonian', LEADER, '', { conceded: [false, true, false, false, false, false, false] })).toEqual([7, 6, 5, 4, 3, 2, 1]));
  it('a chart longer than the game: blanks after the final year are 0', () =>
    expect(
      score(
        'maxonian',
        LEADER.map((r) => [...r, ''] as (number | string)[]).map((r) => r.slice(0, 5).concat([''])),
        1905,
      ),
    ).toEqual([8, 6, 5, 4, 3, 2, 1]));
});

describe('the chart is checked where it is wrong', () => {
  const thrown = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as Error).message;
    }
    return 'no error';
  };
  it('no history: an error naming the chart and the system', () =>
    expect(thrown(() => dipGameScore(column([14, 8, 5, 5, 2, 0, 0]), '', '', '', 'system=maxonian'))).toMatch(
      /no centre history.*1901, 1902.*\(system=maxonian scores with it\)/,
    ));
  it('a system without the chart ignores a wrong one', () => {
    const text = LEADER.map((r) => [...r]) as (number | string)[][];
    text[2][1] = 'five';
    expect(dipGameScore(column([14, 8, 5, 5, 2, 0, 0]), '', '', '', 'system=cdiplo-80', '', '', text)).toHaveLength(7);
  });
  it('a centres-only system ignores a missing chart', () =>
    expect(dipGameScore(column([14, 8, 5, 5, 2, 0, 0]), '', '', '', 'system=sum-of-squares')).toHaveLength(7));
  it("the chart's last year must match Centres", () => {
    const wrong = LEADER.map((r) => [...r]);
    wrong[0][4] = 13;
    expect(thrown(() => dipGameScore(column([14, 8, 5, 5, 2, 0, 0]), '', '', '', 'system=maxonian', '', '', wrong))).toMatch(
      /14 centres at the end but 13 in 1905 of the history/,
    );
  });
  it('centres after the final year', () =>
    expect(thrown(() => score('maxonian', LEADER, 1904))).toMatch(/centres in 1905 of the history, after the final year 1904/));
  it('an eliminated player does not come back', () => {
    const back = LEADER.map((r) => [...r]);
    back[6] = [3, 3, 0, 1, 0];
    expect(thrown(() => score('maxonian', back))).toMatch(/0 centres in 1903 of the history but centres later/);
  });
  it("the elimination year is the chart's first year at 0", () =>
    expect(
      thrown(() =>
        dipGameScore(column([14, 8, 5, 5, 2, 0, 0]), column(['', '', '', '', '', 1905, 1904]), '', '', 'system=maxonian', '', '', LEADER),
      ),
    ).toMatch(/row 7: eliminated in 1904 but the history's first year at 0 centres is 1905; the two must agree/));
  it('an elimination year that agrees with the chart', () =>
    expect(
      (
        dipGameScore(
          column([14, 8, 5, 5, 2, 0, 0]),
          column(['', '', '', '', '', 1905, 1905]),
          '',
          '',
          'system=maxonian',
          '',
          '',
          LEADER,
        ) as number[][]
      ).flat(),
    ).toEqual([8, 6, 5, 4, 3, 2, 1]));
  it('a year with more than 34 centres', () => {
    const over = LEADER.map((r) => [...r]);
    over[5][3] = 4;
    expect(thrown(() => score('maxonian', over))).toMatch(/36 centres in 1904 of the history; there are 34/);
  });
  it('text in the chart names the year', () => {
    const text = LEADER.map((r) => [...r]) as (number | string)[][];
    text[2][1] = 'five';
    expect(thrown(() => score('maxonian', text))).toMatch(/centres in 1902/);
  });
  it('a chart with other rows than the centres', () =>
    expect(thrown(() => dipGameScore(column([14, 8, 5, 5, 2, 0, 0]), '', '', '', 'system=maxonian', '', '', LEADER.slice(1)))).toMatch(
      /history has 6 rows and centres 7/,
    ));
});

describe('the standings read the chart from year columns', () => {
  const header = ['Round', 'Board', 'Player', 'Power', 'Centres', 1901, '1902', 1903, '1904', 1905];
  const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
  const rows = LEADER.map((r, k) => [1, 1, `P${k}`, powers[k], r[4], ...r]);
  it('numbers or text as year headers; the points are DIP_GAMESCORE’s', () => {
    const s = diplomacyStandings('DIP_STANDINGS', [header, ...rows], 'system=maxonian');
    expect(s.ranked.map((r) => [r.item.player, r.item.points.toNumber()])).toEqual([
      ['P0', 8],
      ['P1', 6],
      ['P2', 5],
      ['P3', 4],
      ['P4', 3],
      ['P5', 2],
      ['P6', 1],
    ]);
  });
  it('a system without the chart ignores year columns, gaps and text included', () =>
    expect(
      diplomacyStandings(
        'DIP_STANDINGS',
        [
          header.filter((h) => h !== '1902'),
          ...rows.map((r, k) => r.filter((_, j) => j !== 6).map((c, j) => (k === 0 && j === 6 ? 'x' : c))),
        ],
        'system=sum-of-squares',
      ).ranked,
    ).toHaveLength(7));
  it('a gap in the year columns is an error on the header', () =>
    expect(
      saidOf(() =>
        diplomacyStandings(
          'DIP_STANDINGS',
          [header.filter((h) => h !== '1902'), ...rows.map((r) => r.filter((_, k) => k !== 6))],
          'system=maxonian',
        ),
      ),
    ).toBe('DIP_STANDINGS: row 1, 1903: yearColumnGap(year: 1903, missing: 1902, first: 1901)'));
  it('a wrong cell names its row and year column', () =>
    expect(
      saidOf(() =>
        diplomacyStandings(
          'DIP_STANDINGS',
          [header, ...rows.map((r, k) => (k === 3 ? [...r.slice(0, 7), 'x', ...r.slice(8)] : r))],
          'system=maxonian',
        ),
      ),
    ).toBe(
      'DIP_STANDINGS: row 5, 1903, atSitting(round: "1", kind: "board", id: "1"): notANumber(noun: centresInYear(year: 1903), value: "x")',
    ));
  it('without year columns, an error naming the chart and the system', () =>
    expect(
      saidOf(() => diplomacyStandings('DIP_STANDINGS', [header.slice(0, 5), ...rows.map((r) => r.slice(0, 5))], 'system=7eleven')).split(
        ' | ',
      )[0],
    ).toBe(
      'DIP_STANDINGS: row 2, Centres, atSitting(round: "1", kind: "board", id: "1"): neededBy(breach: noHistory, system: "system=7eleven")',
    ));
});

describe('invariants over random charts', () => {
  // Random valid charts: each year's centres are dealt out of 34, a player at 0 stays at 0.
  const chart = fc
    .tuple(fc.integer({ min: 1, max: 8 }), fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 7 * 8, maxLength: 7 * 8 }))
    .map(([years, noise]) => {
      const rows = Array.from({ length: 7 }, () => [] as number[]);
      for (let y = 0; y < years; y++) {
        let left = 34;
        for (let p = 0; p < 7; p++) {
          const before = y === 0 ? 3 : rows[p][y - 1];
          const c = before === 0 ? 0 : Math.min(left, noise[y * 7 + p] % 17);
          rows[p].push(c);
          left -= c;
        }
      }
      return rows;
    })
    .filter((rows) => rows.some((r) => r[r.length - 1] > 0) && rows.filter((r) => r[r.length - 1] >= 18).length <= 1);
  it('place points add up to 28, plus the bonuses', () =>
    fc.assert(
      fc.property(chart, (rows) => {
        const points = score('maxonian', rows);
        const last = rows.map((r) => r[r.length - 1]);
        const soloer = last.findIndex((c) => c >= 18);
        const bonus = last.reduce((sum, c, i) => sum + ((soloer < 0 || i === soloer) && c > 13 ? Math.min(c, 18) - 13 : 0), 0);
        expect(points.reduce((a, b) => a + b, 0)).toBeCloseTo(28 + bonus, 9);
      }),
      { numRuns: 200 },
    ));
  it('more centres never score fewer place points', () =>
    fc.assert(
      fc.property(chart, (rows) => {
        const points = score('7eleven', rows);
        const last = rows.map((r) => r[r.length - 1]);
        for (let i = 0; i < 7; i++) for (let j = 0; j < 7; j++) if (last[i] > last[j]) expect(points[i]).toBeGreaterThan(points[j]);
      }),
      { numRuns: 200 },
    ));
});

describe('any chart is scored or refused with a clear error', () => {
  const cell = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.constant(''), fc.string({ maxLength: 4 }), fc.boolean(), fc.constant(null));
  it('DIP_GAMESCORE with system=maxonian never throws anything but its own Error', () =>
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 12 }), { maxLength: 9 }), fc.constantFrom('', 1905, 1910), (history, finalYear) => {
        try {
          const out = dipGameScore(column([14, 8, 5, 5, 2, 0, 0]), '', finalYear, '', 'system=maxonian', '', '', history) as number[][];
          expect(out.flat().every(Number.isFinite)).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(Error);
          expect((e as Error).constructor.name).toBe('PodiumError');
          expect((e as Error).message).toMatch(/^DIP_GAMESCORE/);
        }
      }),
      { numRuns: 300 },
    ));
});
