import fc from 'fast-check';
import { errorOf, saidOf } from '../../../../test/harness/errorOf';
import { carcassonnePairings } from '../../carcassonne/pairings';
import { catanSeating } from '../../catan/seating';
import { diplomacyBoards } from '../../diplomacy/boards';
import { render, rowsIn, type Text } from '../../i18n/message';
import type { Arg, Cell } from '../cells';
import { type CostEdge, cheapestMatching } from './matching';
import { say } from './messages';
import { seededRandom, shuffled } from './random';
import { spillSeating } from './seating';

/** The parameters of each warning with this id: what the tests assert, rather than the English sentence. */
const said = (warnings: readonly Text[], id: string) =>
  warnings.flatMap((w) => (typeof w !== 'string' && w.id === id ? [w.params as Record<string, unknown>] : []));

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
const roster = (players: string[], extra: Record<string, Cell[]> = {}): Cell[][] => {
  const keys = Object.keys(extra);
  return [['Player', ...keys], ...players.map((p, i) => [p, ...keys.map((k) => extra[k][i] ?? '')])];
};
const CATAN_HEADER = ['Round', 'Table', 'Seat', 'Player', 'VP'];
const catan = (results: Cell[][], round: Arg, players?: Cell[][], seed?: Arg, settings?: string) =>
  catanSeating('CATAN_SEATING', results, round, players, seed, settings);
/** The tables of a seating, as sets of names. */
const tablesOf = (rows: Cell[][], tableCol = 1, playerCol = 3) => {
  const out = new Map<Cell, string[]>();
  for (const r of rows) out.set(r[tableCol], [...(out.get(r[tableCol]) ?? []), String(r[playerCol])]);
  return [...out.values()];
};
/** A scored round for the results from tables of names (VP 10 for the first at each table, then 5, 4, 3). */
const catanRound = (round: number, tables: string[][]): Cell[][] =>
  tables.flatMap((t, k) => t.map((p, s) => [round, k + 1, s + 1, p, [10, 5, 4, 3][s]]));
const pairsMeetingAgain = (rounds: string[][][]) => {
  const met = new Set<string>();
  let again = 0;
  for (const tables of rounds)
    for (const t of tables)
      for (let i = 0; i < t.length; i++)
        for (let j = i + 1; j < t.length; j++) {
          const key = [t[i], t[j]].sort().join('|');
          if (met.has(key)) again++;
          met.add(key);
        }
  return again;
};

describe('the seeded shuffle', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = shuffled(names(20), seededRandom(7));
    expect(shuffled(names(20), seededRandom(7))).toEqual(a);
    expect(shuffled(names(20), seededRandom(8))).not.toEqual(a);
    expect([...a].sort()).toEqual(names(20));
  });
});

