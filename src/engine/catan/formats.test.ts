import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import { rowsIn } from '../i18n/message';
import { spillStandings } from '../shared/game';
import { compareBy } from '../shared/ranking';
import { catanPlace, catanRoundPoints } from './cellFunctions';
import { catanStandings } from './standings';

// docs/formats.md for Catan: score=wins, points and three as any list, share3, target, every step and preset.
type Row = [number | string, number | string, string, number | string, string?];
const HEADER = ['Round', 'Table', 'Player', 'VP', 'Declared'];
const standings = (rows: Row[], settings?: string) =>
  catanStandings('CATAN_STANDINGS', [HEADER, ...rows.map((r) => [...r, ''].slice(0, 5))], settings);
const spilled = (rows: Row[], settings?: string) => rowsIn(spillStandings(standings(rows, settings)), 'en');
const names = (rows: Row[], settings?: string) => standings(rows, settings).ranked.map((r) => r.item.player);
const table = (round: number, t: number, players: [string, number][], declared?: string): Row[] =>
  players.map(([p, vp]) => [round, t, p, vp, p === declared ? 'x' : '']);

describe('Catan by wins and by any points table (docs/formats.md)', () => {
  // A and B share 1st at table 1 (9 VP each): ½ win each; E wins table 2; everyone else 0.
  const ROUND = [
    ...table(1, 1, [
      ['A', 9],
      ['B', 9],
      ['C', 5],
      ['D', 4],
    ]),
    ...table(1, 2, [
      ['E', 10],
      ['F', 8],
      ['G', 7],
      ['H', 6],
    ]),
  ];
  it('score=wins: a game won is 1, a 1st place shared by two is ½ each; VP, VP % and the name follow', () => {
    const rows = spilled(ROUND, 'score=wins');
    expect(rows[0]).toEqual(['Rank', 'Player', 'Wins', 'VP', 'VP %', 'Games']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      [1, 'E', 1, 10],
      [2, 'A', 0.5, 9],
      [3, 'B', 0.5, 9],
      [4, 'F', 0, 8],
      [5, 'G', 0, 7],
      [6, 'H', 0, 6],
      [7, 'C', 0, 5],
      [8, 'D', 0, 4],
    ]);
    expect(standings(ROUND, 'score=wins').ranked[2].decidedBy?.en).toBe('name');
  });

  it('preset=catan-studio is score=wins with VP % summed', () => {
    expect(spilled(ROUND, 'preset=catan-studio')).toEqual(spilled(ROUND, 'score=wins; share=sum; tiebreak=vp>share>name'));
    expect(spilled(ROUND, 'preset=catan-studio')[0]).toEqual(['Rank', 'Player', 'Wins', 'VP', 'VP %', 'Games']);
  });

  it('preset=wbc: 100-50-20-10 and 100-40-10, tied places split; then wins, VP, name', () => {
    // table of 4: A 10, B 8, C 8, D 5 → 100, (50 + 20) / 2 = 35 each, 10; table of 3: E 9, F 9, G 4 → (100 + 40) / 2 = 70 each, 10
    const rows = [
      ...table(1, 1, [
        ['A', 10],
        ['B', 8],
        ['C', 8],
        ['D', 5],
      ]),
      ...table(1, 2, [
        ['E', 9],
        ['F', 9],
        ['G', 4],
      ]),
    ];
    expect(spilled(rows, 'preset=wbc')).toEqual([
      ['Rank', 'Player', 'Round points', 'Wins', 'VP', 'VP %', 'Games'],
      [1, 'A', 100, 1, 10, 10 / 31, 1],
      [2, 'E', 70, 0.5, 9, 9 / 22, 1],
      [3, 'F', 70, 0.5, 9, 9 / 22, 1],
      [4, 'B', 35, 0, 8, 8 / 31, 1],
      [5, 'C', 35, 0, 8, 8 / 31, 1],
      [6, 'D', 10, 0, 5, 5 / 31, 1],
      [7, 'G', 10, 0, 4, 4 / 22, 1],
    ]);
    expect(catanRoundPoints([[10], [8], [8], [5]], '', '', 'points=100-50-20-10')).toEqual([[100], [35], [35], [10]]);
  });

  it('placings: more 1st places, then 2nd, then 3rd, where round points are equal (5 + 1 = 3 + 3)', () => {
    const rows = [
      ...table(1, 1, [
        ['P', 10],
        ['a', 8],
        ['b', 6],
        ['c', 5],
      ]),
      ...table(1, 2, [
        ['d', 10],
        ['X', 9],
        ['e', 8],
        ['f', 7],
      ]),
      ...table(2, 1, [
        ['g', 10],
        ['X', 9],
        ['h', 8],
        ['i', 7],
      ]),
      ...table(2, 2, [
        ['j', 10],
        ['k', 8],
        ['l', 6],
        ['P', 4],
      ]),
    ];
    const pAndX = (settings: string) => names(rows, settings).filter((p) => p === 'P' || p === 'X');
    expect(pAndX('')).toEqual(['X', 'P']); // X has more VP
    expect(pAndX('tiebreak=placings>vp')).toEqual(['P', 'X']);
  });
});

