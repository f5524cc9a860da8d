import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import { render, rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStandings } from '../shared/game';
import { carcRoundPoints } from './roundPoints';
import { carcassonneStandings } from './standings';

const HEADER = ['Round', 'Table', 'Player', 'Score'];
type Row = [number | string, number | string, string, number | string];
const standings = (rows: Row[], settings?: string) => carcassonneStandings('CARC_STANDINGS', [HEADER, ...rows], settings);
const table = (rows: Row[], settings?: string) => rowsIn(spillStandings(standings(rows, settings)), 'en');

// Two Swiss rounds of five: an equal score in round 1, a bye in each round.
const SWISS: Row[] = [
  [1, 1, 'Ann', 80],
  [1, 1, 'Bob', 70],
  [1, 2, 'Cy', 60],
  [1, 2, 'Di', 60],
  [1, 'bye', 'Eve', ''],
  [2, 1, 'Ann', 90],
  [2, 1, 'Cy', 50],
  [2, 2, 'Eve', 75],
  [2, 2, 'Bob', 65],
  [2, 'Freilos', 'Di', ''],
];

describe('CARC_STANDINGS, duel mode (the World Championship)', () => {
  it('ranks by wins, then Buchholz cut 1, and spills Rank, Player, Wins, Buchholz, Score difference, Points, Games, Byes', () => {
    // Buchholz cut 1: Ann met Bob (0 wins) and Cy (½): 0 dropped → ½. Eve: a bye (0) and Bob (0) → 0.
    // Di: Cy (½) and a bye (0) → ½. Cy: Di (1½) and Ann (2) → 2. Bob: Ann (2) and Eve (2) → 2.
    expect(table(SWISS)).toEqual([
      ['Rank', 'Player', 'Wins', 'Buchholz', 'Score difference', 'Points', 'Games', 'Byes'],
      [1, 'Ann', 2, 0.5, 50, 170, 2, 0],
      [2, 'Eve', 2, 0, 10, 75, 1, 1],
      [3, 'Di', 1.5, 0.5, 0, 60, 1, 1],
      [4, 'Cy', 0.5, 2, -40, 110, 2, 0],
      [5, 'Bob', 0, 2, -20, 135, 2, 0],
    ]);
  });

  it('buchholz=full counts every opponent; median drops the highest and the lowest', () => {
    const buchholz = (settings: string) =>
      Object.fromEntries(
        table(SWISS, settings)
          .slice(1)
          .map((r) => [r[1], r[3]]),
      );
    expect(buchholz('buchholz=full')).toEqual({ Ann: 0.5, Eve: 0, Di: 0.5, Cy: 3.5, Bob: 4 });
    expect(buchholz('buchholz=median')).toEqual({ Ann: 0, Eve: 0, Di: 0, Cy: 0, Bob: 0 });
  });

  it('draw=zero: an equal score is worth nothing; bye=draw: a bye is worth an equal score; bye=loss nothing', () => {
    const wins = (settings: string) =>
      Object.fromEntries(
        table(SWISS, settings)
          .slice(1)
          .map((r) => [r[1], r[2]]),
      );
    expect(wins('draw=zero')).toEqual({ Ann: 2, Eve: 2, Di: 1, Cy: 0, Bob: 0 });
    expect(wins('bye=draw')).toEqual({ Ann: 2, Eve: 1.5, Di: 1, Cy: 0.5, Bob: 0 });
    expect(wins('bye=loss; draw=zero')).toEqual({ Ann: 2, Eve: 1, Di: 0, Cy: 0, Bob: 0 });
  });

  it('tiebreak= reorders the chain after wins; a criterion left out keeps its column', () => {
    // Xia and Yan both have 1½ wins. Full Buchholz: Xia met Pia (1) and Yan (1½) = 2½, Yan met Quin (0) and Xia = 1½;
    // cut 1 drops one each and leaves 1½ both. Score difference: Xia +1, Yan +100.
    const rows: Row[] = [
      [1, 1, 'Xia', 51],
      [1, 1, 'Pia', 50],
      [1, 2, 'Yan', 100],
      [1, 2, 'Quin', 0],
      [2, 1, 'Pia', 60],
      [2, 1, 'Quin', 50],
      [2, 2, 'Xia', 40],
      [2, 2, 'Yan', 40],
    ];
    const order = (settings?: string) =>
      table(rows, settings)
        .slice(1)
        .map((r) => r[1]);
    expect(order()).toEqual(['Yan', 'Xia', 'Pia', 'Quin']);
    expect(standings(rows).ranked[1]).toMatchObject({ rank: 2, decidedBy: { en: 'score difference' } });
    expect(order('buchholz=full')).toEqual(['Xia', 'Yan', 'Pia', 'Quin']);
    expect(order('buchholz=full; tiebreak=difference>buchholz')).toEqual(['Yan', 'Xia', 'Pia', 'Quin']);
    expect(order('tiebreak=points')).toEqual(['Yan', 'Xia', 'Pia', 'Quin']);
    // Buchholz is left out of the chain but keeps its column, after the chain's (docs/formats.md)
    expect(table(rows, 'tiebreak=points')[0]).toEqual([
      'Rank',
      'Player',
      'Wins',
      'Points',
      'Buchholz',
      'Score difference',
      'Games',
      'Byes',
    ]);
    expect(
      table(rows, 'buchholz=full; tiebreak=points')
        .slice(1, 3)
        .map((r) => r[4]),
    ).toEqual([1.5, 2.5]);
  });

  it('opponents: the result between the tied players decides, before points when listed first', () => {
    const rows: Row[] = [
      [1, 1, 'Ann', 60],
      [1, 1, 'Bob', 50],
      [1, 2, 'Cy', 70],
      [1, 2, 'Di', 20],
      [2, 1, 'Cy', 90],
      [2, 1, 'Ann', 10],
      [2, 2, 'Bob', 100],
      [2, 2, 'Di', 0],
    ];
    // Ann and Bob both have 1 win; Bob scored 150 to Ann's 70, but Ann beat Bob.
    const order = (settings: string) =>
      table(rows, settings)
        .slice(1)
        .map((r) => r[1]);
    expect(order('tiebreak=points')).toEqual(['Cy', 'Bob', 'Ann', 'Di']);
    expect(order('tiebreak=opponents>points')).toEqual(['Cy', 'Ann', 'Bob', 'Di']);
    const s = standings(rows, 'tiebreak=opponents>points');
    expect(s.ranked[2]).toMatchObject({ rank: 3, decidedBy: { en: 'the result between the tied players' } });
  });

  it('players equal on every step share the rank, listed by name', () => {
    const rows: Row[] = [
      [1, 1, 'dora', 50],
      [1, 1, 'Bea', 50],
      [1, 2, 'Ada', 50],
      [1, 2, 'Cleo', 50],
    ];
    expect(
      table(rows)
        .slice(1)
        .map((r) => [r[0], r[1]]),
    ).toEqual([
      ['=1', 'Ada'],
      ['=1', 'Bea'],
      ['=1', 'Cleo'],
      ['=1', 'dora'],
    ]);
  });

  it("a table whose scores are all blank awaits scores: left out with a warning, and its round's bye waits too", () => {
    const rows: Row[] = [...SWISS, [3, 1, 'Ann', ''], [3, 1, 'Eve', ''], [3, 2, 'Di', ''], [3, 2, 'Cy', ''], [3, 'bye', 'Bob', '']];
    const s = table(rows);
    expect(s.slice(0, 6)).toEqual(table(SWISS));
    expect(s.slice(-1)).toEqual([['Warning: 2 tables await scores (round 3)', '', '', '', '', '', '', '']]);
  });

  it('warns of a pair that met twice, a player with two byes, and different numbers of rounds', () => {
    const rows: Row[] = [
      [1, 1, 'Ann', 10],
      [1, 1, 'Bob', 20],
      [1, 'bye', 'Cy', ''],
      [2, 1, 'Ann', 30],
      [2, 1, 'Bob', 20],
      [2, 'bye', 'Cy', ''],
      [3, 1, 'Ann', 30],
      [3, 1, 'Cy', 20],
    ];
    expect(standings(rows).warnings.map((w) => render(w))).toEqual([
      'Ann and Bob met 2 times',
      'Cy had 2 byes',
      'players have played different numbers of rounds: 3 (Ann, Cy), 2 (Bob)',
    ]);
  });
});

