import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import type { Lang } from '../i18n/lang';
import { render, rowsIn } from '../i18n/message';
import { spillStandings } from '../shared/game';
import type { PodiumError } from '../shared/problems';
import { rankLabel } from '../shared/ranking';
import { powerNamed } from './powers';
import { BEST_COUNTRY_HEADER, bestCountryRow, diplomacyStandings } from './standings';

/** The standings as DIP_STANDINGS spills them, rendered in `lang`. */
const spilled = (s: Parameters<typeof spillStandings>[0], lang: Lang = 'en') => rowsIn(spillStandings(s), lang);

const HEADER = ['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated', 'Final year', 'Masterpoints rank'];
const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
type Seat = [string | null, number, number?];
let filler = 0;

/** One board of a round; null players are fillers with names of their own. Powers in the usual order. */
function board(
  round: number,
  id: number,
  seats: Seat[],
  finalYear: number | '' = '',
  masterpoints: Record<string, number> = {},
): unknown[][] {
  return seats.map(([player, centres, eliminated], k) => {
    const name = player ?? `Filler ${++filler}`;
    return [round, id, name, POWERS[k], centres, eliminated ?? '', finalYear, masterpoints[name] ?? ''];
  });
}

// Boards with one named player in the first seat (with a Masterpoints rank, if given); the rest are fillers.
const draw11 = (r: number, b: number, p: string, rank?: number): unknown[][] =>
  board(
    r,
    b,
    [
      [p, 8],
      [null, 10],
      [null, 9],
      [null, 4],
      [null, 3],
      [null, 0, 1905],
      [null, 0, 1901],
    ],
    '',
    rank === undefined ? {} : { [p]: rank },
  );
const draw = (r: number, b: number, p: string, centres: number, leaderCentres: number): unknown[][] =>
  board(r, b, [
    [p, centres],
    [null, leaderCentres],
    [null, 1],
    [null, 1],
    [null, 1],
    [null, 0, 1905],
    [null, 0, 1901],
  ]);
const eliminated = (r: number, b: number, p: string, year: number): unknown[][] =>
  board(r, b, [
    [p, 0, year],
    [null, 10],
    [null, 9],
    [null, 8],
    [null, 4],
    [null, 3],
    [null, 0, 1901],
  ]);
const win = (r: number, b: number, p: string): unknown[][] =>
  board(
    r,
    b,
    [
      [p, 18],
      [null, 6],
      [null, 5],
      [null, 0, 1905],
      [null, 0, 1906],
      [null, 0, 1907],
      [null, 0, 1908],
    ],
    1909,
  );

const standings = (rows: unknown[][], settings?: string) => diplomacyStandings('DIP_STANDINGS', [HEADER, ...rows] as never, settings);
const order = (rows: unknown[][]) => {
  const ranked = standings(rows).ranked.filter((r) => !r.item.player.startsWith('Filler'));
  return ranked.map((r) => r.item.player);
};
const decided = (rows: unknown[][], player: string) => standings(rows).ranked.find((r) => r.item.player === player)?.decidedBy?.en;

