import fc from 'fast-check';
import { bruteForceRanks, expectBruteForce, stakesRows } from '../../../test/harness/stakesBruteForce';
import type { Lang } from '../i18n/lang';
import { render, rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStakes } from '../shared/stakes/answer';
import { STAKES_LABELS } from '../shared/stakes/labels';
import { say as sayStakes } from '../shared/stakes/messages';
import { catanStakes } from './stakes';
import { catanStandings, STANDING_FIGURE } from './standings';

const HEADER = ['Round', 'Table', 'Player', 'VP', 'Declared'];
/** The stakes as the formula spills them, rendered in `lang`. */
const stakes = (grid: Cell[][], settings = '', lang: Lang = 'en') =>
  rowsIn(spillStakes(catanStakes('CATAN_STAKES', grid, settings)), lang) as Cell[][];

/** Rows of one table: the round, the table, then [player, VP] pairs (VP blank for a table not yet scored). */
const table = (round: number, id: number, ...seats: [string, number | ''][]): Cell[][] =>
  seats.map(([player, vp]) => [round, id, player, vp, '']);

/** The first figures of every player under these settings, as the standings compute them. */
const figuresOf = (settings: string) => (grid: Cell[][]) => {
  const score = settings.includes('score=wins') ? 'wins' : 'points';
  return new Map(catanStandings('CATAN_STANDINGS', grid, settings).ranked.map((r) => [r.item.player, STANDING_FIGURE[score](r.item)]));
};

/** Tables of 3 and 4 for n players (n ≥ 6, n ≠ 5). */
const sizesFor = (n: number) => {
  const fours = n % 4 === 0 ? n / 4 : n % 4 === 3 ? (n - 3) / 4 : n % 4 === 2 ? (n - 6) / 4 : (n - 9) / 4;
  return [...Array(fours).fill(4), ...Array((n - 4 * fours) / 3).fill(3)];
};

/** A random Catan tournament: rounds scored, then the last round seated, some of its tables unscored (at most 3, few combinations). */
const tournament = fc
  .record({
    n: fc.integer({ min: 6, max: 13 }),
    rounds: fc.integer({ min: 1, max: 2 }),
    vps: fc.array(fc.integer({ min: 2, max: 9 }), { minLength: 60, maxLength: 60 }),
    order: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
    open: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    settings: fc.constantFrom('', 'score=wins', 'three=5-3-1', 'points=100-50-20-10; three=100-40-10', 'score=wins; finals=top8'),
  })
  .map(({ n, rounds, vps, order, open, settings }) => {
    const players = Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
    const grid: Cell[][] = [HEADER];
    const openTables: number[][] = [];
    let v = 0;
    let combos = 1;
    for (let round = 1; round <= rounds + 1; round++) {
      const seated = [...players].sort(
        (a, b) =>
          (order[(players.indexOf(a) + round * 7) % 60] % 97) - (order[(players.indexOf(b) + round * 7) % 60] % 97) || a.localeCompare(b),
      );
      let next = 0;
      sizesFor(n).forEach((size, t) => {
        const patterns = size === 4 ? 75 : 13;
        const unscored = round === rounds + 1 && open[t % 4] && openTables.length < 3 && combos * patterns <= 2200;
        if (unscored) {
          combos *= patterns;
          openTables.push(Array.from({ length: size }, (_, k) => grid.length + k));
        }
        for (const player of seated.slice(next, next + size)) grid.push([round, t + 1, player, unscored ? '' : vps[v++ % 60], '']);
        next += size;
      });
    }
    return { grid, openTables, settings };
  });

describe('CATAN_STAKES against brute force', () => {
  it('Best and Worst are the extremes over every combination of outcomes of up to 3 unscored tables', () => {
    fc.assert(
      fc.property(tournament, ({ grid, openTables, settings }) => {
        if (!openTables.length) return;
        const truth = bruteForceRanks(grid, openTables, (row, level) => [row[0], row[1], row[2], 9 - level, ''], figuresOf(settings));
        expectBruteForce(stakes(grid, settings), truth, settings.includes('top8') ? 8 : 4);
      }),
      { numRuns: 12 },
    );
  });
});

