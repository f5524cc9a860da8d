import { nonce, pinFor, reportingEvent } from './harness/reporting';

// Players report from their phones (SPEC §15): a hand-made Catan round 2 with two tables of 4, unscored.
const ROWS = [
  ['Round', 'Table', 'Player', 'VP', 'Declared'],
  [1, 1, 'Franca Verdi', 10, false],
  [1, 1, 'Luca Bianchi', 8, false],
  [1, 1, 'Marta Rossi', 7, false],
  [1, 1, 'Nino Neri', 5, false],
  [1, 2, 'Olga Gialli', 10, false],
  [1, 2, 'Pietro Blu', 9, false],
  [1, 2, 'Rita Viola', 6, false],
  [1, 2, 'Sara Rosa', 4, false],
  [2, 1, 'Franca Verdi', '', false],
  [2, 1, 'Olga Gialli', '', false],
  [2, 1, 'Marta Rossi', '', false],
  [2, 1, 'Sara Rosa', '', false],
  [2, 2, 'Luca Bianchi', '', false],
  [2, 2, 'Pietro Blu', '', false],
  [2, 2, 'Rita Viola', '', false],
  [2, 2, 'Nino Neri', '', false],
];

describe('a Catan table reported, confirmed and approved', () => {
  it('goes from the phones to the results sheet', () => {
    const { organizer, phone, t, spreadsheet } = reportingEvent(ROWS);
    const state = phone.call('liveReportState', t, '2', '1') as {
      seats: { name: string }[];
      state: string;
      form: { each: { key: string }[] };
    };
    expect(state.state).toBe('waiting');
    expect(state.seats.map((s) => s.name)).toEqual(['Franca Verdi', 'Olga Gialli', 'Marta Rossi', 'Sara Rosa']);
    expect(state.form.each.map((f) => f.key)).toEqual(['vp', 'declared']);
    const values = {
      each: [
        [10, true],
        [8, false],
        [7, false],
        [4, false],
      ],
      table: [],
    };
    const sent = phone.call('liveReport', {
      t,
      round: '2',
      table: '1',
      player: 0,
      pin: pinFor(organizer, t, 'Franca Verdi'),
      result: values,
      nonce: nonce(),
    });
    expect(sent).toMatchObject({ ok: true, state: 'partly' });
    const confirmed = phone.call('liveReport', {
      t,
      round: '2',
      table: '1',
      player: 2,
      pin: pinFor(organizer, t, 'Marta Rossi'),
      result: 'confirm',
      nonce: nonce(),
    });
    expect(confirmed).toMatchObject({ ok: true, state: 'agreed' });
    const inbox = organizer.call('reportsInbox', {}) as { ok: true; tournaments: { tables: { table: string; state: string }[] }[] };
    expect(inbox.tournaments[0].tables.map((x) => [x.table, x.state])).toEqual([
      ['1', 'agreed'],
      ['2', 'waiting'],
    ]);
    const approved = organizer.call('approveReports', { t, round: '2', tables: 'agreed' });
    expect(approved).toMatchObject({ ok: true, approved: ['1'], superseded: [] });
    const results = spreadsheet.getSheetByName('Results')!.getDataRange().getValues();
    expect(results.slice(9, 13).map((r) => [r[2], r[3], r[4]])).toEqual([
      ['Franca Verdi', 10, true],
      ['Olga Gialli', 8, false],
      ['Marta Rossi', 7, false],
      ['Sara Rosa', 4, false],
    ]);
    expect(phone.call('liveReportState', t, '2', '1')).toMatchObject({ state: 'approved' });
  });
});
