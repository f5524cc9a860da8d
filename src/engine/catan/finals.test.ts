import { saidOf } from '../../../test/harness/errorOf';
import { rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStandings } from '../shared/game';
import { catanSeating, snake } from './seating';
import { catanStandings } from './standings';

// docs/formats.md#the-final-stage for Catan: semi-final tables in a snake, the final table, and the final ranking.
type Row = Cell[];
const HEADER = ['Round', 'Table', 'Player', 'VP', 'Declared'];
const name = (k: number) => `P${String(k + 1).padStart(2, '0')}`;

/**
 * `n` players over two rounds at tables of 4 (n a multiple of 4), every VP distinct enough that the ranking is
 * P01, P02, … : in each round player k scores 9 − ⌊k·4/n⌋·2 (9, 7, 5, 3 by quarter of the field), and seats are
 * arranged so the best quarter always wins its table.
 */
function prelim(n: number): Row[] {
  const rows: Row[] = [];
  for (const round of [1, 2])
    for (let t = 0; t < n / 4; t++)
      for (let q = 0; q < 4; q++) {
        const k = q * (n / 4) + (round === 1 ? t : (t + q) % (n / 4));
        rows.push([round, t + 1, name(k), 9 - q * 2, '']);
      }
  return rows;
}
const standings = (rows: Row[], settings = '') => catanStandings('CATAN_STANDINGS', [HEADER, ...rows], settings);
const order = (rows: Row[], settings = '') => standings(rows, settings).ranked.map((r) => r.item.player);
const seat = (rows: Row[], round: string, settings = '') => catanSeating('CATAN_SEATING', [HEADER, ...rows], round, '', '', settings);
const tables = (rows: Row[], round: string, settings = '') => {
  const s = seat(rows, round, settings);
  const by = new Map<number, string[]>();
  for (const r of s.rows) by.set(r[1] as number, [...(by.get(r[1] as number) ?? []), r[3] as string]);
  return [...by.values()];
};
/** A seated stage, scored: the player in seat `winner(table)` of each table scores 10, the others 8, 6, 4 in seat order. */
function play(rows: Row[], round: string, settings = '', winner: (table: number) => number = () => 4): Row[] {
  const seated = seat(rows, round, settings).rows;
  return [
    ...rows,
    ...seated.map((r) => {
      const seatNo = r[2] as number;
      const w = winner(r[1] as number);
      const rest = [1, 2, 3, 4].filter((s) => s !== w);
      return [r[0], r[1], r[3], seatNo === w ? 10 : [8, 6, 4][rest.indexOf(seatNo)], ''];
    }),
  ];
}

describe('CATAN_SEATING of the final stage (docs/formats.md#the-final-stage)', () => {
  const field = prelim(32);
  const ranked = order(field);
  const at = (k: number) => ranked[k - 1];

  it('the semi-finals of the top 16 in a snake: #1, 8, 9, 16 · #2, 7, 10, 15 · #3, 6, 11, 14 · #4, 5, 12, 13', () => {
    expect(tables(field, 'SF', 'finals=top16')).toEqual([
      [at(1), at(8), at(9), at(16)],
      [at(2), at(7), at(10), at(15)],
      [at(3), at(6), at(11), at(14)],
      [at(4), at(5), at(12), at(13)],
    ]);
    expect(seat(field, 'SF', 'finals=top16').rows[0]).toEqual(['SF', 1, 1, at(1)]);
    // 29 players or more: the top 16 by default (CATAN Studio)
    expect(tables(field, 'SF')).toEqual(tables(field, 'SF', 'finals=top16'));
  });

  it('the same snake over 2 or 3 tables for the top 8 and the top 12', () => {
    expect(snake(['1', '2', '3', '4', '5', '6', '7', '8'], 2)).toEqual([
      ['1', '4', '5', '8'],
      ['2', '3', '6', '7'],
    ]);
    expect(snake(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], 3)).toEqual([
      ['1', '6', '7', '12'],
      ['2', '5', '8', '11'],
      ['3', '4', '9', '10'],
    ]);
    expect(tables(field, 'SF', 'finals=top8')).toEqual([
      [at(1), at(4), at(5), at(8)],
      [at(2), at(3), at(6), at(7)],
    ]);
  });

  it('the final: the semi-final winners, filled up with the best 2nd places by preliminary rank; seat 1 to the best-ranked', () => {
    // the player in seat 4 (the lowest-ranked) wins every semi-final; seat 1 comes 2nd
    const top16 = play(field, 'SF', 'finals=top16');
    expect(tables(top16, 'F', 'finals=top16')).toEqual([[at(13), at(14), at(15), at(16)]]);
    const top8 = play(field, 'SF', 'finals=top8');
    // winners #8 and #7, then the best 2nds: #1 and #2
    expect(tables(top8, 'F', 'finals=top8')).toEqual([[at(1), at(2), at(7), at(8)]]);
    const top12 = play(field, 'SF', 'finals=top12');
    expect(tables(top12, 'F', 'finals=top12')).toEqual([[at(1), at(10), at(11), at(12)]]);
  });

  it('with the top 4 (below 29 players by default) the final is seated straight away, and there are no semi-finals', () => {
    const small = prelim(16);
    const r = order(small);
    expect(tables(small, 'F')).toEqual([[r[0], r[1], r[2], r[3]]]);
    expect(saidOf(() => seat(small, 'SF'))).toBe('CATAN_SEATING: round: noSemiFinals');
  });

  it('the final waits for complete semi-finals; a stage Catan does not play is an error', () => {
    const half = play(field, 'SF', 'finals=top8', (t) => (t === 1 ? 4 : 0)).filter((r) => !(r[0] === 'SF' && r[1] === 2));
    const waiting = [
      ...half,
      ...seat(field, 'SF', 'finals=top8')
        .rows.filter((r) => r[1] === 2)
        .map((r) => [r[0], r[1], r[3], '', '']),
    ];
    expect(saidOf(() => seat(waiting, 'F', 'finals=top8'))).toBe(
      'CATAN_SEATING: round: stageBeforeIncomplete(stage: "F", before: "SF", scored: 1, games: 2)',
    );
    expect(saidOf(() => seat(field, 'QF'))).toBe('CATAN_SEATING: round: catanFinal(round: "QF")');
    expect(saidOf(() => seat(field, 'SF', 'finals=top20'))).toBe(
      'CATAN_SEATING: settings: settingNotAllowed(key: "finals", value: "top20", allowed: ["auto", "top4", "top8", "top12", "top16"])',
    );
  });
});

