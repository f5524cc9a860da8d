import fc from 'fast-check';
import { stakesRows } from '../../../../test/harness/stakesBruteForce';
import type { Lang } from '../../i18n/lang';
import { render, rowsIn } from '../../i18n/message';
import type { Cell } from '../../shared/cells';
import { spillStakes } from '../../shared/stakes/answer';
import { STAKES_LABELS } from '../../shared/stakes/labels';
import { say as sayStakes } from '../../shared/stakes/messages';
import { diplomacyStandings } from '../standings';
import { diplomacyStakes } from './stakes';

const HEADER = ['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated', 'Final year'];
const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
/** The stakes as the formula spills them, rendered in `lang`. */
const stakes = (grid: Cell[][], settings = '', lang: Lang = 'en') =>
  rowsIn(spillStakes(diplomacyStakes('DIP_STAKES', grid, settings)), lang) as Cell[][];

/** A random final board from a stream of numbers: a solo now and then, eliminations, one final year. */
function finalBoard(next: (n: number) => number): [number, number | '', number][] {
  const finalYear = 1905 + next(10);
  const centres: number[] = [];
  let left = 34;
  const solo = next(3) === 0;
  for (let k = 0; k < 7; k++) {
    const c = solo && k === 0 ? 18 + next(Math.min(left - 18, 8) + 1) : next(Math.min(left, 17) + 1);
    centres.push(c);
    left -= c;
  }
  const order = centres.map((_, k) => k).sort((a, b) => next(3) - 1 || a - b);
  return order.map((k) => [centres[k], centres[k] === 0 ? 1901 + next(finalYear - 1901 + 1) : '', finalYear]);
}

/** Rows of a board: the round, the board, and each player on their power with a final board's figures (blank: not yet played). */
const boardRows = (round: number, board: number, players: string[], final?: [number, number | '', number][]): Cell[][] =>
  players.map((p, k) => [round, board, p, POWERS[k], ...(final ? final[k] : ['', '', ''])]);

const stream = (numbers: number[]) => {
  let i = 0;
  return (n: number) => numbers[i++ % numbers.length] % n;
};

