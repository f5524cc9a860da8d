import fc from 'fast-check';
import { bruteForceRanks, expectBruteForce, stakesRows } from '../../../test/harness/stakesBruteForce';
import type { Lang } from '../i18n/lang';
import { rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStakes } from '../shared/stakes/answer';
import { carcassonneStakes } from './stakes';
import { carcassonneStandings } from './standings';

const HEADER = ['Round', 'Table', 'Player', 'Score', 'Starts'];
/** The stakes as the formula spills them, rendered in `lang`. */
const stakes = (grid: Cell[][], settings = '', lang: Lang = 'en') =>
  rowsIn(spillStakes(carcassonneStakes('CARC_STAKES', grid, settings)), lang) as Cell[][];
const figuresOf = (settings: string) => (grid: Cell[][]) =>
  new Map(carcassonneStandings('CARC_STANDINGS', grid, settings).ranked.map((r) => [r.item.player, r.item.points]));

/** A duel: [player, score, starts] twice; a blank score for a duel not yet played. */
const duel = (round: number, id: number | 'bye', ...seats: [string, number | '', boolean?][]): Cell[][] =>
  seats.map(([player, score, starts]) => [round, id, player, score, starts ? 'x' : '']);

/** A random Swiss event: rounds of duels scored, then the last round seated with up to 8 duels unscored (a bye with an odd field). */
const swiss = fc
  .record({
    n: fc.integer({ min: 4, max: 17 }),
    rounds: fc.integer({ min: 1, max: 3 }),
    scores: fc.array(fc.integer({ min: 60, max: 66 }), { minLength: 80, maxLength: 80 }),
    shuffle: fc.array(fc.nat(99), { minLength: 20, maxLength: 20 }),
    open: fc.integer({ min: 5, max: 8 }),
    settings: fc.constantFrom('', 'draw=zero', 'bye=draw', 'draw=starter-loses', 'finals=top4; bye=loss'),
  })
  .map(({ n, rounds, scores, shuffle, open, settings }) => {
    const players = Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
    const grid: Cell[][] = [HEADER];
    const openTables: number[][] = [];
    let s = 0;
    for (let round = 1; round <= rounds + 1; round++) {
      const order = [...players].sort(
        (a, b) => shuffle[(players.indexOf(a) * round) % 20] - shuffle[(players.indexOf(b) * round) % 20] || a.localeCompare(b),
      );
      const last = round === rounds + 1;
      for (let t = 0; t + 1 < order.length; t += 2) {
        const unscored = last && openTables.length < open;
        if (unscored) openTables.push([grid.length, grid.length + 1]);
        grid.push(
          ...duel(round, t / 2 + 1, [order[t], unscored ? '' : scores[s++ % 80], true], [order[t + 1], unscored ? '' : scores[s++ % 80]]),
        );
      }
      if (order.length % 2) grid.push(...duel(round, 'bye', [order[order.length - 1], '']));
    }
    return { grid, openTables, settings };
  });

describe('CARC_STAKES against brute force', () => {
  it('Best and Worst are the extremes over every combination of up to 8 unscored duels (byes, draw rules)', () => {
    fc.assert(
      fc.property(swiss, ({ grid, openTables, settings }) => {
        const truth = bruteForceRanks(grid, openTables, (row, level) => [row[0], row[1], row[2], 10 - level, row[4]], figuresOf(settings));
        expectBruteForce(stakes(grid, settings), truth, settings.includes('top4') ? 4 : 8);
      }),
      { numRuns: 4 },
    );
  });
});