describe('DIP_STANDINGS: each tie-breaker of docs/diplomacy.md#tournament-standings deciding on its own', () => {
  it('points first', () => {
    const rows = [...win(1, 1, 'Ann'), ...draw11(1, 2, 'Bob')];
    expect(order(rows)).toEqual(['Ann', 'Bob']);
  });
  it('1. wins minus losses', () => {
    // Ann: Win 35 + Elimination 0 (1901); Bob: Draw 20 (outright 16) + Draw 15. Both 35 points.
    const rows = [...win(1, 1, 'Ann'), ...draw(1, 2, 'Bob', 16, 3), ...eliminated(2, 1, 'Ann', 1901), ...draw(2, 2, 'Bob', 12, 14)];
    expect(order(rows)).toEqual(['Ann', 'Bob']);
    expect(decided(rows, 'Bob')).toBe('wins minus losses');
  });
  it('2. draws', () => {
    // Bob: Draw 10 + Draw 10; Ann: Draw 20 (outright 16) + Elimination 0. Both 20 points, no wins or losses.
    const rows = [...draw(1, 1, 'Ann', 16, 3), ...draw(1, 2, 'Bob', 7, 8), ...eliminated(2, 1, 'Ann', 1901), ...draw(2, 2, 'Bob', 7, 8)];
    expect(order(rows)).toEqual(['Bob', 'Ann']);
    expect(decided(rows, 'Ann')).toBe('draws');
  });
  it('3. the better best game', () => {
    // Ann: Draw 12 + Elimination 0; Bob: Draw 11 + Elimination 1 (1905).
    const rows = [
      ...draw(1, 1, 'Ann', 9, 10),
      ...draw(1, 2, 'Bob', 8, 10),
      ...eliminated(2, 1, 'Ann', 1901),
      ...eliminated(2, 2, 'Bob', 1905),
    ];
    expect(order(rows)).toEqual(['Ann', 'Bob']);
    expect(decided(rows, 'Bob')).toBe('best game');
  });
  it('4. the better second-best game', () => {
    // Both best: the same Draw 11. Ann: + Elim 1 + Elim 0; Bob: + Elim 0.5 + Elim 0.5.
    const rows = [
      ...draw11(1, 1, 'Ann'),
      ...draw11(1, 2, 'Bob'),
      ...eliminated(2, 1, 'Ann', 1905),
      ...eliminated(2, 2, 'Bob', 1903),
      ...eliminated(3, 1, 'Ann', 1901),
      ...eliminated(3, 2, 'Bob', 1903),
    ];
    expect(order(rows)).toEqual(['Ann', 'Bob']);
    expect(decided(rows, 'Bob')).toBe('second-best game');
  });
  it('5. the better third-best game', () => {
    const rows = [
      ...draw11(1, 1, 'Ann'),
      ...draw11(1, 2, 'Bob'),
      ...eliminated(2, 1, 'Ann', 1905),
      ...eliminated(2, 2, 'Bob', 1905),
      ...eliminated(3, 1, 'Ann', 1902),
      ...eliminated(3, 2, 'Bob', 1903),
      ...eliminated(4, 1, 'Ann', 1902),
      ...eliminated(4, 2, 'Bob', 1901),
    ];
    expect(order(rows)).toEqual(['Bob', 'Ann']);
    expect(decided(rows, 'Ann')).toBe('third-best game');
  });
  it('5. a missing game ranks below any game', () => {
    const rows = [
      ...draw11(1, 1, 'Ann'),
      ...draw11(1, 2, 'Bob'),
      ...eliminated(2, 1, 'Ann', 1905),
      ...eliminated(2, 2, 'Bob', 1905),
      ...eliminated(3, 2, 'Bob', 1901),
    ];
    expect(order(rows)).toEqual(['Bob', 'Ann']);
    expect(decided(rows, 'Ann')).toBe('third-best game');
  });
  it('6. the lower Masterpoints rank; blank ranks below any number', () => {
    const rows = [...draw11(1, 1, 'Ann', 5), ...draw11(1, 2, 'Bob', 3), ...draw11(1, 3, 'Cal')];
    expect(order(rows)).toEqual(['Bob', 'Ann', 'Cal']);
    expect(decided(rows, 'Ann')).toBe('Masterpoints rank');
    expect(decided(rows, 'Cal')).toBe('Masterpoints rank');
  });
  it('players no rule separates share the rank, listed by name', () => {
    const rows = [...draw11(1, 1, 'Zed'), ...draw11(1, 2, 'Amy'), ...win(1, 3, 'Top')];
    const ranked = standings(rows).ranked;
    const shown = ranked.filter((r) => ['Zed', 'Amy', 'Top'].includes(r.item.player)).map((r) => [rankLabel(r), r.item.player]);
    // Fillers of the other boards stand between Top and the pair, so the shared rank is whatever place they reach.
    expect(shown.map((r) => r[1])).toEqual(['Top', 'Amy', 'Zed']);
    expect(shown[1][0]).toMatch(/^=\d+$/);
    expect(shown[2][0]).toBe(shown[1][0]);
  });
});

