import { SERVER_WORDS } from '../src/appsscript/serverWords';
import { loadBundle } from './harness/appsScript';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { atEveryCall } from './harness/faults';
import { catanResults } from './harness/tournaments';

// The standings sheet in a spreadsheet that behaves like Sheets: rewritten in place, grown when it needs to be, and
// never left half-done, whichever service call fails (docs/conventions.md#the-sidebar-the-command-line-and-the-build).
type Outcome = { ok: boolean; sheet?: string; players?: number; problems?: { cell?: string; message: string }[] };

function tournament(players = 12, extra: (s: FakeSpreadsheet) => void = () => undefined) {
  const spreadsheet = new FakeSpreadsheet();
  const results = spreadsheet.addSheet('Results', catanResults(players));
  extra(spreadsheet);
  const properties = new Map<string, string>();
  const bundle = loadBundle({ spreadsheet, properties });
  const build = (settings = '') => bundle.call('buildStandings', { game: 'catan', sheet: 'Results', settings }) as Outcome;
  /** Everything a build could change: the sheets (ids, names, order, contents, size) and the document properties. */
  const state = () =>
    JSON.stringify({
      sheets: spreadsheet.tabs().map((s) => [s.getSheetId(), s.getName(), s.snapshot()]),
      properties: [...properties].sort(),
    });
  return { spreadsheet, results, properties, bundle, build, state };
}

const standings = (s: FakeSpreadsheet) => s.tabs().find((t) => t.getName().startsWith('Standings'));

