import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import { rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStandings } from '../shared/game';
import { carcRoundPoints } from './roundPoints';
import { carcassonneStandings } from './standings';

// docs/formats.md for Carcassonne: every step of the vocabulary, the draw rules, the presets, a chain mixing both modes.
const HEADER = ['Round', 'Table', 'Player', 'Score', 'Starts'];
type Row = [number | string, number | string, string, number | string, string?];
const spilled = (rows: Row[], settings?: string, header = HEADER) =>
  rowsIn(
    spillStandings(carcassonneStandings('CARC_STANDINGS', [header, ...rows.map((r) => [...r, ''].slice(0, header.length))], settings)),
    'en',
  );
const standings = (rows: Row[], settings?: string) =>
  carcassonneStandings('CARC_STANDINGS', [HEADER, ...rows.map((r) => [...r, ''].slice(0, 5))], settings);
const order = (rows: Row[], settings?: string) =>
  standings(rows, settings).ranked.map((r) => `${r.shared ? '=' : ''}${r.rank} ${r.item.player}`);

/**
 * Six players, three Swiss rounds, no rematch; E and F draw in round 1 (E starts).
 *   R1: A 80–70 B, C 60–50 D, E 40–40 F.   R2: A 70–60 C, B 90–50 E, D 55–45 F.   R3: D 60–50 A, F 75–65 B, C 75–55 E.
 * Wins (draw=half): A 2, C 2, D 2, F 1½, B 1, E ½.
 * Contributions (the opponents' wins): A 1, 2, 2 · C 2, 2, ½ · D 2, 1½, 2 · F ½, 2, 1 · B 2, ½, 1½ · E 1½, 1, 2.
 *   Buchholz full / cut 1 / median: A 5 / 4 / 2 · C 4½ / 4 / 2 · D 5½ / 4 / 2 · F 3½ / 3 / 1 · B 4 / 3½ / 1½ · E 4½ / 3½ / 1½.
 * Sonneborn-Berger: A 1·1 + 1·2 = 3 · C 1·2 + 1·½ = 2½ · D 1·1½ + 1·2 = 3½ · F ½·½ + 1·1 = 1¼ · B 1·½ = ½ · E ½·1½ = ¾.
 * Score difference: A +10, C +20, D +10, F 0, B +20, E −60. Points: A 200, C 195, D 165, F 160, B 225, E 145.
 * So A, C and D are equal on wins, Buchholz cut 1 and median Buchholz: the difference puts C first, and only the
 * points (the 4th step of Germany's chain) separate A from D.
 */
const SWISS: Row[] = [
  [1, 1, 'A', 80, 'x'],
  [1, 1, 'B', 70],
  [1, 2, 'C', 60, 'x'],
  [1, 2, 'D', 50],
  [1, 3, 'E', 40, 'x'],
  [1, 3, 'F', 40],
  [2, 1, 'A', 70, 'x'],
  [2, 1, 'C', 60],
  [2, 2, 'B', 90, 'x'],
  [2, 2, 'E', 50],
  [2, 3, 'D', 55, 'x'],
  [2, 3, 'F', 45],
  [3, 1, 'D', 60],
  [3, 1, 'A', 50, 'x'],
  [3, 2, 'F', 75],
  [3, 2, 'B', 65, 'x'],
  [3, 3, 'C', 75, 'x'],
  [3, 3, 'E', 55],
];