describe('DIP_STANDINGS: the spilled table and best country', () => {
  it('spills Rank, Player, Points, Wins, Draws, Losses, Eliminations, Best game', () => {
    const result = standings([...win(1, 1, 'Ann')]);
    const [header, first] = spilled(result);
    expect(header).toEqual(['Rank', 'Player', 'Points', 'Wins', 'Draws', 'Losses', 'Eliminations', 'Best game']);
    expect(first).toEqual([1, 'Ann', 35, 1, 0, 0, 0, 'R1 Austria: Win, 35']);
  });
  it("describes a game's points as the standings' language writes them: a decimal comma in Italian and Romanian", () => {
    const best = (lang: Lang = 'en') => spilled(standings(eliminated(1, 1, 'Ann', 1903)), lang).find((r) => r[1] === 'Ann')?.[7];
    expect(best()).toBe('R1 Austria: Elimination, 0.5');
    expect(best('it')).toBe('R1 Austria: Elimination, 0,5'); // the power and the result stay English: formulas compare them
    expect(best('ro')).toBe('R1 Austria: Elimination, 0,5');
  });
  it('best country: one row per power, several when equal', () => {
    const rows = [...draw11(1, 1, 'Ann'), ...draw11(1, 2, 'Bob'), ...eliminated(2, 1, 'Ann', 1902), ...eliminated(2, 2, 'Bob', 1903)];
    const austria = standings(rows)
      .bestCountry.filter((g) => g.power === 'Austria')
      .map(bestCountryRow);
    expect(BEST_COUNTRY_HEADER.map((h) => h.en)).toEqual(['Power', 'Player', 'Round', 'Board', 'Result', 'Centres', 'Points']);
    expect(austria).toEqual([
      ['Austria', 'Ann', '1', '1', 'Draw', 8, 11],
      ['Austria', 'Bob', '1', '2', 'Draw', 8, 11],
    ]);
  });
});

