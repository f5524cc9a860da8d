import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCsv, typedCells } from '../src/cli/csv';
import { GAMES } from '../src/engine/games';
import { dayOf } from '../src/engine/shared/cells';
import type { GameDescriptor } from '../src/engine/shared/game';
import { isNamed } from '../src/engine/shared/headerTable';
import { loadBundle } from './harness/appsScript';
import { podiumIn } from './harness/cli';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { atEveryCall } from './harness/faults';
import { catanResults } from './harness/tournaments';

// Export for circuit (SPEC §16.1; docs/circuits.md#export): the sidebar writes Podium's values-only sheet of a
// tournament's final places, all or nothing; the command line writes the same rows. Fed to CIRCUIT_STANDINGS with
// points=linear:N, the rows rank the players as the event's own standings do.
type Outcome = {
  ok: boolean;
  sheet?: string;
  rows?: number;
  event?: string;
  date?: string;
  problems?: { cell?: string; message: string }[];
};
const ROOT = path.join(__dirname, '..');

function tournament(rows: unknown[][] = catanResults(12), game = 'catan') {
  const spreadsheet = new FakeSpreadsheet();
  const results = spreadsheet.addSheet('Results', rows);
  const properties = new Map<string, string>();
  const bundle = loadBundle({ spreadsheet, properties });
  const exported = (settings = '') => bundle.call('exportCircuit', { game, sheet: 'Results', settings }) as Outcome;
  const state = () =>
    JSON.stringify({
      sheets: spreadsheet.tabs().map((s) => [s.getSheetId(), s.getName(), s.snapshot()]),
      properties: [...properties].sort(),
    });
  const sheet = () => spreadsheet.tabs().find((t) => t !== results) as ReturnType<typeof spreadsheet.addSheet>;
  return { spreadsheet, results, properties, bundle, exported, state, sheet };
}

/**
 * A rank as a number: `=5` (a shared rank as the games write it, `'=5` in their CSV) is 5, the rank it shares. A game
 * scaffolded by npm run new-game writes a shared rank as 5 (its template's choice): the ranks compared are the numbers.
 */
