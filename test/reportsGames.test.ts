import { CATAN_ROUND_2, nonce, pinFor, reportingEvent, withRoundWritten } from './harness/reporting';
import { carcassonneResults, diplomacyResults } from './harness/tournaments';

// Each game's form (SPEC §15.2), the confirmations (§15.1), and what Seat next round says of reports not approved.

type State = {
  state: string;
  seats: { name: string; seat?: unknown }[];
  form: { each: { key: string }[]; table: { key: string }[]; desk: boolean };
};
type Event = ReturnType<typeof reportingEvent>;

const playersAt = (rows: unknown[][], round: number, table: number) =>
  rows.filter((r) => r[0] === round && r[1] === table).map((r) => String(r[2]));
const send = (e: Event, round: number, table: number, player: number, name: string, result: unknown, more: Record<string, unknown> = {}) =>
  e.phone.call('liveReport', {
    t: e.t,
    round: String(round),
    table: String(table),
    player,
    pin: pinFor(e.organizer, e.t, name),
    result,
    nonce: nonce(),
    ...more,
  });

describe('Carcassonne', () => {
  const rows = withRoundWritten(carcassonneResults(8, 1), ['Score']);
  it('a duel: both scores, reported by one player and confirmed by the other, approved into the results', () => {
    const e = reportingEvent(rows, { game: 'carcassonne' });
    const state = e.phone.call('liveReportState', e.t, '2', '1') as State;
    expect(state.form).toMatchObject({ each: [{ key: 'score' }], table: [], desk: false });
    const [a, b] = playersAt(rows, 2, 1);
    expect(send(e, 2, 1, 0, a, { each: [[84], [77]], table: [] })).toMatchObject({ ok: true, state: 'partly' });
    expect(send(e, 2, 1, 1, b, 'confirm')).toMatchObject({ ok: true, state: 'agreed' });
    expect(e.organizer.call('approveReports', { t: e.t, round: '2', tables: 'agreed' })).toMatchObject({ ok: true, approved: ['1'] });
    const grid = e.spreadsheet.getSheetByName('Results')!.getDataRange().getValues();
    expect(grid.filter((r) => r[0] === 2 && r[1] === 1).map((r) => r[3])).toEqual([84, 77]);
  });
  it('a negative or fractional score is refused by the form, naming the field and the player', () => {
    const e = reportingEvent(rows, { game: 'carcassonne' });
    const [a] = playersAt(rows, 2, 1);
    const refused = send(e, 2, 1, 0, a, { each: [[-3], [77.5]], table: [] }) as { code: string; problems: string[] };
    expect(refused.code).toBe('invalid');
    expect(refused.problems).toEqual([expect.stringContaining(a), expect.stringContaining('77.5')]);
  });
});

describe("Carcassonne's league of matches (SPEC §17.1)", () => {
  // its round is of matches, not tables: no form fits a best of 3, so its results are typed at the desk
  const rows = [
    ['Round', 'Match', 'Player', 'Games won'],
    ...[
      [1, 1, 'Ann', 2],
      [1, 1, 'Bob', 1],
      [1, 2, 'Cid', 0],
      [1, 2, 'Dan', 2],
    ],
    ...[
      [2, 1, 'Ann', ''],
      [2, 1, 'Dan', ''],
      [2, 2, 'Bob', ''],
      [2, 2, 'Cid', ''],
    ],
  ];
  it('offers no report from a phone and no table in the panel: a sending is closed, nothing stored', () => {
    const e = reportingEvent(rows, { game: 'carcassonne', settings: 'best-of=3' });
    // the live page still updates with Reporting on (it stopped, 'missing column Table', before)
    expect(e.organizer.call('publishNow', {})).toEqual({ ok: true, published: ['Open – Results'], warnings: [] });
    const before = [...e.organizer.scriptProperties.values.keys()].sort();
    // no PIN key was ever made for it (no round of tables kept): any six digits
    const sending = { t: e.t, round: '2', table: '1', player: 0, pin: '123456', result: { each: [[2], [0]], table: [] }, nonce: nonce() };
    expect(e.phone.call('liveReport', sending)).toMatchObject({ ok: false, code: 'closed' });
    expect([...e.organizer.scriptProperties.values.keys()].sort()).toEqual(before);
    expect(JSON.stringify(e.organizer.call('reportsInbox', {}))).not.toContain('Ann');
  });
});

