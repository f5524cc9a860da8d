import { customFunctionNames, ENTRY_POINTS, loadBundle } from './harness/appsScript';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';

// The built bundle, called as Sheets calls it: ranges as 2-D arrays made inside the script's own context.
const bundle = loadBundle();

describe('Catan custom functions in the built bundle', () => {
  it('CATAN_VP scores a column of several tables', () => {
    const S = [[3], [2], [2], [2], [5], [2], [2]];
    const C = [[2], [0], [0], [0], [1], [1], [0]];
    const zero = S.map(() => [0]);
    const roads = S.map(() => [5]);
    const tables = [[1], [1], [1], [1], [2], [2], [2]];
    expect(bundle.call('CATAN_VP', S, C, zero, zero, roads, roads, tables, '', [['x'], [''], [''], [''], ['x'], [''], ['']])).toEqual([
      [9],
      [2],
      [2],
      [2],
      [9],
      [4],
      [2],
    ]);
  });

  it('an impossible record is #ERROR! with the function, row, table, value and rule', () => {
    const col = (...xs: unknown[]) => xs.map((x) => [x]);
    expect(bundle.errorOf('CATAN_VP', col(2, 2, 2, 2, 2, 6), 0, 0, 0, 2, 2, col(1, 1, 1, 3, 3, 3))).toBe(
      'CATAN_VP: row 6 (table 3): 6 settlements; a player has at most 5',
    );
  });

  it('CATAN_STANDINGS spills an English header, the rows, then warnings', () => {
    const results = [
      ['Turno', 'Tavolo', 'Giocatore', 'PV', 'Dichiarata'],
      [1, 1, 'Ana', 11, ''],
      [1, 1, 'Bo', 10, 'x'],
      [1, 1, 'Cy', 7, ''],
      [1, 1, 'ana', 7, ''],
      ['', '', '', '', ''],
    ];
    expect(bundle.call('CATAN_STANDINGS', results, 'share=pooled')).toEqual([
      ['Rank', 'Player', 'Round points', 'VP', 'VP %', 'Games'],
      [1, 'Bo', 5, 10, 10 / 35, 1],
      [2, 'Ana', 3, 11, 11 / 35, 1],
      [3, 'ana', 1.5, 7, 7 / 35, 1],
      [4, 'Cy', 1.5, 7, 7 / 35, 1],
      ['', '', '', '', '', ''],
      ['Warning: "Ana" and "ana" differ only in case or accents; if they are one player, spell the name the same way', '', '', '', '', ''],
    ]);
  });

  it('an unknown setting lists the known ones', () => {
    expect(bundle.errorOf('CATAN_ROUNDPOINTS', [[9], [8], [7]], '', '', 'three=5-3-6')).toBe(
      'CATAN_ROUNDPOINTS: setting three="5-3-6" is not allowed; three takes 5-3-2 or 5-3-1 or 3 whole numbers from the 1st place\'s down, joined by - (such as 100-40-10)',
    );
  });
});

describe('Diplomacy custom functions in the built bundle', () => {
  const col = (...xs: unknown[]) => xs.map((x) => [x]);
  it('DIP_GAMESCORE and DIP_RESULT score a board laid out as a row', () => {
    expect(bundle.call('DIP_GAMESCORE', [[10, 8, 7, 5, 4, 0, 0]], [['', '', '', '', '', 1906, 1904]])).toEqual([
      [14, 11, 10, 8, 7, 1.25, 0.75],
    ]);
    expect(bundle.call('DIP_RESULT', [[18, 6, 5, 0, 0, 0, 0]])).toEqual([['Win', 'Loss', 'Loss', 'Loss', 'Loss', 'Loss', 'Loss']]);
  });
  it('DIP_STANDINGS and DIP_BESTCOUNTRY spill their tables', () => {
    const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
    const centres = [10, 8, 7, 5, 4, 0, 0];
    const elim = ['', '', '', '', '', 1906, 1904];
    const results = [
      ['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated'],
      ...powers.map((p, k) => [1, 1, `P${k}`, p, centres[k], elim[k]]),
    ];
    const standings = bundle.call('DIP_STANDINGS', results) as unknown[][];
    expect(standings[0]).toEqual(['Rank', 'Player', 'Points', 'Wins', 'Draws', 'Losses', 'Eliminations', 'Best game']);
    expect(standings[1]).toEqual([1, 'P0', 14, 0, 1, 0, 0, 'R1 Austria: Draw, 14']);
    const best = bundle.call('DIP_BESTCOUNTRY', results) as unknown[][];
    expect(best[0]).toEqual(['Power', 'Player', 'Round', 'Board', 'Result', 'Centres', 'Points']);
    expect(best[7]).toEqual(['Turkey', 'P6', '1', '1', 'Elimination', 0, 0.75]);
  });
  it('a board error names the board', () =>
    expect(bundle.errorOf('DIP_RESULT', col(10, 8), col('B1', 'B1'))).toBe(
      'DIP_RESULT: row 1 (board B1): 2 players on the board; a board has 7',
    ));
});