// A qualifier-series round: a table of four and a table of three.
const QUALIFIER: Row[] = [
  [1, 1, 'Ann', 100],
  [1, 1, 'Bob', 80],
  [1, 1, 'Cy', 80],
  [1, 1, 'Di', 50],
  [1, 2, 'Eve', 90],
  [1, 2, 'Fay', 60],
  [1, 2, 'Gus', 30],
];

describe("CARC_STANDINGS, placement mode (the publisher's qualifier series)", () => {
  it('5-3-2-1 and 5-3-1, equal scores split, share with a virtual 4th player at three', () => {
    // table 2's total 180 plus a virtual 4th at the mean (60): Eve 90/240, Fay 60/240, Gus 30/240
    // Eve's share (90/240) is above Ann's (100/310); Di's (50/310) above Gus's (30/240)
    expect(table(QUALIFIER)).toEqual([
      ['Rank', 'Player', 'Round points', 'Share', 'Points', 'Games'],
      [1, 'Eve', 5, 90 / 240, 90, 1],
      [2, 'Ann', 5, 100 / 310, 100, 1],
      [3, 'Fay', 3, 60 / 240, 60, 1],
      ['=4', 'Bob', 2.5, 80 / 310, 80, 1],
      ['=4', 'Cy', 2.5, 80 / 310, 80, 1],
      [6, 'Di', 1, 50 / 310, 50, 1],
      [7, 'Gus', 1, 30 / 240, 30, 1],
    ]);
  });

  it('three=5-3-2 and share3=plain', () => {
    const rows = table(QUALIFIER, 'three=5-3-2; share3=plain').slice(1);
    expect(rows.find((r) => r[1] === 'Gus')?.slice(2, 4)).toEqual([2, 30 / 180]);
    expect(rows.find((r) => r[1] === 'Eve')?.slice(2, 4)).toEqual([5, 90 / 180]);
  });

  it('a table whose scores total 0 gives every player a share of 0; settings of the duel mode change nothing', () => {
    const rows: Row[] = [
      [1, 1, 'Ann', 0],
      [1, 1, 'Bob', 0],
      [1, 1, 'Cy', 0],
    ];
    expect(table(rows, 'buchholz=median; bye=loss').slice(1)).toEqual([
      ['=1', 'Ann', 3, 0, 0, 1],
      ['=1', 'Bob', 3, 0, 0, 1],
      ['=1', 'Cy', 3, 0, 0, 1],
    ]);
  });
});

