import { SERVER_WORDS } from '../src/appsscript/serverWords';
import { loadBundle } from './harness/appsScript';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { atEveryCall } from './harness/faults';
import { GAME_TITLES } from './harness/games';
import { carcassonneResults, catanResults } from './harness/tournaments';

// Seat next round… in a spreadsheet that behaves like Sheets (docs/seating.md, docs/conventions.md#the-sidebar-the-command-line-and-the-build): the built bundle, the fake service.
type Outcome = {
  ok: boolean;
  round?: number;
  header?: string[];
  rows?: unknown[][];
  warnings?: string[];
  written?: { sheet: string; rows: number };
  problems?: { cell?: string; message: string }[];
};

/** A Catan results sheet with a Seat column, after `rounds` rounds of `players`. */
function catanSheet(players: number, rounds: number): unknown[][] {
  const rows = catanResults(players, rounds);
  return [['Round', 'Table', 'Seat', 'Player', 'VP', 'Declared'], ...rows.slice(1).map((r) => [r[0], r[1], '', ...r.slice(2)])];
}

function tournament(results: unknown[][], extra: (s: FakeSpreadsheet) => void = () => undefined) {
  const spreadsheet = new FakeSpreadsheet();
  const sheet = spreadsheet.addSheet('Results', results);
  extra(spreadsheet);
  const properties = new Map<string, string>();
  const bundle = loadBundle({ spreadsheet, properties });
  // Write keeps the time it wrote the round (for the live page), which differs from run to run
  const state = () =>
    JSON.stringify({
      sheets: spreadsheet.tabs().map((s) => [s.getSheetId(), s.getName(), s.snapshot()]),
      properties: [...properties].sort(),
    }).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'TIME');
  const seat = (request: object = {}) =>
    bundle.call('writeSeating', { game: 'catan', sheet: 'Results', settings: '', ...request }) as Outcome;
  return { spreadsheet, sheet, bundle, state, seat };
}

describe('the seating functions in the built file', () => {
  it('CATAN_SEATING, DIP_BOARDS and CARC_PAIRINGS spill their headers and give the same seating every time', () => {
    const bundle = loadBundle();
    const catan = bundle.call('CATAN_SEATING', catanResults(12, 2), 3) as unknown[][];
    expect(catan[0]).toEqual(['Round', 'Table', 'Seat', 'Player']);
    expect(catan.slice(1, 13).map((r) => r[0])).toEqual(Array(12).fill(3));
    expect(bundle.call('CATAN_SEATING', catanResults(12, 2), 3)).toEqual(catan);
    const roster = [['Player'], ...Array.from({ length: 14 }, (_, i) => [`D${i}`])];
    const boards = bundle.call('DIP_BOARDS', [['Round', 'Board', 'Player', 'Power', 'Centres']], 1, roster, 7) as unknown[][];
    expect(boards[0]).toEqual(['Round', 'Board', 'Power', 'Player']);
    expect(boards).toHaveLength(15);
    const pairs = bundle.call('CARC_PAIRINGS', carcassonneResults(9, 3), 4) as unknown[][];
    expect(pairs[0]).toEqual(['Round', 'Table', 'Player', 'Opponent', 'Starts']);
    expect(pairs.filter((r) => r[1] === 'bye')).toHaveLength(1);
  });
});

