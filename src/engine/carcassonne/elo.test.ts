import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import type { Lang } from '../i18n/lang';
import { rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillTable } from '../shared/spill';
import { carcElo, marginOf } from './elo';

const HEADER = ['Date', 'Player', 'Opponent', 'Wins', 'Opponent wins', 'Best of'];
/** The spill as a sheet in `lang` shows it (the custom function's adapter renders it in its settings' `lang=`). */
const elo = (rows: Cell[][], settings = '', aliases?: Cell[][], lang: Lang = 'en') =>
  rowsIn(spillTable(carcElo('CARC_ELO', [HEADER, ...rows], settings, aliases)), lang);
const ratings = (rows: Cell[][], settings = '') =>
  Object.fromEntries(
    elo(rows, settings)
      .slice(1)
      .map((r) => [r[1], r[2]]),
  );

describe('CARC_ELO: carcassonne.gg’s Elo with its margin factor', () => {
  // github.com/zaharik-ua/carcassonne-gg @ 233bf44, google-sheets-scritps/elo.gs: start 1500, K 32, scale 400,
  // "K = 1 + (Win1 - Win2 - 1) / N"; its duel log json-data/official_matches.json publishes score_multiplier 1.33, 1,
  // 1.4 and 1.2 for Bo3 2–0 and 2–1, Bo5 3–0 and 3–1.
  it('the margin factor: a best of 3 won 2–0 is 4/3, 2–1 is 1; a best of 5 won 3–0 is 1.4, 3–1 is 1.2; a draw 1', () => {
    expect(marginOf({ wins: 2, opponentWins: 0, bestOf: 3 })).toBeCloseTo(4 / 3, 15);
    expect(marginOf({ wins: 1, opponentWins: 2, bestOf: 3 })).toBe(1);
    expect(marginOf({ wins: 0, opponentWins: 3, bestOf: 5 })).toBeCloseTo(1.4, 15);
    expect(marginOf({ wins: 3, opponentWins: 1, bestOf: 5 })).toBeCloseTo(1.2, 15);
    expect(marginOf({ wins: 1, opponentWins: 1, bestOf: 3 })).toBe(1);
    expect(marginOf({ wins: 2, opponentWins: 0, bestOf: 3 }, false)).toBe(1);
  });

  it("the log's first duel: two new players, a best of 3 won 2–0: 1500 ± 32 × 4/3 × ½ = 1521.33 and 1478.67", () => {
    // official_matches.json, duel 20200517-83987400-84646737: Valderic 0–2 Robert3333, Bo3, 1500 → 1478.67, 1500 → 1521.33
    const table = elo([['2020-05-17', 'Valderic', 'Robert3333', 0, 2, 'Bo3']]);
    expect(table).toEqual([
      ['Rank', 'Player', 'Elo', 'Duels', 'Won', 'Drawn', 'Lost', 'First', 'Last'],
      [1, 'Robert3333', 1500 + 64 / 3, 1, 1, 0, 0, '2020-05-17', '2020-05-17'],
      [2, 'Valderic', 1500 - 64 / 3, 1, 0, 0, 1, '2020-05-17', '2020-05-17'],
    ]);
  });

  it('against a stronger player, a win gains more than it would against an equal: E = 1/(1 + 10^((Ro − R)/400))', () => {
    // B beats A on day 1 (B 1516, A 1484); C (1500) then beats B 2–1: E = 1/(1 + 10^(16/400)) = 0.47699…
    const r = ratings([
      ['2024-01-01', 'A', 'B', 1, 2, 3],
      ['2024-01-02', 'C', 'B', 2, 1, 3],
    ]);
    const e = 1 / (1 + 10 ** (16 / 400));
    expect(r.C).toBeCloseTo(1500 + 32 * (1 - e), 10);
    expect(r.B).toBeCloseTo(1516 - 32 * (1 - e), 10);
  });

  it('Best of blank is the smallest the higher count can end (1 → 1, 2 → 3, 3 → 5); Bo3, 3 and "best of 3" are read alike', () => {
    const one = (wins: number, opponentWins: number, bestOf: Cell) => ratings([['2024-01-01', 'A', 'B', wins, opponentWins, bestOf]]).A;
    expect(one(1, 0, '')).toBe(1516); // Bo1: M = 1
    expect(one(2, 0, '')).toBeCloseTo(1500 + 64 / 3, 10); // Bo3
    expect(one(3, 1, '')).toBeCloseTo(1500 + 16 * 1.2, 10); // Bo5
    expect(one(2, 0, 3)).toBe(one(2, 0, 'Bo3'));
    expect(one(2, 0, 'best of 3')).toBe(one(2, 0, 'Bo3'));
    expect(one(2, 0, 5)).toBeCloseTo(1500 + 16 * 1.2, 10); // 2–0 in a best of 5: 1 + 1/5
  });

  it('a draw is ½ each, M = 1; won, drawn and lost are counted; First and Last are the days of the first and last duel', () => {
    const table = elo([
      ['2024-03-02 10:00', 'A', 'B', 1, 1, 3],
      ['2024-03-01', 'A', 'C', 0, 1, ''],
    ]);
    expect(table.slice(1)).toEqual([
      [1, 'C', 1516, 1, 1, 0, 0, '2024-03-01', '2024-03-01'],
      // B (1500) was expected to score more than ½ against A (1484): a draw costs B what it gives A
      [2, 'B', 1500 + 32 * (0.5 - 1 / (1 + 10 ** (-16 / 400))), 1, 0, 1, 0, '2024-03-02', '2024-03-02'],
      [3, 'A', 1484 + 32 * (0.5 - 1 / (1 + 10 ** (16 / 400))), 2, 0, 1, 1, '2024-03-01', '2024-03-02'],
    ]);
  });

  it('start=, k=, scale= and margin=off', () => {
    const rows = [['2024-01-01', 'A', 'B', 2, 0, 3]];
    expect(ratings(rows, 'start=1000; k=16; margin=off')).toEqual({ A: 1008, B: 992 });
    expect(ratings([...rows, ['2024-01-02', 'A', 'B', 2, 0, 3]], 'k=10; scale=200; margin=off').A).toBeCloseTo(
      1505 + 10 * (1 - 1 / (1 + 10 ** (-10 / 200))),
      10,
    );
  });

  it('duels in date-time order; rows of one date-time in their order', () => {
    const late = ['2024-01-01 18:00', 'A', 'B', 0, 2, 3];
    const early = ['2024-01-01 09:30', 'A', 'C', 2, 0, 3];
    expect(elo([late, early])).toEqual(elo([early, late]));
    const sameTime = [
      ['2024-01-01', 'A', 'B', 2, 0, 3],
      ['2024-01-01', 'A', 'C', 0, 2, 3],
    ];
    expect(elo(sameTime)).not.toEqual(elo([...sameTime].reverse()));
  });

  it('reads dates as Sheets gives them: a Date and its text are the same moment', () => {
    expect(elo([[new Date(2024, 0, 1, 9, 30), 'A', 'B', 2, 0, 3]])).toEqual(elo([['2024-01-01 09:30', 'A', 'B', 2, 0, 3]]));
  });

  it('speaks Italian and Romanian headers, and warns of names that may be one player', () => {
    expect(elo([['2024-01-01', 'A', 'B', 1, 0, '']], 'lang=it', undefined, 'it')[0]).toEqual([
      'Pos.',
      'Giocatore',
      'Elo',
      'Duelli',
      'Vinti',
      'Pareggiati',
      'Persi',
      'Primo duello',
      'Ultimo duello',
    ]);
    expect(elo([['2024-01-01', 'Mihai Stan', 'M. Stan', 1, 0, '']]).at(-1)?.[0]).toMatch(
      /^Warning: "M. Stan" and "Mihai Stan" may be one player/,
    );
  });

  it('reads a Romanian duels sheet by its headers, Victoriile adversarului as Podium writes it and Victorii adversar as it wrote it before', () => {
    for (const opponentWins of ['Victoriile adversarului', 'Victorii adversar']) {
      const header = ['Data', 'Jucător', 'Adversar', 'Victorii', opponentWins, 'Cel mai bun din'];
      const rows = rowsIn(spillTable(carcElo('CARC_ELO', [header, ['2020-05-17', 'Valderic', 'Robert3333', 0, 2, 3]], '')), 'en');
      expect(rows[1]).toEqual([1, 'Robert3333', 1500 + 64 / 3, 1, 1, 0, 0, '2020-05-17', '2020-05-17']);
    }
  });
});