describe('DIP_STANDINGS: errors', () => {
  it('a power twice on a board', () => {
    const rows = draw11(1, 1, 'Ann');
    rows[1][3] = 'Austria';
    expect(saidOf(() => standings(rows))).toBe(
      'DIP_STANDINGS: row 3, Power, atSitting(round: "1", kind: "board", id: "1"): powerTwice(power: "Austria", row: 2)',
    );
  });
  it('an unknown power', () => {
    const rows = draw11(1, 1, 'Ann');
    rows[0][3] = 'Prussia';
    expect(saidOf(() => standings(rows))).toBe(
      'DIP_STANDINGS: row 2, Power, atSitting(round: "1", kind: "board", id: "1"): unknownPower(value: "Prussia")',
    );
  });
  it('accepts Italian names and initials', () => {
    const rows = draw11(1, 1, 'Ann');
    ['A', 'Inghilterra', 'francia', 'G', 'Italia', 'R', 'Turchia'].forEach((p, k) => {
      rows[k][3] = p;
    });
    expect(standings(rows).ranked).toHaveLength(7);
  });
  it.each([
    ['Italian', ['Austria-Ungheria', 'Inghilterra', 'Francia', 'Germania', 'Italia', 'Russia', 'Turchia']],
    ['Romanian', ['Austro-Ungaria', 'Anglia', 'Franța', 'Germania', 'Italia', 'Rusia', 'Turcia']],
    ['Romanian without diacritics, in any case', ['austria', 'ANGLIA', 'Franta', 'germania', 'Italia', 'rusia', 'TURCIA']],
  ])('accepts %s power names, and writes each power in English, as the cells that formulas compare keep it', (_, names) => {
    const rows = draw11(1, 1, 'Ann');
    names.forEach((p, k) => {
      rows[k][3] = p;
    });
    expect(standings(rows).bestCountry.map((g) => g.power)).toEqual(POWERS);
  });
  it('reads a power with its diacritics, without them, or with the old cedilla ţ', () =>
    expect(['Franța', 'Franţa', 'Franta', ' FRANCIA ', 'Austria-Hungary', 'F'].map(powerNamed)).toEqual([
      'France',
      'France',
      'France',
      'France',
      'Austria',
      'France',
    ]));
  it("names the powers in the reader's language when it refuses one", () => {
    const rows = draw11(1, 1, 'Ann');
    rows[0][3] = 'Prussia';
    rows[2][3] = 'England';
    const error = () => {
      try {
        standings(rows);
      } catch (e) {
        return e as PodiumError;
      }
      throw new Error('no error');
    };
    expect(error().problems.map((p) => render(p.message, 'it'))).toEqual([
      'la potenza “Prussia” non è tra Austria, Inghilterra, Francia, Germania, Italia, Russia, Turchia',
      'Inghilterra due volte al tavolo (anche alla riga 3); ogni potenza gioca una volta',
    ]);
    expect(error().problems.map((p) => render(p.message, 'ro'))).toEqual([
      'puterea „Prussia” nu este una dintre Austria, Anglia, Franța, Germania, Italia, Rusia, Turcia',
      'Anglia de două ori la masă (și pe rândul 3); fiecare putere joacă o dată',
    ]);
    expect(render(error().problems[1].message)).toBe('England twice on the board (also row 3); each power plays once');
  });
  it('a player on three boards of one round (a doubler plays two at most)', () =>
    expect(saidOf(() => standings([...draw11(1, 1, 'Ann'), ...draw11(1, 2, 'Ann'), ...draw11(1, 3, 'Ann')]))).toBe(
      'DIP_STANDINGS: row 16, Player, atSitting(round: "1", kind: "board", id: "3"): playsTooOften(player: "Ann", times: 3, round: "1", earlier: [atSitting(round: "1", kind: "board", id: "1"), atSitting(round: "1", kind: "board", id: "2")], most: 2)',
    ));
  it('different Masterpoints ranks for one player', () =>
    expect(saidOf(() => standings([...draw11(1, 1, 'Ann', 5), ...draw11(2, 1, 'Ann', 4)]))).toBe(
      'DIP_STANDINGS: row 9, Masterpoints rank, atSitting(round: "2", kind: "board", id: "1"): masterpointsDiffer(header: "Masterpoints rank", rank: 4, player: "Ann", other: 5, row: 2)',
    ));
  it("a blank Masterpoints rank (a row a seating wrote) takes the player's rank from their other rows", () => {
    const withRank = (round: number, rank?: number) => draw11(round, 1, 'Ann', rank);
    for (const rows of [
      [...withRank(1, 5), ...withRank(2)],
      [...withRank(1), ...withRank(2, 5)],
    ])
      expect(standings(rows).ranked.find((r) => r.item.player === 'Ann')?.item.masterpoints).toBe(5);
  });
  it('board rules, with the board named', () =>
    expect(
      saidOf(() =>
        standings(
          board(2, 7, [
            ['Ann', 8],
            [null, 10],
          ]),
        ),
      ),
    ).toBe('DIP_STANDINGS: row 2, Board, atSitting(round: "2", kind: "board", id: "7"): boardSize(players: 2, size: 7)'));
});

describe('properties', () => {
  const rows = [
    ...win(1, 1, 'Ann'),
    ...draw11(1, 2, 'Bob'),
    ...draw(1, 3, 'Cal', 9, 10),
    ...draw11(2, 1, 'Cal'),
    ...eliminated(2, 2, 'Ann', 1904),
    ...draw(2, 3, 'Bob', 12, 3),
  ];
  it('shuffling rows never changes standings or awards', () => {
    const expected = standings(rows);
    fc.assert(
      fc.property(fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }), (shuffled) => {
        const got = standings(shuffled);
        expect(spilled(got)).toEqual(spilled(expected));
        expect(got.bestCountry.map(bestCountryRow)).toEqual(expected.bestCountry.map(bestCountryRow));
      }),
      { numRuns: 50 },
    );
  });
});

describe('DIP_STANDINGS: boards not yet played (docs/conventions.md)', () => {
  it('a board whose centres are all blank is left out, with a warning naming boards', () => {
    const unplayed = draw11(2, 1, 'Ann').map((r) => r.map((c, k) => (k === 4 || k === 5 || k === 6 ? '' : c)));
    const first = win(1, 1, 'Ann');
    const s = standings([...first, ...unplayed]);
    expect(s.warnings.map((w) => render(w))).toEqual(['1 board awaits scores (round 2)']);
    expect(s.ranked.map((r) => [r.item.player, r.item.points.toNumber()])).toEqual(
      standings(first).ranked.map((r) => [r.item.player, r.item.points.toNumber()]),
    );
  });
});

