import { loadBundle } from './harness/appsScript';
import { nonce, pinFor, CATAN_ROUND_2 as ROWS, reportingEvent } from './harness/reporting';

// Approval (SPEC §15.6): the results' blank score cells of agreed tables written, all or nothing, with their history
// in the Report log; a table typed by hand is superseded and nothing of it is written; a failure at any service call
// leaves every table unchanged or complete, and a table's record is deleted only once its table is written.

const TABLES = {
  '1': {
    players: ['Franca Verdi', 'Olga Gialli', 'Marta Rossi', 'Sara Rosa'],
    rows: [9, 10, 11, 12],
    values: [
      [10, true],
      [8, false],
      [7, false],
      [4, false],
    ],
  },
  '2': {
    players: ['Luca Bianchi', 'Pietro Blu', 'Rita Viola', 'Nino Neri'],
    rows: [13, 14, 15, 16],
    values: [
      [9, false],
      [10, true],
      [3, false],
      [6, false],
    ],
  },
} as const;

/** Both tables reported by their first player and confirmed by their third: agreed. */
function agreed() {
  const e = reportingEvent(ROWS);
  for (const [table, x] of Object.entries(TABLES)) {
    const result = { each: x.values.map((r) => [...r]), table: [] };
    expect(
      e.phone.call('liveReport', {
        t: e.t,
        round: '2',
        table,
        player: 0,
        pin: pinFor(e.organizer, e.t, x.players[0]),
        result,
        nonce: nonce(),
      }),
    ).toMatchObject({ ok: true });
    expect(
      e.phone.call('liveReport', {
        t: e.t,
        round: '2',
        table,
        player: 2,
        pin: pinFor(e.organizer, e.t, x.players[2]),
        result: 'confirm',
        nonce: nonce(),
      }),
    ).toMatchObject({
      ok: true,
      state: 'agreed',
    });
  }
  return e;
}

const grid = (e: ReturnType<typeof agreed>) => e.spreadsheet.getSheetByName('Results')!.getDataRange().getValues();
const cellsOf = (g: unknown[][], table: keyof typeof TABLES) => TABLES[table].rows.map((r) => [g[r][3], g[r][4]]);
const blank = [
  ['', false],
  ['', false],
  ['', false],
  ['', false],
];

describe('Approve all agreed', () => {
  it('writes exactly the agreed values into their rows, logs them, deletes the records and publishes the tables scored', () => {
    const e = agreed();
    expect(e.organizer.call('approveReports', { t: e.t, round: '2', tables: 'agreed' })).toMatchObject({
      ok: true,
      approved: ['1', '2'],
      superseded: [],
    });
    const g = grid(e);
    expect(cellsOf(g, '1')).toEqual(TABLES['1'].values);
    expect(cellsOf(g, '2')).toEqual(TABLES['2'].values);
    expect([...e.organizer.scriptProperties.values.keys()].filter((k) => k.startsWith('podium.report.t.'))).toEqual([]);
    const log = e.spreadsheet.getSheetByName('Report log – Catan')!.getDataRange().getValues();
    expect(log.map((r) => [r[2], r[3], r[4]])).toEqual([
      ['Table', 'Player', 'Action'],
      ['1', 'Franca Verdi', 'report'],
      ['1', 'Marta Rossi', 'confirm'],
      ['1', '', 'approved'],
      ['2', 'Luca Bianchi', 'report'],
      ['2', 'Rita Viola', 'confirm'],
      ['2', '', 'approved'],
    ]);
    expect(log[3][5]).toBe('Franca Verdi: VP 10 Declared ✓; Olga Gialli: VP 8; Marta Rossi: VP 7; Sara Rosa: VP 4');
    const snapshot = e.phone.call('liveSnapshot', e.t) as { round: { unscored: string[] } };
    expect(snapshot.round.unscored).toEqual([]);
  });

  it('never writes into a cell typed by hand: that table is superseded, the other written', () => {
    const e = agreed();
    e.spreadsheet
      .getSheetByName('Results')!
      .getRange(11, 4)
      .setValues([[9]]);
    expect(e.organizer.call('approveReports', { t: e.t, round: '2', tables: 'agreed' })).toMatchObject({
      ok: true,
      approved: ['2'],
      superseded: ['1'],
    });
    const g = grid(e);
    expect(cellsOf(g, '1')).toEqual([
      ['', false],
      [9, false],
      ['', false],
      ['', false],
    ]);
    expect(cellsOf(g, '2')).toEqual(TABLES['2'].values);
  });

  it('a failure at any service call leaves each table unchanged or complete, its record kept until it is written', () => {
    const clean = agreed();
    const from = clean.spreadsheet.log.count;
    clean.organizer.call('approveReports', { t: clean.t, round: '2', tables: 'agreed' });
    const calls = clean.spreadsheet.log.count - from;
    expect(calls).toBeGreaterThan(20);
    const seen = { unchanged: 0, complete: 0 };
    for (let k = 1; k <= calls; k++) {
      const e = agreed();
      e.spreadsheet.log.failAt = e.spreadsheet.log.count + k;
      let outcome: unknown;
      try {
        outcome = e.organizer.call('approveReports', { t: e.t, round: '2', tables: 'agreed' });
      } catch (error) {
        outcome = (error as Error).message;
      }
      const g = grid(e);
      for (const table of ['1', '2'] as const) {
        const now = cellsOf(g, table);
        const record = e.organizer.scriptProperties.values.has(`podium.report.t.${e.t}.2.${table}`);
        if (JSON.stringify(now) === JSON.stringify(blank)) {
          seen.unchanged++;
          expect({ k, table, record, outcome: typeof outcome }).toMatchObject({ record: true });
        } else {
          expect({ k, table, now }).toEqual({ k, table, now: TABLES[table].values });
          seen.complete++;
        }
      }
      // whatever failed, approving again finishes the job: nothing written twice, nothing superseded by itself
      const again = e.organizer.call('approveReports', { t: e.t, round: '2', tables: ['1', '2'] }) as {
        ok: boolean;
        superseded?: string[];
      };
      const after = grid(e);
      expect(cellsOf(after, '1')).toEqual(TABLES['1'].values);
      expect(cellsOf(after, '2')).toEqual(TABLES['2'].values);
      void again;
    }
    process.stdout.write(
      `approval: ${calls} service calls, each failed once: ${seen.unchanged} tables unchanged, ${seen.complete} complete\n`,
    );
    expect(seen.unchanged).toBeGreaterThan(0);
    expect(seen.complete).toBeGreaterThan(0);
  });
});