describe('bad duels: an error naming the cell (SPEC §16.5)', () => {
  const err = (row: Cell[]) => saidOf(() => elo([row]));
  it('negative or fractional wins', () => {
    expect(err(['2024-01-01', 'A', 'B', -1, 2, 3])).toBe('CARC_ELO: row 2, Wins: winsNotCount(header: "Wins", value: "-1")');
    expect(err(['2024-01-01', 'A', 'B', 2, 0.5, 3])).toBe(
      'CARC_ELO: row 2, Opponent wins: winsNotCount(header: "Opponent wins", value: decimal(value: 0.5))',
    );
  });

  it('a Best of that is not odd, and more wins than a best of allows', () => {
    expect(err(['2024-01-01', 'A', 'B', 2, 0, 4])).toBe('CARC_ELO: row 2, Best of: bestOfNotOdd(header: "Best of", value: "4")');
    expect(err(['2024-01-01', 'A', 'B', 3, 0, 3])).toBe('CARC_ELO: row 2, Best of: tooManyWins(wins: 3, opponentWins: 0, bestOf: 3)');
    expect(err(['2024-01-01', 'A', 'B', 2, 2, 3])).toBe('CARC_ELO: row 2, Best of: tooManyWins(wins: 2, opponentWins: 2, bestOf: 3)');
  });

  it('a player against themselves (after aliases), a blank opponent, a date that is not one', () => {
    expect(err(['2024-01-01', 'A', ' A ', 2, 0, 3])).toBe('CARC_ELO: row 2, Opponent: playsThemselves(player: "A")');
    expect(err(['2024-01-01', 'A', '', 2, 0, 3])).toBe('CARC_ELO: row 2, Opponent: blankCell(header: "Opponent")');
    expect(err(['yesterday', 'A', 'B', 2, 0, 3])).toBe('CARC_ELO: row 2, Date: notADate(noun: "Date", value: "yesterday")');
    expect(err(['', 'A', 'B', 2, 0, 3])).toBe('CARC_ELO: row 2, Date: blankCell(header: "Date")');
  });

  it('a bad setting', () => {
    expect(saidOf(() => elo([['2024-01-01', 'A', 'B', 2, 0, 3]], 'k=0'))).toMatch(
      /^CARC_ELO: settings: settingNotAllowed\(key: "k", value: "0"/,
    );
  });
});

describe('properties', () => {
  /** Duels among six players, each at its own minute of one day. */
  const duels = fc
    .array(
      fc.record({
        a: fc.integer({ min: 0, max: 5 }),
        b: fc.integer({ min: 0, max: 5 }),
        score: fc.constantFrom([2, 0], [2, 1], [1, 2], [0, 2], [1, 0], [3, 1], [1, 1]),
      }),
      { minLength: 1, maxLength: 40 },
    )
    .map((list) =>
      list
        .filter((d) => d.a !== d.b)
        .map(
          (d, k) =>
            [
              `2024-05-01 ${String(8 + Math.floor(k / 60)).padStart(2, '0')}:${String(k % 60).padStart(2, '0')}`,
              `P${d.a}`,
              `P${d.b}`,
              d.score[0],
              d.score[1],
              '',
            ] as Cell[],
        ),
    );

  it('the same duels in any row order give the same ratings when their date-times differ', () => {
    fc.assert(
      fc.property(duels, fc.integer(), (rows, seed) => {
        const shuffled = [...rows].sort((x, y) => hash(x, seed) - hash(y, seed));
        expect(elo(shuffled)).toEqual(elo(rows));
      }),
    );
  });

  it('what one player gains the other loses: the ratings always sum to 1500 a player', () => {
    fc.assert(
      fc.property(duels, (rows) => {
        const spill = elo(rows)
          .slice(1)
          .filter((r) => typeof r[2] === 'number');
        const sum = spill.reduce((s, r) => s + (r[2] as number), 0);
        expect(sum).toBeCloseTo(1500 * spill.length, 8);
      }),
    );
  });
});

/** A row's place in a shuffle: a hash of its text and a seed. */
function hash(row: Cell[], seed: number): number {
  let h = seed | 0;
  for (const c of JSON.stringify(row)) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}