describe('DIP_STANDINGS with other scoring systems (docs/diplomacy.md#other-scoring-systems)', () => {
  const BARE = ['Round', 'Board', 'Player', 'Power', 'Centres'];
  const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
  const bare = (centres: number[], extra: unknown[][] = []) => [
    BARE,
    ...centres.map((c, k) => [1, 1, `P${k}`, powers[k], c, ...(extra[k] ?? [])]),
  ];
  it('a system that scores on centres alone needs no elimination years', () => {
    const s = diplomacyStandings('DIP_STANDINGS', bare([5, 4, 5, 5, 4, 5, 0]) as never, 'system=sum-of-squares');
    expect(s.ranked[0].item.points.toNumber()).toBeCloseTo((100 * 25) / 132, 9);
  });
  it('a system that reads them names itself when they are missing', () =>
    expect(saidOf(() => diplomacyStandings('DIP_STANDINGS', bare([5, 4, 5, 5, 4, 5, 0]) as never, 'system=carnage'))).toBe(
      'DIP_STANDINGS: row 8, Centres, atSitting(round: "1", kind: "board", id: "1"): neededBy(breach: noEliminationYear, system: "system=carnage")',
    ));
  it('the Conceded column makes a solo; the standings say which system scored them', () => {
    const rows = [[...BARE, 'Conceded'], ...[10, 9, 7, 4, 2, 1, 1].map((c, k) => [1, 1, `P${k}`, powers[k], c, k === 1 ? 'x' : ''])];
    const s = diplomacyStandings('DIP_STANDINGS', rows as never, 'system=draw-size');
    expect(s.ranked[0].item).toMatchObject({ player: 'P1', count: { Win: 1, Draw: 0, Loss: 0, Elimination: 0 } });
    expect(s.ranked[0].item.points.toNumber()).toBe(100);
    expect({ title: s.extra[0].title.en, rows: rowsIn([s.extra[0].header, ...s.extra[0].rows], 'en') }).toEqual({
      title: 'Scoring system',
      rows: [
        ['System', 'Name'],
        ['draw-size', 'Draw size'],
      ],
    });
  });
  it('Draw and Conceded flags on one board are an error', () =>
    expect(
      saidOf(() =>
        diplomacyStandings('DIP_STANDINGS', [
          [...BARE, 'Patta', 'Concessione'],
          ...[10, 9, 7, 4, 2, 1, 1].map((c, k) => [1, 1, `P${k}`, powers[k], c, k < 2 ? 'x' : '', k === 2 ? 'x' : '']),
        ] as never),
      ),
    ).toBe(
      'DIP_STANDINGS: row 2, Board, atSitting(round: "1", kind: "board", id: "1"): drawAndConceded(draw: "Patta", conceded: "Concessione")' +
        ' | row 2, Board, atSitting(round: "1", kind: "board", id: "1"): neededBy(breach: finalYearMissing, system: "system=kiss")',
    ));
});

describe('DIP_STANDINGS: doublers and count=best-N (docs/diplomacy.md#other-scoring-systems)', () => {
  it('a doubler’s round counts only its better game; best country sees both', () => {
    const rows = [...win(1, 1, 'Ann'), ...eliminated(1, 2, 'Ann', 1904), ...draw11(2, 1, 'Ann')];
    const s = standings(rows);
    const ann = s.ranked.find((r) => r.item.player === 'Ann')?.item;
    expect(ann?.points.toNumber()).toBe(35 + 11);
    expect(ann?.count).toEqual({ Win: 1, Draw: 1, Loss: 0, Elimination: 0 });
    expect(ann?.games).toHaveLength(2);
    expect(s.bestCountry.filter((g) => g.player === 'Ann').map((g) => g.board)).toContain('1');
  });
  it('count=best-2 sums each player’s two highest games, every game still a tie-break', () => {
    const rows = [...win(1, 1, 'Ann'), ...draw11(2, 1, 'Ann'), ...eliminated(3, 1, 'Ann', 1904)];
    const ann = (settings?: string) => standings(rows, settings).ranked.find((r) => r.item.player === 'Ann')?.item;
    expect(ann()?.points.toNumber()).toBe(35 + 11 + 0.75);
    expect(ann('count=best-2')?.points.toNumber()).toBe(46);
    expect(ann('count=best-12')?.points.toNumber()).toBe(46.75);
    expect(ann('count=best-2')?.games).toHaveLength(3);
  });
  it.each(['best-0', 'best-x', 'some'])('count=%s is refused with the shape', (count) =>
    expect(saidOf(() => standings(win(1, 1, 'Ann'), `count=${count}`))).toBe(
      `DIP_STANDINGS: settings: settingNotAllowed(key: "count", value: "${count}", allowed: ["all", "best-1", "best-2", "best-3", "best-4", "best-5"], shape: bestShape)`,
    ),
  );
});