describe('Carcassonne custom functions in the built bundle', () => {
  it('score single cells and columns', () => {
    expect(bundle.call('CARC_CITY', 7, 2, 'cathedral, witch')).toBe(14);
    expect(bundle.call('CARC_MONASTERY')).toBe(9);
    expect(bundle.call('CARC_ROAD', [[3], [''], [4]], [['inn'], [''], ['']])).toEqual([[6], [''], [4]]);
  });
  it('CARC_EXPLAIN and CARC_SCORESHEET', () => {
    expect(bundle.call('CARC_EXPLAIN', 'road', 4, 'inn')).toBe('4 tiles ×1 = 4 · inn +4 → 8');
    expect(
      bundle.call('CARC_SCORESHEET', [
        ['Feature', 'Tiles', 'Modifiers', 'Ann', 'Bob'],
        ['road', 4, 'inn', 1, 0],
      ]),
    ).toEqual([
      ['Feature', 'Points', 'Ann', 'Bob'],
      ['road', 8, 8, 0],
      ['Total', '', 8, 0],
    ]);
  });
  it('CARC_ROUNDPOINTS scores duels and tables of 3–4 in one call', () =>
    expect(bundle.call('CARC_ROUNDPOINTS', [[80], [70], [9], [9], [9]], [['A'], ['A'], ['B'], ['B'], ['B']])).toEqual([
      [1],
      [0],
      [3],
      [3],
      [3],
    ]));
  it('CARC_STANDINGS spills the Swiss table, Romanian headers, and a warning for the round awaiting scores', () => {
    const results = [
      ['Runda', 'Masa', 'Jucător', 'Puncte'],
      [1, 1, 'Ana', 90],
      [1, 1, 'Bo', 80],
      [1, 'liber', 'Cy', ''],
      [2, 1, 'Cy', 70],
      [2, 1, 'Ana', 70],
      [2, 'bye', 'Bo', ''],
      [3, 1, 'Bo', ''],
      [3, 1, 'Cy', ''],
    ];
    // Ana and Cy have 1½ wins and Buchholz cut 1 of 1½ (Ana: Bo 1, Cy 1½; Cy: a bye 0, Ana 1½): Ana's +10 decides
    expect(bundle.call('CARC_STANDINGS', results, 'bye=win')).toEqual([
      ['Rank', 'Player', 'Wins', 'Buchholz', 'Score difference', 'Points', 'Games', 'Byes'],
      [1, 'Ana', 1.5, 1.5, 10, 160, 2, 0],
      [2, 'Cy', 1.5, 1.5, 0, 70, 1, 1],
      [3, 'Bo', 1, 1.5, -10, 80, 1, 1],
      ['', '', '', '', '', '', '', ''],
      ['Warning: 1 table awaits scores (round 3)', '', '', '', '', '', '', ''],
    ]);
  });
  it('CARC_TEAMS spills the team standings from Italian headers, and refuses a match within one team', () => {
    const results = [
      ['Turno', 'Incontro', 'Squadra', 'Giocatore', 'Partite vinte'],
      [1, 1, 'Italia', 'Ana', 2],
      [1, 1, 'Roma', 'Dan', 0],
      [1, 2, 'Italia', 'Bea', 1],
      [1, 2, 'Roma', 'Eli', 2],
      [1, 3, 'Italia', 'Cat', 2],
      [1, 3, 'Roma', 'Fay', 1],
    ];
    // Italia wins 2 duels of 3, games 5–3
    expect(bundle.call('CARC_TEAMS', results, 'preset=gg-teams')).toEqual([
      ['Rank', 'Team', 'Team matches won', 'Duel difference', 'Game difference', 'Games won', 'Team matches'],
      [1, 'Italia', 1, 1, 2, 5, 1],
      [2, 'Roma', 0, -1, -2, 3, 1],
    ]);
    expect(
      bundle.errorOf(
        'CARC_TEAMS',
        results.map((r, k) => (k === 2 ? [1, 1, 'Italia', 'Dan', 0] : r)),
      ),
    ).toBe(
      'CARC_TEAMS: row 2 (round 1, match 1): Ana and Dan (rows 2 and 3) are both of Italia; in a team event a match is between players of two teams',
    );
  });
  it('a token that does not fit is #ERROR! naming it', () =>
    expect(bundle.errorOf('CARC_ROAD', 3, 'pig')).toBe('CARC_ROAD: modifier "pig" does not apply to a road; it applies to a field'));
});