describe('CARC_STAKES', () => {
  // round 1 scored, round 2 seated: Ann and Bea lead on 1 win, Cid has the bye of round 2
  const ROUND_2: Cell[][] = [
    HEADER,
    ...duel(1, 1, ['Ann', 80, true], ['Dan', 70]),
    ...duel(1, 2, ['Bea', 75, true], ['Eve', 60]),
    ...duel(1, 'bye', ['Cid', '']),
    ...duel(2, 1, ['Ann', '', true], ['Bea', '']),
    ...duel(2, 2, ['Cid', '', true], ['Dan', '']),
    ...duel(2, 'bye', ['Eve', '']),
  ];

  it('a bye of the round in progress counts in Best and Worst, though the rank leaves it out until a table is scored', () => {
    const rows = stakesRows(stakes(ROUND_2, 'finals=top4'));
    // wins now: Ann, Bea, Cid (bye) 1, Dan and Eve 0; Eve's bye of round 2 makes her 1 whatever happens, so she can
    // end 2nd (Ann or Bea above, Cid losing) but not 1st
    expect(rows.get('Eve')?.slice(1)).toEqual([5, 2, 5, 'out', 'possible', 'no game left']);
    // Ann on 1.5 or 2 has at most Cid beside her; on 1 everyone can be level
    expect(rows.get('Ann')?.slice(1)).toEqual([2, 1, 5, 'possible', 'possible', 'a draw or better secures the cut']);
    // Dan's win (1) leaves everyone level with him at worst; a draw (0.5) leaves him last
    expect(rows.get('Dan')?.slice(1)).toEqual([4, 2, 5, 'out', 'possible', 'needs a win and help']);
  });

  it('draw=starter-loses: an equal score is the non-starter’s win, so no duel ends level and only a win secures', () => {
    const starter = stakesRows(stakes(ROUND_2, 'finals=top4; draw=starter-loses'));
    expect(starter.get('Bea')?.slice(2)).toEqual([1, 5, 'possible', 'possible', 'a win secures the cut']);
    // without a Starts column an equal score could not be scored at all: the duels are won or lost
    const noStarts = stakesRows(
      stakes(
        ROUND_2.map((r) => r.slice(0, 4)),
        'finals=top4; draw=starter-loses',
      ),
    );
    expect(noStarts.get('Ann')?.slice(2)).toEqual([1, 5, 'possible', 'possible', 'a win secures the cut']);
  });

  it('placement mode: tables of 3–4 by places, Needs names a place', () => {
    const tables: Cell[][] = [
      ['Round', 'Table', 'Player', 'Score'],
      ...[
        ['A', 90],
        ['B', 80],
        ['C', 70],
        ['D', 60],
      ].map(([p, s]) => [1, 1, p, s]),
      ...[
        ['E', 90],
        ['F', 80],
        ['G', 70],
      ].map(([p, s]) => [1, 2, p, s]),
      ...['A', 'E', 'C', 'G'].map((p) => [2, 1, p, '']),
      ...['B', 'F', 'D'].map((p) => [2, 2, p, '']),
    ];
    const out = stakes(tables, 'finals=top4');
    expect(out[0]).toEqual(['Player', 'Rank', 'Best', 'Worst', 'Title', 'Cut (top 4)', 'Needs']);
    const rows = stakesRows(out);
    const open = [8, 9, 10, 11, 12, 13, 14];
    const truth = bruteForceRanks(
      tables,
      [open.slice(0, 4), open.slice(4)],
      (row, level) => [row[0], row[1], row[2], 10 - level],
      figuresOf(''),
    );
    for (const [player, { best, worst }] of truth)
      expect([player, rows.get(player)?.[2], rows.get(player)?.[3]]).toEqual([player, best, worst]);
    expect(rows.get('A')?.slice(2)).toEqual([1, 5, 'possible', 'possible', '1st place secures the cut']);
    // G on 1: 2nd place (4) can still reach the top 4 with help, 3rd (3) cannot
    expect(rows.get('G')?.slice(4)).toEqual(['out', 'possible', 'needs 2nd place or better and help']);
  });

  it('refuses an unscored table of 3 among duels: it could never be scored', () => {
    const mixed = [...ROUND_2.slice(0, 6), ...duel(2, 1, ['Ann', ''], ['Bea', ''], ['Cid', '']), ...duel(2, 2, ['Dan', ''], ['Eve', ''])];
    expect(() => stakes(mixed)).toThrow(/CARC_STAKES: row 7 \(round 2, table 1\).*duels \(round 1, table 1 and 2 more\) and tables of 3–4/);
  });

  it('once stage rows exist, a warning says that the stakes concern the preliminary ranking', () => {
    const done: Cell[][] = [
      HEADER,
      ...duel(1, 1, ['Ann', 80, true], ['Dan', 70]),
      ...duel(1, 2, ['Bea', 75, true], ['Eve', 60]),
      ...duel(1, 3, ['Cid', 75, true], ['Fay', 60]),
      ...duel(1, 4, ['Gus', 75, true], ['Hal', 60]),
      ...duel(2, 1, ['Ann', 80, true], ['Bea', 70]),
      ...duel(2, 2, ['Cid', 75, true], ['Gus', 60]),
      ...duel(2, 3, ['Dan', 75, true], ['Eve', 60]),
      ...duel(2, 4, ['Fay', 75, true], ['Hal', 60]),
      ...duel('SF' as unknown as number, 1, ['Ann', '', true], ['Dan', '']),
    ];
    const out = stakes(done, 'finals=top4');
    expect(out.map((r) => r[0]).filter((c) => String(c).startsWith('Warning'))).toEqual([
      'Warning: 1 table awaits scores (round SF)',
      "Warning: stakes need a round in progress: every table is scored, so Best and Worst are the standings' rank",
      'Warning: the final stage has begun: stakes concern the preliminary ranking and its cut',
    ]);
  });
});