describe('CATAN_SEATING', () => {
  it('seats round 1 from the roster: tables of 4, the 3-player tables last, everyone once, seats 1 to the size', () => {
    const s = catan([], 1, roster(names(10)));
    expect(s.header.map((h) => h.en)).toEqual(['Round', 'Table', 'Seat', 'Player']);
    expect(s.rows.map((r) => r[1])).toEqual([1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(s.rows.map((r) => r[2])).toEqual([1, 2, 3, 4, 1, 2, 3, 1, 2, 3]);
    expect(s.rows.map((r) => r[3]).sort()).toEqual(names(10));
    expect(s.rows.every((r) => r[0] === 1)).toBe(true);
  });

  it('has t = ⌈n/4⌉ tables, 4t − n of them of 3, for every n from 3 except 5', () => {
    for (let n = 3; n <= 41; n++) {
      if (n === 5) continue;
      const sizes = tablesOf(catan([], 1, roster(names(n))).rows).map((t) => t.length);
      const t = Math.ceil(n / 4);
      expect(sizes).toEqual([...Array(t - (4 * t - n)).fill(4), ...Array(4 * t - n).fill(3)]);
    }
  });

  it('refuses 5 players and fewer than 3, saying why', () => {
    expect(saidOf(() => catan([], 1, roster(names(5))))).toBe('CATAN_SEATING: tooFewToSeat(players: 5)');
    expect(saidOf(() => catan([], 1, roster(names(2))))).toBe('CATAN_SEATING: tooFewToSeat(players: 2)');
  });

  it('needs a roster before round 1, and refuses a round or seed that is not a whole number', () => {
    expect(saidOf(() => catan([CATAN_HEADER], 1))).toBe('CATAN_SEATING: roster: noRoundsNeedRoster(round: 1)');
    expect(saidOf(() => catan([], 2.5, roster(names(8))))).toBe('CATAN_SEATING: round: roundNotWhole(value: decimal(value: 2.5))');
    expect(saidOf(() => catan([], 1, roster(names(8)), 'abc'))).toBe('CATAN_SEATING: seed: seedNotWhole(value: "abc")');
  });

  it('is the same for the same rows in any order and the same seed; the seed is taken modulo 2³²', () => {
    const players = names(14);
    const base = catan([], 1, roster(players), 5).rows;
    const random = seededRandom(99);
    expect(catan([], 1, roster(shuffled(players, random)), 5).rows).toEqual(base);
    expect(catan([], 1, roster(players), 5 + 2 ** 32).rows).toEqual(base);
    expect(catan([], 1, roster(players), 6).rows).not.toEqual(base);
    expect(catan([], 1, roster(players), -1).rows).toEqual(catan([], 1, roster(players), 2 ** 32 - 1).rows);
    expect(catan([], 1, roster(players), 2 ** 60).rows).toHaveLength(14); // any whole number
  });

  it('finds rounds without a repeated meeting: 9 players for 4 rounds exactly, 16 for 5 rounds by the plane over GF(4)', () => {
    const nine = [names(9).slice(0, 3), names(9).slice(3, 6), names(9).slice(6)];
    const results = [CATAN_HEADER, ...catanRound(1, nine)];
    const nineRounds = [nine];
    let nineRows = results;
    for (let round = 2; round <= 4; round++) {
      const tables = tablesOf(catan(nineRows, round).rows);
      nineRounds.push(tables);
      nineRows = [...nineRows, ...catanRound(round, tables)];
    }
    expect(pairsMeetingAgain(nineRounds)).toBe(0);
    const sixteen = [0, 1, 2, 3].map((k) => names(16).slice(4 * k, 4 * k + 4));
    let rows = [CATAN_HEADER, ...catanRound(1, sixteen)];
    const rounds = [sixteen];
    for (let round = 2; round <= 5; round++) {
      const s = catan(rows, round);
      expect(s.warnings).toEqual([]);
      const tables = tablesOf(s.rows);
      rounds.push(tables);
      rows = [...rows, ...catanRound(round, tables)];
    }
    expect(pairsMeetingAgain(rounds)).toBe(0); // 5 rounds × 4 tables × 6 pairs: each of the 120 pairs once
  });

  it('says which pairs meet again when they must (12 players after one round of 3 tables of 4)', () => {
    const twelve = [0, 1, 2].map((k) => names(12).slice(4 * k, 4 * k + 4));
    const s = catan([CATAN_HEADER, ...catanRound(1, twelve)], 2);
    // three old tables, four seats a table: each new table holds one pair that met
    expect(pairsMeetingAgain([twelve, tablesOf(s.rows)])).toBe(3);
    expect(s.warnings).toHaveLength(3);
    expect(said(s.warnings, 'metAgain').map((w) => w.times)).toEqual([2, 2, 2]);
    // the English sentence, once
    expect(render(s.warnings[0])).toMatch(/^P\d\d and P\d\d meet for the 2nd time \(table \d\)$/);
  });

  it('keeps Avoid pairs apart, sits out Active false or drop, and warns of results players missing from the roster', () => {
    const players = names(8);
    const avoid = ['club', 'club', 'club', '', 'Club ', '', 'fam', 'fam'];
    const active = ['', 'x', true, '', '', '', '', ''];
    const s = catan([], 1, roster(players, { Avoid: avoid, Active: active }));
    const together = tablesOf(s.rows).map((t) => {
      const keys = t.map((p) => avoid[players.indexOf(p)].trim().toLowerCase()).filter(Boolean);
      return keys.length - new Set(keys).size;
    });
    // four of "club" (any case) at two tables: two at each, the least there can be; "fam" apart
    expect(together).toEqual([1, 1]);
    const dropped = catan([], 1, roster(names(8), { Active: ['drop', '', '', '', '', '', 'FALSE', ''] })).rows.map((r) => r[3]);
    expect(dropped.sort()).toEqual(['P02', 'P03', 'P04', 'P05', 'P06', 'P08']);
    const results = [CATAN_HEADER, ...catanRound(1, [names(4), ['X1', 'X2', 'X3']])];
    expect(catan(results, 2, roster(names(4).concat(['X1', 'X2']))).warnings[0]).toEqual(say('notOnRoster', { players: ['X3'], more: 0 }));
  });

  it('leaves out an Avoid key every player holds (it keeps nobody apart), once, with a warning, in each game', () => {
    const club = (n: number) => roster(names(n), { Avoid: Array(n).fill('Club') });
    // keys are compared trimmed and in lower case, and named so
    const told = say('avoidForAll', { avoid: 'Avoid', key: '"club"' });
    for (const s of [catan([], 1, club(8)), carc([], 1, club(8)), dip([], 1, club(14))]) {
      expect(s.warnings).toEqual([told]);
      expect(s.rows.length).toBeGreaterThan(0);
    }
    // a key all but one player hold is still weighed
    const most = catan([], 1, roster(names(8), { Avoid: [...Array(7).fill('Club'), ''] }));
    expect(most.warnings).not.toContain(told);
  });

  it('refuses an Active cell it cannot read, and fixed tables that do not exist or overfill', () => {
    expect(saidOf(() => catan([], 1, roster(names(8), { Active: ['maybe'] })))).toBe(
      'CATAN_SEATING: roster, row 2, Active: activeMark(header: "Active", value: "maybe")',
    );
    expect(saidOf(() => catan([], 1, roster(names(8), { 'Fixed table': [3] })))).toBe(
      'CATAN_SEATING: roster, row 2, Fixed table: fixedBeyond(player: "P01", group: "table", fixed: 3, round: 1, groups: 2)',
    );
    expect(saidOf(() => catan([], 1, roster(names(8), { 'Fixed table': [1, 1, 1, 1, 1] })))).toBe(
      'CATAN_SEATING: Fixed table: fixedOverfull(players: 5, group: "table", fixed: 1, names: "P01, P02, P03, P04, P05", seats: 4)',
    );
  });

  it('seats fixed-table players at their table', () => {
    const fixed = ['', '', '', '', '', '', '', '', '', 3, 3, ''];
    const s = catan([], 1, roster(names(12), { 'Fixed table': fixed }));
    expect(s.rows.filter((r) => r[3] === 'P10' || r[3] === 'P11').map((r) => r[1])).toEqual([3, 3]);
  });

  it('reads only rounds before the one it seats; warns of a second 3-player table; shares out seat 1', () => {
    const six = names(6);
    const results = [CATAN_HEADER, ...catanRound(1, [six.slice(0, 3), six.slice(3)]), [5, 1, 1, 'Someone else', 3]];
    const s = catan(results, 2);
    expect(s.rows.map((r) => r[3])).not.toContain('Someone else');
    expect(said(s.warnings, 'threeAgain').map((w) => w.times)).toEqual([2, 2, 2, 2, 2, 2]);
    // P01 and P04 had seat 1: neither has it again
    expect(s.rows.filter((r) => r[2] === 1).map((r) => r[3])).not.toContain('P01');
    expect(s.rows.filter((r) => r[2] === 1).map((r) => r[3])).not.toContain('P04');
  });

  it('in standings mode seats blocks of the standings', () => {
    const eight = names(8);
    const results = [CATAN_HEADER, ...catanRound(1, [eight.slice(0, 4), eight.slice(4)])];
    const s = catan(results, 2, undefined, 1, 'mode=standings');
    // the two winners (P01, P05) and the two seconds (P02, P06) lead; they met no one of the other table
    expect(tablesOf(s.rows)[0].sort()).toEqual(['P01', 'P02', 'P05', 'P06'].sort());
  });

  it('in standings mode seats fixed-table players at their table, the blocks around them', () => {
    const eight = names(8);
    const results = [CATAN_HEADER, ...catanRound(1, [eight.slice(0, 4), eight.slice(4)])];
    const fixed = roster(eight, { 'Fixed table': ['', '', '', 2, '', '', '', ''] });
    const s = catan(results, 2, fixed, 1, 'mode=standings');
    expect(s.rows.find((r) => r[3] === 'P04')?.[1]).toBe(2);
  });

  it('weighs its costs exactly in a large field where the same tables met nine times', () => {
    const players = names(1000).map((p, i) => `${p}-${i}`);
    const tables = Array.from({ length: 250 }, (_, k) => players.slice(4 * k, 4 * k + 4));
    const rows = [CATAN_HEADER, ...Array.from({ length: 9 }, (_, r) => catanRound(r + 1, tables)).flat()];
    const s = catan(rows, 10);
    expect(s.rows).toHaveLength(1000);
    expect(s.warnings).toEqual([]); // 250 tables of old friends can all be split
  });

  it('every seating is valid: everyone once, at tables of 3–4 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 40 }), fc.integer(), fc.integer({ min: 0, max: 3 }), (n, seed, rounds) => {
        let rows: Cell[][] = [CATAN_HEADER];
        const players = roster(names(n));
        for (let round = 1; round <= rounds + 1; round++) {
          const s = catan(rows, round, players, seed);
          const tables = tablesOf(s.rows);
          expect(s.rows.map((r) => r[3]).sort()).toEqual(names(n));
          expect(tables.every((t) => t.length === 3 || t.length === 4)).toBe(true);
          rows = [...rows, ...catanRound(round, tables)];
        }
      }),
      { numRuns: 25 },
    );
  });
});