describe('the organizer functions', () => {
  it('refuse a call without the sidebar token (the second guard)', () => {
    const e = agreed();
    for (const name of ['reportsInbox', 'approveReports', 'createPinSheet']) {
      const answer = (() => {
        try {
          return e.organizer.callUnsigned(name, { t: e.t, round: '2', tables: 'agreed' });
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(String(answer)).toMatch(/sidebar/i);
    }
    expect(grid(e)[9][3]).toBe('');
  });

  it('write the Player PINs sheet: every player in name order, six-digit PINs kept as text; Rotate gives new ones', () => {
    const e = agreed();
    expect(e.organizer.call('createPinSheet', { t: e.t })).toMatchObject({ ok: true, sheet: 'Player PINs – Catan', players: 8 });
    const sheet = e.spreadsheet.getSheetByName('Player PINs – Catan')!;
    const rows = sheet.getDataRange().getValues();
    expect(rows[0]).toEqual(['Player', 'PIN']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      'Franca Verdi',
      'Luca Bianchi',
      'Marta Rossi',
      'Nino Neri',
      'Olga Gialli',
      'Pietro Blu',
      'Rita Viola',
      'Sara Rosa',
    ]);
    for (const [player, pin] of rows.slice(1)) expect(pin).toBe(pinFor(e.organizer, e.t, String(player)));
    expect(e.organizer.call('rotatePins', { t: e.t })).toMatchObject({ ok: true, sheet: 'Player PINs – Catan' });
    const rotated = sheet.getDataRange().getValues();
    expect(rotated.slice(1).map((r) => r[1])).not.toEqual(rows.slice(1).map((r) => r[1]));
    for (const [player, pin] of rotated.slice(1)) expect(pin).toBe(pinFor(e.organizer, e.t, String(player)));
  });

  it('reportSettings needs Publish on, and Reporting off closes the phones', () => {
    const organizer = loadBundle();
    expect(organizer.call('reportSettings', { on: true, confirm: 'two', auto: false })).toMatchObject({ ok: false });
    expect(organizer.call('reportSettings', { on: true, confirm: 'three', auto: false })).toMatchObject({ ok: false });
    const e = agreed();
    expect(e.organizer.call('reportSettings', { on: false, confirm: 'two', auto: false })).toMatchObject({ ok: true });
    const answer = e.phone.call('liveReport', {
      t: e.t,
      round: '2',
      table: '1',
      player: 1,
      pin: pinFor(e.organizer, e.t, 'Olga Gialli'),
      result: 'confirm',
      nonce: nonce(),
    });
    expect(answer).toMatchObject({ ok: false, code: 'closed' });
    expect(e.phone.call('liveReportState', e.t, '2', '1')).toBeNull();
  });
});
