import fc from 'fast-check';
import type { Lang } from '../i18n/lang';
import { rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillTable } from '../shared/spill';
import { circuitRating, RATING_SYSTEMS, tournamentValue } from './rating';

const HEADER = ['Event', 'Date', 'Player', 'Place', 'Players', 'Rounds', 'Tier'];
/** The spill as a sheet in `lang` shows it (the custom function's adapter renders it in its settings' `lang=`). */
const rating = (rows: Cell[][], settings = '', lang: Lang = 'en') =>
  rowsIn(spillTable(circuitRating('CIRCUIT_RATING', [HEADER, ...rows], undefined, settings)), lang);

/** A field of n players named P1…Pn, in finishing order. */
const field = (name: string, day: string, n: number, rounds: number, tier = '') =>
  Array.from({ length: n }, (_, k) => [name, day, `P${k + 1}`, k + 1, n, rounds, tier]);

describe('CIRCUIT_RATING, system=dippouch: the Dip Pouch Tournament Rating', () => {
  // world-diplomacy-database.com/php/ranking/ranking_class.php?id_ranking=3 (Matt Shields): "suppose a player enters an
  // event with a rating of 55. Suppose also that they finish in 8th place out of 65 players. The player's percentile
  // score is (65 + 0.5 - 8)/65 * 100 = 88.46. A 65 player event would have a tournament value of (65/3.5) +2 = 20.57.
  // However, since the maximum tournament value is 15, that will be the value for this event. […] their rating
  // increases from 55 to 60.019."
  it("gives the World Diplomacy Database's own example: 8th of 65 from 55 → 60.0192…", () => {
    const dippouch = RATING_SYSTEMS.dippouch;
    expect(tournamentValue({ players: 65, rounds: 3 })).toBe(15);
    // 55 + 15/100 × ((65 + ½ − 8)/65 × 100 − 55) = 55 + 0.15 × 33.4615… = 60.019230769…
    expect(dippouch.after(55, { players: 65, rounds: 3 }, 8)).toBeCloseTo(3121 / 52, 12);
    expect(dippouch.after(55, { players: 65, rounds: 3 }, 8).toFixed(3)).toBe('60.019');
    // and through the function, from the start of 40: 40 + 0.15 × (88.4615… − 40)
    expect(dippouch.start).toBe(40);
    const p8 = rating(field('WDC qualifier', '2019-08-02', 65, 3)).find((r) => r[1] === 'P8') as Cell[];
    expect(p8[2]).toBeCloseTo(40 + 0.15 * ((57.5 / 65) * 100 - 40), 12);
  });

  it('tournament value: 20 at the World Championship, else min(15, n/7 + 2) for one round, min(15, n/3.5 + 2) for more', () => {
    expect(tournamentValue({ players: 14, rounds: 1 })).toBe(4);
    expect(tournamentValue({ players: 14, rounds: 3 })).toBe(6);
    expect(tournamentValue({ players: 91, rounds: 1 })).toBe(15);
    expect(tournamentValue({ players: 14, rounds: 3, tier: 'WDC' })).toBe(20);
    // a blank Rounds reads as more than one
    expect(tournamentValue({ players: 14 })).toBe(6);
  });

  it('two events in date order (the row order does not matter): each moves the rating toward its percentile', () => {
    const rows = [...field('B', '2019-05-01', 7, 1), ...field('A', '2019-03-01', 14, 3, 'WDC')];
    // P1: 40 → A (WDC, TV 20, 1st of 14: 96.428…) 51.2857… → B (TV 3, 1st of 7: 92.857…) 52.5376…
    const first = 40 + 0.2 * ((13.5 / 14) * 100 - 40);
    const second = first + 0.03 * ((6.5 / 7) * 100 - first);
    const table = rating(rows);
    expect(table[0]).toEqual(['Rank', 'Player', 'Rating', 'Events']);
    expect(table[1][1]).toBe('P1');
    expect(table[1][2]).toBeCloseTo(second, 12);
    expect(table[1][3]).toBe(2);
  });

  it('equal ratings share the rank; min-events lists the others after, without one', () => {
    const rows = [
      ['A', '2019-01-01', 'Ann', 1, 2, 1, ''],
      ['A', '2019-01-01', 'Bo', 1, 2, 1, ''],
      ['B', '2019-02-01', 'Ann', 1, 1, 1, ''],
      ['B', '2019-02-01', 'Bo', 1, 1, 1, ''],
      ['B', '2019-02-01', 'Cy', 1, 1, 1, ''],
    ];
    expect(
      rating(rows, 'min-events=2')
        .slice(1)
        .map((r) => [r[0], r[1]]),
    ).toEqual([
      ['=1', 'Ann'],
      ['=1', 'Bo'],
      ['', 'Cy'],
    ]);
  });

  it('speaks Italian and Romanian headers', () => {
    expect(rating(field('A', '2019-01-01', 3, 1), 'lang=it', 'it')[0]).toEqual(['Pos.', 'Giocatore', 'Valutazione', 'Tornei']);
    expect(rating(field('A', '2019-01-01', 3, 1), 'lang=ro', 'ro')[0]).toEqual(['Loc', 'Jucător', 'Evaluare', 'Turnee']);
  });

  it('stays between 0 and 100, and a better place never gives a lower rating', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 200 }), fc.integer({ min: 1, max: 3 }), (n, rounds) => {
        const table = rating(field('A', '2020-01-01', n, rounds));
        const byPlayer = new Map(table.slice(1).map((r) => [r[1], r[2] as number]));
        for (let p = 1; p <= n; p++) {
          const r = byPlayer.get(`P${p}`) as number;
          expect(r).toBeGreaterThan(0);
          expect(r).toBeLessThan(100);
          if (p > 1) expect(r).toBeLessThanOrEqual(byPlayer.get(`P${p - 1}`) as number);
        }
      }),
      { numRuns: 40 },
    );
  });
});