describe('refresh in place', () => {
  it("keeps the sheet's id, its tab position and the name the organizer gave it", () => {
    const t = tournament(12, (s) => s.addSheet('Notes', [['mine']]));
    expect(t.build()).toMatchObject({ ok: true, sheet: 'Standings – Catan' });
    const sheet = standings(t.spreadsheet)!;
    const id = sheet.getSheetId();
    sheet.setName('Classifica');
    // the organizer moves it before Notes: the fake keeps tab order as an array
    const tabs = t.spreadsheet.tabs();
    tabs.splice(tabs.indexOf(sheet), 1);
    tabs.splice(1, 0, sheet);
    t.results.getRange('D2').setValue(9);
    expect(t.build()).toMatchObject({ ok: true, sheet: 'Classifica' });
    expect(t.spreadsheet.tabs().map((s) => s.getName())).toEqual(['Results', 'Classifica', 'Notes']);
    expect(sheet.getSheetId()).toBe(id);
    expect(sheet.getIndex()).toBe(2);
    t.spreadsheet.setActiveSheet(sheet);
    t.bundle.call('refreshStandings');
    expect(t.bundle.ui.alerts).toEqual([]);
    expect(t.spreadsheet.tabs()).toHaveLength(3);
  });

  it('writes only inside its own table: what the organizer put to the right and below stays, and moves on when the table grows', () => {
    const t = tournament(8);
    t.build();
    const sheet = standings(t.spreadsheet)!;
    sheet.getRange('K1').setValue('my column'); // right of the 7-column table
    sheet.getRange('A20').setValue('my row'); // below the 9-row table
    t.results.load([
      ...catanResults(8),
      ...catanResults(16)
        .slice(1)
        .map((r) => [Number(r[0]) + 4, ...r.slice(1)]),
    ]); // 8 more players
    expect(t.build()).toMatchObject({ ok: true, players: 16 });
    const values = sheet.getDataRange().getValues();
    expect(values[0].slice(0, 7)).toEqual(['Rank', 'Player', 'Round points', 'VP', 'VP %', 'Games', 'Tie-break']);
    expect(values.filter((r) => typeof r[0] === 'number')).toHaveLength(16);
    // the table grew by 8 rows: rows were inserted after it, so the organizer's row moved down with it
    expect(sheet.getRange('A28').getValues()[0][0]).toBe('my row');
    expect(sheet.getRange('K1').getValues()[0][0]).toBe('my column');
  });

  it('clears what it no longer uses when the table shrinks, and nothing beyond', () => {
    const t = tournament(16);
    t.build();
    const sheet = standings(t.spreadsheet)!;
    sheet.getRange('A30').setValue('my row');
    t.results.clear();
    t.results.load(catanResults(8));
    expect(t.build()).toMatchObject({ ok: true, players: 8 });
    const values = sheet.getRange(1, 1, 30, 7).getValues();
    expect(values.slice(9, 17).every((r) => r.every((v) => v === ''))).toBe(true); // the old rows 10–17, cleared
    expect(values[29][0]).toBe('my row');
    expect(
      sheet
        .getRange(10, 1, 8, 1)
        .getNotes()
        .flat()
        .every((n) => n === ''),
    ).toBe(true);
  });

  it("a copy of the standings sheet is the organizer's: never refreshed, never offered as Podium's", () => {
    const t = tournament(8);
    t.build();
    const copy = t.spreadsheet.addSheet('Copy of Standings', [['Rank']]);
    copy.addDeveloperMetadata('podium.standings', String(standings(t.spreadsheet)!.getSheetId())); // a copy carries the original's mark
    const kept = copy.snapshot();
    t.spreadsheet.setActiveSheet(copy);
    t.bundle.call('refreshStandings'); // another sheet is active: every Podium sheet is refreshed, the copy is not one
    expect(copy.snapshot()).toBe(kept);
    expect(t.bundle.ui.alerts).toEqual([]);
  });

  it('a corrupt saved build is reported and ignored: the sidebar still opens, Refresh says what to do', () => {
    const t = tournament(8);
    t.build();
    const sheet = standings(t.spreadsheet)!;
    t.properties.set(`podium.standings.${sheet.getSheetId()}`, '{not json');
    t.properties.set('podium.lastBuild', '{"game": 7}');
    expect(t.bundle.call('getSidebarState')).toMatchObject({ saved: null });
    t.spreadsheet.setActiveSheet(sheet);
    t.bundle.call('refreshStandings');
    expect(t.bundle.ui.alerts[0]).toContain(
      '"Standings – Catan" cannot be refreshed: its saved build is not readable. Build it again from the sidebar.',
    );
  });

  it("rows the organizer deletes inside Podium's table: the table shrank with them, and the note typed below it stays", () => {
    const t = tournament(12); // a 13-row table
    t.build();
    const sheet = standings(t.spreadsheet)!;
    sheet.getRange('A15').setValue('my note'); // just below the table
    sheet.deleteRows(4, 3); // three rows inside it: the note is now at A12, right below the 10 rows left
    expect(sheet.getRange('A12').getValues()[0][0]).toBe('my note');
    expect(t.build()).toMatchObject({ ok: true, players: 12 });
    // the table is whole again (13 rows), and the note moved down past it
    expect(sheet.getRange('B13').getValues()[0][0]).toMatch(/^Player/);
    expect(sheet.getRange('A15').getValues()[0][0]).toBe('my note');
    expect(
      sheet
        .getDataRange()
        .getValues()
        .flat()
        .filter((v) => v === 'my note'),
    ).toHaveLength(1);
  });

  it("a row the organizer inserts inside Podium's table: the table grew with it, and no stale copy of a row stays below", () => {
    const t = tournament(12);
    t.build();
    const sheet = standings(t.spreadsheet)!;
    sheet.insertRowsAfter(5, 1); // inside the 13-row table: it spans 14 rows now
    sheet.getRange('A20').setValue('my note');
    const last = sheet.getRange('B14').getValues()[0][0];
    expect(t.build()).toMatchObject({ ok: true, players: 12 });
    const values = sheet.getRange(1, 1, 20, 2).getValues();
    expect(values.slice(1, 13).map((r) => r[1])).not.toContain('');
    expect(values[13]).toEqual(['', '']); // row 14: was a copy of the last player's row, now cleared
    expect(values.filter((r) => r[1] === last)).toHaveLength(1);
    expect(values[19][0]).toBe('my note');
  });

  it('a saved table size that is corrupt (a billion rows) is never used as it is: the organizer’s cells stay', () => {
    const t = tournament(8);
    t.build();
    const sheet = standings(t.spreadsheet)!;
    sheet.getRange('A30').setValue('my row');
    const key = `podium.standings.${sheet.getSheetId()}`;
    const saved = JSON.parse(t.properties.get(key) as string);
    t.properties.set(key, JSON.stringify({ ...saved, extent: { rows: 1e9, columns: 1e9 } }));
    t.spreadsheet.setActiveSheet(sheet);
    t.bundle.call('refreshStandings');
    expect(t.bundle.ui.alerts).toEqual([]);
    expect(sheet.getRange('A30').getValues()[0][0]).toBe('my row');
  });

  it('the standings follow their results sheet by its id: renamed, it is still read; another sheet taking its old name is not', () => {
    const t = tournament(8);
    t.build();
    const sheet = standings(t.spreadsheet)!;
    t.results.setName('Round robin');
    t.spreadsheet.addSheet('Results', catanResults(4)); // a different sheet under the old name
    t.spreadsheet.setActiveSheet(sheet);
    t.bundle.call('refreshStandings');
    expect(t.bundle.ui.alerts).toEqual([]);
    expect(
      sheet
        .getDataRange()
        .getValues()
        .filter((r) => typeof r[0] === 'number'),
    ).toHaveLength(8);
    t.spreadsheet.deleteSheet(t.results);
    t.bundle.call('refreshStandings');
    expect(t.bundle.ui.alerts[0]).toContain('its results sheet ("Round robin") is no longer in the spreadsheet');
  });

  it('a failure of the last toast, after a complete refresh, is told as a completed refresh, never a raw Google error', () => {
    const t = tournament(8);
    t.build();
    const sheet = standings(t.spreadsheet)!;
    t.spreadsheet.toast = () => {
      throw new Error('Exception: Service Spreadsheets failed while accessing document with id 1x.');
    };
    t.spreadsheet.setActiveSheet(sheet);
    expect(() => t.bundle.call('refreshStandings')).not.toThrow();
    expect(t.bundle.ui.alerts).toEqual(['Podium: standings refreshed.\nStandings – Catan: 8 players, 8 games']);
  });

  it("tells the refresh in the organizer's language, and a failure of Google Sheets taken back too", () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Results', catanResults(8));
    const bundle = loadBundle({ spreadsheet, userLocale: 'it_IT' });
    bundle.call('refreshStandings');
    const words = SERVER_WORDS.it;
    expect(bundle.ui.alerts).toEqual([words.buildFirst]);
    bundle.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' });
    spreadsheet.toast = () => {
      throw new Error('no toast');
    };
    bundle.call('refreshStandings');
    expect(bundle.ui.alerts[1]).toBe(`${words.refreshed}.\n${words.refreshedSheet('Standings – Catan', 8, 8)}`);
    spreadsheet.log.failOn = 'createDeveloperMetadataFinder';
    bundle.call('refreshStandings');
    // which report: the sheet that failed, Google's refusal while writing the standings, taken back
    const [before, after] = words.refusedUndone(words.writingStandings, '\u0000').split('\u0000');
    expect(bundle.ui.alerts[2].startsWith(`${words.notAllRefreshed}\nStandings – Catan: ${before}`)).toBe(true);
    expect(bundle.ui.alerts[2].endsWith(after)).toBe(true);
  });

  it('a Round the results cannot mean ("Playoff") stops Build and Refresh at its cell; "Round 3" is round 3 (docs/conventions.md#round-labels)', () => {
    const t = tournament(8);
    expect(t.build()).toMatchObject({ ok: true, players: 8 });
    const sheet = standings(t.spreadsheet)!;
    const before = sheet.snapshot();
    t.results.getRange('A20').setValue('Round 3');
    expect(t.build()).toMatchObject({ ok: true, players: 8 });
    expect(sheet.snapshot()).toEqual(before);
    t.results.getRange('A20').setValue('Playoff');
    expect(t.build()).toMatchObject({ ok: false, problems: [{ cell: 'Results!A20', message: expect.stringContaining('"Playoff"') }] });
    t.spreadsheet.setActiveSheet(sheet);
    t.bundle.call('refreshStandings');
    expect(t.bundle.ui.alerts[0]).toContain('Results!A20');
    expect(sheet.snapshot()).toEqual(before);
  });

  it('a tournament of 1,500 players builds: the new sheet grows past its 1,000 rows', () => {
    const t = tournament(1500);
    expect(t.build()).toMatchObject({ ok: true, players: 1500 });
    const sheet = standings(t.spreadsheet)!;
    expect(sheet.getMaxRows()).toBe(1501);
    expect(sheet.getRange('B1501').getValues()[0][0]).toMatch(/^Player \d{5}$/);
  });

  it('makes the same number of calls for 10, 100 and 1,000 players; growing adds at most two', () => {
    const calls = (players: number, grownBy: number) => {
      const t = tournament(players);
      t.build();
      if (grownBy) t.results.load(catanResults(players + grownBy));
      const before = t.spreadsheet.log.count;
      expect(t.build()).toMatchObject({ ok: true });
      return t.spreadsheet.log.count - before;
    };
    const steady = [10, 100, 1000].map((n) => calls(n, 0));
    expect(new Set(steady).size).toBe(1);
    const grown = [12, 120].map((n) => calls(n, 4));
    expect(new Set(grown).size).toBe(1);
    expect(grown[0] - steady[0]).toBeGreaterThan(0);
    expect(grown[0] - steady[0]).toBeLessThanOrEqual(2);
  });
});