describe('the German chain: VP only up to the target (docs/formats.md)', () => {
  // P1 and P2 both have 5 + 3 round points. P1 has 12 + 7 VP (capped 10 + 7), P2 10 + 7: equal once capped, and
  // P2's VP % is the higher: (10/30 + 7/22) / 2 against P1's (12/34 + 7/27) / 2.
  const rows = [
    ...table(1, 1, [
      ['P1', 12],
      ['a', 9],
      ['b', 8],
      ['c', 5],
    ]),
    ...table(1, 2, [
      ['P2', 10],
      ['d', 9],
      ['e', 6],
      ['f', 5],
    ]),
    ...table(2, 1, [
      ['a', 9],
      ['P1', 7],
      ['d', 6],
      ['e', 5],
    ]),
    ...table(2, 2, [
      ['b', 8],
      ['P2', 7],
      ['c', 4],
      ['f', 3],
    ]),
  ];
  const p = (settings: string) => names(rows, settings).filter((n) => n === 'P1' || n === 'P2');
  it('VP above the target count as the target, so VP % decides', () => {
    expect(p('')).toEqual(['P1', 'P2']);
    expect(p('preset=germany')).toEqual(['P2', 'P1']);
    const s = standings(rows, 'preset=germany');
    expect(s.ranked.find((r) => r.item.player === 'P1')?.decidedBy?.en).toBe('VP %');
    const header = spilled(rows, 'preset=germany')[0];
    expect(header).toEqual(['Rank', 'Player', 'Round points', 'VP (capped)', 'VP %', 'VP', 'Games']);
    const p1 = spilled(rows, 'preset=germany').find((r) => r[1] === 'P1') as unknown[];
    expect(p1.slice(2, 6)).toEqual([8, 17, (12 / 34 + 7 / 27) / 2, 19]);
  });
});

describe('share3 and target (docs/formats.md)', () => {
  const three = table(1, 1, [
    ['A', 9],
    ['B', 6],
    ['C', 3],
  ]);
  it('share3=virtual: a 3-player table counts a 4th player scoring the mean of the three', () => {
    const share = (settings: string) => spilled(three, settings)[1][4];
    expect(share('')).toBe(0.5);
    expect(share('share3=virtual')).toBe(9 / 24);
    expect(share('share3=virtual; share=pooled')).toBe(9 / 24);
    expect(share('share3=virtual; share=sum')).toBe(9 / 24);
  });

  it('target=13: the declared victory needs 13 VP, and a player scores 2 to 25', () => {
    const seafarers = table(1, 1, [
      ['A', 14],
      ['B', 13],
      ['C', 12],
      ['D', 5],
    ]);
    expect(saidOf(() => standings(seafarers, 'target=13'))).toBe(
      'CATAN_STANDINGS: row 2, Table, atSitting(round: "1", kind: "table", id: "1"): declarersNotOne(eligible: 2, target: 13, flagged: 0)',
    );
    expect(
      names(
        table(
          1,
          1,
          [
            ['A', 14],
            ['B', 13],
            ['C', 12],
            ['D', 5],
          ],
          'B',
        ),
        'target=13',
      ),
    ).toEqual(['B', 'A', 'C', 'D']);
    // 12 VP and 13 VP: one player at the target, so no declaration is needed; with the base target two are
    expect(() =>
      standings(
        table(1, 1, [
          ['A', 13],
          ['B', 12],
          ['C', 8],
          ['D', 5],
        ]),
        'target=13',
      ),
    ).not.toThrow();
    expect(
      saidOf(() =>
        standings(
          table(
            1,
            1,
            [
              ['A', 26],
              ['B', 12],
              ['C', 8],
              ['D', 5],
            ],
            'A',
          ),
          'target=13',
        ),
      ),
    ).toBe('CATAN_STANDINGS: row 2, VP, atSitting(round: "1", kind: "table", id: "1"): vpRange(vp: 26, least: 2, most: 25)');
    expect(
      saidOf(() =>
        standings(
          table(1, 1, [
            ['A', 23],
            ['B', 8],
            ['C', 8],
            ['D', 5],
          ]),
        ),
      ),
    ).toBe('CATAN_STANDINGS: row 2, VP, atSitting(round: "1", kind: "table", id: "1"): vpRange(vp: 23, least: 2, most: 22)');
    expect(catanPlace([[14], [13], [12], [5]], '', [[''], ['x'], [''], ['']], 'target=13')).toEqual([[2], [1], [3], [4]]);
    expect(saidOf(() => catanPlace([[12], [5], [5]], '', [['x'], [''], ['']], 'target=13'))).toBe(
      'CATAN_PLACE: row 1: declaredTooLow(vp: 12, target: 13)',
    );
  });
});

