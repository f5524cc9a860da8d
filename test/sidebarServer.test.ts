import { MENU_WORDS } from '../src/appsscript/menuWords';
import { GAMES } from '../src/engine/games';
import { loadBundle } from './harness/appsScript';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { GAME_IDS, GAME_TITLES } from './harness/games';
import { catanResults } from './harness/tournaments';

type Outcome = { ok: boolean; busy?: boolean; sheet?: string; players?: number; problems?: { cell?: string; message: string }[] };

function setup(results: unknown[][], name = 'Results') {
  const spreadsheet = new FakeSpreadsheet();
  const input = spreadsheet.addSheet(name, results);
  const bundle = loadBundle({ spreadsheet });
  const build = (request: object = { game: 'catan', sheet: name, settings: '' }) => bundle.call('buildStandings', request) as Outcome;
  return { spreadsheet, input, bundle, build, before: input.snapshot() };
}

const standingsSheet = (s: FakeSpreadsheet, title = 'Catan') => s.getSheetByName(`Standings – ${title}`);

describe('building the standings sheet', () => {
  it('writes a frozen bold header, ranks, every tie-break column and a note on tied pairs', () => {
    const { spreadsheet, input, build, before } = setup([
      ['Round', 'Table', 'Player', 'VP'],
      [1, 1, 'Ada', 10],
      [1, 1, 'Bo', 8],
      [1, 1, 'Cy', 8],
      [1, 1, 'Di', 5],
    ]);
    expect(build()).toMatchObject({ ok: true, sheet: 'Standings – Catan', players: 4, games: 1 });
    const sheet = standingsSheet(spreadsheet);
    expect(sheet).not.toBeNull();
    const values = sheet!.getDataRange().getValues();
    expect(values[0]).toEqual(['Rank', 'Player', 'Round points', 'VP', 'VP %', 'Games', 'Tie-break']);
    expect(values.slice(1).map((r) => r.slice(0, 6))).toEqual([
      [1, 'Ada', 5, 10, 10 / 31, 1],
      [2, 'Bo', 2.5, 8, 8 / 31, 1],
      [3, 'Cy', 2.5, 8, 8 / 31, 1],
      [4, 'Di', 1, 5, 5 / 31, 1],
    ]);
    expect(values[3][6]).toBe('Level with Bo on round points, VP, VP %; placed below by name');
    expect(sheet!.getRange('A4').getNotes()[0][0]).toBe('Level with Bo on round points, VP, VP %; placed below by name');
    expect(sheet!.getFrozenRows()).toBe(1);
    expect(
      sheet!
        .getRange('A1:G1')
        .getFontWeights()[0]
        .every((w) => w === 'bold'),
    ).toBe(true);
    expect(sheet!.getRange('E2').getNumberFormats()[0][0]).toBe('0.0%');
    expect(input.snapshot()).toBe(before);
  });

  it("lists a roster's players with no match after the others (SPEC §17.3), again on Refresh; a roster gone is refused; Catan's ignore it", () => {
    const { spreadsheet, bundle, build } = setup([
      ['Round', 'Match', 'Player', 'Games won'],
      [1, 1, 'Ada', 2],
      [1, 1, 'Bo', 1],
    ]);
    spreadsheet.addSheet('Players', [['Player'], ['Ada'], ['Bo'], ['Zed'], ['Cy']]);
    const request = { game: 'carcassonne', sheet: 'Results', settings: '', roster: 'Players' };
    expect(build(request)).toMatchObject({ ok: true, players: 4, games: 1 });
    const names = () =>
      standingsSheet(spreadsheet, 'Carcassonne')!
        .getDataRange()
        .getValues()
        .slice(1)
        .map((r) => [r[0], r[1]]);
    expect(names()).toEqual([
      [1, 'Ada'],
      [2, 'Bo'],
      ['', 'Cy'],
      ['', 'Zed'],
    ]);
    // the sidebar shows the roster with the last build
    expect((bundle.call('getSidebarState', {}) as { saved: { roster?: string } }).saved.roster).toBe('Players');
    spreadsheet
      .getSheetByName('Players')!
      .getRange('A6')
      .setValues([['Dan']]);
    bundle.call('refreshStandings');
    expect(names().map((r) => r[1])).toEqual(['Ada', 'Bo', 'Cy', 'Dan', 'Zed']);
    const before = standingsSheet(spreadsheet, 'Carcassonne')!.snapshot();
    expect(build({ ...request, roster: 'Gone' })).toEqual({ ok: false, problems: [{ message: 'There is no roster sheet named "Gone".' }] });
    expect(standingsSheet(spreadsheet, 'Carcassonne')!.snapshot()).toBe(before);
    const catan = setup([
      ['Round', 'Table', 'Player', 'VP'],
      [1, 1, 'Ada', 10],
      [1, 1, 'Bo', 8],
      [1, 1, 'Cy', 8],
    ]);
    catan.spreadsheet.addSheet('Players', [['Player'], ['Zed']]);
    expect(catan.build({ game: 'catan', sheet: 'Results', settings: '', roster: 'Players' })).toMatchObject({ ok: true, players: 3 });
  });

  it('after a refresh the standings sheet ranks the final stage first, with the Final column and notes naming the stage', () => {
    const rows = [
      ['Round', 'Table', 'Player', 'Score', 'Starts'],
      [1, 1, 'Ada', 90, true],
      [1, 1, 'Bo', 80, false],
      [1, 2, 'Cy', 70, true],
      [1, 2, 'Di', 60, false],
    ];
    const { spreadsheet, input, build, bundle } = setup(rows);
    expect(build({ game: 'carcassonne', sheet: 'Results', settings: 'finals=top4' })).toMatchObject({ ok: true });
    expect(standingsSheet(spreadsheet, 'Carcassonne')!.getRange('A1:I1').getValues()[0]).not.toContain('Final');
    // the semi-finals, 1 v 4 and 2 v 3, played: Di and Cy win
    input.load([...rows, ['SF', 1, 'Ada', 50, true], ['SF', 1, 'Di', 60, false], ['SF', 2, 'Bo', 40, true], ['SF', 2, 'Cy', 45, false]]);
    expect(bundle.call('refreshStandings')).toBeUndefined();
    const values = standingsSheet(spreadsheet, 'Carcassonne')!.getDataRange().getValues();
    expect(values[0]).toEqual(['Rank', 'Player', 'Wins', 'Buchholz', 'Score difference', 'Points', 'Games', 'Byes', 'Final', 'Tie-break']);
    expect(values.slice(1).map((r) => [r[0], r[1], r[8], r[9]])).toEqual([
      [1, 'Cy', 'Final', ''],
      [2, 'Di', 'Final', 'Placed below Cy by the preliminary standings'],
      [3, 'Ada', 'Semi-final', 'Placed below Di by the semi-final'],
      [4, 'Bo', 'Semi-final', 'Placed below Ada by the preliminary standings'],
    ]);
  });

  it('builds Carcassonne standings from a Swiss results sheet: its columns, shared ranks and the note on each pair', () => {
    const { spreadsheet, build } = setup([
      ['Round', 'Table', 'Player', 'Score'],
      [1, 1, 'Ada', 90],
      [1, 1, 'Bo', 80],
      [1, 2, 'Cy', 70],
      [1, 2, 'Di', 70],
      [1, 'bye', 'Eve', ''],
    ]);
    expect(build({ game: 'carcassonne', sheet: 'Results', settings: 'tiebreak=points>buchholz' })).toMatchObject({
      ok: true,
      sheet: 'Standings – Carcassonne',
      players: 5,
      games: 2,
    });
    const values = standingsSheet(spreadsheet, 'Carcassonne')!.getDataRange().getValues();
    expect(values).toEqual([
      // the chain's columns in its order, then the standard ones not yet shown (docs/formats.md)
      ['Rank', 'Player', 'Wins', 'Points', 'Buchholz', 'Score difference', 'Games', 'Byes', 'Tie-break'],
      [1, 'Ada', 1, 90, 0, 10, 1, 0, ''],
      [2, 'Eve', 1, 0, 0, 0, 0, 1, 'Level with Ada on wins; placed below by points'],
      ['=3', 'Cy', 0.5, 70, 0, 0, 1, 0, ''],
      ['=3', 'Di', 0.5, 70, 0, 0, 1, 0, 'Level with Cy on every tie-break: shared rank'],
      [5, 'Bo', 0, 80, 0, -10, 1, 0, ''],
    ]);
  });

  it('makes the same number of spreadsheet calls for 10, 100 and 1,000 players', () => {
    const counts = [10, 100, 1000].map((players) => {
      const { spreadsheet, build } = setup(catanResults(players));
      build(); // a first build creates the sheet; the count that matters is a refresh's
      const startCount = spreadsheet.log.count;
      expect(build()).toMatchObject({ ok: true, players });
      return spreadsheet.log.count - startCount;
    });
    expect(new Set(counts).size).toBe(1);
  });

  it('a build that finds bad data lists every problem with its cell and leaves the old sheet byte for byte', () => {
    const { spreadsheet, input, build } = setup(catanResults(12));
    build();
    const old = standingsSheet(spreadsheet)!.snapshot();
    input.getRange('D3').setValue(23);
    input.getRange('C7').setValue('');
    const before = input.snapshot();
    const outcome = build();
    expect(outcome.ok).toBe(false);
    expect(outcome.problems).toEqual(
      expect.arrayContaining([
        { cell: 'Results!D3', message: 'round 1, table 1: 23 VP; a player scores 2 to 22 VP' },
        { cell: 'Results!C7', message: 'blank Player' },
      ]),
    );
    expect(standingsSheet(spreadsheet)!.snapshot()).toBe(old);
    expect(input.snapshot()).toBe(before);
  });

  it.each(['setValues', 'setNotes', 'setFrozenRows', 'setProperties'])(
    'a service failure at %s takes back what was written: the old standings, byte for byte, and the sidebar says so',
    (call) => {
      const { spreadsheet, build, input, before } = setup(catanResults(12));
      build();
      const old = standingsSheet(spreadsheet)!.snapshot();
      const names = spreadsheet.getSheets().map((s) => s.getName());
      spreadsheet.log.failOn = call;
      const outcome = build();
      spreadsheet.log.failOn = undefined;
      expect(outcome.ok).toBe(false);
      expect(outcome.problems?.[0].message).toMatch(
        /Google Sheets refused a change while writing the standings .*simulated.*: the spreadsheet is as it was/,
      );
      expect(standingsSheet(spreadsheet)!.snapshot()).toBe(old);
      expect(spreadsheet.getSheets().map((s) => s.getName())).toEqual(names);
      expect(input.snapshot()).toBe(before);
    },
  );

  it('a second build while one runs is told busy and writes nothing', () => {
    const spreadsheet = new FakeSpreadsheet();
    const input = spreadsheet.addSheet('Results', catanResults(12));
    const bundle = loadBundle({ spreadsheet, lockAvailable: false });
    const outcome = bundle.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' }) as Outcome;
    expect(outcome).toMatchObject({ ok: false, busy: true });
    expect(outcome.problems?.[0].message).toMatch(/busy/);
    expect(spreadsheet.getSheets()).toEqual([input]);
  });

  it('names that look like formulas, numbers or dates, and shared ranks, stay text', () => {
    const tricky = ['=HYPERLINK("http://x","y")', '+39 333', '1/2', '<img src=x onerror=alert(1)>'];
    const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
    const names = [...tricky, 'Eve', 'Fay', 'Gus'];
    const centres = [6, 6, 6, 6, 5, 5, 0];
    const results = [
      ['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated'],
      ...names.map((n, k) => [1, 1, n, powers[k], centres[k], k === 6 ? 1905 : '']),
    ];
    const spreadsheet = new FakeSpreadsheet();
    const input = spreadsheet.addSheet('Results', []);
    input.getRange(`A1:F8`).setNumberFormat('@');
    input.getRange('A1:F8').setValues(results); // typed into plain-text cells
    const before = input.snapshot();
    const bundle = loadBundle({ spreadsheet });
    expect(bundle.call('buildStandings', { game: 'diplomacy', sheet: 'Results', settings: '' })).toMatchObject({ ok: true });
    const sheet = standingsSheet(spreadsheet, 'Diplomacy')!;
    const values = sheet.getDataRange().getValues();
    const formulas = sheet.getDataRange().getFormulas();
    expect(
      values
        .slice(1, 5)
        .map((r) => r[1])
        .sort(),
    ).toEqual([...tricky].sort());
    expect(values.slice(1, 5).map((r) => r[0])).toEqual(['=1', '=1', '=1', '=1']);
    expect(formulas.flat().every((f) => f === '')).toBe(true);
    expect(values[1][2]).toBe(9); // numbers stay numbers
    const bestCountry = values.findIndex((r) => r[0] === 'Best country');
    expect(values[bestCountry + 1].slice(0, 7)).toEqual(['Power', 'Player', 'Round', 'Board', 'Result', 'Centres', 'Points']);
    expect(values.slice(bestCountry + 2).map((r) => r[0])).toEqual([
      'Austria',
      'England',
      'France',
      'Germany',
      'Italy',
      'Russia',
      'Turkey',
    ]);
    expect(input.snapshot()).toBe(before);
  });

  it('never writes into a sheet it did not create: a sheet of its name is left alone and the standings get another name', () => {
    const { spreadsheet, build, before, input } = setup(catanResults(12));
    const mine = spreadsheet.addSheet('Standings – Catan', [['my notes']]);
    const kept = mine.snapshot();
    expect(build()).toMatchObject({ ok: true, sheet: 'Standings – Catan 2' });
    expect(mine.snapshot()).toBe(kept);
    expect(input.snapshot()).toBe(before);
  });

  it('Refresh standings repeats the last build with its settings, in place', () => {
    const { spreadsheet, bundle, build, input } = setup(catanResults(12).map((r, i) => (i > 0 && (r[1] as number) > 2 ? r : r)));
    expect(build({ game: 'catan', sheet: 'Results', settings: 'share=pooled' })).toMatchObject({ ok: true });
    expect(JSON.parse(bundle.properties.get('podium.lastBuild') as string)).toEqual({
      game: 'catan',
      sheet: 'Results',
      // with the language the sheet was built in: the spreadsheet's, where the sidebar names none (docs/languages.md)
      settings: 'share=pooled; lang=en',
    });
    input.getRange('D2').setValue(9);
    bundle.call('refreshStandings');
    expect(bundle.ui.alerts).toEqual([]);
    const sheets = spreadsheet.getSheets().map((s) => s.getName());
    expect(sheets).toEqual(['Results', 'Standings – Catan']);
  });

  it('Refresh without a first build says what to do', () => {
    const { bundle } = setup(catanResults(12));
    bundle.call('refreshStandings');
    expect(bundle.ui.alerts[0]).toMatch(/build the standings once/);
  });
});