describe('CARC_STANDINGS: errors name the row, the table, the value and the rule', () => {
  it.each<[string, Row[], string]>([
    [
      'a player twice in a round',
      [
        [1, 1, 'Ann', 5],
        [1, 1, 'Bob', 4],
        [1, 2, 'Ann', 3],
        [1, 2, 'Cy', 2],
      ],
      'CARC_STANDINGS: row 4, Player, atSitting(round: "1", kind: "table", id: "2"): playsTwice(player: "Ann", round: "1", earlier: atSitting(round: "1", kind: "table", id: "1"), kind: "table")',
    ],
    [
      'a bye with a score',
      [
        [1, 1, 'Ann', 5],
        [1, 1, 'Bob', 4],
        [1, 'bye', 'Cy', 3],
      ],
      'CARC_STANDINGS: row 4, Score, atRound(round: "1"): byeWithScore(value: "3", player: "Cy")',
    ],
    [
      'a bye among tables of 3–4',
      [
        [1, 1, 'Ann', 5],
        [1, 1, 'Bob', 4],
        [1, 1, 'Cy', 3],
        [1, 'riposo', 'Di', ''],
      ],
      'CARC_STANDINGS: row 5, Table, atRound(round: "1"): byeInPlacement',
    ],
    [
      'a table of 5',
      [1, 2, 3, 4, 5].map((k): Row => [1, 1, `P${k}`, k]),
      'CARC_STANDINGS: row 2, Table, atSitting(round: "1", kind: "table", id: "1"): carcTableSize(players: 5)',
    ],
    [
      'a table of 1',
      [[1, 1, 'Ann', 5]],
      'CARC_STANDINGS: row 2, Table, atSitting(round: "1", kind: "table", id: "1"): carcTableSize(players: 1)',
    ],
    [
      'duels and tables of 3–4 mixed',
      [
        [1, 1, 'Ann', 5],
        [1, 1, 'Bob', 4],
        [2, 1, 'Ann', 5],
        [2, 1, 'Bob', 4],
        [2, 1, 'Cy', 3],
      ],
      'CARC_STANDINGS: row 4, Table, atSitting(round: "2", kind: "table", id: "1"): duelsAndTables(duel: atSitting(round: "1", kind: "table", id: "1"), duels: 1, table: atSitting(round: "2", kind: "table", id: "1"), tables: 1)',
    ],
    [
      'a score that is not whole',
      [
        [1, 1, 'Ann', '5,5'],
        [1, 1, 'Bob', 4],
      ],
      'CARC_STANDINGS: row 2, Score, atSitting(round: "1", kind: "table", id: "1"): notWhole(noun: "Score", value: 5.5)',
    ],
    [
      'a negative score',
      [
        [1, 1, 'Ann', -5],
        [1, 1, 'Bob', 4],
      ],
      'CARC_STANDINGS: row 2, Score, atSitting(round: "1", kind: "table", id: "1"): countRange(noun: "Score", value: -5, least: 0, most: 10000)',
    ],
    [
      'a score past 10,000',
      [
        [1, 1, 'Ann', 10001],
        [1, 1, 'Bob', 4],
      ],
      'CARC_STANDINGS: row 2, Score, atSitting(round: "1", kind: "table", id: "1"): countRange(noun: "Score", value: 10001, least: 0, most: 10000)',
    ],
    [
      'a blank score beside a filled one',
      [
        [1, 1, 'Ann', ''],
        [1, 1, 'Bob', 4],
      ],
      'CARC_STANDINGS: row 2, Score, atSitting(round: "1", kind: "table", id: "1"): blankScoreFor(header: "Score", player: "Ann")',
    ],
    [
      'a blank player',
      [
        [1, 1, '', 5],
        [1, 1, 'Bob', 4],
      ],
      'CARC_STANDINGS: row 2, Player: blankCell(header: "Player")',
    ],
  ])('%s', (_, rows, message) => expect(saidOf(() => standings(rows))).toBe(message));

  it('a missing column names it and its aliases', () =>
    expect(saidOf(() => carcassonneStandings('CARC_STANDINGS', [['Round', 'Table', 'Player']]))).toBe(
      'CARC_STANDINGS: row 1, Score: columnMissing(column: columnLabel(key: "score"), aliases: ["Score", "Points", "Punti", "Puncte", "Punkte", "Punteggio", "Punctaj"])',
    ));
  it.each([
    [
      'tiebreak=buchholz>buchholz',
      'CARC_STANDINGS: settings: chainStepTwice(key: "tiebreak", written: "buchholz>buchholz", step: "buchholz")',
    ],
    [
      'tiebreak=wins',
      'CARC_STANDINGS: settings: chainBadStep(key: "tiebreak", written: "wins", step: "wins", steps: someSteps(steps: "buchholz, buchholz-cut1, buchholz-full, buchholz-median, sonneborn-berger", more: 15, listedIn: "docs/formats.md, docs/leagues.md"))',
    ],
    ['buchholz=cut2', 'CARC_STANDINGS: settings: settingNotAllowed(key: "buchholz", value: "cut2", allowed: ["cut1", "full", "median"])'],
  ])('the setting %s is refused', (settings, message) => expect(saidOf(() => standings(SWISS, settings))).toBe(message));
  it('Italian headers and the bye aliases are read', () => {
    const rows = [
      ['Turno', 'Tavolo', 'Giocatore', 'Punteggio'],
      [1, 1, 'Ann', 9],
      [1, 1, 'Bob', 8],
      [1, 'Liber', 'Cy', ''],
    ];
    expect(
      rowsIn(spillStandings(carcassonneStandings('CARC_STANDINGS', rows)), 'en')
        .slice(1)
        .map((r) => [r[1], r[2]]),
    ).toEqual([
      ['Ann', 1],
      ['Cy', 1],
      ['Bob', 0],
    ]);
  });
});