describe('nothing half-done: a failure at every service call in turn', () => {
  it('the first build (a new sheet)', () => {
    const r = atEveryCall(
      () => tournament(12),
      (t) => t.build(),
    );
    expect(r.asItWas).toBeGreaterThan(0);
    expect(r.asItWas + r.complete).toBe(r.calls);
  });

  it("a league's build with its roster's players (SPEC §17.3)", () => {
    const make = () => {
      const t = tournament(4, (s) => s.addSheet('Players', [['Player'], ['Ann'], ['Zed']]));
      t.results.clear();
      t.results.load([
        ['Round', 'Match', 'Player', 'Games won'],
        [1, 1, 'Ann', 2],
        [1, 1, 'Bob', 0],
      ]);
      return t;
    };
    const r = atEveryCall(
      make,
      (t) => t.bundle.call('buildStandings', { game: 'carcassonne', sheet: 'Results', settings: '', roster: 'Players' }) as Outcome,
    );
    expect(r.asItWas).toBeGreaterThan(0);
    expect(r.asItWas + r.complete).toBe(r.calls);
  });

  it("a rebuild in place that grows the table, with the organizer's cells around it", () => {
    const make = () => {
      const t = tournament(8);
      t.build();
      standings(t.spreadsheet)!.getRange('A30').setValue('my row');
      t.results.load([
        ...catanResults(8),
        ...catanResults(16)
          .slice(1)
          .map((r) => [Number(r[0]) + 4, ...r.slice(1)]),
      ]);
      return t;
    };
    const r = atEveryCall(make, (t) => t.build('share=pooled'));
    expect(r.asItWas).toBeGreaterThan(5);
  });

  it('a rebuild in place that shrinks the table', () => {
    const make = () => {
      const t = tournament(16);
      t.build();
      t.results.clear();
      t.results.load(catanResults(8));
      return t;
    };
    atEveryCall(make, (t) => t.build());
  });

  it('Refresh standings from the menu', () => {
    const make = () => {
      const t = tournament(12);
      t.build();
      t.results.getRange('D2').setValue(9);
      t.bundle.ui.alerts.length = 0;
      return t;
    };
    atEveryCall(make, (t) => {
      t.bundle.call('refreshStandings');
      return t.bundle.ui.alerts[0] ?? 'refreshed';
    });
  });

  it('New tournament', () => {
    atEveryCall(
      () => tournament(4),
      (t) => t.bundle.call('createTournament', 'diplomacy') as string,
    );
  });
});