describe('the menu, the sidebar state and New tournament', () => {
  it('onOpen adds Open sidebar, Refresh standings, Seat next round… and New tournament…', () => {
    const bundle = loadBundle();
    bundle.call('onOpen', { authMode: 'NONE' });
    expect(bundle.ui.menus[0].items.map(([label]) => label)).toEqual([
      'Open sidebar',
      'Refresh standings',
      'Seat next round…',
      'New tournament…',
    ]);
  });

  it("names the menu's items in the user's language, and in English when the locale cannot be read", () => {
    const items = (userLocale: string | Error) => {
      const bundle = loadBundle({ userLocale });
      bundle.call('onOpen', { authMode: 'NONE' });
      return bundle.ui.menus[0].items;
    };
    const it = MENU_WORDS.it;
    expect(items('it')).toEqual([
      [it.open, 'showSidebar'],
      [it.refresh, 'refreshStandings'],
      [it.seat, 'showSidebar'],
      [it.create, 'showSidebar'],
    ]);
    const ro = MENU_WORDS.ro;
    expect(items('ro_RO').map(([label]) => label)).toEqual([ro.open, ro.refresh, ro.seat, ro.create]);
    expect(items(new Error('not in AuthMode.NONE')).map(([label]) => label)[0]).toBe('Open sidebar');
  });

  it.each(['constructor', '__proto__', 'toString'])('a game named %s is refused with a clear message, and nothing changes', (game) => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Results', catanResults(8));
    const bundle = loadBundle({ spreadsheet });
    const before = spreadsheet.getSheets().map((s) => s.snapshot());
    expect(bundle.call('buildStandings', { game, sheet: 'Results', settings: '' })).toEqual({
      ok: false,
      problems: [{ message: `Pick a game: ${GAME_TITLES.join(', ')}.` }],
    });
    expect(bundle.errorOf('createTournament', game)).toBe(
      `New tournament: pick ${[
        ...GAMES.flatMap((g) => [g.id, ...Object.keys(g.variants ?? {}).map((v) => `${g.id}-${v}`), ...(g.log ? [`${g.id}-log`] : [])]),
        'roster',
      ].join(' or ')}`,
    );
    expect(spreadsheet.getSheets().map((s) => s.snapshot())).toEqual(before);
  });

  it('the sidebar state pre-selects results sheets by their headers', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Notes', [['anything']]);
    spreadsheet.addSheet('Risultati', [['Turno', 'Tavolo', 'Giocatore', 'PV']]);
    spreadsheet.addSheet('Dip', [['Round', 'Board', 'Player', 'Power', 'Centres']]);
    // a header row ends at its first blank cell: the formula's header after the gap does not count
    spreadsheet.addSheet('Carc', [['Round', 'Table', 'Player', 'Score', '', 'VP']]);
    spreadsheet.addSheet('Both', [['Turno', 'Tavolo', 'Giocatore', 'Punti']]);
    const state = loadBundle({ spreadsheet }).call('getSidebarState') as {
      sheets: unknown[];
      games: { id: string; settings: { key: string; label: string }[] }[];
    };
    expect(state.sheets).toEqual([
      { name: 'Notes', games: [] },
      { name: 'Risultati', games: ['catan'] },
      { name: 'Dip', games: ['diplomacy'] },
      { name: 'Carc', games: ['carcassonne'] },
      { name: 'Both', games: ['catan', 'carcassonne'] },
    ]);
    expect(state.games.map((g) => g.id)).toEqual(GAME_IDS);
    // each game's standings, seating and stakes settings (Planned rounds, for the live page's stakes: SPEC §13.7.7),
    // in the organizer's words; the feature settings are none of these
    expect(state.games[2].settings.map((x) => x.key)).toEqual([
      'preset',
      'draw',
      'bye',
      'best-of',
      'stage-best-of',
      'schedule',
      'match-draw',
      'buchholz',
      'tiebreak',
      'three',
      'share3',
      'finals',
      'kotie',
      'format',
      'mode',
      'rounds',
      'lang',
    ]);
    expect(state.games[0].settings.find((x) => x.key === 'share')?.label).toBe('VP % measured as');
    // Planned rounds, for each game that has stakes (a game added by npm run new-game may have none)
    for (const id of ['catan', 'diplomacy', 'carcassonne'])
      expect(state.games.find((g) => g.id === id)?.settings.find((x) => x.key === 'rounds')).toMatchObject({
        label: 'Planned rounds',
        default: 'auto',
        whole: { min: 1, max: 99 },
      });
  });

  // insertCheckboxes sets every cell of its range to false (Google's Range reference), so a new Catan sheet holds
  // 200 rows of FALSE below its header: they are empty rows, for the live formula and for Build standings alike.
  it.each([
    [
      'catan',
      'CATAN_STANDINGS',
      ['Round', 'Table', 'Player', 'VP', 'Declared'],
      [
        [1, 1, 'Ann', 10, true],
        [1, 1, 'Bob', 7, false],
        [1, 1, 'Cy', 6, false],
      ],
    ],
    [
      'diplomacy',
      'DIP_STANDINGS',
      ['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated'],
      ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'].map((p, k) => [
        1,
        1,
        `P${k}`,
        p,
        [10, 8, 7, 5, 4, 0, 0][k],
        k < 5 ? '' : 1905,
      ]),
    ],
    [
      'carcassonne',
      'CARC_STANDINGS',
      ['Round', 'Table', 'Player', 'Score'],
      [
        [1, 1, 'Ann', 80],
        [1, 1, 'Bob', 70],
      ],
    ],
  ])('a new %s sheet works with its unused rows below: empty, then with one table typed in', (game, fn, headers, rows) => {
    const spreadsheet = new FakeSpreadsheet();
    const bundle = loadBundle({ spreadsheet });
    const sheet = spreadsheet.getSheetByName(bundle.call('createTournament', game) as string)!;
    const standings = () => bundle.call(fn, sheet.getRange(1, 1, sheet.getLastRow(), headers.length).getValues()) as unknown[][];
    expect(() => standings()).not.toThrow();
    sheet.getRange(2, 1, rows.length, headers.length).setValues(rows.map((r) => r.slice(0, headers.length)));
    expect(
      standings()
        .map((r) => r[1])
        .filter((name) => rows.some((r) => r[2] === name)),
    ).toHaveLength(rows.length);
    expect(bundle.call('buildStandings', { game, sheet: sheet.getName(), settings: '' })).toMatchObject({ ok: true });
  });

  it('New tournament creates a results sheet with headers and a live formula, touching nothing else', () => {
    const spreadsheet = new FakeSpreadsheet();
    const existing = spreadsheet.addSheet('Results – Catan', [['keep']]);
    const kept = existing.snapshot();
    const bundle = loadBundle({ spreadsheet });
    expect(bundle.call('createTournament', 'catan')).toBe('Results – Catan 2');
    const sheet = spreadsheet.getSheetByName('Results – Catan 2')!;
    expect(sheet.getRange('A1:F1').getValues()[0]).toEqual(['Round', 'Table', 'Player', 'VP', 'Declared', 'Seat']);
    expect(sheet.getRange('H1').getFormulas()[0][0]).toBe('=CATAN_STANDINGS(A1:F)');
    expect(spreadsheet.log.calls).toContain('insertCheckboxes');
    expect(bundle.call('createTournament', 'diplomacy')).toBe('Results – Diplomacy');
    const dip = spreadsheet.getSheetByName('Results – Diplomacy')!;
    expect(dip.getRange('I1:J1').getValues()[0]).toEqual(['Draw', 'Conceded']);
    expect(dip.getRange('L1').getFormulas()[0][0]).toBe('=DIP_STANDINGS(A1:J)');
    expect(spreadsheet.log.calls).toContain('setDataValidation');
    expect(bundle.call('createTournament', 'carcassonne')).toBe('Results – Carcassonne');
    expect(spreadsheet.getSheetByName('Results – Carcassonne')!.getRange('A1:E1').getValues()[0]).toEqual([
      'Round',
      'Table',
      'Player',
      'Score',
      'Starts',
    ]);
    expect(spreadsheet.getSheetByName('Results – Carcassonne')!.getRange('G1').getFormulas()[0][0]).toBe('=CARC_STANDINGS(A1:E)');
    // a league of matches: a row per player per match, best of 3 in the formula's settings (docs/leagues.md)
    expect(bundle.call('createTournament', 'carcassonne-match')).toBe('Matches – Carcassonne');
    const matches = spreadsheet.getSheetByName('Matches – Carcassonne')!;
    expect(matches.getRange('A1:D1').getValues()[0]).toEqual(['Round', 'Match', 'Player', 'Games won']);
    expect(matches.getRange('F1').getFormulas()[0][0]).toBe('=CARC_STANDINGS(A1:D; "best-of=3")');
    expect(bundle.call('createTournament', 'carcassonne-log')).toBe('Log – Carcassonne');
    expect(spreadsheet.getSheetByName('Log – Carcassonne')!.getRange('M1').getFormulas()[0][0]).toBe('=CARC_SCORESHEET(A1:K)');
    expect(existing.snapshot()).toBe(kept);
  });
});