describe('an entirely blank first column comes back blank (docs/conventions.md), for every per-row function', () => {
  // the per-row functions, from the build's entry list: every custom function whose first argument is not a whole
  // results range, log, circuit's events or table of duels (those are header-driven) and that takes an argument at all
  const HEADER_DRIVEN = ['results', 'log', 'events', 'duels'];
  const perRow = ENTRY_POINTS.filter(
    (p) => customFunctionNames().includes(p.name) && p.params.length && !HEADER_DRIVEN.includes(p.params[0]),
  );
  const blank = () => [[''], [''], ['']];
  it('the list holds every game’s per-row functions', () => {
    expect(perRow.map((p) => p.name)).toEqual(
      expect.arrayContaining(['CATAN_ROUNDPOINTS', 'CARC_ROAD', 'DIP_GAMESCORE', 'CARC_ROUNDPOINTS']),
    );
  });
  // the arguments a formula gives as open-ended ranges; settings and modifiers are one cell each, left out here
  const ranges = (params: string[]) => params.slice(0, params.findIndex((p) => ['settings', 'modifiers'].includes(p)) >>> 0);
  it.each(perRow.map((p) => [p.name, ranges(p.params)]))('%s', (name, params) => {
    // a formula typed on an empty sheet: every per-row argument an open-ended range of blanks (CARC_EXPLAIN's first
    // names the feature whose arguments follow: a road's tiles)
    const args = name === 'CARC_EXPLAIN' ? ['road', blank()] : (params as string[]).map(blank);
    const answer = bundle.call(name as string, ...args) as unknown[][];
    expect(answer).toHaveLength(3);
    expect(answer.flat().every((c) => c === '')).toBe(true);
  });
});

describe("a function that answers numbers speaks the spreadsheet's language for its errors only (docs/languages.md)", () => {
  // every custom function that answers numbers (or the results other formulas compare): neither a header-driven
  // range (results, a log, a circuit's events, duels), whose answer always holds words, nor one that answers words of
  // its own (CATAN_CHECK, CARC_EXPLAIN)
  const numeric = ENTRY_POINTS.filter(
    (p) =>
      customFunctionNames().includes(p.name) &&
      p.params.length &&
      !['results', 'log', 'events', 'duels'].includes(p.params[0]) &&
      !['CATAN_CHECK', 'CARC_EXPLAIN'].includes(p.name),
  );
  const inLocale = (locale: string) => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.locale = locale;
    return { spreadsheet, bundle: loadBundle({ spreadsheet }) };
  };
  const reads = (spreadsheet: FakeSpreadsheet) => spreadsheet.log.calls.filter((c) => c === 'getSpreadsheetLocale').length;
  // each of its ranges (not its settings and modifiers) with n rows: the first wrong in every row (a number, a
  // feature or a token none reads), the others blank
  const rows = (params: readonly string[], n: number, first: string) =>
    params
      .slice(0, params.findIndex((p) => ['settings', 'modifiers'].includes(p)) >>> 0)
      .map((_, k) => Array.from({ length: n }, () => [k === 0 ? first : '']));

  it('the list holds each game’s', () =>
    expect(numeric.map((p) => p.name)).toEqual(
      expect.arrayContaining(['CATAN_VP', 'DIP_RESULT', 'DIP_GAMESCORE', 'CARC_ROAD', 'CARC_WATCHTOWER', 'CARC_AWARD']),
    ));

  it.each(numeric.map((p) => [p.name, p.params] as const))(
    '%s: no locale read for an answer; an error in Italian and Romanian, the locale read once, even for 2,000 rows',
    (name, params) => {
      const english = loadBundle().errorOf(name, ...rows(params, 2, '§')) as string;
      expect(english).toMatch(new RegExp(`^${name}: `));
      for (const locale of ['it_IT', 'ro_RO']) {
        const { spreadsheet, bundle } = inLocale(locale);
        bundle.call(name, ...rows(params, 2, '')); // blank rows answer blank: no words, no locale
        expect(reads(spreadsheet)).toBe(0);
        let told = '';
        try {
          bundle.call(name, ...rows(params, 2000, '§'));
        } catch (e) {
          told = (e as Error).message;
        }
        expect(told).toMatch(new RegExp(`^${name}: `));
        expect(told.split(' | ')[0]).not.toBe(english.split(' | ')[0]);
        expect(reads(spreadsheet)).toBe(1);
      }
    },
  );

  it('quote a fraction and an invalid date as the spreadsheet writes them', () => {
    const it = inLocale('it_IT').bundle;
    expect(it.errorOf('CATAN_VP', [[2.5], [2], [2]], 0, 0, 0, 2, 2)).toBe(
      'CATAN_VP: riga 1: insediamenti 2,5: deve essere un numero intero',
    );
    expect(inLocale('ro_RO').bundle.errorOf('CARC_ROAD', new Date(Number.NaN))).toBe(
      'CARC_ROAD: Cartonașe o dată nevalidă nu este un număr',
    );
    const results = [
      ['Round', 'Table', 'Player', 'VP'],
      [2.5, 1, 'Ada', 9],
    ];
    expect(it.errorOf('CATAN_STANDINGS', results)).toMatch(/^CATAN_STANDINGS: riga 2: \S+ 2,5 non è un numero intero/);
  });
});
