import fc from 'fast-check';
import type { Lang } from '../../i18n/lang';
import { rowsIn } from '../../i18n/message';
import type { Cell } from '../../shared/cells';
import { spillStakes } from '../../shared/stakes/answer';
import { carcassonneStakes } from '../stakes';
import { carcassonneStandings } from '../standings';
import { matchEndings } from './stakes';

// SPEC §14 with §17.1 (docs/leagues.md#stakes-before-the-last-round): in match mode the first figure is Wins (matches won); an open match —
// awaiting its result, or begun and not yet decided — can still end in any way its games so far allow under best-of.
const stakes = (grid: Cell[][], settings = '', lang: Lang = 'en') =>
  rowsIn(spillStakes(carcassonneStakes('CARC_STAKES', grid, settings)), lang) as Cell[][];

const WON = ['Round', 'Match', 'Player', 'Games won'];
// Round 1: Ann beats Bob 2–1, Cy beats Di 2–0. Round 2 seated, unplayed: Cy–Ann and Bob–Di. Wins: Ann 1, Cy 1, Bob 0, Di 0.
const LAST_ROUND: Cell[][] = [
  WON,
  [1, 1, 'Ann', 2],
  [1, 1, 'Bob', 1],
  [1, 2, 'Cy', 2],
  [1, 2, 'Di', 0],
  [2, 1, 'Cy', ''],
  [2, 1, 'Ann', ''],
  [2, 2, 'Bob', ''],
  [2, 2, 'Di', ''],
];