const DIP_HEADER = ['Round', 'Board', 'Player', 'Power', 'Centres'];
const dip = (results: Cell[][], round: Cell, players?: Cell[][], seed?: Cell, settings?: string) =>
  diplomacyBoards('DIP_BOARDS', results, round, players, seed, settings);
const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const CENTRES = [10, 8, 6, 4, 3, 2, 1];

describe('DIP_BOARDS', () => {
  it('seats boards of 7 with the seven powers in order, everyone once', () => {
    const s = dip([], 1, roster(names(14)));
    expect(s.header.map((h) => h.en)).toEqual(['Round', 'Board', 'Power', 'Player']);
    expect(s.rows.map((r) => r[2])).toEqual([...POWERS, ...POWERS]);
    expect(s.rows.map((r) => r[1])).toEqual([...Array(7).fill(1), ...Array(7).fill(2)]);
    expect(s.rows.map((r) => r[3]).sort()).toEqual(names(14));
  });

  it('says how many must sit out or play twice when the seats are not boards of 7', () => {
    expect(saidOf(() => dip([], 1, roster(names(16))))).toBe(
      'DIP_BOARDS: seatsNotBoards(seats: 16, rest: 2, missing: 5, games: columnLabel(key: "games"))',
    );
    expect(saidOf(() => dip([], 1, roster(names(6), { Games: [2] })))).toBe('DIP_BOARDS: doublerOnOneBoard(games: "Games")');
    expect(saidOf(() => dip([], 1, roster(names(8), { Games: [3] })))).toBe(
      'DIP_BOARDS: roster, row 2, Games: wholeFromTo(noun: "Games", value: "3", least: 0, most: 2)',
    );
  });

  it('seats a doubler on two boards, never twice on one, and sits out Games 0', () => {
    const games = [2, 0, ...Array(12).fill(1)];
    for (let seed = 0; seed < 20; seed++) {
      const s = dip([], 1, roster(names(14), { Games: games }), seed);
      const boards = s.rows.filter((r) => r[3] === 'P01').map((r) => r[1]);
      expect(boards.sort()).toEqual([1, 2]);
      expect(s.rows.map((r) => r[3])).not.toContain('P02');
    }
  });

  it('gives each player a power not played before when one exists, and warns of a repeat', () => {
    const seven = names(7);
    const results = [DIP_HEADER, ...seven.map((p, k) => [1, 1, p, POWERS[k], CENTRES[k]])];
    const s = dip(results, 2);
    for (const r of s.rows) expect(POWERS.indexOf(String(r[2]))).not.toBe(seven.indexOf(String(r[3])));
    expect(said(s.warnings, 'powerAgain')).toEqual([]);
    expect(s.warnings).toHaveLength(21); // the one board of 7 meets again: every pair
  });

  it("reads the powers of earlier rounds in Italian and Romanian, and warns of a repeat in the reader's language", () => {
    const seven = names(7);
    const IT = ['Austria', 'Inghilterra', 'Francia', 'Germania', 'Italia', 'Russia', 'Turchia'];
    const RO = ['Austro-Ungaria', 'Anglia', 'Franta', 'Germania', 'Italia', 'Rusia', 'Turcia'];
    // seven rounds, each player every power once (in Italian, then in Romanian): the eighth must repeat one each
    const results = [
      DIP_HEADER,
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((round) => seven.map((p, k) => [round, 1, p, (round % 2 ? IT : RO)[(k + round) % 7], CENTRES[k]])),
    ];
    const repeats = dip(results, 8).warnings.filter((w) => typeof w !== 'string' && w.id === 'powerAgain');
    expect(repeats).toHaveLength(7);
    const france = repeats.find((w) => render(w).includes('France')) as Text;
    expect(render(france)).toMatch(/^P0\d plays France for the 2nd time \(board 1\)$/);
    expect(render(france, 'it')).toMatch(/^P0\d gioca con la Francia per la 2ª volta \(tavolo 1\)$/);
    expect(render(france, 'ro')).toMatch(/^P0\d joacă Franța a 2-a oară \(masa 1\)$/);
  });

  it('leaves Power blank with powers=none', () => {
    const s = dip([], 1, roster(names(7)), 1, 'powers=none');
    expect(s.rows.map((r) => r[2])).toEqual(Array(7).fill(''));
  });

  it('seats 49 players for 8 rounds with no pair meeting twice: every pair meets exactly once (the affine plane)', () => {
    const players = names(49);
    let results: Cell[][] = [DIP_HEADER];
    const rounds: string[][][] = [];
    for (let round = 1; round <= 8; round++) {
      const s = dip(results, round, roster(players), 3);
      expect(said(s.warnings, 'metAgain')).toEqual([]);
      rounds.push(tablesOf(s.rows));
      results = [...results, ...s.rows.map((r, k) => [r[0], r[1], r[3], r[2], CENTRES[k % 7]])];
    }
    expect(pairsMeetingAgain(rounds)).toBe(0);
    expect(new Set(rounds.flat().flatMap((t) => t.flatMap((a) => t.filter((b) => a < b).map((b) => `${a}|${b}`)))).size).toBe(
      (49 * 48) / 2,
    );
  });

  it('keeps the plane going after two rounds seated by hand that cross once, or after a round repeated', () => {
    const players = names(49);
    const byHand = (round: number, board: (i: number) => number): Cell[][] => {
      const seated = new Map<number, number>(); // players already at each board, for their power
      return players.map((p, i) => {
        const k = seated.get(board(i)) ?? 0;
        seated.set(board(i), k + 1);
        return [round, board(i) + 1, p, POWERS[k], CENTRES[k]];
      });
    };
    // round 1 by columns, round 2 by rows: every board of round 2 holds one player of each board of round 1
    const results = [DIP_HEADER, ...byHand(1, (i) => Math.floor(i / 7)), ...byHand(2, (i) => i % 7)];
    expect(said(dip(results, 3).warnings, 'metAgain')).toEqual([]);
    // a round 2 that repeats round 1 is no line of the plane: round 3 still crosses both, meeting nobody again
    const repeated = [DIP_HEADER, ...byHand(1, (i) => Math.floor(i / 7)), ...byHand(2, (i) => Math.floor(i / 7))];
    expect(said(dip(repeated, 3).warnings, 'metAgain')).toEqual([]);
  });
});