const rankOf = (rank: unknown) => Number(String(rank).replace(/^'?=/, ''));

/** An example file's cells as Sheets holds them typed: its game's figures numbers, names and ids the text written. */
const example = (file: string, game: GameDescriptor) =>
  typedCells(parseCsv(fs.readFileSync(path.join(ROOT, file), 'utf8')), (h) => game.columns.some((c) => c.figure && isNamed(c, h)));

describe('Export for circuit, in the sidebar', () => {
  it("writes Podium's sheet: Event (the spreadsheet's name), Date (today), Game, Player, Place, Players, Rounds, Boards", () => {
    const t = tournament();
    const outcome = t.exported();
    expect(outcome).toMatchObject({ ok: true, sheet: 'Circuit export – Catan', rows: 12, event: 'Tournament', date: dayOf(new Date()) });
    const values = t.sheet().getDataRange().getValues();
    expect(values[0]).toEqual(['Event', 'Date', 'Game', 'Player', 'Place', 'Players', 'Rounds', 'Boards']);
    expect(values.slice(1).map((r) => [r[0], r[1], r[2], r[4], r[5], r[6], r[7]])).toEqual(
      Array.from({ length: 12 }, (_, k) => ['Tournament', dayOf(new Date()), 'Catan', k + 1, 12, 4, '']),
    );
    // values only, every text kept as text (a date too, which CIRCUIT_STANDINGS reads as YYYY-MM-DD)
    expect(t.sheet().getRange('B2').getNumberFormats()).toEqual([['@']]);
  });

  it("names the event by the live page's title, dates it by the last round Write wrote, and speaks the sidebar's language", () => {
    const t = tournament();
    t.bundle.call('liveSettings', { publish: false, title: 'Open di Lucca' });
    t.properties.set(`podium.roundWritten.${t.results.getSheetId()}`, '2025-03-16');
    expect(t.exported('lang=it')).toMatchObject({
      ok: true,
      sheet: 'Esportazione per il circuito – Catan',
      event: 'Open di Lucca',
      date: '2025-03-16',
    });
    expect(t.sheet().getRange('A1:H2').getValues()).toEqual([
      ['Torneo', 'Data', 'Gioco', 'Giocatore', 'Posizione', 'Giocatori', 'Turni', 'Tavoli'],
      ['Open di Lucca', '2025-03-16', 'Catan', expect.any(String), 1, 12, 4, ''],
    ]);
  });

  it("Write notes the day it wrote a round (a failure takes it back with Write's other changes: test/seatingSheet.test.ts)", () => {
    const t = tournament();
    const key = `podium.roundWritten.${t.results.getSheetId()}`;
    expect(t.bundle.call('writeSeating', { game: 'catan', sheet: 'Results', round: 5, settings: '' })).toMatchObject({ ok: true });
    expect(t.properties.get(key)).toBe(dayOf(new Date()));
  });

  it('a second export rewrites the same sheet in place: its id, and its name if the organizer renamed it', () => {
    const t = tournament();
    t.exported();
    const sheet = t.sheet();
    const id = sheet.getSheetId();
    sheet.setName('Season rows');
    t.results.clear();
    t.results.load(catanResults(8));
    expect(t.exported()).toMatchObject({ ok: true, sheet: 'Season rows', rows: 8 });
    expect(sheet.getSheetId()).toBe(id);
    expect(sheet.getDataRange().getValues()).toHaveLength(9);
    expect(t.spreadsheet.tabs().map((s) => s.getName())).toEqual(['Results', 'Season rows']);
  });

  it('refuses results with problems, naming their cells, and writes nothing', () => {
    const rows = catanResults(8);
    rows[3][3] = 'nove';
    const t = tournament(rows);
    const before = t.state();
    const outcome = t.exported();
    expect(outcome.ok).toBe(false);
    expect(outcome.problems?.[0].cell).toBe('Results!D4');
    expect(t.state()).toBe(before);
  });

  it('is an export sheet, not a standings sheet: Refresh standings leaves it alone', () => {
    const t = tournament();
    t.exported();
    t.spreadsheet.setActiveSheet(t.sheet());
    t.bundle.call('refreshStandings');
    expect(t.bundle.ui.alerts.join(' ')).not.toMatch(/Circuit export/);
    expect(t.sheet().getRange('A1').getValue()).toBe('Event');
  });
});

describe('Export for circuit, with a failure at every service call: the document as it was or complete', () => {
  it('a first export', () => {
    const r = atEveryCall(
      () => tournament(),
      (t) => t.exported(),
    );
    expect(r.asItWas).toBeGreaterThan(0);
    expect(r.asItWas + r.complete).toBe(r.calls);
  });

  it('an export again, in place, the table shrinking', () => {
    const r = atEveryCall(
      () => {
        const t = tournament(catanResults(16));
        t.exported();
        t.results.clear();
        t.results.load(catanResults(8));
        return t;
      },
      (t) => t.exported(),
    );
    expect(r.asItWas + r.complete).toBe(r.calls);
  });
});

describe("exporting each example tournament and ranking its rows with points=linear:N ranks them as the event's standings do", () => {
  const examples = GAMES.flatMap((g) => g.examples.map((e) => ({ game: g, ...e })));

  it.each(examples.map((e) => [e.file, e]))('%s, through the sidebar and CIRCUIT_STANDINGS', (_, e) => {
    const t = tournament(example(e.file, e.game), e.game.id);
    const outcome = t.exported(e.settings);
    expect(outcome.ok).toBe(true);
    const rows = t.sheet().getDataRange().getValues();
    const standings = t.bundle.call(e.game.standingsFunction, example(e.file, e.game), e.settings) as unknown[][];
    const players = rows.length - 1;
    const circuit = t.bundle.call('CIRCUIT_STANDINGS', rows, '', `points=linear:${players}`) as unknown[][];
    const ranked = (table: unknown[][]) =>
      table
        .slice(1)
        .filter((r) => r[1] !== '' && !String(r[0]).startsWith('Warning'))
        .map((r) => [rankOf(r[0]), r[1]]);
    expect(ranked(circuit)).toEqual(ranked(standings));
    expect(ranked(circuit)).toHaveLength(players);
  });

  it.each(examples.map((e) => [e.file, e]))('%s, through the command line', (_, e) => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'podium-circuit-')), 'event.csv');
    const settings = e.settings ? ['--settings', e.settings] : [];
    const exported = podiumIn([
      'standings',
      '--game',
      e.game.id,
      e.file,
      '--format',
      'circuit',
      '--event',
      'Spring Open',
      '--date',
      '2025-03-16',
      '--out',
      out,
      ...settings,
    ]);
    expect(exported.status).toBe(0);
    // the date is written as a date, without the apostrophe that keeps other text from being read as one
    expect(fs.readFileSync(out, 'utf8').split('\n')[1]).toMatch(/^Spring Open,2025-03-16,/);
    const players = fs.readFileSync(out, 'utf8').trim().split('\n').length - 1;
    const circuit = podiumIn(['circuit', out, '--settings', `points=linear:${players}`, '--format', 'csv']);
    const standings = podiumIn(['standings', '--game', e.game.id, e.file, '--format', 'csv', ...settings]);
    const ranked = (csv: string) =>
      parseCsv(csv)
        .slice(1)
        .map((r) => [rankOf(r[0]), r[1]]);
    expect(ranked(circuit.out)).toEqual(ranked(standings.out));
  });
});

describe('podium standings --format circuit', () => {
  const catan = 'examples/catan-tournament.csv';
  it('needs --event and --date (YYYY-MM-DD, a day of the calendar): a usage error, exit 2', () => {
    expect(podiumIn(['standings', '--game', 'catan', catan, '--format', 'circuit', '--date', '2025-03-16'])).toMatchObject({
      status: 2,
      err: expect.stringMatching(/^podium: --format circuit needs the event's name and day/),
    });
    expect(podiumIn(['standings', '--game', 'catan', catan, '--format', 'circuit', '--event', 'X', '--date', '2025-02-30'])).toMatchObject({
      status: 2,
      err: expect.stringMatching(/^podium: --date must be a day written YYYY-MM-DD, not "2025-02-30"/),
    });
    expect(podiumIn(['stakes', '--game', 'catan', catan, '--format', 'circuit']).status).toBe(2);
  });

  it("writes Diplomacy's boards of the three largest rounds (B3), which points=nagp reads", () => {
    const r = podiumIn([
      'standings',
      '--game',
      'diplomacy',
      'examples/diplomacy-tournament.csv',
      '--format',
      'circuit',
      '--event',
      'Autumn Cup',
      '--date',
      '2025-10-12',
    ]);
    const rows = parseCsv(r.out);
    expect(rows[0]).toEqual(['Event', 'Date', 'Game', 'Player', 'Place', 'Players', 'Rounds', 'Boards']);
    expect(rows[1]).toEqual(['Autumn Cup', '2025-10-12', 'Diplomacy', expect.any(String), '1', '35', '3', '15']);
  });
});