describe('Preview and Write', () => {
  it('Preview shows the round and its compromises and changes nothing', () => {
    const t = tournament(catanSheet(12, 2));
    const before = t.state();
    const outcome = t.bundle.call('previewSeating', { game: 'catan', sheet: 'Results', settings: '' }) as Outcome;
    expect(outcome).toMatchObject({ ok: true, round: 3, header: ['Round', 'Table', 'Seat', 'Player'] });
    expect(outcome.rows).toHaveLength(12);
    expect(t.state()).toBe(before);
  });

  it('Write appends the round ready for scores, writes the seating sheet, and the standings keep working', () => {
    const t = tournament(catanSheet(12, 2));
    const outcome = t.seat();
    expect(outcome).toMatchObject({ ok: true, round: 3, written: { sheet: 'Round 3 seating – Catan', rows: 12 } });
    const values = t.sheet.getDataRange().getValues();
    expect(values).toHaveLength(1 + 24 + 12);
    const appended = values.slice(25);
    expect(appended.map((r) => r[0])).toEqual(Array(12).fill(3));
    expect(appended.map((r) => r[2])).toEqual(outcome.rows?.map((r) => r[2])); // seats
    expect(appended.every((r) => r[4] === '' && r[5] === '')).toBe(true); // VP and Declared wait for the scorers
    const seating = t.spreadsheet.getSheetByName('Round 3 seating – Catan')!.getDataRange().getValues();
    expect(seating[0]).toEqual(['Round', 'Table', 'Seat', 'Player', '', 'Where do I sit', 'Table', 'Seat']);
    const names = seating.slice(1, 13).map((r) => String(r[5]));
    expect(names).toEqual([...names].sort());
    expect(t.bundle.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' })).toMatchObject({
      ok: true,
      players: 12,
      warnings: expect.arrayContaining(['3 tables await scores (round 3)']),
    });
    // the live formula too: the new rows are tables not yet played
    expect(t.bundle.call('CATAN_STANDINGS', values)).toContainEqual(['Warning: 3 tables await scores (round 3)', '', '', '', '', '']);
  });

  it("writes the seating sheet in the sidebar's Language: its headers, the list of where each player sits, the warnings", () => {
    const t = tournament(catanSheet(6, 1));
    const outcome = t.seat({ settings: 'lang=it' });
    expect(outcome).toMatchObject({ ok: true, round: 2 });
    // the sidebar is told the warnings in the same language
    expect(outcome.warnings?.[0]).toMatch(/per la 2ª volta \(tavolo \d\)$/);
    const seating = t.spreadsheet
      .getSheetByName(outcome.written?.sheet ?? '')!
      .getDataRange()
      .getValues();
    expect(outcome.written?.sheet).toBe('Turno 2 – disposizione – Catan');
    expect(seating[0]).toEqual(['Turno', 'Tavolo', 'Posto', 'Giocatore', '', 'Dove mi siedo', 'Tavolo', 'Posto']);
    const warnings = seating.map((r) => String(r[0])).filter((w) => w.startsWith('Attenzione: '));
    expect(warnings).toHaveLength(outcome.warnings?.length ?? -1);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('refuses a round the results already hold, and changes nothing', () => {
    const t = tournament(catanSheet(12, 2));
    const before = t.state();
    const outcome = t.seat({ round: 2 });
    expect(outcome.ok).toBe(false);
    expect(outcome.problems?.[0].message).toBe(
      '"Results" already has rows for round 2; Podium never changes existing rows. Seat the next round, or delete those rows first.',
    );
    expect(t.state()).toBe(before);
  });

  it('never writes into a cell holding a value or a formula, and says which', () => {
    const t = tournament(catanSheet(12, 2));
    t.sheet.getRange('C30').setValue('=1+1'); // in the Seat column, below the last row
    const before = t.state();
    const outcome = t.seat();
    expect(outcome).toMatchObject({ ok: false, problems: [{ cell: 'Results!C30' }] });
    expect(outcome.problems?.[0].message).toMatch(/^Results!C30 is not empty; Podium appends the round only into empty cells/);
    expect(t.state()).toBe(before);
  });

  it('keeps names as text, warns when a column is missing, and grows the sheet past 1,000 rows', () => {
    // typed with an apostrophe in the roster, as Sheets needs to keep them text there
    const roster = [['Player'], [`'=HYPERLINK("x")`], [`'+39 333`], [`'1/2`], [`'-5`], ['Ann'], ['Bob']];
    const t = tournament([['Round', 'Table', 'Player', 'VP']], (s) => s.addSheet('Players', roster));
    const outcome = t.seat({ roster: 'Players' });
    expect(outcome.ok).toBe(true);
    expect(outcome.warnings).toContain(
      "the results sheet has no Seat column, so this round's Seat column was not written; add it to the header row to keep it",
    );
    const players = t.sheet
      .getRange(2, 3, 6, 1)
      .getValues()
      .map((r) => r[0]);
    expect(players.sort()).toEqual(['+39 333', '-5', '1/2', '=HYPERLINK("x")', 'Ann', 'Bob'].sort());
    expect(t.sheet.getRange(2, 3, 6, 1).getFormulas().flat()).toEqual(Array(6).fill(''));

    const big = tournament(catanSheet(996, 1));
    expect(big.seat()).toMatchObject({ ok: true, written: { rows: 996 } });
    expect(big.sheet.getMaxRows()).toBe(1 + 996 * 2);
  });

  it('writes Diplomacy boards with powers, and Carcassonne pairings with the bye and who starts', () => {
    const roster = [['Player'], ...Array.from({ length: 14 }, (_, i) => [`D${String(i).padStart(2, '0')}`])];
    const dip = tournament([['Round', 'Board', 'Player', 'Power', 'Centres']], (s) => s.addSheet('Roster', roster));
    expect(dip.seat({ game: 'diplomacy', roster: 'Roster' })).toMatchObject({ ok: true, round: 1 });
    const boards = dip.sheet.getDataRange().getValues().slice(1);
    expect(boards.map((r) => r[3]).slice(0, 7)).toEqual(['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']);
    expect(boards.every((r) => r[4] === '')).toBe(true);
    expect(dip.bundle.call('DIP_STANDINGS', dip.sheet.getDataRange().getValues())).toContainEqual([
      'Warning: 2 boards await scores (round 1)',
      ...Array(7).fill(''),
    ]);

    const rows = carcassonneResults(9, 2);
    const carc = tournament([[...rows[0], 'Starts'], ...rows.slice(1).map((r) => [...r, ''])]);
    expect(carc.seat({ game: 'carcassonne' })).toMatchObject({ ok: true, round: 3 });
    const added = carc.sheet.getDataRange().getValues().slice(rows.length);
    expect(added).toHaveLength(9);
    expect(added.filter((r) => r[1] === 'bye')).toHaveLength(1);
    expect(added.filter((r) => r[4] === true)).toHaveLength(4);
    const standings = carc.bundle.call('CARC_STANDINGS', carc.sheet.getDataRange().getValues()) as unknown[][];
    expect(standings).toContainEqual(['Warning: 4 tables await scores (round 3)', '', '', '', '', '', '', '']);
  });

  it('Diplomacy, seat → score → standings, twice: the rows Write appends leave Masterpoints blank, and the standings take it from round 1', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Roster', [['Player'], ...Array.from({ length: 14 }, (_, i) => [`D${String(i).padStart(2, '0')}`])]);
    const bundle = loadBundle({ spreadsheet });
    const name = bundle.call('createTournament', 'diplomacy') as string;
    const sheet = spreadsheet.getSheetByName(name)!;
    const header = sheet.getRange(1, 1, 1, 10).getValues()[0];
    const col = (h: string) => header.indexOf(h) + 1;
    const centres = [10, 8, 7, 5, 4, 0, 0];
    /** Enters the scores of a written round's rows, as the scorers would: centres, eliminations, final year, and ranks in round 1 only. */
    const score = (round: number) => {
      const values = sheet.getDataRange().getValues();
      values.forEach((r, i) => {
        if (r[0] !== round) return;
        const k = (i - 1) % 7;
        sheet.getRange(i + 1, col('Centres')).setValue(centres[k]);
        if (!centres[k]) sheet.getRange(i + 1, col('Eliminated')).setValue(1905);
        sheet.getRange(i + 1, col('Final year')).setValue(1908);
        if (round === 1) sheet.getRange(i + 1, col('Masterpoints rank')).setValue(i);
      });
    };
    const write = (round: number) =>
      bundle.call('writeSeating', { game: 'diplomacy', sheet: name, roster: 'Roster', round, settings: '' }) as Outcome;
    expect(write(1)).toMatchObject({ ok: true, written: { rows: 14 } });
    score(1);
    expect(write(2)).toMatchObject({ ok: true, written: { rows: 14 } });
    const written = sheet
      .getDataRange()
      .getValues()
      .filter((r) => r[0] === 2);
    expect(written.every((r) => r[col('Masterpoints rank') - 1] === '')).toBe(true);
    score(2);
    const standings = bundle.call('DIP_STANDINGS', sheet.getDataRange().getValues()) as unknown[][];
    expect(standings[0][0]).toBe('Rank');
    expect(standings.slice(1).filter((r) => r[1] !== '')).toHaveLength(14);
    expect(bundle.call('buildStandings', { game: 'diplomacy', sheet: name, settings: '' })).toMatchObject({ ok: true, players: 14 });
  });

  it("fills New tournament's sheet: its unticked Starts checkboxes are empty cells, and round 2 reads the starts", () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Players', [['Player'], ...['Ann', 'Bob', 'Cy', 'Di', 'Eve'].map((p) => [p])]);
    const bundle = loadBundle({ spreadsheet });
    const name = bundle.call('createTournament', 'carcassonne') as string;
    const write = (round: number) =>
      bundle.call('writeSeating', { game: 'carcassonne', sheet: name, roster: 'Players', round, settings: '' }) as Outcome;
    expect(write(1)).toMatchObject({ ok: true, written: { rows: 5 } });
    const sheet = spreadsheet.getSheetByName(name)!;
    const round1 = sheet.getRange(2, 1, 5, 5).getValues();
    expect(round1.filter((r) => r[4] === true)).toHaveLength(2);
    round1.forEach((r, i) => {
      if (r[1] !== 'bye') sheet.getRange(2 + i, 4).setValue(r[4] ? 80 : 60);
    });
    expect(write(2)).toMatchObject({ ok: true });
    const round2 = sheet.getRange(7, 1, 5, 5).getValues();
    // who started in round 1 does not start again when the other did not
    const started = new Set(round1.filter((r) => r[4] === true).map((r) => r[2]));
    for (const r of round2.filter((x) => x[4] === true)) {
      const opponent = round2.find((x) => x[1] === r[1] && x[2] !== r[2])![2];
      expect(started.has(r[2]) && !started.has(opponent)).toBe(false);
    }
  });

  it("fills New tournament's sheet of matches: Round, Match, Player, Games won blank; round 2 pairs by match standings", () => {
    const spreadsheet = new FakeSpreadsheet();
    const names = ['Ann', 'Bob', 'Cy', 'Di', 'Eve', 'Flo'];
    spreadsheet.addSheet('Players', [['Player'], ...names.map((p) => [p])]);
    const bundle = loadBundle({ spreadsheet });
    const name = bundle.call('createTournament', 'carcassonne-match') as string;
    expect(name).toBe('Matches – Carcassonne');
    const write = (round: number) =>
      bundle.call('writeSeating', { game: 'carcassonne', sheet: name, roster: 'Players', round, settings: 'best-of=3' }) as Outcome;
    const first = write(1);
    // no Starts column is asked for: a match has none
    expect(first).toMatchObject({ ok: true, header: ['Round', 'Match', 'Player', 'Opponent'], warnings: [], written: { rows: 6 } });
    const sheet = spreadsheet.getSheetByName(name)!;
    const round1 = sheet.getRange(2, 1, 6, 4).getValues();
    expect(round1.map((r) => r[0])).toEqual(Array(6).fill(1));
    expect(round1.map((r) => r[1])).toEqual([1, 1, 2, 2, 3, 3]);
    expect(round1.every((r) => r[3] === '')).toBe(true);
    // while the games won are blank the standings wait for them
    const waiting = bundle.call('CARC_STANDINGS', sheet.getRange('A1:D7').getValues(), 'best-of=3') as unknown[][];
    expect(waiting.at(-1)?.[0]).toBe('Warning: 3 matches await results (round 1)');
    // the first-listed player of each match wins it 2–1
    round1.forEach((_, i) => {
      sheet.getRange(2 + i, 4).setValue(i % 2 ? 1 : 2);
    });
    const winners = new Set(round1.filter((_, i) => i % 2 === 0).map((r) => r[2]));
    expect(write(2)).toMatchObject({ ok: true, written: { rows: 6 } });
    const round2 = sheet.getRange(8, 1, 6, 4).getValues();
    expect(round2.map((r) => r[0])).toEqual(Array(6).fill(2));
    // winners meet winners as far as three of them can: one match of two winners, one of two losers, one mixed
    const kinds = [1, 2, 3].map((m) => round2.filter((r) => r[1] === m).filter((r) => winners.has(r[2] as string)).length).sort();
    expect(kinds).toEqual([0, 1, 2]);
    // nobody meets their round-1 opponent again
    const met = (rows: unknown[][], m: unknown) =>
      rows
        .filter((r) => r[1] === m)
        .map((r) => r[2])
        .sort()
        .join();
    const before = new Set([1, 2, 3].map((m) => met(round1, m)));
    expect([1, 2, 3].some((m) => before.has(met(round2, m)))).toBe(false);
    round2.forEach((_, i) => {
      sheet.getRange(8 + i, 4).setValue(i % 2 ? 0 : 2);
    });
    const built = bundle.call('buildStandings', { game: 'carcassonne', sheet: name, settings: 'best-of=3' });
    expect(built).toMatchObject({ ok: true, players: 6, games: 6, warnings: [] });
    const standings = spreadsheet.getSheetByName('Standings – Carcassonne')!.getDataRange().getValues();
    expect(standings[0]).toEqual(['Rank', 'Player', 'Wins', 'Game difference', 'Games won', 'Matches', 'Byes', 'Tie-break']);
  });

  it("offers no round for a league without rounds, and says why, in the sidebar's language (SPEC §17.3)", () => {
    const matches = [
      ['Round', 'Match', 'Player', 'Games won'],
      ['Week 1', 1, 'Ann', 2],
      ['Week 1', 1, 'Bob', 0],
    ];
    const t = tournament(matches);
    const info = (settings: string) => t.bundle.call('resultsInfo', { game: 'carcassonne', sheet: 'Results', settings });
    expect(info('schedule=free')).toEqual({
      ok: true,
      rounds: [],
      mode: 'duel',
      notSeated: 'schedule=free: a league without rounds is not seated by Podium; its organizers pair its matches',
    });
    expect(info('schedule=free; lang=ro')).toMatchObject({
      rounds: [],
      notSeated: 'schedule=free: un campionat fără runde nu este împerecheat de Podium; meciurile le împerechează organizatorii',
    });
    // the same sheet in numbered rounds is offered its next round ("Week 1" reads as round 1)
    expect((info('') as { rounds: string[] }).rounds[0]).toBe('2');
    expect(info('')).not.toHaveProperty('notSeated');
  });

  it('a Write of a round of matches fails at no call half-done', () => {
    const matches = [
      ['Round', 'Match', 'Player', 'Games won'],
      [1, 1, 'Ann', 2],
      [1, 1, 'Bob', 0],
      [1, 2, 'Cy', 2],
      [1, 2, 'Di', 1],
    ];
    const r = atEveryCall(
      () => tournament(matches),
      (t) => t.seat({ game: 'carcassonne' }),
    );
    expect(r.asItWas).toBeGreaterThan(0);
    expect(r.asItWas + r.complete).toBe(r.calls);
  });

  it('refuses to write into a results sheet without its header row, and changes nothing', () => {
    const t = tournament([], (s) => s.addSheet('Players', [['Player'], ['Ann'], ['Bob'], ['Cy']]));
    const before = t.state();
    expect(t.seat({ roster: 'Players' })).toEqual({
      ok: false,
      problems: [{ message: '"Results" has no Round column in its header row; Podium writes the round there.' }],
    });
    expect(t.state()).toBe(before);
  });

  it('a Write while another runs is told busy and writes nothing', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Results', catanSheet(12, 2));
    const before = spreadsheet.tabs().map((s) => s.snapshot());
    const bundle = loadBundle({ spreadsheet, lockAvailable: false });
    const outcome = bundle.call('writeSeating', { game: 'catan', sheet: 'Results', settings: '' }) as Outcome;
    expect(outcome).toMatchObject({ ok: false, busy: true });
    expect(spreadsheet.tabs().map((s) => s.snapshot())).toEqual(before);
  });

  it('refuses bad requests with a clear message', () => {
    const t = tournament(catanSheet(8, 1));
    expect(t.seat({ game: 'chess' })).toMatchObject({ ok: false, problems: [{ message: `Pick a game: ${GAME_TITLES.join(', ')}.` }] });
    expect(t.seat({ sheet: 'Nope' })).toMatchObject({ ok: false, problems: [{ message: 'There is no sheet named "Nope".' }] });
    expect(t.seat({ roster: 'Nope' })).toMatchObject({ ok: false, problems: [{ message: 'There is no roster sheet named "Nope".' }] });
    expect(t.seat({ round: 'x' })).toMatchObject({ ok: false, problems: [{ message: 'round "x" is not a whole number from 1' }] });
  });

  it('a refusal quotes at most 100 characters of a name, cut with "…" (SPEC §12.12), in Build as in Write', () => {
    const t = tournament(catanSheet(8, 1));
    const long = `${'N'.repeat(50_000)}!`;
    const cut = `"${'N'.repeat(99)}…"`;
    const refusals = [
      t.seat({ sheet: long }),
      t.seat({ roster: long }),
      t.bundle.call('buildStandings', { game: 'catan', sheet: long, settings: '' }) as Outcome,
    ];
    for (const refusal of refusals) {
      expect(refusal.ok).toBe(false);
      const message = refusal.problems?.[0].message ?? '';
      expect(message).toContain(cut);
      expect(message.length).toBeLessThan(300);
    }
    expect(refusals.map((r) => r.problems?.[0].message.replace(cut, '«name»'))).toEqual([
      'There is no sheet named «name».',
      'There is no roster sheet named «name».',
      'There is no sheet named «name».',
    ]);
  });

  it("refuses in the sidebar's Language, as it tells the problems, and a busy Write too", () => {
    const t = tournament(catanSheet(12, 2));
    // which refusal, in the settings' language (its words are the server's table's, checked in test/adapterWords.test.ts)
    expect(t.seat({ sheet: 'Nope', settings: 'lang=it' })).toMatchObject({
      ok: false,
      problems: [{ message: SERVER_WORDS.it.noSheet('Nope') }],
    });
    expect(t.seat({ roster: 'Nope', settings: 'lang=ro' }).problems?.[0].message).toBe(SERVER_WORDS.ro.noRoster('Nope'));
    expect(t.seat({ round: 2, settings: 'lang=it' }).problems?.[0].message).toBe(SERVER_WORDS.it.roundHeld('Results', '2'));
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Results', catanSheet(12, 2));
    spreadsheet.locale = 'ro_RO'; // no lang= written: the spreadsheet's
    const busy = loadBundle({ spreadsheet, lockAvailable: false }).call('writeSeating', { game: 'catan', sheet: 'Results', settings: '' });
    expect(busy).toMatchObject({
      ok: false,
      busy: true,
      problems: [{ message: SERVER_WORDS.ro.busy }],
    });
  });

  it("names a roster's problem at its cell in the roster sheet", () => {
    const t = tournament(catanSheet(8, 1), (s) =>
      s.addSheet('Players', [
        ['Player', 'Active'],
        ['Ann', 'maybe'],
      ]),
    );
    expect(t.seat({ roster: 'Players' })).toMatchObject({ ok: false, problems: [{ cell: 'Players!B2' }] });
    const fixed = [['Player', 'Fixed table'], ...['A', 'B', 'C', 'D', 'E', 'F'].map((p, i) => [p, i === 2 ? 9 : ''])];
    const u = tournament(catanSheet(8, 1), (s) => s.addSheet('Players', fixed));
    expect(u.seat({ roster: 'Players' })).toEqual({
      ok: false,
      problems: [{ cell: 'Players!B4', message: "C's fixed table 9; round 2 has 2 tables" }],
    });
  });
});

describe('Write: nothing half-done, a failure at every service call in turn', () => {
  it('appending to the results and writing the seating sheet', () => {
    const r = atEveryCall(
      () => tournament(catanSheet(12, 2)),
      (t) => t.seat(),
    );
    expect(r.asItWas).toBeGreaterThan(0);
    expect(r.asItWas + r.complete).toBe(r.calls);
  });

  it('growing a full results sheet', () => {
    const r = atEveryCall(
      () => tournament(catanSheet(996, 1)),
      (t) => t.seat(),
    );
    expect(r.asItWas + r.complete).toBe(r.calls);
  });
});