const CARC_HEADER = ['Round', 'Table', 'Player', 'Score', 'Starts'];
const carc = (results: Cell[][], round: Cell, players?: Cell[][], seed?: Cell, settings?: string) =>
  carcassonnePairings('CARC_PAIRINGS', results, round, players, seed, settings);
const pairsOf = (rows: Cell[][]) => rows.filter((r) => r[1] !== 'bye' && r[4] === true).map((r) => [String(r[2]), String(r[3])]);
/** A scored round from pairs: the first of each pair wins 80–60. */
const carcRound = (round: number, pairs: string[][], bye?: string): Cell[][] => [
  ...pairs.flatMap(([a, b], k) => [
    [round, k + 1, a, 80, true],
    [round, k + 1, b, 60, false],
  ]),
  ...(bye ? [[round, 'bye', bye, '', false]] : []),
];

describe('CARC_PAIRINGS', () => {
  it('draws round 1 by the seed: pairs, a starter at each table listed first, the bye last', () => {
    const s = carc([], 1, roster(names(7)));
    expect(s.header.map((h) => h.en)).toEqual(['Round', 'Table', 'Player', 'Opponent', 'Starts']);
    expect(s.rows.map((r) => r[1])).toEqual([1, 1, 2, 2, 3, 3, 'bye']);
    expect(s.rows.map((r) => r[4])).toEqual([true, false, true, false, true, false, false]);
    expect(s.rows.map((r) => r[2]).sort()).toEqual(names(7));
    expect(s.rows[6][3]).toBe('');
  });

  it('pairs the leaders: 1–2, 3–4 when nothing is in the way, and gives the bye to the lowest-ranked without one', () => {
    // round 1: P01 beat P02, P03 beat P04, P05 beat P06, P07 had the bye
    const results = [
      CARC_HEADER,
      ...carcRound(
        1,
        [
          ['P01', 'P02'],
          ['P03', 'P04'],
          ['P05', 'P06'],
        ],
        'P07',
      ),
    ];
    const s = carc(results, 2);
    const pairs = pairsOf(s.rows).map((p) => p.sort().join('-'));
    // winners P01, P03, P05, P07 (the bye is a win); P01 meets the best winner it has not met
    expect(pairs[0]).toBe('P01-P03');
    expect(s.rows.find((r) => r[1] === 'bye')?.[2]).toBe('P06');
    expect(s.warnings).toEqual([]);
  });

  it('starts the player with fewer starts so far, then the higher-ranked', () => {
    const results = [
      CARC_HEADER,
      ...carcRound(1, [
        ['P01', 'P02'],
        ['P03', 'P04'],
      ]),
    ];
    const s = carc(results, 2);
    // P01 (started) meets P03 (started): P01 ranks higher; P02 and P04 neither started: P02 ranks higher
    const starters = s.rows.filter((r) => r[4] === true).map((r) => r[2]);
    expect(starters).toContain('P01');
  });

  it('has no rematch whenever a rematch-free pairing exists, one bye at most, never a second when avoidable (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 11 }), fc.integer(), fc.integer({ min: 1, max: 4 }), (n, seed, rounds) => {
        let rows: Cell[][] = [CARC_HEADER];
        const players = roster(names(n));
        const random = seededRandom(seed);
        for (let round = 1; round <= rounds; round++) {
          // earlier rounds at random, so rematches may be forced or not
          const order = shuffled(names(n), random);
          const pairs = Array.from({ length: Math.floor(n / 2) }, (_, k) => [order[2 * k], order[2 * k + 1]]);
          rows = [...rows, ...carcRound(round, pairs, n % 2 ? order[n - 1] : undefined)];
        }
        const s = carc(rows, rounds + 1, players, seed);
        expect(s.rows.map((r) => r[2]).sort()).toEqual(names(n));
        expect(s.rows.filter((r) => r[1] === 'bye')).toHaveLength(n % 2);
        const met = new Set(
          rows
            .slice(1)
            .filter((r) => r[1] !== 'bye')
            .map((r) => `${r[0]}|${r[1]}|${r[2]}`),
        );
        const metPairs = new Set<string>();
        const byRoundTable = new Map<string, string[]>();
        for (const key of met) {
          const [r, t, p] = key.split('|');
          byRoundTable.set(`${r}|${t}`, [...(byRoundTable.get(`${r}|${t}`) ?? []), p]);
        }
        for (const [a, b] of byRoundTable.values()) metPairs.add([a, b].sort().join('|'));
        const had = new Set(rows.filter((r) => r[1] === 'bye').map((r) => String(r[2])));
        const free = rematchFreeExists(names(n), metPairs, had);
        const rematches = pairsOf(s.rows).filter(([a, b]) => metPairs.has([a, b].sort().join('|'))).length;
        if (free.pairing) expect(rematches).toBe(0);
        const bye = s.rows.find((r) => r[1] === 'bye');
        if (bye && free.byeFree) expect(had.has(String(bye[2]))).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('says when the bye cannot go to the lowest-ranked player without one', () => {
    // Ann beat Bob, Cy had the bye; Ann and Cy are kept apart: Bob's bye would pair them, so Ann has it
    const results = [CARC_HEADER, ...carcRound(1, [['Ann', 'Bob']], 'Cy')];
    const s = carc(results, 2, roster(['Ann', 'Bob', 'Cy'], { Avoid: ['x', '', 'x'] }));
    expect(s.rows.find((r) => r[1] === 'bye')?.[2]).toBe('Ann');
    expect(s.warnings).toEqual([say('byeRatherThan', { player: 'Ann', due: 'Bob' })]);
  });

  it('pairs players fixed at one table there, and keeps a lone fixed player at his table with some opponent', () => {
    const fixed = ['', '', 3, '', 3, '', 2, ''];
    for (let seed = 0; seed < 10; seed++) {
      const s = carc([], 1, roster(names(8), { 'Fixed table': fixed }), seed);
      expect(
        s.rows
          .filter((r) => r[1] === 3)
          .map((r) => r[2])
          .sort(),
      ).toEqual(['P03', 'P05']);
      expect(s.rows.find((r) => r[2] === 'P07')?.[1]).toBe(2);
      expect(s.rows.map((r) => r[1]).sort()).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    }
  });

  it('gives a lone player the bye, refuses a round nobody plays, and three players fixed at one table', () => {
    expect(carc([], 1, roster(['Ann'])).rows).toEqual([[1, 'bye', 'Ann', '', false]]);
    expect(saidOf(() => carc([], 1, roster(['Ann', 'Bob'], { Active: ['drop', 'drop'] })))).toBe(
      'CARC_PAIRINGS: roster: noPlayerThisRound',
    );
    expect(saidOf(() => carc([], 1, roster(names(6), { 'Fixed table': [1, 1, 1] })))).toBe(
      'CARC_PAIRINGS: Fixed table: fixedOverfull(players: 3, group: "table", fixed: 1, names: "P01, P02, P03", seats: 2)',
    );
  });

  it('seats tables of 3–4 with format=tables, or when the results so far are tables', () => {
    const s = carc([], 1, roster(names(8)), 1, 'format=tables');
    expect(s.header.map((h) => h.en)).toEqual(['Round', 'Table', 'Seat', 'Player']);
    expect(tablesOf(s.rows).map((t) => t.length)).toEqual([4, 4]);
  });
});

/** Brute force: is there a pairing with no rematch, and one with no rematch and no second bye? */
function rematchFreeExists(players: string[], met: Set<string>, hadBye: Set<string>): { pairing: boolean; byeFree: boolean } {
  let pairing = false;
  let byeFree = false;
  const visit = (rest: string[], byeTaken: string | undefined) => {
    if (!rest.length) {
      pairing = true;
      if (!byeTaken || !hadBye.has(byeTaken)) byeFree = true;
      return;
    }
    const [a, ...others] = rest;
    if (rest.length % 2 === 1 && byeTaken === undefined) visit(others, a);
    others.forEach((b, k) => {
      if (!met.has([a, b].sort().join('|'))) visit([...others.slice(0, k), ...others.slice(k + 1)], byeTaken);
    });
  };
  visit(players, undefined);
  return { pairing, byeFree };
}

describe('the matching (edmonds-blossom-fixed) against brute force', () => {
  it('finds the cheapest perfect matching of a complete graph of up to 10 vertices (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((half) =>
          fc
            .array(fc.integer({ min: 0, max: 1000 }), {
              minLength: (2 * half * (2 * half - 1)) / 2,
              maxLength: (2 * half * (2 * half - 1)) / 2,
            })
            .map((w) => ({ n: 2 * half, w })),
        ),
        ({ n, w }) => {
          const edges: CostEdge[] = [];
          const cost: number[][] = Array.from({ length: n }, () => Array(n).fill(0));
          let k = 0;
          for (let a = 0; a < n; a++)
            for (let b = a + 1; b < n; b++) {
              edges.push([a, b, w[k]]);
              cost[a][b] = cost[b][a] = w[k++];
            }
          const mate = cheapestMatching(n, edges);
          expect(mate.every((m, v) => m >= 0 && mate[m] === v)).toBe(true);
          const found = mate.reduce((s, m, v) => (m > v ? s + cost[v][m] : s), 0);
          expect(found).toBe(bruteForce(n, cost));
        },
      ),
      { numRuns: 300 },
    );
  });
});