describe('CARC_STAKES on a results range of matches', () => {
  it('judges Wins: the winner of Cy–Ann takes the title; Bob and Di can reach 2nd at best', () => {
    // Cy (or Ann): a win gives 2, nobody else can pass 1: Best 1. A loss leaves 1, level with the winner of Bob–Di: Worst 3.
    // Bob (or Di): a win gives 1, below the winner of Cy–Ann (2): Best 2; a loss, 0: Worst 4. With the top 8 cut, all are in.
    expect(stakes(LAST_ROUND, 'finals=top4')).toEqual([
      ['Player', 'Rank', 'Best', 'Worst', 'Title', 'Cut (top 4)', 'Needs'],
      ['Cy', 1, 1, 3, 'possible', 'certain', 'a match win secures the title'],
      ['Ann', 2, 1, 3, 'possible', 'certain', 'a match win secures the title'],
      ['Bob', 3, 2, 4, 'out', 'certain', ''],
      ['Di', 4, 2, 4, 'out', 'certain', ''],
      ['', '', '', '', '', '', ''],
      ['Warning: 2 matches await results (round 2)', '', '', '', '', '', ''],
    ]);
  });

  it('says Needs in the three languages', () => {
    const needs = (lang: Lang) => stakes(LAST_ROUND, 'finals=top4', lang)[1][6];
    expect(needs('it')).toBe("la vittoria dell'incontro: il titolo è certo");
    expect(needs('ro')).toBe('câștigarea meciului: titlul este sigur');
  });

  it('is best-of aware: a best of 3 at 1–0 after a drawn game cannot be lost by its leader', () => {
    // a row per player per game: each game's two Scores
    const games = (round: number, match: number, a: string, b: string, scores: number[][]) =>
      scores.flatMap(([x, y]) => [
        [round, match, a, x],
        [round, match, b, y],
      ]);
    const perGame: Cell[][] = [
      ['Round', 'Match', 'Player', 'Score'],
      // round 1 as above: Ann–Bob 80–70, 60–90, 100–50; Cy–Di 90–60, 85–80
      ...games(1, 1, 'Ann', 'Bob', [
        [80, 70],
        [60, 90],
        [100, 50],
      ]),
      ...games(1, 2, 'Cy', 'Di', [
        [90, 60],
        [85, 80],
      ]),
      // round 2: Cy–Ann begun, Cy won game 1 and game 2 was drawn; Bob–Di awaits
      ...games(2, 1, 'Cy', 'Ann', [
        [90, 70],
        [75, 75],
      ]),
      [2, 2, 'Bob', ''],
      [2, 2, 'Di', ''],
    ];
    const rows = stakes(perGame, 'finals=top4');
    // Cy ends with 2 wins (2–0 or 1–0 after three games) or 1½ (1–1, a drawn match): Ann at most 1½, Bob and Di 1.
    // Cy: Best 1, Worst 2 (level with Ann at 1½). Ann: Best 1 (level with Cy), Worst 3.
    expect(rows.slice(1, 5).map((r) => r.slice(0, 5))).toEqual([
      ['Cy', 1, 1, 2, 'possible'],
      ['Ann', 2, 1, 3, 'possible'],
      ['Bob', 3, 2, 4, 'out'],
      ['Di', 4, 2, 4, 'out'],
    ]);
    expect(rows[1][6]).toBe('a match win secures the title');
    expect(rows[2][6]).toBe('needs a drawn match or better and help');
    expect(rows.map((r) => r[0])).toContain('Warning: round 2, match 1: Cy 1–0 Ann is not complete in a best of 3; it counts once it is');
  });

  it('every ending a match can still reach, by hand (best of 3 and 1; 0 a win, 1 a drawn match, 2 a loss)', () => {
    expect(matchEndings({ won: [0, 0], played: 0 }, 3, true)).toEqual([0, 1, 2]);
    expect(matchEndings({ won: [0, 0], played: 0 }, 3, false)).toEqual([0, 2]);
    expect(matchEndings({ won: [1, 0], played: 2 }, 3, true)).toEqual([0, 1]);
    expect(matchEndings({ won: [1, 0], played: 1 }, 3, false)).toEqual([0, 2]);
    expect(matchEndings({ won: [0, 0], played: 0 }, 1, true)).toEqual([0, 1, 2]);
  });

  it('without a round in progress Best and Worst are the rank, and a warning says why', () => {
    const done = LAST_ROUND.slice(0, 5);
    const rows = stakes(done);
    expect(rows[1].slice(0, 4)).toEqual(['Cy', 1, 1, 1]);
    expect(rows.at(-1)?.[0]).toMatch(/^Warning: stakes need a round in progress/);
  });

  it('Best and Worst are the extremes over every way the open matches can end (brute force, Games won)', () => {
    const players = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'];
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.array(fc.nat(3), { minLength: 4, maxLength: 4 }),
        (first, order) => {
          // round 1 decided by `first`; round 2 pairs players by `order`, all four matches open
          const grid: Cell[][] = [WON];
          for (let m = 0; m < 4; m++) {
            const [a, b] = [players[2 * m], players[2 * m + 1]];
            grid.push([1, m + 1, a, first[m] ? 2 : 1], [1, m + 1, b, first[m] ? 1 : 2]);
          }
          const shuffled = [...players].sort((x, y) => order[players.indexOf(x) % 4] - order[players.indexOf(y) % 4] || x.localeCompare(y));
          const open = [0, 1, 2, 3].map((m) => [shuffled[2 * m], shuffled[2 * m + 1]]);
          const truth = new Map<string, { best: number; worst: number }>();
          for (let k = 0; k < 16; k++) {
            const filled = [
              ...grid,
              ...open.flatMap(([a, b], m) => [
                [2, m + 1, a, k & (1 << m) ? 2 : 0],
                [2, m + 1, b, k & (1 << m) ? 0 : 2],
              ]),
            ];
            const wins = carcassonneStandings('CARC_STANDINGS', filled).ranked.map(
              (r) => [r.item.player, r.item.points.toNumber()] as const,
            );
            for (const [p, w] of wins) {
              const best = 1 + wins.filter(([, x]) => x > w).length;
              const worst = wins.filter(([, x]) => x >= w).length;
              const seen = truth.get(p) ?? { best: 99, worst: 0 };
              truth.set(p, { best: Math.min(seen.best, best), worst: Math.max(seen.worst, worst) });
            }
          }
          const waiting = [
            ...grid,
            ...open.flatMap(([a, b], m) => [
              [2, m + 1, a, ''],
              [2, m + 1, b, ''],
            ]),
          ];
          for (const r of stakes(waiting).slice(1, 9))
            expect([r[0], r[2], r[3]]).toEqual([r[0], truth.get(String(r[0]))?.best, truth.get(String(r[0]))?.worst]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