describe('Carcassonne duel steps (docs/formats.md)', () => {
  it('preset=germany: Buchholz cut 1, then median Buchholz, then score difference, then points', () => {
    expect(spilled(SWISS, 'preset=germany')).toEqual([
      ['Rank', 'Player', 'Wins', 'Buchholz cut 1', 'Median Buchholz', 'Score difference', 'Points', 'Games', 'Byes'],
      [1, 'C', 2, 4, 2, 20, 195, 3, 0],
      [2, 'A', 2, 4, 2, 10, 200, 3, 0],
      [3, 'D', 2, 4, 2, 10, 165, 3, 0],
      [4, 'F', 1.5, 3, 1, 0, 160, 3, 0],
      [5, 'B', 1, 3.5, 1.5, 20, 225, 3, 0],
      [6, 'E', 0.5, 3.5, 1.5, -60, 145, 3, 0],
    ]);
    const s = standings(SWISS, 'preset=germany');
    expect(s.ranked.map((r) => r.decidedBy?.en)).toEqual([undefined, 'score difference', 'points', 'wins', 'wins', 'wins']);
  });

  it('each Buchholz variant, and Sonneborn-Berger, as a step and a column of its own', () => {
    expect(spilled(SWISS, 'tiebreak=buchholz-full')[0]).toEqual([
      'Rank',
      'Player',
      'Wins',
      'Buchholz full',
      'Buchholz',
      'Score difference',
      'Points',
      'Games',
      'Byes',
    ]);
    expect(order(SWISS, 'tiebreak=buchholz-full').slice(0, 3)).toEqual(['1 D', '2 A', '3 C']);
    expect(order(SWISS, 'tiebreak=buchholz-median>buchholz-cut1')).toEqual(['=1 A', '=1 C', '=1 D', '4 F', '5 B', '6 E']);
    const sb = spilled(SWISS, 'tiebreak=sonneborn-berger');
    expect(sb[0]).toEqual(['Rank', 'Player', 'Wins', 'Sonneborn-Berger', 'Buchholz', 'Score difference', 'Points', 'Games', 'Byes']);
    expect(sb.slice(1).map((r) => [r[1], r[3]])).toEqual([
      ['D', 3.5],
      ['A', 3],
      ['C', 2.5],
      ['F', 1.25],
      ['B', 0.5],
      ['E', 0.75],
    ]);
  });

  it('the `buchholz` step is the variant of buchholz=, and a variant already shown is not shown twice', () => {
    expect(spilled(SWISS, 'buchholz=median; tiebreak=buchholz>buchholz-cut1')[0]).toEqual([
      'Rank',
      'Player',
      'Wins',
      'Buchholz',
      'Buchholz cut 1',
      'Score difference',
      'Points',
      'Games',
      'Byes',
    ]);
    expect(spilled(SWISS, 'buchholz=median; tiebreak=buchholz>buchholz-cut1')[1].slice(3, 5)).toEqual([2, 4]);
    // buchholz=cut1 and the step buchholz-cut1 are one variant: its column once
    expect(spilled(SWISS, 'tiebreak=buchholz-cut1>points')[0]).toEqual([
      'Rank',
      'Player',
      'Wins',
      'Buchholz cut 1',
      'Points',
      'Score difference',
      'Games',
      'Byes',
    ]);
  });

  it('a drawn game under each draw rule: ½ each, 0 each, or a win for the player who did not start', () => {
    const wins = (settings: string) =>
      Object.fromEntries(
        spilled(SWISS, settings)
          .slice(1)
          .map((r) => [r[1], r[2]]),
      );
    expect(wins('draw=half')).toMatchObject({ E: 0.5, F: 1.5 });
    expect(wins('draw=zero')).toMatchObject({ E: 0, F: 1 });
    // E started the drawn game of round 1, so F wins it
    expect(wins('draw=starter-loses')).toMatchObject({ E: 0, F: 2 });
  });

  it('preset=ukraine: starter-loses, Buchholz cut 1, median, difference, and no further step: A and D share 2nd', () => {
    // with F's win: F 2 wins; A, C, D keep cut 1 4 and median 2 (C met E, now 0 wins: C 2, 2, 0 → 4 / 2)
    expect(order(SWISS, 'preset=ukraine')).toEqual(['1 C', '=2 A', '=2 D', '4 F', '5 B', '6 E']);
    expect(spilled(SWISS, 'preset=ukraine')[0]).toEqual([
      'Rank',
      'Player',
      'Wins',
      'Buchholz cut 1',
      'Median Buchholz',
      'Score difference',
      'Points',
      'Games',
      'Byes',
    ]);
  });

  it('a setting beside a preset overrides it, wherever it is written', () => {
    expect(order(SWISS, 'tiebreak=difference>points; preset=ukraine')).toEqual(
      order(SWISS, 'draw=starter-loses; tiebreak=difference>points'),
    );
    expect(order(SWISS, 'preset=ukraine; draw=half')).toEqual(order(SWISS, 'tiebreak=buchholz-cut1>buchholz-median>difference'));
  });

  it('preset=ccwc is the default', () => expect(spilled(SWISS, 'preset=ccwc')).toEqual(spilled(SWISS)));

  it('starter-loses: a drawn game without exactly one Starts flag, or results without Starts, is an error naming the table', () => {
    const both = SWISS.map((r): Row => (r[2] === 'F' && r[0] === 1 ? [1, 3, 'F', 40, 'x'] : r));
    expect(saidOf(() => standings(both, 'draw=starter-loses'))).toBe(
      'CARC_STANDINGS: row 6, Starts, atSitting(round: "1", kind: "table", id: "3"): startersNotOne(setting: "draw", flagged: 2, starts: "Starts")',
    );
    const none = SWISS.map((r): Row => (r[2] === 'E' && r[0] === 1 ? [1, 3, 'E', 40] : r));
    expect(saidOf(() => standings(none, 'draw=starter-loses'))).toBe(
      'CARC_STANDINGS: row 6, Starts, atSitting(round: "1", kind: "table", id: "3"): startersNotOne(setting: "draw", flagged: 0, starts: "Starts")',
    );
    expect(saidOf(() => spilled(SWISS, 'draw=starter-loses', ['Round', 'Table', 'Player', 'Score']))).toBe(
      'CARC_STANDINGS: row 6, Score, atSitting(round: "1", kind: "table", id: "3"): starterNeeded(setting: "draw", starts: columnLabel(key: "starts"))',
    );
    // without a drawn game, no Starts column is needed
    const decided = SWISS.map((r): Row => (r[2] === 'E' && r[0] === 1 ? [1, 3, 'E', 41] : r));
    expect(() => spilled(decided, 'draw=starter-loses', ['Round', 'Table', 'Player', 'Score'])).not.toThrow();
  });

  it('a bye is ½ under starter-loses with bye=draw', () => {
    const rows: Row[] = [
      [1, 1, 'A', 10, 'x'],
      [1, 1, 'B', 10],
      [1, 'bye', 'C', ''],
    ];
    expect(spilled(rows, 'draw=starter-loses; bye=draw').map((r) => [r[1], r[2]])).toEqual([
      ['Player', 'Wins'],
      ['B', 1],
      ['C', 0.5],
      ['A', 0],
    ]);
  });
});