describe('Catan formats: errors', () => {
  it.each([
    ['tiebreak=roundpoints>vp', 'chainHoldsPrimary(chain: "roundpoints>vp", primary: "roundpoints", score: "points")'],
    ['score=wins; tiebreak=wins', 'chainHoldsPrimary(chain: "wins", primary: "wins", score: "wins")'],
    ['tiebreak=name>vp', 'nameNotLast(chain: "name>vp")'],
  ])('%s', (settings, message) =>
    expect(
      saidOf(() =>
        standings(
          table(1, 1, [
            ['A', 9],
            ['B', 8],
            ['C', 7],
          ]),
          settings,
        ),
      ),
    ).toBe(`CATAN_STANDINGS: settings: ${message}`),
  );
  it.each([
    ['points=5-3-2', 'key: "points", value: "5-3-2", allowed: ["5-3-2-1"], shape: placesShape(size: 4, example: "100-50-20-10")'],
    ['points=1-2-3-4', 'key: "points", value: "1-2-3-4", allowed: ["5-3-2-1"], shape: placesShape(size: 4, example: "100-50-20-10")'],
    ['three=5-3-x', 'key: "three", value: "5-3-x", allowed: ["5-3-2", "5-3-1"], shape: placesShape(size: 3, example: "100-40-10")'],
    ['target=9', 'key: "target", value: "9", allowed: ["10", "13", "14"], shape: wholeNumberShape(min: 10, max: 20)'],
    ['target=21', 'key: "target", value: "21", allowed: ["10", "13", "14"], shape: wholeNumberShape(min: 10, max: 20)'],
    ['preset=ccwc', 'key: "preset", value: "ccwc", allowed: ["italy", "germany", "catan-studio", "wbc"]'],
  ])('%s is refused', (settings, takes) =>
    expect(saidOf(() => standings([], settings))).toBe(`CATAN_STANDINGS: settings: settingNotAllowed(${takes})`),
  );
  it('a roundpoints step is allowed when the primary score is wins', () => {
    expect(
      spilled(
        table(1, 1, [
          ['A', 9],
          ['B', 8],
          ['C', 7],
        ]),
        'score=wins; tiebreak=roundpoints>vp',
      )[0],
    ).toEqual(['Rank', 'Player', 'Wins', 'Round points', 'VP', 'VP %', 'Games']);
  });
});

describe('properties of the Catan chain', () => {
  const players = ['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Fa', 'Gus', 'Hal'];
  // rounds of two tables of 4, VP 2–12 without declarations needed: at most one player at 10+ per table
  const rounds = fc.array(
    fc.tuple(
      fc.shuffledSubarray(players, { minLength: 8, maxLength: 8 }),
      fc.array(fc.integer({ min: 2, max: 9 }), { minLength: 8, maxLength: 8 }),
      fc.boolean(),
    ),
    { minLength: 1, maxLength: 3 },
  );
  const rowsOf = (rs: [string[], number[], boolean][]): Row[] =>
    rs.flatMap(([seats, vps, top], r) => seats.map((p, k): Row => [r + 1, k < 4 ? 1 : 2, p, top && k % 4 === 0 ? 12 : vps[k], '']));
  const steps = fc.shuffledSubarray(['vp', 'vp-capped', 'share', 'placings', 'wins'], { minLength: 1 });

  it('shuffling the rows never changes the standings', () => {
    fc.assert(
      fc.property(
        rounds
          .map(rowsOf)
          .chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }))),
        steps,
        ([rows, shuffled], chain) => {
          const settings = `tiebreak=${chain.join('>')}; share3=virtual; share=pooled`;
          expect(spilled(shuffled, settings)).toEqual(spilled(rows, settings));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a longer chain never merges two ranks that a shorter prefix of it separated (name aside, which always separates)', () => {
    fc.assert(
      fc.property(rounds.map(rowsOf), steps, (rows, chain) => {
        for (let k = 1; k < chain.length; k++) {
          const shorter = standings(rows, `tiebreak=${chain.slice(0, k).join('>')}`);
          const separates = compareBy(shorter.chain.filter((c) => c.name.en !== 'name'));
          const longer = new Map(standings(rows, `tiebreak=${chain.slice(0, k + 1).join('>')}`).ranked.map((r) => [r.item.player, r.rank]));
          for (const a of shorter.ranked)
            for (const b of shorter.ranked)
              if (separates(a.item, b.item) < 0)
                expect(longer.get(a.item.player) as number).toBeLessThan(longer.get(b.item.player) as number);
        }
      }),
      { numRuns: 60 },
    );
  });
});