describe('Diplomacy', () => {
  const rows = withRoundWritten(diplomacyResults(7, 1), ['Centres', 'Eliminated', 'Final year']);
  const board = [[10], [8], [7], [5], [4], [0], [0]];
  /** Each power's centres and its year of elimination, and the board's final year. */
  const result = (final: number) => ({ each: board.map(([c], i) => [c, c === 0 ? 1905 + i - 5 : null]), table: [final] });
  it('a board: centres, years of elimination and the final year; no Draw box under KISS, which reads no draw vote', () => {
    const e = reportingEvent(rows, { game: 'diplomacy' });
    const state = e.phone.call('liveReportState', e.t, '2', '1') as State;
    expect(state.form.each.map((f) => f.key)).toEqual(['centres', 'eliminated']);
    expect(state.form.table.map((f) => f.key)).toEqual(['finalyear']);
    expect(state.seats.every((s) => typeof s.seat === 'string')).toBe(true);
    const names = playersAt(rows, 2, 1);
    expect(send(e, 2, 1, 0, names[0], result(1908))).toMatchObject({ ok: true, state: 'partly' });
    expect(send(e, 2, 1, 3, names[3], 'confirm')).toMatchObject({ ok: true, state: 'agreed' });
    expect(e.organizer.call('approveReports', { t: e.t, round: '2', tables: 'agreed' })).toMatchObject({ ok: true, approved: ['1'] });
    const grid = e.spreadsheet.getSheetByName('Results')!.getDataRange().getValues();
    expect(grid.filter((r) => r[0] === 2).map((r) => [r[4], r[5], r[6]])).toEqual(
      board.map(([c], i) => [c, c === 0 ? 1900 + i : '', 1908]),
    );
  });
  it("an elimination after the final year is refused with the standings' own message", () => {
    const e = reportingEvent(rows, { game: 'diplomacy' });
    const names = playersAt(rows, 2, 1);
    const refused = send(e, 2, 1, 0, names[0], result(1904)) as { code: string; message: string };
    expect(refused.code).toBe('invalid');
    expect(refused.message).toMatch(/1905.*1904|final year/i);
  });
  it('a system that scores the year-by-year chart is reported at the desk; Draw is asked under Draw size', () => {
    // only the round in progress: the round before would need its chart for the standings to build
    const chart = reportingEvent(
      rows.filter((r) => r[0] !== 1),
      { game: 'diplomacy', settings: 'system=maxonian' },
    );
    expect((chart.phone.call('liveReportState', chart.t, '2', '1') as State).form.desk).toBe(true);
    expect(send(chart, 2, 1, 0, playersAt(rows, 2, 1)[0], result(1908))).toMatchObject({ ok: false, code: 'closed' });
    // the form asks only what the results have a column for: here a Draw column of checkboxes
    const withDraw = rows.map((r, i) => [...r, i === 0 ? 'Draw' : false]);
    const draw = reportingEvent(withDraw, { game: 'diplomacy', settings: 'system=draw-size' });
    expect((draw.phone.call('liveReportState', draw.t, '2', '1') as State).form.each.map((f) => f.key)).toEqual([
      'centres',
      'eliminated',
      'draw',
    ]);
  });
});

describe('the confirmations (SPEC §15.1)', () => {
  const values = {
    each: [
      [10, true],
      [8, false],
      [7, false],
      [4, false],
    ],
    table: [],
  };
  const names = ['Franca Verdi', 'Olga Gialli', 'Marta Rossi', 'Sara Rosa'];
  it('desk: one report is agreed', () => {
    const e = reportingEvent(CATAN_ROUND_2, { confirm: 'desk' });
    expect(send(e, 2, 1, 0, names[0], values)).toMatchObject({ ok: true, state: 'agreed' });
  });
  it('all: every player of the table, the reporter and three confirmations', () => {
    const e = reportingEvent(CATAN_ROUND_2, { confirm: 'all' });
    expect(send(e, 2, 1, 0, names[0], values)).toMatchObject({ state: 'partly' });
    expect(send(e, 2, 1, 1, names[1], 'confirm')).toMatchObject({ state: 'partly' });
    // the same values reported by another player confirm them
    expect(send(e, 2, 1, 2, names[2], values)).toMatchObject({ state: 'partly' });
    expect(send(e, 2, 1, 3, names[3], 'confirm')).toMatchObject({ state: 'agreed' });
  });
  it('two: a changed report withdraws its confirmations; once agreed it cannot change, a dispute still can be sent', () => {
    const e = reportingEvent(CATAN_ROUND_2);
    expect(send(e, 2, 1, 0, names[0], values)).toMatchObject({ state: 'partly' });
    const changed = {
      each: [
        [10, true],
        [9, false],
        [7, false],
        [4, false],
      ],
      table: [],
    };
    expect(send(e, 2, 1, 0, names[0], changed)).toMatchObject({ state: 'partly' });
    expect(send(e, 2, 1, 1, names[1], 'confirm')).toMatchObject({ state: 'agreed' });
    expect(send(e, 2, 1, 0, names[0], values)).toMatchObject({ ok: false, code: 'closed' });
    expect(send(e, 2, 1, 0, names[0], 'confirm')).toMatchObject({ ok: false, code: 'closed' });
    expect(send(e, 2, 1, 3, names[3], 'dispute', { note: 'Marta had 8' })).toMatchObject({ ok: true, state: 'disputed' });
  });
  it('a player stores at most 10 sendings a round', () => {
    const e = reportingEvent(CATAN_ROUND_2);
    for (let k = 0; k < 10; k++) expect(send(e, 2, 1, 1, names[1], 'dispute', { note: `${k}` })).toMatchObject({ ok: true });
    expect(send(e, 2, 1, 1, names[1], 'dispute')).toMatchObject({ ok: false, code: 'full' });
  });
});

describe('Seat next round', () => {
  it('warns while tables of the round in progress have reports not approved', () => {
    const e = reportingEvent(CATAN_ROUND_2);
    const preview = () => e.organizer.call('previewSeating', { game: 'catan', sheet: 'Results', settings: '' }) as { warnings: string[] };
    expect(preview().warnings.join(' ')).not.toMatch(/not approved/);
    send(e, 2, 2, 0, 'Luca Bianchi', {
      each: [
        [10, true],
        [8, false],
        [7, false],
        [4, false],
      ],
      table: [],
    });
    expect(preview().warnings).toContain('Reports not approved yet at table 2 of the round in progress.');
  });
});