function bruteForce(n: number, cost: number[][]): number {
  const used = Array(n).fill(false);
  let best = Number.POSITIVE_INFINITY;
  const go = (c: number) => {
    const a = used.indexOf(false);
    if (a < 0) {
      best = Math.min(best, c);
      return;
    }
    used[a] = true;
    for (let b = a + 1; b < n; b++)
      if (!used[b]) {
        used[b] = true;
        go(c + cost[a][b]);
        used[b] = false;
      }
    used[a] = false;
  };
  go(0);
  return best;
}

describe('the spilled seating', () => {
  it('puts warnings after a blank row, each starting Warning:', () => {
    const seven = names(7);
    const results = [DIP_HEADER, ...seven.map((p, k) => [1, 1, p, POWERS[k], CENTRES[k]])];
    const out = rowsIn(spillSeating(dip(results, 2)), 'en');
    expect(out[8]).toEqual(['', '', '', '']);
    expect(String(out[9][0])).toMatch(/^Warning: P\d\d and P\d\d meet for the 2nd time \(board 1\)$/);
  });
});

describe('the same rows in any order give the same seating', () => {
  /** Two rounds seated by the function itself and scored, then the third seated from them and from them shuffled. */
  it.each([
    ['CATAN_SEATING', CATAN_HEADER],
    ['DIP_BOARDS', DIP_HEADER],
    ['CARC_PAIRINGS', CARC_HEADER],
  ])('%s (property)', (fn, header) => {
    const seat = { CATAN_SEATING: catan, DIP_BOARDS: dip, CARC_PAIRINGS: carc }[fn] as typeof catan;
    const scored = (rows: Cell[][]): Cell[][] =>
      fn === 'CATAN_SEATING'
        ? rows.map((r) => [r[0], r[1], r[2], r[3], [10, 5, 4, 3][Number(r[2]) - 1]])
        : fn === 'DIP_BOARDS'
          ? rows.map((r, k) => [r[0], r[1], r[3], r[2], CENTRES[k % 7]])
          : rows.map((r) => [r[0], r[1], r[2], r[1] === 'bye' ? '' : r[4] ? 80 : 60, r[4]]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer(), (size, seed) => {
        const n = fn === 'DIP_BOARDS' ? 7 * (size + 1) : 4 * size + 3;
        let rows: Cell[][] = [];
        for (let round = 1; round <= 2; round++) rows = [...rows, ...scored(seat([header, ...rows], round, roster(names(n)), seed).rows)];
        const third = seat([header, ...rows], 3, undefined, seed).rows;
        expect(seat([header, ...shuffled(rows, seededRandom(seed))], 3, undefined, seed).rows).toEqual(third);
      }),
      { numRuns: 10 },
    );
  });
});