describe('CATAN_STANDINGS with the final stage (docs/formats.md#the-final-stage)', () => {
  const field = prelim(32);
  const ranked = order(field);
  const at = (k: number) => ranked[k - 1];
  const finalColumn = (rows: Row[], settings: string) =>
    rowsIn(spillStandings(standings(rows, settings)), 'en')
      .filter((r) => typeof r[0] === 'number')
      .map((r) => [r[1], r[r.length - 1]]);

  it('a finished final: its places 1–4, then the semi-finalists who did not reach it by semi-final place, each place by preliminary rank', () => {
    const sf = play(field, 'SF', 'finals=top8');
    // the final: #1, #2, #7, #8; seat 2 (#2) wins it
    const f = play(sf, 'F', 'finals=top8', () => 2);
    const rows = finalColumn(f, 'finals=top8');
    expect(rows.slice(0, 9)).toEqual([
      [at(2), 'Champion'],
      [at(1), 'Final'], // seat 1 scored 8
      [at(7), 'Final'],
      [at(8), 'Final'],
      // the semi-finals' 3rd places (seat 2: #4 and #3), each by preliminary rank, then the 4th places (#5, #6)
      [at(3), 'Semi-final'],
      [at(4), 'Semi-final'],
      [at(5), 'Semi-final'],
      [at(6), 'Semi-final'],
      [at(9), ''],
    ]);
    expect(rowsIn(spillStandings(standings(f, 'finals=top8')), 'en')[0]).toEqual([
      'Rank',
      'Player',
      'Round points',
      'VP',
      'VP %',
      'Games',
      'Final',
    ]);
  });

  it('an unfinished final: the finalists 1–4 in preliminary order; a final table seated but not scored changes nothing more', () => {
    const sf = play(field, 'SF', 'finals=top8');
    const expected = [
      [at(1), 'Final'],
      [at(2), 'Final'],
      [at(7), 'Final'],
      [at(8), 'Final'],
      [at(3), 'Semi-final'],
    ];
    expect(finalColumn(sf, 'finals=top8').slice(0, 5)).toEqual(expected);
    const seated = [...sf, ...seat(sf, 'F', 'finals=top8').rows.map((r) => [r[0], r[1], r[3], '', ''])];
    expect(finalColumn(seated, 'finals=top8').slice(0, 5)).toEqual(expected);
  });

  it('a stage table is placed by VP, then a declarer, then the better preliminary rank: places are strict', () => {
    const small = prelim(16);
    const r = order(small);
    // everyone at the final on 8 VP: the preliminary order decides every place
    const f = [...small, ...r.slice(0, 4).map((p) => ['F', 1, p, 8, ''])];
    expect(finalColumn(f, '').slice(0, 4)).toEqual([
      [r[0], 'Champion'],
      [r[1], 'Final'],
      [r[2], 'Final'],
      [r[3], 'Final'],
    ]);
    // two on 10+: the declarer wins
    const declared = [...small, ['F', 1, r[3], 10, 'x'], ['F', 1, r[0], 11, ''], ['F', 1, r[1], 5, ''], ['F', 1, r[2], 5, '']];
    expect(finalColumn(declared, '')[0]).toEqual([r[3], 'Champion']);
    expect(saidOf(() => standings([...small, ['F', 1, r[3], 23, ''], ['F', 1, r[0], 5, ''], ['F', 1, r[1], 5, '']]))).toBe(
      'CATAN_STANDINGS: row 34, VP, atSitting(round: "F", kind: "table", id: "1"): vpRange(vp: 23, least: 2, most: 22)',
    );
  });

  it('nothing of the preliminary figures changes with the stage rows', () => {
    const f = play(play(field, 'SF', 'finals=top16'), 'F', 'finals=top16');
    const figures = (rows: Row[]) =>
      new Map(
        rowsIn(spillStandings(standings(rows, 'finals=top16')), 'en')
          .filter((r) => typeof r[0] === 'number')
          .map((r) => [r[1], r.slice(2, 6)]),
      );
    expect(figures(f)).toEqual(figures(field));
  });
});
