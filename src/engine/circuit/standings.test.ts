import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import type { Lang } from '../i18n/lang';
import { render, rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { Fraction } from '../shared/fraction';
import { spillTable } from '../shared/spill';
import { pointsRule } from './points';
import { circuitStandings } from './standings';

const HEADER = ['Event', 'Date', 'Player', 'Place', 'Players', 'Rounds', 'Boards', 'Tier'];
type Row = [string, string, string, Cell, Cell, Cell?, Cell?, Cell?];

/** An event's rows: its players in finishing order (a name, or a name and its place when places are shared). */
const event = (
  name: string,
  day: string,
  players: (string | [string, number])[],
  figures: { boards?: number; tier?: string; field?: number } = {},
): Row[] =>
  players.map((p, k) => [
    name,
    day,
    typeof p === 'string' ? p : p[0],
    typeof p === 'string' ? k + 1 : p[1],
    figures.field ?? players.length,
    3,
    figures.boards ?? '',
    figures.tier ?? '',
  ]);

const run = (rows: Row[], settings = '', aliases?: Cell[][]) => circuitStandings('CIRCUIT_STANDINGS', [HEADER, ...rows], aliases, settings);
/** The spill as a sheet in `lang` shows it (the custom function's adapter renders it in its settings' `lang=`). */
const spilled = (rows: Row[], settings = '', aliases?: Cell[][], lang: Lang = 'en') =>
  rowsIn(spillTable(run(rows, settings, aliases)), lang);
/** Each player's Points, as the spill gives them. */
const points = (rows: Row[], settings = '') =>
  Object.fromEntries(
    spilled(rows, settings)
      .slice(1)
      .filter((r) => r[1] !== '')
      .map((r) => [r[1], r[2]]),
  );
/** One event's points by place, exact. */
const byPlace = (value: string, figures: { players: number; boards?: number; tier?: 'WDC' | 'DIPCON' }, last = figures.players) =>
  pointsRule(value)
    .places(figures, last)
    .map((f) => f.toString());

const players = (n: number) => Array.from({ length: n }, (_, k) => `P${String(k + 1).padStart(2, '0')}`);

describe('points=nagp: the North American Grand Prix 2010', () => {
  // diplom.org/~seattle/grandprix/gprules.htm, Scoring 1–2: "An event will be worth 10 times the total number of boards
  // played in the three largest rounds of the tournament, up to a maximum of 300 points. The event winner will earn
  // these points. Each subsequent position will earn 90 percent of the previous position, down to a minimum of 5 points."
  it('16 boards: 160, 144, 129.6, 116.64, 104.976 …; place 33 is 160 × 0.9^32 = 5.4938…; 34th and below 5', () => {
    const places = pointsRule('nagp').places({ players: 40, boards: 16 }, 40);
    expect(places.slice(0, 5).map((f) => f.toNumber())).toEqual([160, 144, 129.6, 116.64, 104.976]);
    expect(
      places[32].equals(
        Fraction.of(160)
          .mul(Fraction.of(9 ** 16, 10 ** 16))
          .mul(Fraction.of(9 ** 16, 10 ** 16)),
      ),
    ).toBe(true);
    expect(places[32].toNumber()).toBeCloseTo(5.49389411246802, 12);
    expect(places.slice(33).every((f) => f.equals(Fraction.of(5)))).toBe(true);
  });

  it('is at most 300 (40 boards would make 400), and every player of a large field scores at least 5', () => {
    expect(byPlace('nagp', { players: 280, boards: 40 }).slice(0, 3)).toEqual(['300', '270', '243']);
    expect(byPlace('nagp', { players: 280, boards: 40 }).at(-1)).toBe('5');
  });

  it("two events: a player's total is the sum of every event (the NAGP counts all), exactly", () => {
    const rows = [
      ...event('Dixiecon', '2010-05-28', players(21), { boards: 9 }),
      ...event('Weasel Moot', '2010-09-10', ['P03', 'P01', 'P02'], { boards: 3 }),
    ];
    // P01: 90 + 27; P03: 72.9 + 30; P02: 81 + 24.3
    expect(points(rows, 'points=nagp')).toMatchObject({ P01: 117, P02: 105.3, P03: 102.9 });
    expect(
      run(rows, 'points=nagp')
        .rows.slice(0, 3)
        .map((r) => r[1]),
    ).toEqual(['P01', 'P02', 'P03']);
  });
});

describe('points=nagp2002: the Grand Prix of 2002–03', () => {
  // diplom.org/Zine/W2002A/Dwornicki/GrandPrix.html: "The winner will receive 10 points for every board played in the
  // largest four rounds. Every subsequent position will receive 90% of the points of the previous position, 50% of
  // participants will score points. Maximum points awarded for first place is 500." 2003 changes: "World Dip Con (WDC)
  // and Dip Con will use .95 to calculate subsequent positions."
  it('5 boards, 35 players: 50, 45, 40.5 …; the better 18 places (⌈35/2⌉) score, 50 × 0.9^17 = 8.3385… the last; the rest 0', () => {
    const places = pointsRule('nagp2002').places({ players: 35, boards: 5 }, 35);
    expect(places.slice(0, 3).map((f) => f.toNumber())).toEqual([50, 45, 40.5]);
    expect(places[17].toNumber()).toBeCloseTo(8.338590849833285, 12);
    expect(places.slice(18).every((f) => f.equals(Fraction.ZERO))).toBe(true);
  });

  it('at a World Championship or DipCon each place is 95% of the one above; 60 boards are capped at 500', () => {
    expect(byPlace('nagp2002', { players: 420, boards: 60, tier: 'WDC' }).slice(0, 3)).toEqual(['500', '475', '1805/4']);
    expect(byPlace('nagp2002', { players: 70, boards: 30, tier: 'DIPCON' }).slice(0, 3)).toEqual(['300', '285', '1083/4']);
  });

  it('reads the Tier: WDC and DIPCON in any case, blank for any other event', () => {
    const rows = event('DipCon', '2003-07-04', players(8), { boards: 2, tier: 'dipcon' });
    expect(points(rows, 'points=nagp2002')).toMatchObject({ P01: 20, P02: 19, P03: 18.05, P04: 17.1475, P05: 0 });
  });
});

describe('points=linear:P: the European Grand Prix', () => {
  // diplomania-gen.fr, EGP 2025 system: "if 100 point are distributed between 10 players: 1° = 100, 2° = 90, 3° = 80 …
  // 10° = 10"; Tier A: 500 points.
  it('100 over 10 players: 100, 90, 80, …, 10; linear alone is linear:100', () => {
    expect(byPlace('linear:100', { players: 10 })).toEqual(['100', '90', '80', '70', '60', '50', '40', '30', '20', '10']);
    expect(byPlace('linear', { players: 10 })).toEqual(byPlace('linear:100', { players: 10 }));
  });

  it('500 over 7 (Tier A): place p of N gets 500·(N − p + 1)/N, exact thirds and sevenths', () => {
    expect(byPlace('linear:500', { players: 7 })).toEqual(['500', '3000/7', '2500/7', '2000/7', '1500/7', '1000/7', '500/7']);
    expect(byPlace('linear:100', { players: 3 })).toEqual(['100', '200/3', '100/3']);
  });
});

describe('points=table:…: a fixed table', () => {
  // carcassonne.hu/mc-csoport/mc-versenyek: "Az egyes versenyeken az első nyolc helyezett szerez bajnoki pontokat (10, 8,
  // 6, 5, ..., 1 pontot a helyezések sorrendjében)": the first eight score 10, 8, 6, 5, 4, 3, 2, 1; a season is the sum.
  it('the Hungarian Carcassonne group: 10-8-6-5-4-3-2-1, and 0 from the 9th place', () => {
    expect(byPlace('table:10-8-6-5-4-3-2-1', { players: 10 })).toEqual(['10', '8', '6', '5', '4', '3', '2', '1', '0', '0']);
    const rows = [...event('Tavaszi kupa', '2023-03-12', players(10)), ...event('Nyári kupa', '2023-06-18', ['P10', 'P09', 'P01'])];
    expect(points(rows, 'points=table:10-8-6-5-4-3-2-1')).toMatchObject({ P01: 16, P10: 10, P09: 8, P02: 8 });
  });

  // britishothello.org.uk/bgp2015standings.html: "three players tied for third place will each be awarded 100 points.
  // This is equal to the sum of points for third and fourth and fifth places (120+100+80 = 300) divided by three".
  it('ties=split: three tied for 3rd share the 3rd, 4th and 5th places (120 + 100 + 80)/3 = 100 each', () => {
    const rows = event('Cambridge', '2015-05-02', ['A', 'B', ['C', 3], ['D', 3], ['E', 3], ['F', 6]]);
    expect(points(rows, 'points=table:200-160-120-100-80-60-40-20-10-5')).toEqual({ A: 200, B: 160, C: 100, D: 100, E: 100, F: 60 });
    // ties=best: each has the points of the best place of them
    expect(points(rows, 'points=table:200-160-120-100-80-60-40-20-10-5; ties=best')).toMatchObject({ C: 120, D: 120, E: 120 });
  });
});

describe('best=N: the best events count (the Othello European Grand Prix: best 4)', () => {
  // worldothello.org/tournaments/european-grand-prix/egp-historic: "1st 200; 2nd 140; 3rd 90; 4th 60; 5th 40; 6th 30;
  // 7th 20; 8th 15; 9th 10; 10th 5. Ties for placings fifth and below are not resolved and all tied players are awarded
  // points equal to the total points awarded for the tied players divided by the number of players. A player's points
  // total consists of his or her best 4 scoring tournaments."
  const TABLE = 'points=table:200-140-90-60-40-30-20-15-10-5';
  const season: Row[] = [
    ...event('Milan', '2024-03-09', ['Ann', 'Bo', 'Cy', 'Di', ['Eve', 5], ['Fay', 5]]),
    ...event('Paris', '2024-04-13', ['Bo', 'Ann', 'Cy', 'Di', 'Eve', 'Fay']),
    ...event('Prague', '2024-05-18', ['Cy', 'Di', 'Bo', 'Ann', 'Fay', 'Eve']),
    ...event('Athens', '2024-06-22', ['Di', 'Cy', 'Ann', 'Bo', 'Eve', 'Fay']),
    ...event('Ghent', '2024-07-27', ['Fay', 'Eve', 'Di', 'Cy', 'Bo', 'Ann']),
  ];

  it('two tied for 5th share (40 + 30)/2 = 35; each player counts the best 4 of 5', () => {
    // Ann: 200, 140, 60, 90, 30 → best 4: 200 + 140 + 90 + 60 = 490 (the 30 of Ghent left out)
    // Bo: 140, 200, 90, 60, 40 → 490; Cy: 90, 90, 200, 140, 60 → 520; Di: 60, 60, 140, 200, 90 → 490 (one 60 left out)
    // Eve: 35, 40, 30, 40, 140 → 255; Fay: 35, 30, 40, 30, 200 → 305
    expect(spilled(season, `${TABLE}; best=4`)).toEqual([
      ['Rank', 'Player', 'Points', 'Events', 'Counted', 'Best place', 'Milan', 'Paris', 'Prague', 'Athens', 'Ghent'],
      [1, 'Cy', 520, 5, 4, 1, 90, 90, 200, 140, '(60)'],
      ['=2', 'Ann', 490, 5, 4, 1, 200, 140, 60, 90, '(30)'],
      ['=2', 'Bo', 490, 5, 4, 1, 140, 200, 90, 60, '(40)'],
      ['=2', 'Di', 490, 5, 4, 1, 60, '(60)', 140, 200, 90],
      [5, 'Fay', 305, 5, 4, 1, 35, 30, 40, '(30)', 200],
      [6, 'Eve', 255, 5, 4, 2, 35, 40, '(30)', 40, 140],
    ]);
  });

  it("of two equal events the later is the one left out (Di's 60 of Paris, not Milan's; Fay's 30 of Athens, not Paris')", () => {
    const cells = Object.fromEntries(
      spilled(season, `${TABLE}; best=4`)
        .slice(1)
        .map((r) => [r[1], r.slice(6)]),
    );
    expect(cells.Di.slice(0, 2)).toEqual([60, '(60)']);
    expect([cells.Fay[1], cells.Fay[3]]).toEqual([30, '(30)']);
  });

  it('best=all (the default) counts every event', () => {
    expect(points(season, TABLE)).toMatchObject({ Ann: 520, Cy: 580, Eve: 285 });
  });

  it('a left-out event is written in brackets in the reader’s language: (45,5) in Italian and Romanian', () => {
    const rows = [...event('A', '2024-01-01', ['X', 'Y']), ...event('B', '2024-02-01', ['Y', 'X'])];
    const table = run(rows, 'points=linear:91; best=1');
    expect(rowsIn(spillTable(table), 'en')[1].slice(6)).toEqual([91, '(45.5)']);
    expect(rowsIn(spillTable(table), 'it')[1].slice(6)).toEqual([91, '(45,5)']);
  });
});

describe('the standings', () => {
  it('heads an event with its date when two events share a name, and orders events by date, then by name', () => {
    const rows = [
      ...event('Open', '2024-09-01', ['A', 'B']),
      ...event('Cup', '2024-03-01', ['B', 'A']),
      ...event('Open', '2024-03-01', ['A', 'B']),
    ];
    expect(spilled(rows)[0].slice(6)).toEqual(['Cup', 'Open (2024-03-01)', 'Open (2024-09-01)']);
  });

  it('min-events=N lists players below it after the others, without a rank', () => {
    const rows = [...event('A', '2024-01-01', ['Solo', 'Ann', 'Bo']), ...event('B', '2024-02-01', ['Bo', 'Ann'])];
    // Bo 100/3 + 100, Ann 200/3 + 50; Solo's 100 from one event
    expect(
      spilled(rows, 'min-events=2')
        .slice(1)
        .map((r) => [r[0], r[1], r[2]]),
    ).toEqual([
      [1, 'Bo', 400 / 3],
      [2, 'Ann', 350 / 3],
      ['', 'Solo', 100],
    ]);
  });

  it('an alias counts as its player; names that differ in case or accents, or an initial, are warned of, never merged', () => {
    const rows = [
      ...event('A', '2024-01-01', ['Franca Viola', 'Nicolò Rossi', 'Ann Lee']),
      ...event('B', '2024-02-01', ['F. Viola', 'Nicolo Rossi', 'A. Lee']),
    ];
    const aliases = [
      ['Alias', 'Player'],
      ['A. Lee', 'Ann Lee'],
    ];
    const t = run(rows, '', aliases);
    // 100 each for the two Violas; 200/3 each for Ann Lee (two thirds) and the two Rossis: shared ranks, by name
    expect(t.rows.map((r) => [r[0], r[1]])).toEqual([
      ['=1', 'F. Viola'],
      ['=1', 'Franca Viola'],
      ['=3', 'Ann Lee'],
      ['=3', 'Nicolo Rossi'],
      ['=3', 'Nicolò Rossi'],
    ]);
    expect(t.warnings.map((w) => render(w))).toEqual([
      '"Nicolò Rossi" and "Nicolo Rossi" differ only in case or accents; if they are one player, spell the name the same way',
      '"F. Viola" and "Franca Viola" may be one player (an initial and a first name before one surname); if they are, write the name the same way',
    ]);
    expect(spilled(rows, '', aliases).at(-1)?.[0]).toMatch(/^Warning: "F. Viola"/);
  });

  it('speaks its lang=: Italian and Romanian headers', () => {
    const rows = event('A', '2024-01-01', ['X', 'Y']);
    expect(spilled(rows, 'lang=it', undefined, 'it')[0]).toEqual([
      'Pos.',
      'Giocatore',
      'Punti',
      'Tornei',
      'Conteggiati',
      'Miglior posizione',
      'A',
    ]);
    expect(spilled(rows, 'lang=ro', undefined, 'ro')[0]).toEqual([
      'Loc',
      'Jucător',
      'Puncte',
      'Turnee',
      'Luate în calcul',
      'Cel mai bun loc',
      'A',
    ]);
  });

  it('reads dates as Sheets gives them and as text, YYYY-MM-DD with a time or without', () => {
    const rows: Row[] = [
      ['A', new Date(2024, 0, 5, 18, 30) as unknown as string, 'X', 1, 2],
      ['A', '2024-01-05', 'Y', 2, 2],
    ];
    expect(spilled(rows)[0]).toEqual(['Rank', 'Player', 'Points', 'Events', 'Counted', 'Best place', 'A']);
  });
});

describe('bad input: an error naming the cell (SPEC §16.5)', () => {
  const err = (rows: Row[], settings = '', aliases?: Cell[][]) => saidOf(() => run(rows, settings, aliases));
  it('a Place that is not a whole number from 1 to Players', () => {
    expect(err([['A', '2024-01-01', 'X', 3, 2]])).toBe(
      'CIRCUIT_STANDINGS: row 2, Place: placeOutsideField(header: "Place", value: "3", players: 2, field: "Players")',
    );
    expect(err([['A', '2024-01-01', 'X', 1.5, 2]])).toMatch(/row 2, Place: placeOutsideField\(.*value: decimal\(value: 1.5\)/);
    expect(err([['A', '2024-01-01', 'X', 'first', 2]])).toMatch(/row 2, Place: placeOutsideField\(.*value: "first"/);
  });

  it('the same player twice in one event, after the aliases', () => {
    expect(
      err(
        [
          ['A', '2024-01-01', 'X', 1, 2],
          ['A', '2024-01-01', 'x.', 2, 2],
        ],
        '',
        [
          ['Alias', 'Player'],
          ['x.', 'X'],
        ],
      ),
    ).toBe('CIRCUIT_STANDINGS: row 3, Player: playerTwiceInEvent(player: "X", event: "A (2024-01-01)", row: 2)');
  });

  it('Boards missing under points=nagp or nagp2002: the column, or a blank cell', () => {
    const noBoards = [
      ['Event', 'Date', 'Player', 'Place', 'Players'],
      ['A', '2024-01-01', 'X', 1, 2],
    ];
    expect(saidOf(() => circuitStandings('CIRCUIT_STANDINGS', noBoards, undefined, 'points=nagp'))).toBe(
      'CIRCUIT_STANDINGS: row 1: boardsColumnNeeded(missing: columnMissing(column: columnLabel(key: "boards"), aliases: ["Boards", "Tavoli", "Mese", "Tables"]), points: "nagp")',
    );
    expect(err([['A', '2024-01-01', 'X', 1, 2, 3, '', '']], 'points=nagp2002')).toBe(
      'CIRCUIT_STANDINGS: row 2, Boards: boardsNeeded(header: "Boards", points: "nagp2002")',
    );
  });

  it('an unknown Tier; figures that differ within one event; a bad date', () => {
    expect(err([['A', '2024-01-01', 'X', 1, 2, 3, 2, 'Major']])).toBe(
      'CIRCUIT_STANDINGS: row 2, Tier: unknownTier(header: "Tier", value: "Major")',
    );
    expect(
      err([
        ['A', '2024-01-01', 'X', 1, 2],
        ['A', '2024-01-01', 'Y', 2, 3],
      ]),
    ).toBe(
      'CIRCUIT_STANDINGS: row 3, Players: eventFigureDiffers(header: "Players", value: "3", other: "2", row: 2, event: "A (2024-01-01)")',
    );
    expect(err([['A', '14/03/2024', 'X', 1, 2]])).toBe('CIRCUIT_STANDINGS: row 2, Date: notADate(noun: "Date", value: "14/03/2024")');
    expect(err([['A', '2024-02-30', 'X', 1, 2]])).toMatch(/notADate/);
  });

  it('best=0, and a points table that rises', () => {
    expect(err([['A', '2024-01-01', 'X', 1, 1]], 'best=0')).toMatch(
      /^CIRCUIT_STANDINGS: settings: settingNotAllowed\(key: "best", value: "0"/,
    );
    expect(err([['A', '2024-01-01', 'X', 1, 1]], 'points=table:5-8')).toMatch(/settingNotAllowed\(key: "points"/);
  });

  it('settings given where the aliases go: the aliases are a range, and the message says how to leave them out', () => {
    expect(saidOf(() => circuitStandings('CIRCUIT_STANDINGS', [HEADER, ['A', '2024-01-01', 'X', 1, 1]], 'points=nagp'))).toBe(
      'CIRCUIT_STANDINGS: aliases, aliases: aliasesRange(example: "Aliases!A1:B", formula: "=CIRCUIT_STANDINGS(Events!A1:H; ; \\"best=3\\")")',
    );
  });

  it('aliases: a blank cell, an alias for two players, a circle', () => {
    const row: Row[] = [['A', '2024-01-01', 'X', 1, 1]];
    expect(
      err(row, '', [
        ['Alias', 'Player'],
        ['F.', ''],
      ]),
    ).toBe('CIRCUIT_STANDINGS: aliases, row 2, Player: blankCell(header: "Player")');
    expect(
      err(row, '', [
        ['Alias', 'Player'],
        ['F.', 'Fay'],
        ['F.', 'Fred'],
      ]),
    ).toBe('CIRCUIT_STANDINGS: aliases, row 3, Alias: aliasTwice(alias: "F.", row: 2, player: "Fay")');
    expect(
      err(row, '', [
        ['Alias', 'Player'],
        ['A', 'B'],
        ['B', 'A'],
      ]),
    ).toMatch(/aliases, row 2, Alias: aliasCircle\(alias: "A", chain: \["A", "B", "A"\]\)/);
  });
});

describe('properties', () => {
  /** One event: its day and name, a field from a pool of 10, and whether each player is tied with the one above. */
  const oneEvent = fc.record({
    day: fc.integer({ min: 1, max: 28 }),
    name: fc.constantFrom('Open', 'Cup', 'Masters'),
    field: fc.shuffledSubarray(players(10), { minLength: 1 }),
    tied: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
  });
  type Event = { day: number; name: string; field: string[]; tied: boolean[] };
  /** An event's rows, a tied player taking the place of the one above as the standings write `=4`; an event met again is left out. */
  const rowsOf = (events: Event[]): Row[] => {
    const seen = new Set<string>();
    return events.flatMap((e) => {
      if (seen.has(`${e.day} ${e.name}`)) return [];
      seen.add(`${e.day} ${e.name}`);
      let place = 1;
      return e.field.map((p, k): Row => {
        if (k > 0 && !e.tied[k]) place = k + 1;
        return [e.name, `2024-02-${String(e.day).padStart(2, '0')}`, p, place, e.field.length, 3, 4, ''];
      });
    });
  };

  it('the same rows in any order give the same standings', () => {
    const settings = fc.constantFrom(
      'points=linear',
      'points=nagp; best=2',
      'points=table:10-8-6; ties=best',
      'points=nagp2002; min-events=2',
    );
    fc.assert(
      fc.property(fc.array(oneEvent, { minLength: 1, maxLength: 6 }), settings, fc.integer(), (events, text, seed) => {
        const rows = rowsOf(events);
        const shuffled = [...rows].sort((a, b) => hash(a, seed) - hash(b, seed));
        expect(spilled(shuffled, text)).toEqual(spilled(rows, text));
      }),
    );
  });

  it('ties=split shares exactly what the places are worth: an event pays out the sum of its places, whatever is shared', () => {
    fc.assert(
      fc.property(oneEvent, (e) => {
        const n = e.field.length;
        // linear:60 pays 60·(N − p + 1)/N to place p: 30·(N + 1) in all
        const paid = spilled(rowsOf([e]), 'points=linear:60')
          .slice(1)
          .reduce((sum, r) => sum + (r[2] as number), 0);
        expect(paid).toBeCloseTo(30 * (n + 1), 9);
      }),
    );
  });
});

/** A row's place in a shuffle: a hash of its text and a seed. */
function hash(row: Row, seed: number): number {
  let h = seed | 0;
  for (const c of JSON.stringify(row)) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}