describe('valid by construction (properties)', () => {
  it('DIP_BOARDS: every player on as many boards as Games says, seven players and seven powers a board', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.constantFrom(0, 1, 2), { minLength: 6, maxLength: 6 }),
        fc.integer(),
        (boards, extra, seed) => {
          // the first players' Games from `extra`, then ones until the seats make whole boards
          const games: number[] = [...extra];
          let seats = games.reduce((s, g) => s + g, 0);
          while (seats % 7 || seats < 7 * boards) {
            games.push(1);
            seats++;
          }
          const players = names(games.length);
          const s = dip([], 1, roster(players, { Games: games }), seed);
          const byBoard = new Map<Cell, Cell[][]>();
          for (const r of s.rows) byBoard.set(r[1], [...(byBoard.get(r[1]) ?? []), r]);
          for (const rows of byBoard.values()) {
            expect(rows.map((r) => r[2])).toEqual(POWERS);
            expect(new Set(rows.map((r) => r[3])).size).toBe(7);
          }
          players.forEach((p, i) => {
            expect(s.rows.filter((r) => r[3] === p)).toHaveLength(games[i]);
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps Avoid pairs apart in round 1 whenever each group fits one to a table (Catan, Diplomacy, Carcassonne)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 30 }), fc.integer(), fc.integer({ min: 1, max: 4 }), (n, seed, groups) => {
        const random = seededRandom(seed);
        const tables = Math.ceil(n / 4);
        // groups of at most one per table (Catan), per board (Diplomacy), per pair (Carcassonne: two)
        const keyed = (size: number) =>
          shuffled(
            names(n).map((_, i) => (i < groups * size ? `club ${i % groups}` : '')),
            random,
          );
        const apart = (rows: Cell[][], tableCol: number, playerCol: number, keys: string[]) => {
          for (const t of tablesOf(
            rows.filter((r) => r[tableCol] !== 'bye'),
            tableCol,
            playerCol,
          )) {
            const k = t.map((p) => keys[names(n).indexOf(p)]).filter(Boolean);
            expect(new Set(k).size).toBe(k.length);
          }
        };
        if (n !== 5) {
          const keys = keyed(Math.min(tables, Math.floor(n / groups)));
          apart(catan([], 1, roster(names(n), { Avoid: keys }), seed).rows, 1, 3, keys);
        }
        const pairKeys = keyed(2);
        apart(carc([], 1, roster(names(n), { Avoid: pairKeys }), seed).rows, 1, 2, pairKeys);
        const seven = 7 * Math.max(2, Math.floor(n / 7));
        const boardKeys = shuffled(
          names(seven).map((_, i) => (i < groups * 2 ? `club ${i % groups}` : '')),
          random,
        );
        const boards = dip([], 1, roster(names(seven), { Avoid: boardKeys }), seed).rows;
        for (const t of tablesOf(boards, 1, 3)) {
          const k = t.map((p) => boardKeys[names(seven).indexOf(p)]).filter(Boolean);
          expect(new Set(k).size).toBe(k.length);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('every error of the inputs, at its place', () => {
  const header = ['Round', 'Table', 'Seat', 'Player', 'VP', 'Starts'];
  it.each([
    [
      'a Seat that is not a whole number',
      [header, [1, 1, 'first', 'Ann', 5, '']],
      'CATAN_SEATING: row 2, Seat: notWholeFromOne(header: "Seat", value: "first")',
    ],
    [
      'a Starts mark it cannot read',
      [header, [1, 1, 1, 'Ann', 5, 'maybe']],
      'CATAN_SEATING: row 2, Starts: notAMark(noun: "Starts", value: "maybe")',
    ],
    [
      'a Round of zero',
      [header, [0, 1, 1, 'Ann', 5, '']],
      'CATAN_SEATING: row 2, Round: roundNotRoundOrStage(header: "Round", value: "0")',
    ],
  ])('the results: %s', (_, results, message) => {
    expect(saidOf(() => catan(results as Cell[][], 2))).toBe(message);
  });

  it.each([
    ['not a range', 'Ann', 'CATAN_SEATING: roster, roster: rosterRange'],
    [
      'no Player column',
      [['Name of team']],
      'CATAN_SEATING: roster, row 1, Player: columnMissing(column: columnLabel(key: "player"), aliases: ["Player", "Giocatore", "Nome", "Name", "Jucător"])',
    ],
    [
      'a blank Player',
      [
        ['Player', 'Avoid'],
        ['', 'club'],
      ],
      'CATAN_SEATING: roster, row 2, Player: blankRosterPlayer(header: "Player")',
    ],
    ['a player twice', [['Player'], ['Ann'], [' Ann ']], 'CATAN_SEATING: roster, row 3, Player: rosterTwice(player: "Ann", row: 2)'],
    [
      'a Fixed table that is not a whole number',
      [
        ['Player', 'Fixed table'],
        ['Ann', 'near the door'],
      ],
      'CATAN_SEATING: roster, row 2, Fixed table: wholeFrom(noun: "Fixed table", value: "near the door", least: 1)',
    ],
  ])('the roster: %s', (_, roster, message) => {
    expect(saidOf(() => catan([], 1, roster as Cell[][]))).toBe(message);
  });

  it('the round and the seed are single cells', () => {
    expect(saidOf(() => catan([], [[1, 2]], roster(names(8))))).toBe('CATAN_SEATING: round: oneCellNotRange(name: "round")');
    expect(catan([], [[1]], roster(names(8))).round).toBe(1);
    expect(saidOf(() => catan([], 1, roster(names(8)), [[1], [2]]))).toBe('CATAN_SEATING: seed: oneCellNotRange(name: "seed")');
  });

  it('Diplomacy with nobody playing, and two duellists fixed at different tables', () => {
    expect(saidOf(() => dip([], 1, roster(names(3), { Games: [0, 0, 0] })))).toBe('DIP_BOARDS: roster: noSeats(games: "Games")');
    expect(errorOf(() => carc([], 1, roster(names(4), { 'Fixed table': [1, 2, 1, 2] })))).toBe('did not throw');
    expect(saidOf(() => carc([], 1, roster(names(2), { 'Fixed table': [1, 2] })))).toBe(
      'CARC_PAIRINGS: roster, row 3, Fixed table: fixedBeyond(player: "P02", group: "table", fixed: 2, round: 1, groups: 1)',
    );
  });
});