describe('DIP_STANDINGS: tiebreak= reorders, shortens or extends the chain (docs/formats.md)', () => {
  // Ann: Win 35 + Elimination 0; Bob: Draw 20 (16 centres, outright) + Draw 15 (12 centres). Both 35 points.
  const rows = [...win(1, 1, 'Ann'), ...draw(1, 2, 'Bob', 16, 3), ...eliminated(2, 1, 'Ann', 1901), ...draw(2, 2, 'Bob', 12, 14)];
  const two = (settings: string) =>
    standings(rows, settings)
      .ranked.filter((r) => r.item.player === 'Ann' || r.item.player === 'Bob')
      .map((r) => [rankLabel(r), r.item.player, r.decidedBy?.en]);
  it('draws before wins − losses puts Bob first; solos (the number of wins) puts Ann first', () => {
    expect(two('tiebreak=draws>wins-losses').map((r) => r[1])).toEqual(['Bob', 'Ann']);
    expect(two('tiebreak=draws>wins-losses')[1][2]).toBe('draws');
    expect(two('tiebreak=solos')[1]).toEqual([expect.any(Number), 'Bob', 'wins']);
  });
  it('a chain that separates nothing leaves the players sharing a rank', () => {
    // Ann's best game beats Bob's; with only Masterpoints (blank for both) they stay equal
    const shared = two('tiebreak=masterpoints');
    expect(shared[0][0]).toMatch(/^=\d+$/);
    expect(shared[1][0]).toBe(shared[0][0]);
  });
  it("centres: total centres of the counted games, a spilled column after docs/diplomacy.md#tournament-standings's", () => {
    const s = spilled(standings(rows, 'tiebreak=centres'));
    expect(s[0]).toEqual(['Rank', 'Player', 'Points', 'Wins', 'Draws', 'Losses', 'Eliminations', 'Best game', 'Centres']);
    const centres = (settings: string) =>
      Object.fromEntries(
        spilled(standings(rows, settings))
          .slice(1)
          .map((r) => [r[1], r[8]]),
      );
    expect(centres('tiebreak=centres')).toMatchObject({ Ann: 18, Bob: 28 });
    // count=best-1: Ann's win (18), Bob's 20-point draw (16)
    expect(centres('tiebreak=centres; count=best-1')).toMatchObject({ Ann: 18, Bob: 16 });
    expect(two('tiebreak=centres').map((r) => r[1])).toEqual(['Bob', 'Ann']);
  });
  it("the standings sheet shows the columns of the chain's steps that are not spilled", () => {
    const sheetOnly = (settings?: string) =>
      standings(rows, settings)
        .columns.filter((c) => c.tieBreak)
        .map((c) => c.header.en);
    expect(sheetOnly()).toEqual(['Wins − losses', 'Second-best game', 'Third-best game', 'Masterpoints rank']);
    expect(sheetOnly('tiebreak=masterpoints>second')).toEqual(['Masterpoints rank', 'Second-best game']);
  });
  it('an unknown step lists the ids', () => {
    expect(saidOf(() => standings(rows, 'tiebreak=wins'))).toBe(
      'DIP_STANDINGS: settings: chainBadStep(key: "tiebreak", written: "wins", step: "wins", steps: "wins-losses, draws, best, second, third, masterpoints, centres, solos")',
    );
  });
});