describe('CARC_ROUNDPOINTS', () => {
  const col = (...xs: Cell[]) => xs.map((x) => [x]);
  it('a duel: 1 / ½ / 0; tables of 3 and 4 by place, equal scores split', () => {
    expect(carcRoundPoints(col(80, 70, 60, 60), col(1, 1, 2, 2))).toEqual(col(1, 0, 0.5, 0.5));
    expect(carcRoundPoints(col(100, 80, 80, 50, 90, 60, 30), col(1, 1, 1, 1, 2, 2, 2))).toEqual(col(5, 2.5, 2.5, 1, 5, 3, 1));
    expect(carcRoundPoints(col(9, 9, 9), '', 'three=5-3-2')).toEqual(col(10 / 3, 10 / 3, 10 / 3));
    expect(carcRoundPoints(col(60, 60), '', 'draw=zero')).toEqual(col(0, 0));
  });
  it('a table of 5 or of 1 is an error naming the table', () => {
    expect(saidOf(() => carcRoundPoints(col(1, 2, 3, 4, 5)))).toBe('CARC_ROUNDPOINTS: row 1: carcTableSize(players: 5)');
    expect(saidOf(() => carcRoundPoints(col(1, 2, 3), col('A', 'A', 'B')))).toBe(
      'CARC_ROUNDPOINTS: row 3, atTable(id: "B"): carcTableSize(players: 1)',
    );
  });
  it('blank rows come back blank', () => expect(carcRoundPoints(col(5, 4, ''), col(1, 1, ''))).toEqual(col(1, 0, '')));
});