describe('CARC_ROUNDPOINTS with starts (docs/formats.md)', () => {
  const col = (...xs: Cell[]) => xs.map((x) => [x]);
  it('an equal score goes to the player who did not start', () => {
    expect(carcRoundPoints(col(60, 60, 70, 50), col(1, 1, 2, 2), 'draw=starter-loses', col('', 'x', 'x', ''))).toEqual(col(1, 0, 1, 0));
  });
  it('an equal score without exactly one starter is an error naming the table', () => {
    expect(saidOf(() => carcRoundPoints(col(60, 60), col(1, 1), 'draw=starter-loses', col('x', 'x')))).toBe(
      'CARC_ROUNDPOINTS: row 1, atTable(id: "1"): startersNotOne(setting: "draw", flagged: 2, starts: columnLabel(key: "starts"))',
    );
    expect(saidOf(() => carcRoundPoints(col(60, 60), col(1, 1), 'draw=starter-loses'))).toBe(
      'CARC_ROUNDPOINTS: row 1, atTable(id: "1"): starterNeeded(setting: "draw", starts: columnLabel(key: "starts"))',
    );
  });
});

/**
 * Two rounds at tables of 4. Round points (5-3-2-1): P 5 + 1, X 3 + 3: both 6.
 *   R1 T1: P 100, Q 50, R 40, S 10.   T2: W 80, X 70, Y 60, Z 50.
 *   R2 T1: Q 90, X 80, S 20, Z 10.    T2: W 70, R 60, Y 50, P 10.
 * Share: P 100/200 + 10/140 = 4/7; X 70/260 + 80/200 ≈ 0.669. Points: P 110, X 150. Placings: P one 1st, X none.
 */
const TABLES: Row[] = [
  [1, 1, 'P', 100],
  [1, 1, 'Q', 50],
  [1, 1, 'R', 40],
  [1, 1, 'S', 10],
  [1, 2, 'W', 80],
  [1, 2, 'X', 70],
  [1, 2, 'Y', 60],
  [1, 2, 'Z', 50],
  [2, 1, 'Q', 90],
  [2, 1, 'X', 80],
  [2, 1, 'S', 20],
  [2, 1, 'Z', 10],
  [2, 2, 'W', 70],
  [2, 2, 'R', 60],
  [2, 2, 'Y', 50],
  [2, 2, 'P', 10],
];