/** A random Diplomacy event: rounds scored, then the last round's boards (1 to 3) seated and unscored. */
const event = fc
  .record({
    boards: fc.integer({ min: 1, max: 3 }),
    rounds: fc.integer({ min: 1, max: 2 }),
    numbers: fc.array(fc.nat(1000), { minLength: 50, maxLength: 50 }),
    settings: fc.constantFrom(
      '',
      'system=carnage',
      'system=sum-of-squares',
      'count=best-1',
      'system=bangkok',
      'system=southern-sun; count=best-2',
    ),
  })
  .map(({ boards, rounds, numbers, settings }) => {
    const next = stream(numbers);
    const players = Array.from({ length: 7 * boards }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
    const grid: Cell[][] = [HEADER];
    const seat = (round: number) =>
      [...players].sort(
        (a, b) => ((players.indexOf(a) * (round + 2)) % 7) - ((players.indexOf(b) * (round + 2)) % 7) || a.localeCompare(b),
      );
    for (let round = 1; round <= rounds; round++) {
      const seated = seat(round);
      for (let b = 0; b < boards; b++) grid.push(...boardRows(round, b + 1, seated.slice(7 * b, 7 * b + 7), finalBoard(next)));
    }
    const seated = seat(rounds + 1);
    const open: number[][] = [];
    for (let b = 0; b < boards; b++) {
      open.push(Array.from({ length: 7 }, (_, k) => grid.length + k));
      grid.push(...boardRows(rounds + 1, b + 1, seated.slice(7 * b, 7 * b + 7)));
    }
    return { grid, open, settings, numbers };
  });

/** Each player's rank range by points alone in one played-out event. */
function ranksOf(grid: Cell[][], settings: string): Map<string, { best: number; worst: number }> {
  const figures = diplomacyStandings('DIP_STANDINGS', grid, settings).ranked.map((r) => [r.item.player, r.item.points] as const);
  return new Map(
    figures.map(([player, f]) => [
      player,
      { best: 1 + figures.filter(([, g]) => g.compare(f) > 0).length, worst: figures.filter(([, g]) => g.compare(f) >= 0).length },
    ]),
  );
}

describe('DIP_STAKES against sampled final boards', () => {
  it('every sampled outcome ranks each player within [Best, Worst], and never contradicts certain or out', () => {
    fc.assert(
      fc.property(event, fc.array(fc.nat(1000), { minLength: 30, maxLength: 30 }), ({ grid, open, settings }, sample) => {
        const rows = stakesRows(stakes(grid, settings));
        const next = stream(sample);
        for (let trial = 0; trial < 8; trial++) {
          const played = grid.map((r) => [...r]);
          for (const board of open) {
            const final = finalBoard(next);
            board.forEach((r, k) => {
              played[r] = [...played[r].slice(0, 4), ...final[k]];
            });
          }
          for (const [player, { best, worst }] of ranksOf(played, settings)) {
            const row = rows.get(player) as Cell[];
            expect(best).toBeGreaterThanOrEqual(row[2] as number);
            expect(worst).toBeLessThanOrEqual(row[3] as number);
            if (row[4] === 'certain') expect(worst).toBe(1);
            if (row[4] === 'out') expect(best).toBeGreaterThan(1);
            if (row[5] === 'certain') expect(worst).toBeLessThanOrEqual(7);
            if (row[5] === 'out') expect(best).toBeGreaterThan(7);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('DIP_STAKES', () => {
  const R1: [number, number | '', number][] = [
    [18, '', 1910],
    [6, '', 1910],
    [5, '', 1910],
    [5, '', 1910],
    [0, 1905, 1910],
    [0, 1906, 1910],
    [0, 1907, 1910],
  ];
  const LEAGUE: Cell[][] = [
    HEADER,
    ...boardRows(1, 1, ['Ann', 'Bob', 'Cat', 'Dev', 'Eli', 'Fay', 'Gus'], R1),
    ...boardRows(2, 1, ['Bob', 'Ann', 'Dev', 'Cat', 'Fay', 'Gus', 'Eli']),
  ];

  it('a solo names what secures a place; Best and Worst are bounds, with a warning', () => {
    const out = stakes(LEAGUE);
    expect(out[0]).toEqual(['Player', 'Rank', 'Best', 'Worst', 'Title', 'Cut (top 7)', 'Needs']);
    const rows = stakesRows(out);
    // Ann's 35 can be caught only by a winner of the open board: a board has one, and without a win nobody else
    // reaches 35 (a draw gives at most 21, plus 5 at most from round 1), so she ends 2nd at worst; her own solo (70 in
    // all) keeps her above everyone
    expect(rows.get('Ann')?.slice(1, 5)).toEqual([1, 1, 2, 'possible']);
    expect(rows.get('Ann')?.[6]).toBe('a solo secures the title');
    // seven players for a top board of seven: everyone is certain of the cut
    expect([...rows.values()].every((r) => r[5] === 'certain')).toBe(true);
    expect(out[out.length - 1][0]).toMatch(/^Warning: Best and Worst are bounds \(Diplomacy boards\)/);
  });

  it('Needs names a solo or a place on the board; the places are checked against the solo', () => {
    const rows = stakesRows(stakes(LEAGUE, '', 'it'));
    // which Needs: a solo secures the title, told in the standings' language
    expect(rows.get('Ann')?.[6]).toBe(render(sayStakes('stakesSecures', { result: sayStakes('stakesSolo'), goal: 'title' }), 'it'));
    // Bob on 5: a solo (40) would pass Ann's 35 only if she scores nothing, so it does not secure the title
    expect(rows.get('Bob')?.slice(4)).toEqual([
      STAKES_LABELS.possible.it,
      STAKES_LABELS.certain.it,
      render(sayStakes('stakesElsewhere', { kind: 'board' }), 'it'),
    ]);
  });

  // Diplomacy's final stage is a top board (docs/glossary.md): its cut is named so, in Italian and Romanian (the review's C11)
  it("names the cut by Diplomacy's final stage, the top board, and tells the live page its kind", () => {
    expect(stakes(LEAGUE)[0][5]).toBe('Cut (top 7)');
    expect(stakes(LEAGUE, '', 'it')[0][5]).toBe('Tavolo finale (primi 7)');
    expect(stakes(LEAGUE, '', 'ro')[0][5]).toBe('Masa finală (primii 7)');
    expect(diplomacyStakes('DIP_STAKES', LEAGUE, '')).toMatchObject({ cut: 7, kind: 'board' });
  });

  it('no round in progress: Best and Worst are the rank', () => {
    const done = [HEADER, ...boardRows(1, 1, ['Ann', 'Bob', 'Cat', 'Dev', 'Eli', 'Fay', 'Gus'], R1)];
    const rows = stakesRows(stakes(done));
    expect(rows.get('Ann')?.slice(1)).toEqual([1, 1, 1, 'certain', 'certain', '']);
    expect(rows.get('Cat')?.slice(1, 4)).toEqual(['=3', 3, 3]);
  });

  it('a doubler: the round counts the better of the two games, bounded between the scored one and the open one', () => {
    const players = Array.from({ length: 13 }, (_, i) => `Q${String(i + 1).padStart(2, '0')}`);
    const grid: Cell[][] = [
      HEADER,
      ...boardRows(1, 1, players.slice(0, 7), R1),
      ...boardRows(1, 2, [...players.slice(7, 13), players[0]], R1),
      ...boardRows(2, 1, players.slice(6, 13)),
      ...boardRows(2, 2, players.slice(0, 7)),
    ];
    const rows = stakesRows(stakes(grid));
    const next = stream([3, 141, 59, 26, 535, 89, 79, 323, 84, 626, 433, 83, 279, 502, 88, 419, 716, 939, 937, 510]);
    for (let trial = 0; trial < 20; trial++) {
      const played = grid.map((r) => [...r]);
      for (const start of [15, 22]) {
        const final = finalBoard(next);
        for (let k = 0; k < 7; k++) played[start + k] = [...played[start + k].slice(0, 4), ...final[k]];
      }
      for (const [player, { best, worst }] of ranksOf(played, '')) {
        expect(best).toBeGreaterThanOrEqual(rows.get(player)?.[2] as number);
        expect(worst).toBeLessThanOrEqual(rows.get(player)?.[3] as number);
      }
    }
  });
});
