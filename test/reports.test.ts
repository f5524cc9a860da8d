import { REPORT_PAGE_FUNCTIONS, REPORT_SIDEBAR_FUNCTIONS } from '../src/appsscript/reportContract';
import { nonce, pinFor, CATAN_ROUND_2 as ROWS, reportingEvent } from './harness/reporting';

// Players report from their phones (SPEC §15): a hand-made Catan round 2 with two tables of 4, unscored.

/** Table 1's values as its players agree on them. */
const AGREED = {
  each: [
    [10, true],
    [8, false],
    [7, false],
    [4, false],
  ],
  table: [],
};

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
    const values = AGREED;
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

describe('the PIN (SPEC §15.3)', () => {
  it("the harness's HMAC-SHA256 answers RFC 4231's test case 2 as Java's signed bytes", () => {
    const { HMAC } = require('./harness/appsScript') as typeof import('./harness/appsScript');
    const bytes = HMAC.computeHmacSha256Signature('what do ya want for nothing?', 'Jefe', HMAC.Charset.UTF_8);
    expect(Buffer.from(bytes.map((b) => b & 255)).toString('hex')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(bytes.every((b) => b >= -128 && b <= 127)).toBe(true);
    expect(bytes[0]).toBe(0x5b);
    expect(bytes[2]).toBe(0xc1 - 256);
  });
  it('is six digits, the same as Node computes from the kept key, and changes with a reissue', () => {
    const { organizer, t } = reportingEvent(ROWS);
    const pin = pinFor(organizer, t, 'Franca Verdi');
    expect(pin).toMatch(/^\d{6}$/);
    const reissued = organizer.call('reissuePin', { t, player: 'franca verdi' }) as { ok: true; pin: string; player: string };
    expect(reissued).toMatchObject({ ok: true, player: 'Franca Verdi' });
    expect(reissued.pin).not.toBe(pin);
    expect(reissued.pin).toBe(pinFor(organizer, t, 'Franca Verdi'));
  });
});

/** The quota-bearing calls of one run: property reads and writes, cache calls, spreadsheet calls. */
function counted(event: ReturnType<typeof reportingEvent>, run: () => unknown) {
  const { organizer, phone } = event;
  const from = organizer.spreadsheet.log.calls.length;
  const reads = organizer.scriptProperties.reads;
  const writes = organizer.scriptProperties.writes;
  const sheet = phone.touched.spreadsheet;
  const answer = run();
  const calls = organizer.spreadsheet.log.calls.slice(from);
  return {
    answer,
    reads: organizer.scriptProperties.reads - reads,
    writes: organizer.scriptProperties.writes - writes,
    cache: calls.filter((c) => c.startsWith('Cache.')).length,
    spreadsheet: phone.touched.spreadsheet - sheet,
  };
}

describe('the threat model (research/reporting.md §1.5), one threat at a time', () => {
  const send = (e: ReturnType<typeof reportingEvent>, more: Record<string, unknown>) =>
    e.phone.call('liveReport', { t: e.t, round: '2', table: '1', player: 0, result: 'confirm', nonce: nonce(), ...more });
  const values = AGREED;

  it('wrong PINs: four are told how many remain, the fifth locks the table, and then even the right PIN is refused', () => {
    const e = reportingEvent(ROWS);
    const right = e.pin('Franca Verdi');
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let k = 1; k <= 4; k++) {
      const c = counted(e, () => send(e, { pin: wrong, result: values }));
      expect(c.answer).toMatchObject({ ok: false, code: 'pin', remaining: 5 - k });
      expect(c).toMatchObject({ reads: 0, writes: 0, spreadsheet: 0 });
      expect(c.cache).toBeLessThanOrEqual(4);
    }
    const fifth = counted(e, () => send(e, { pin: wrong, result: values }));
    expect(fifth.answer).toMatchObject({ ok: false, code: 'locked', remaining: 0 });
    expect(fifth).toMatchObject({ reads: 1, writes: 1, spreadsheet: 0 });
    expect(send(e, { pin: right, result: values })).toMatchObject({ ok: false, code: 'locked' });
    // an invalid value never counts as a wrong PIN
    const e2 = reportingEvent(ROWS);
    for (let k = 0; k < 8; k++) expect(send(e2, { pin: '12ab' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(send(e2, { pin: e2.pin('Franca Verdi'), result: values })).toMatchObject({ ok: true });
    // the desk unlocks it
    expect(e.organizer.call('unlockReports', { t: e.t, round: '2', table: '1' })).toEqual({ ok: true });
    expect(send(e, { pin: right, result: values })).toMatchObject({ ok: true, state: 'partly' });
  });

  it("another table's PIN is a wrong PIN", () => {
    const e = reportingEvent(ROWS);
    expect(send(e, { pin: e.pin('Luca Bianchi'), result: values })).toMatchObject({ ok: false, code: 'pin', remaining: 4 });
  });

  it('a replay of the same nonce answers the same and changes nothing', () => {
    const e = reportingEvent(ROWS);
    const request = { t: e.t, round: '2', table: '1', player: 0, pin: e.pin('Franca Verdi'), result: values, nonce: nonce() };
    const first = e.phone.call('liveReport', request);
    const again = counted(e, () => e.phone.call('liveReport', request));
    expect(again.answer).toEqual(first);
    expect(again.writes).toBe(0);
  });

  it('two differing reports make the table disputed until the desk acts; a confirmation is then refused', () => {
    const e = reportingEvent(ROWS);
    expect(send(e, { pin: e.pin('Franca Verdi'), result: values })).toMatchObject({ ok: true, state: 'partly' });
    const other = {
      each: [
        [8, false],
        [10, true],
        [7, false],
        [4, false],
      ],
      table: [],
    };
    expect(send(e, { player: 1, pin: e.pin('Olga Gialli'), result: other })).toMatchObject({ ok: true, state: 'disputed' });
    expect(send(e, { player: 2, pin: e.pin('Marta Rossi') })).toMatchObject({ ok: false, code: 'closed' });
    expect(e.organizer.call('approveReports', { t: e.t, round: '2', tables: 'agreed' })).toMatchObject({ ok: true, approved: [] });
    expect(e.organizer.call('rejectReports', { t: e.t, round: '2', table: '1' })).toEqual({ ok: true });
    expect(e.phone.call('liveReportState', e.t, '2', '1')).toMatchObject({ state: 'waiting', reports: [] });
    const log = e.spreadsheet.getSheetByName('Report log – Catan')!.getDataRange().getValues();
    expect(log.map((r) => r[4])).toEqual(['Action', 'report', 'report', 'rejected']);
  });

  it.each([
    ['__proto__', () => JSON.parse('{"__proto__": {"polluted": 1}, "t": "1"}')],
    ['constructor', () => ({ constructor: 'x', t: '1' })],
    [
      'a 3 MB payload',
      () => ({ t: '1', round: '2', table: '1', player: 0, pin: '123456', result: 'confirm', nonce: 'x'.repeat(3_000_000) }),
    ],
    [
      'a 50,000-character note',
      () => ({ t: '1', round: '2', table: '1', player: 0, pin: '123456', result: 'dispute', note: 'n'.repeat(50_000), nonce: 'abcdefgh' }),
    ],
    ['an array', () => [1, 2, 3]],
    ['null', () => null],
  ])('%s is refused calmly, reading and storing nothing', (_, make) => {
    const e = reportingEvent(ROWS);
    const c = counted(e, () => e.phone.call('liveReport', make()));
    expect(c.answer).toMatchObject({ ok: false, code: 'bad-request' });
    expect((c.answer as { message: string }).message.length).toBeLessThan(300);
    expect(c).toEqual({ answer: c.answer, reads: 0, writes: 0, cache: 0, spreadsheet: 0 });
  });

  it('a hostile note is kept and logged as text: a formula lands in the Report log as its characters', () => {
    const e = reportingEvent(ROWS);
    const note = '=HYPERLINK("http://evil.example","x")';
    expect(send(e, { pin: e.pin('Franca Verdi'), result: values })).toMatchObject({ ok: true });
    expect(send(e, { player: 1, pin: e.pin('Olga Gialli'), result: 'dispute', note })).toMatchObject({ ok: true, state: 'disputed' });
    expect(e.phone.call('liveReportState', e.t, '2', '1')).toMatchObject({ disputes: [{ by: 1, note }] });
    expect(e.organizer.call('rejectReports', { t: e.t, round: '2', table: '1' })).toEqual({ ok: true });
    const log = e.spreadsheet.getSheetByName('Report log – Catan')!;
    const row = log
      .getDataRange()
      .getValues()
      .find((r) => r[4] === 'dispute') as unknown[];
    expect(row[6]).toBe(note);
    expect(
      log
        .getRange(1, 1, 4, 7)
        .getNumberFormats()
        .flat()
        .every((f) => f === '@'),
    ).toBe(true);
  });

  it('every organizer function called from a page execution is refused, nothing read or changed', () => {
    const e = reportingEvent(ROWS);
    const before = JSON.stringify([...e.organizer.scriptProperties.values]);
    for (const name of REPORT_SIDEBAR_FUNCTIONS) {
      const c = counted(e, () =>
        e.phone.errorOf(name, { t: e.t, round: '2', table: '1', tables: 'agreed', player: 'Franca Verdi', on: false, confirm: 'two' }),
      );
      expect(c.answer).toMatch(/spreadsheet/i);
      expect(c).toMatchObject({ reads: 0, writes: 0, cache: 0, spreadsheet: 0 });
    }
    expect(JSON.stringify([...e.organizer.scriptProperties.values])).toBe(before);
  });

  it('no page answer holds a PIN or the key', () => {
    const e = reportingEvent(ROWS);
    const secrets = JSON.parse(e.organizer.scriptProperties.values.get('podium.report.key') as string)[e.t];
    const pins = ['Franca Verdi', 'Olga Gialli', 'Marta Rossi', 'Sara Rosa', 'Luca Bianchi'].map((p) => e.pin(p));
    const answers = [
      send(e, { pin: e.pin('Franca Verdi'), result: values }),
      send(e, { player: 2, pin: e.pin('Marta Rossi') }),
      send(e, { player: 1, pin: '000000' }),
      e.phone.call('liveReportState', e.t, '2', '1'),
      e.phone.call('liveReportState', e.t, '2', '2'),
      e.phone.call('liveSnapshot', e.t),
      e.phone.call('liveList'),
    ];
    const text = JSON.stringify(answers);
    expect(text).not.toContain(secrets.k);
    for (const pin of pins) expect(text).not.toMatch(new RegExp(`(^|\\D)${pin}(\\D|$)`));
  });

  it("values the rules refuse are told with the standings' own message in the page's language", () => {
    const e = reportingEvent(ROWS);
    // two players at 10 or more and nobody declared: the standings' own rule (SPEC §2.2)
    const broken = {
      each: [
        [10, false],
        [11, false],
        [7, false],
        [4, false],
      ],
      table: [],
    };
    const it = send(e, { pin: e.pin('Franca Verdi'), result: broken, lang: 'it' }) as { ok: false; code: string; message: string };
    expect(it).toMatchObject({ ok: false, code: 'invalid' });
    const en = send(e, { pin: e.pin('Franca Verdi'), result: broken, lang: 'en' }) as { message: string };
    expect(it.message).not.toBe(en.message);
    expect(e.organizer.scriptProperties.values.has(`podium.report.t.${e.t}.2.1`)).toBe(false);
  });

  it('a liveReport makes at most 3 property reads, 1 write, 4 cache calls and no spreadsheet call', () => {
    const e = reportingEvent(ROWS);
    const warm = counted(e, () => send(e, { pin: e.pin('Franca Verdi'), result: values }));
    expect(warm).toMatchObject({ answer: { ok: true }, reads: 1, writes: 1, spreadsheet: 0 });
    expect(warm.cache).toBeLessThanOrEqual(4);
    e.organizer.cache.clear();
    const cold = counted(e, () => send(e, { player: 2, pin: e.pin('Marta Rossi') }));
    expect(cold).toMatchObject({ answer: { ok: true, state: 'agreed' }, writes: 1, spreadsheet: 0 });
    expect(cold.reads).toBeLessThanOrEqual(3);
    expect(cold.cache).toBeLessThanOrEqual(4);
  });
});

describe('the entry points (SPEC §15.4)', () => {
  it("Code.js defines no doPost, and every top-level function but the declared entry points ends in '_'", () => {
    const fs = require('node:fs') as typeof import('node:fs');
    const { BUNDLE, ENTRY_POINTS } = require('./harness/appsScript') as typeof import('./harness/appsScript');
    const code = fs.readFileSync(BUNDLE, 'utf8');
    const globals = [...code.matchAll(/^(?:var|let|const|function) (\w+)/gm)].map((m) => m[1]);
    const declared = new Set(ENTRY_POINTS.map((p) => p.name));
    expect(globals.filter((g) => !declared.has(g) && !g.endsWith('_'))).toEqual([]);
    expect(globals).not.toContain('doPost');
    for (const name of [...REPORT_PAGE_FUNCTIONS, ...REPORT_SIDEBAR_FUNCTIONS]) expect(declared.has(name)).toBe(true);
  });
});

describe('words and names', () => {
  it("every refusal is in the page's language, a few hundred characters at most", () => {
    const e = reportingEvent(ROWS);
    const told = (lang: string) => {
      const base = { t: e.t, round: '2', table: '1', player: 0, result: 'confirm', nonce: nonce(), lang };
      return [
        e.phone.call('liveReport', { ...base, pin: '000000' }),
        e.phone.call('liveReport', { ...base, round: '3', pin: '000000' }),
        e.phone.call('liveReport', { ...base, pin: '12' }),
        e.phone.call('liveReport', { ...base, table: '9', pin: '000000' }),
        e.phone.call('liveReport', { ...base, pin: e.pin('Franca Verdi') }),
      ] as { ok: boolean; code: string; message: string }[];
    };
    const [en, it, ro] = ['en', 'it', 'ro'].map(told);
    expect(en.map((a) => a.code)).toEqual(['pin', 'closed', 'invalid', 'closed', 'closed']);
    for (const [k, answer] of en.entries()) {
      for (const other of [it[k], ro[k]]) {
        expect(other).toMatchObject({ ok: false, code: answer.code });
        expect(other.message).not.toBe(answer.message);
      }
      for (const a of [answer, it[k], ro[k]]) expect(a.message.length).toBeLessThanOrEqual(300);
    }
  });

  it('a hostile name is shown and logged as its characters; the key is 256 bits of hex', () => {
    // a name as the results hold it (a cell typed with = would be a formula there): markup, and a formula's + sign
    const hostile = '+SUM(1,2) <img src=x onerror=alert(1)>';
    const rows = ROWS.map((r) => r.map((v) => (v === 'Sara Rosa' ? hostile : v)));
    const e = reportingEvent(rows);
    const state = e.phone.call('liveReportState', e.t, '2', '1') as { seats: { name: string }[] };
    expect(state.seats[3].name).toBe(hostile);
    expect(
      e.phone.call('liveReport', { t: e.t, round: '2', table: '1', player: 3, pin: e.pin(hostile), result: AGREED, nonce: nonce() }),
    ).toMatchObject({ ok: true });
    expect(e.organizer.call('rejectReports', { t: e.t, round: '2', table: '1' })).toEqual({ ok: true });
    const log = e.spreadsheet.getSheetByName('Report log – Catan')!.getDataRange().getValues();
    expect(log[1][3]).toBe(hostile);
    expect(String(log[1][5])).toContain(hostile);
    const secrets = JSON.parse(e.organizer.scriptProperties.values.get('podium.report.key') as string);
    expect(secrets[e.t].k).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the Reports panel shows a rule's refusal with its message, and a table scored by hand with reports as superseded", () => {
    const e = reportingEvent(ROWS);
    const broken = {
      each: [
        [10, false],
        [11, false],
        [7, false],
        [4, false],
      ],
      table: [],
    };
    e.phone.call('liveReport', { t: e.t, round: '2', table: '1', player: 0, pin: e.pin('Franca Verdi'), result: broken, nonce: nonce() });
    e.phone.call('liveReport', { t: e.t, round: '2', table: '2', player: 0, pin: e.pin('Luca Bianchi'), result: AGREED, nonce: nonce() });
    e.spreadsheet
      .getSheetByName('Results')!
      .getRange(15, 4)
      .setValues([[6]]);
    const inbox = e.organizer.call('reportsInbox', {}) as {
      tournaments: { tables: { table: string; state: string; message?: string; seats: { name: string }[] }[] }[];
    };
    const [one, two] = inbox.tournaments[0].tables;
    expect(one).toMatchObject({ table: '1', state: 'refused', message: expect.stringMatching(/declar/i) });
    expect(two).toMatchObject({ table: '2', state: 'superseded' });
    expect(two.seats.map((s) => s.name)).toEqual(['Luca Bianchi', 'Pietro Blu', 'Rita Viola', 'Nino Neri']);
  });
});