describe('the loose ends of #39 in the spreadsheet', () => {
  it.each([
    ['it_IT', 'Classifica – Catan', ['Pos.', 'Giocatore', 'Punti del turno']],
    ['ro_RO', 'Clasament – Catan', ['Loc', 'Jucător', 'Puncte de rundă']],
  ])(
    'a standings sheet built in a %s spreadsheet with no lang setting speaks its language, and a refresh keeps it',
    (locale, name, header) => {
      const { spreadsheet, bundle, build } = setup(catanResults(8, 2));
      spreadsheet.locale = locale;
      expect(build({ game: 'catan', sheet: 'Results', settings: '' })).toMatchObject({ ok: true, sheet: name });
      const first = () => spreadsheet.getSheetByName(name)?.getRange('A1:C1').getValues()[0];
      expect(first()).toEqual(header);
      // the language is saved with the sheet's settings: the spreadsheet's locale changing later does not change the sheet
      spreadsheet.locale = 'en_US';
      bundle.call('refreshStandings');
      expect(bundle.ui.alerts).toEqual([]);
      expect(first()).toEqual(header);
    },
  );

  it("selectCell answers false for a cell that is not in the sheet (row 0, past its last column, another sheet), never Sheets' raw error", () => {
    const { bundle, spreadsheet } = setup(catanResults(8, 1));
    for (const cell of ['Results!A0', 'Results!D0', 'Results!A00', 'Results!0:0', 'Results!ZZZZ1', 'Results!A1048577', 'Nowhere!A1'])
      expect({ cell, selected: bundle.call('selectCell', cell) }).toEqual({ cell, selected: false });
    expect(bundle.call('selectCell', 'Results!D3')).toBe(true);
    expect(spreadsheet.getActiveSheet()?.getName()).toBe('Results');
  });
});