describe('CATAN_STAKES', () => {
  // two tables scored in each of two rounds but the last: B and F end round 2 level on 4.5 round points
  const LEVEL_AT_THE_CUT: Cell[][] = [
    HEADER,
    ...table(1, 1, ['A', 10], ['B', 9], ['C', 8], ['D', 7]),
    ...table(1, 2, ['E', 10], ['F', 9], ['G', 8], ['H', 7]),
    ...table(2, 1, ['A', 9], ['E', 8], ['B', 7], ['F', 7]),
    ...table(2, 2, ['C', ''], ['D', ''], ['G', ''], ['H', '']),
  ];

  it('spills Player, Rank, Best, Worst, Title, Cut (top 4), Needs in the standings’ order, then the warnings', () => {
    const out = stakes(LEVEL_AT_THE_CUT);
    expect(out[0]).toEqual(['Player', 'Rank', 'Best', 'Worst', 'Title', 'Cut (top 4)', 'Needs']);
    expect(out.slice(1, 9).map((r) => r[0])).toEqual(['A', 'E', 'B', 'F', 'C', 'G', 'D', 'H']);
    expect(out.slice(-1)).toEqual([['Warning: 1 table awaits scores (round 2)', '', '', '', '', '', '']]);
  });

  it('a first figure shared at the cut: neither is certain, whatever the tie-breaks say now', () => {
    const rows = stakesRows(stakes(LEVEL_AT_THE_CUT));
    // A 10, E 8 out of reach; B and F 4.5 each; C and G 2 and D and H 1 with 11 round points to share: at least one
    // of them passes 4.5 (Best 4 for B and F), at most two (Worst 7: A, E, both of them and two from the open table)
    expect(rows.get('A')).toEqual(['A', 1, 1, 1, 'certain', 'certain', '']);
    expect(rows.get('B')).toEqual(['B', 3, 4, 7, 'out', 'possible', 'no game left']);
    expect(rows.get('F')).toEqual(['F', 4, 4, 7, 'out', 'possible', 'no game left']);
    // a 1st place, even shared by all four (2.75 each), lifts C past 4.5 with at most G beside: certain. D, on 1,
    // stays at 3.75 then, below B and F: it needs help
    expect(rows.get('C')?.slice(2)).toEqual([3, 8, 'out', 'possible', '1st place secures the cut']);
    expect(rows.get('D')?.slice(2)).toEqual([3, 8, 'out', 'possible', 'needs 1st place and help']);
  });

  it('no round in progress: Best and Worst are the rank, with a warning', () => {
    const done = LEVEL_AT_THE_CUT.map((r, i) => (i > 12 ? [r[0], r[1], r[2], 10 - (i - 13), ''] : r));
    const out = stakes(done);
    const rows = stakesRows(out);
    for (const [, r] of rows) expect(r[2]).toBe(r[1]);
    expect(rows.get('A')?.slice(4)).toEqual(['certain', 'certain', '']);
    expect(rows.get('E')?.slice(4)).toEqual(['out', 'certain', '']);
    expect(out[out.length - 1][0]).toMatch(/^Warning: stakes need a round in progress/);
  });

  it('score=wins: a shared 1st is 1/k of a win, and only 1st place counts', () => {
    const rows = stakesRows(stakes(LEVEL_AT_THE_CUT, 'score=wins'));
    // wins: A 2, E 1, the others 0: C, D, G or H can reach one win (alone or shared)
    expect(rows.get('A')?.slice(2, 6)).toEqual([1, 1, 'certain', 'certain']);
    expect(rows.get('E')?.slice(2, 6)).toEqual([2, 3, 'out', 'certain']);
    // someone of the open table wins (alone or shared): B and F, on 0, have at least three above them
    expect(rows.get('B')?.slice(2, 6)).toEqual([4, 8, 'out', 'possible']);
    // C alone 1st would be certain (A 2, E and C 1), but a 1st place shared by four (¼ each) leaves six at or
    // above C: a place shared counts as that place, so no place secures it, and any place keeps it possible
    expect(rows.get('C')?.slice(2)).toEqual([2, 8, 'out', 'possible', 'depends on other tables']);
  });

  it('a field of 29 takes the top 16 by default (CATAN Studio), 28 the top 4', () => {
    const field = (n: number): Cell[][] => {
      const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
      const sizes = sizesFor(n);
      const rows: Cell[][] = [HEADER];
      for (const round of [1, 2]) {
        let next = 0;
        sizes.forEach((size, t) => {
          players.slice(next, next + size).forEach((p, k) => {
            rows.push([round, t + 1, round === 1 ? p : players[n - 1 - next - k], round === 1 ? 9 - k : '', '']);
          });
          next += size;
        });
      }
      return rows;
    };
    expect(stakes(field(29))[0][5]).toBe('Cut (top 16)');
    expect(stakes(field(28))[0][5]).toBe('Cut (top 4)');
    expect(stakes(field(29), 'finals=top8')[0][5]).toBe('Cut (top 8)');
  });

  it('rounds=N with rounds still to come: Title and Cut blank, and a warning says why', () => {
    const out = stakes(LEVEL_AT_THE_CUT, 'rounds=5');
    expect(stakesRows(out).get('A')).toEqual(['A', 1, 1, 1, '', '', '']);
    expect(out[out.length - 1][0]).toBe('Warning: round 2 of 5 is in progress: Title and Cut wait for the last round (rounds=5)');
    expect(stakesRows(stakes(LEVEL_AT_THE_CUT, 'rounds=2')).get('A')?.[4]).toBe('certain');
  });

  it('tells whether Title and Cut speak of a round in progress, and the size of the cut (the live page reads both)', () => {
    const table = (grid: Cell[][], settings = '') => catanStakes('CATAN_STAKES', grid, settings);
    expect(table(LEVEL_AT_THE_CUT)).toMatchObject({ inProgress: true, cut: 4, kind: 'table' });
    expect(table(LEVEL_AT_THE_CUT, 'rounds=2; finals=top8')).toMatchObject({ inProgress: true, cut: 8 });
    expect(table(LEVEL_AT_THE_CUT, 'rounds=5').inProgress).toBe(false);
    expect(table(LEVEL_AT_THE_CUT.slice(0, 13)).inProgress).toBe(false);
    const staged = table([...LEVEL_AT_THE_CUT, ...['A', 'E', 'B', 'F'].map((p) => ['F', 1, p, '', ''])], 'finals=top4');
    expect({ inProgress: staged.inProgress, warnings: staged.warnings.map((w) => render(w)) }).toMatchObject({
      inProgress: false,
      warnings: expect.arrayContaining([expect.stringMatching(/final stage has begun/)]),
    });
  });

  it('speaks Italian and Romanian: headers, statuses and Needs', () => {
    const it = stakes(LEVEL_AT_THE_CUT, '', 'it');
    expect(it[0]).toEqual(['Giocatore', 'Pos.', 'Migliore', 'Peggiore', 'Titolo', 'Fase finale (primi 4)', 'Cosa serve']);
    // C's Needs: 1st place at the table secures the cut, told in Italian
    const firstSecuresCut = sayStakes('stakesSecures', { result: sayStakes('stakesPlace', { place: 1 }), goal: 'cut' });
    expect(stakesRows(it).get('C')?.slice(4)).toEqual([STAKES_LABELS.out.it, STAKES_LABELS.possible.it, render(firstSecuresCut, 'it')]);
    const ro = stakes(LEVEL_AT_THE_CUT, '', 'ro');
    expect(stakesRows(ro).get('B')?.slice(4)).toEqual([
      STAKES_LABELS.out.ro,
      STAKES_LABELS.possible.ro,
      render(sayStakes('stakesNoGameLeft'), 'ro'),
    ]);
  });

  it('refuses an unscored table that cannot be played: 5 players', () => {
    const five = [...LEVEL_AT_THE_CUT.slice(0, 13), ...table(2, 2, ['C', ''], ['D', ''], ['G', ''], ['H', ''], ['I', ''])];
    expect(() => stakes(five)).toThrow(/CATAN_STAKES: row 14 \(round 2, table 2\).*5 players/);
  });
});