describe('Carcassonne placement steps (docs/formats.md)', () => {
  const pAndX = (settings?: string) => order(TABLES, settings).filter((p) => / [PX]$/.test(p));
  it('share, then points by default; placings (more 1st places) when the chain says so', () => {
    expect(pAndX()).toEqual(['3 X', '4 P']);
    expect(pAndX('tiebreak=placings')).toEqual(['3 P', '4 X']);
    expect(spilled(TABLES, 'tiebreak=placings>share')[0]).toEqual(['Rank', 'Player', 'Round points', 'Share', 'Points', 'Games']);
  });
  it('a chain for duels leaves tables at share>points; one with a step of tables only, or only shared steps, applies', () => {
    expect(pAndX('tiebreak=buchholz>difference>points')).toEqual(pAndX());
    expect(pAndX('tiebreak=buchholz>placings')).toEqual(['3 P', '4 X']);
    expect(pAndX('tiebreak=points')).toEqual(['3 X', '4 P']);
    // and the other way: a placement chain leaves duels at their default
    expect(spilled(SWISS, 'tiebreak=share>points')).toEqual(spilled(SWISS));
  });
  it('preset=hig: 5-3-1 at three, share with a virtual 4th, then points', () => {
    expect(spilled(TABLES, 'preset=hig')).toEqual(spilled(TABLES, 'three=5-3-1; share3=virtual; tiebreak=share>points'));
  });
});

describe('Carcassonne formats: errors list the ids', () => {
  it.each([
    [
      'preset=italy',
      'CARC_STANDINGS: settings: settingNotAllowed(key: "preset", value: "italy", allowed: ["ccwc", "germany", "ukraine", "hig", "gg-league", "gg-swiss", "gg-teams"])',
    ],
    [
      'draw=starter',
      'CARC_STANDINGS: settings: settingNotAllowed(key: "draw", value: "starter", allowed: ["half", "zero", "starter-loses"])',
    ],
    [
      'tiebreak=buchholz-cut2',
      'CARC_STANDINGS: settings: chainBadStep(key: "tiebreak", written: "buchholz-cut2", step: "buchholz-cut2", steps: someSteps(steps: "buchholz, buchholz-cut1, buchholz-full, buchholz-median, sonneborn-berger", more: 15, listedIn: "docs/formats.md, docs/leagues.md"))',
    ],
  ])('%s', (settings, message) => expect(saidOf(() => standings(SWISS, settings))).toBe(message));
});

describe('properties of the chain', () => {
  const score = fc.integer({ min: 0, max: 5 });
  const players = 8;
  /** A random Swiss tournament with Starts: equal scores are likely (scores 0–5), so every draw rule is exercised. */
  const swiss = fc
    .array(
      fc.tuple(
        fc.shuffledSubarray([...Array(players).keys()], { minLength: players, maxLength: players }),
        fc.array(score, { minLength: players, maxLength: players }),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((rounds) =>
      rounds.flatMap(([seats, scores], r): Row[] =>
        seats.map((p, k): Row => [r + 1, Math.floor(k / 2) + 1, `P${p}`, scores[k], k % 2 ? '' : 'x']),
      ),
    );
  const steps = fc.shuffledSubarray(
    ['buchholz-cut1', 'buchholz-full', 'buchholz-median', 'sonneborn-berger', 'difference', 'points', 'opponents'],
    {
      minLength: 1,
    },
  );
  const draw = fc.constantFrom('half', 'zero', 'starter-loses');

  it('shuffling the rows never changes the standings, under any chain and draw rule', () => {
    fc.assert(
      fc.property(
        swiss.chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }))),
        steps,
        draw,
        ([rows, shuffled], chain, d) => {
          const settings = `draw=${d}; tiebreak=${chain.join('>')}`;
          expect(spilled(shuffled, settings)).toEqual(spilled(rows, settings));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a longer chain never merges two ranks that a shorter prefix of it separated', () => {
    fc.assert(
      fc.property(swiss, steps, draw, (rows, chain, d) => {
        const ranks = (k: number) =>
          new Map(standings(rows, `draw=${d}; tiebreak=${chain.slice(0, k).join('>')}`).ranked.map((r) => [r.item.player, r.rank]));
        for (let k = 1; k < chain.length; k++) {
          const [shorter, longer] = [ranks(k), ranks(k + 1)];
          for (const [a, ra] of shorter)
            for (const [b, rb] of shorter) if (ra < rb) expect(longer.get(a) as number).toBeLessThan(longer.get(b) as number);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('Buchholz cut 1 ≤ full, median ≤ cut 1; Sonneborn-Berger ≤ full Buchholz', () => {
    fc.assert(
      fc.property(swiss, draw, (rows, d) => {
        for (const r of standings(rows, `draw=${d}`).ranked) {
          const { cut1, full, median } = r.item.buchholz;
          expect(cut1.compare(full)).toBeLessThanOrEqual(0);
          expect(median.compare(cut1)).toBeLessThanOrEqual(0);
          expect(r.item.sonnebornBerger.compare(full)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 100 },
    );
  });
});