describe('properties', () => {
  const score = fc.integer({ min: 0, max: 30 });
  it("round points at a table sum to the table's total", () => {
    fc.assert(
      fc.property(
        fc.array(score, { minLength: 2, maxLength: 4 }),
        fc.constantFrom('5-3-1', '5-3-2'),
        fc.constantFrom('half', 'zero'),
        (scores, three, draw) => {
          const points = (
            carcRoundPoints(
              scores.map((s) => [s]),
              '',
              `three=${three}; draw=${draw}`,
            ) as number[][]
          ).map((r) => r[0]);
          const sum = points.reduce((a, b) => a + b, 0);
          const expected =
            scores.length === 2
              ? scores[0] === scores[1]
                ? draw === 'half'
                  ? 1
                  : 0
                : 1
              : scores.length === 4
                ? 11
                : three === '5-3-1'
                  ? 9
                  : 10;
          expect(sum).toBeCloseTo(expected, 9);
        },
      ),
      { numRuns: 200 },
    );
  });

  /** A random Swiss tournament: each round the players are shuffled into pairs, an odd one out gets a bye. */
  const swiss = fc
    .integer({ min: 2, max: 9 })
    .chain((n) =>
      fc
        .array(
          fc.tuple(
            fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
            fc.array(score, { minLength: n, maxLength: n }),
          ),
          { minLength: 1, maxLength: 4 },
        )
        .map((rounds) =>
          rounds.flatMap(([order, scores], r): Row[] =>
            order.map(
              (p, k): Row =>
                k === order.length - 1 && order.length % 2
                  ? [r + 1, 'bye', `P${p}`, '']
                  : [r + 1, Math.floor(k / 2) + 1, `P${p}`, scores[k]],
            ),
          ),
        ),
    );

  it('shuffling the rows never changes the standings', () => {
    fc.assert(
      fc.property(
        swiss.chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }))),
        ([rows, shuffled]) => {
          expect(table(shuffled, 'tiebreak=opponents>buchholz>points')).toEqual(table(rows, 'tiebreak=opponents>buchholz>points'));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('Buchholz cut 1 never exceeds full Buchholz, nor median cut 1', () => {
    fc.assert(
      fc.property(swiss, (rows) => {
        const bh = (settings: string) =>
          new Map(
            table(rows, settings)
              .slice(1)
              .filter((r) => String(r[0]) !== '' && !String(r[0]).startsWith('Warning'))
              .map((r) => [r[1], r[3] as number]),
          );
        const full = bh('buchholz=full');
        const cut1 = bh('buchholz=cut1');
        const median = bh('buchholz=median');
        for (const [player, value] of cut1) {
          expect(value).toBeLessThanOrEqual(full.get(player) as number);
          expect(median.get(player) as number).toBeLessThanOrEqual(value);
        }
      }),
      { numRuns: 100 },
    );
  });
});
