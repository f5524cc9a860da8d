import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPORT_WORDS as SERVER_REPORT_WORDS } from '../src/appsscript/report/words';
import type { ReportSettings } from '../src/appsscript/reportContract';
import { PHONE_REPORT_WORDS } from '../src/live/reportWords';
import { LIVE_WORDS } from '../src/live/words';
import { REPORT_SIDEBAR_WORDS } from '../src/sidebar/reportWords';
import { launchChromium } from './harness/browser';
import { carcassonneEvent, catanEvent, diplomacyEvent, type Event } from './harness/events';
import type { FakeSheet } from './harness/fakeSpreadsheet';
import { lowContrast, openLive } from './harness/livePage';
import { openSidebar } from './harness/sidebarPage';

// Players report their results from their phones (SPEC §15, issue #42), in headless Chromium, end to end over the built
// bundle: the organizer turns Reporting on and prints the PINs; a player finds themself on a 360-pixel phone, reports
// the table with their PIN; another player of the table confirms from a second phone; the sidebar's Reports panel (300
// pixels) shows the table agreed; Approve all agreed writes exactly those values into that round's rows; the phones
// then show the table scored. A Catan in Italian, a Carcassonne duel and a Diplomacy board.

const OUT = path.join(__dirname, '../test-output');
const PHONE = { width: 360, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium('players report');
  fs.mkdirSync(OUT, { recursive: true });
});
afterAll(async () => browser?.close());

/** The organizer's token, as the sidebar receives it, for the calls the test makes as the sidebar would. */
const tokenOf = (e: Event) => (e.organizer.call('getSidebarState', {}) as { token: string }).token;

/** Reporting on, with these confirmations; the PIN sheet written; each player's PIN, read from it. */
function startReporting(e: Event, settings: Partial<ReportSettings> = {}): Map<string, string> {
  const token = tokenOf(e);
  const set = e.organizer.call('reportSettings', { on: true, confirm: 'two', auto: false, ...settings, token }) as { ok: boolean };
  expect(set).toMatchObject({ ok: true });
  const sheet = e.organizer.call('createPinSheet', { t: e.t, token }) as { ok: boolean; sheet: string };
  expect(sheet).toMatchObject({ ok: true });
  const rows = (e.spreadsheet.getSheetByName(sheet.sheet) as FakeSheet).getDataRange().getValues().slice(1);
  return new Map(rows.map((r) => [String(r[0]), String(r[1])]));
}

/** The round in progress's tables (as the snapshot lists them), each with its players in seat order. */
function tablesOf(e: Event): { round: string; tables: Map<string, string[]> } {
  const s = e.visitor.call('liveSnapshot', e.t) as { round: { round: string; columns: string[]; rows: unknown[][] } };
  const r = s.round;
  const at = r.columns.includes('board') ? r.columns.indexOf('board') : r.columns.indexOf('table');
  const p = r.columns.indexOf('player');
  const tables = new Map<string, string[]>();
  for (const row of r.rows) tables.set(String(row[at]), [...(tables.get(String(row[at])) ?? []), String(row[p])]);
  return { round: r.round, tables };
}

/** A phone at 360 pixels, its player found by typing part of their name. */
async function phoneOf(e: Event, name: string, lang?: string) {
  const live = await openLive(browser, e.visitor, lang ? { lang } : {}, PHONE);
  await live.go();
  await live.page.fill('#find', name);
  return live;
}

/** The card's report panel of the player whose card it is (the first card Find me shows). */
const panel = '.found .card .report';

async function report(page: Page, values: Record<string, (number | boolean | null)[]>, table: Record<string, number> = {}, pin = '') {
  await page.click(`${panel} .do-report`);
  for (const [key, list] of Object.entries(values))
    for (const [k, v] of list.entries()) {
      const input = page.locator(`${panel} form fieldset`).nth(k).locator(`input[name="${key}"]`);
      if (typeof v === 'boolean') await (v ? input.check() : input.uncheck());
      else if (v !== null) await input.fill(String(v));
    }
  for (const [key, v] of Object.entries(table)) await page.fill(`${panel} form > .field input[name="${key}"]`, String(v));
  await page.fill(`${panel} input.pin`, pin);
}

/** The results' cells of one column for the rows of a round and table, in the sheet's order. */
function cellsOf(e: Event, round: string, table: string, header: string[]): unknown[] {
  const grid = e.results.getDataRange().getValues();
  const head = grid[0].map(String);
  const col = (names: string[]) => head.findIndex((h) => names.includes(h));
  const [r, t, c] = [col(['Round', 'Turno', 'Rundă']), col(['Table', 'Board', 'Tavolo', 'Masă']), col(header)];
  return grid
    .slice(1)
    .filter((row) => String(row[r]) === round && String(row[t]) === table)
    .map((row) => row[c]);
}

/** The whole round end to end: report, confirm, the panel agreed, Approve all agreed, the phones scored. */
async function endToEnd(
  e: Event,
  shot: string,
  values: Record<string, (number | boolean | null)[]>,
  tableValues: Record<string, number>,
  written: { header: string[]; values: unknown[] }[],
) {
  const lang = e.lang;
  const pw = PHONE_REPORT_WORDS[lang];
  const sw = REPORT_SIDEBAR_WORDS[lang];
  const pins = startReporting(e);
  const { round, tables } = tablesOf(e);
  const [table, players] = [...tables.entries()][0];
  const [first, second] = players;

  const one = await phoneOf(e, first);
  await one.page.waitForSelector(`${panel} .do-report`);
  await report(one.page, values, tableValues, pins.get(first));
  await one.page.screenshot({ path: path.join(OUT, `report-${shot}-form.png`), fullPage: true });
  await one.page
    .locator('.found .card')
    .first()
    .screenshot({ path: path.join(OUT, `report-${shot}-card.png`) });
  await one.page.click(`${panel} button.send`);
  await one.page.waitForSelector(`${panel} .report-said.ok`);
  expect(await one.page.textContent(`${panel} .report-state`)).toBe(pw.state.partly);

  const two = await phoneOf(e, second);
  await two.page.waitForSelector(`${panel} .do-confirm`);
  const shown = await two.page.textContent(`${panel} .report-entries`);
  expect(shown).toContain(first);
  await two.page.click(`${panel} .do-confirm`);
  await two.page.fill(`${panel} input.pin`, pins.get(second) as string);
  await two.page.screenshot({ path: path.join(OUT, `report-${shot}-confirm.png`), fullPage: true });
  await two.page.click(`${panel} button.send`);
  await two.page.waitForSelector(`${panel} .report-said.ok`);
  expect(await two.page.textContent(`${panel} .report-state`)).toBe(pw.state.agreed);

  const calls: string[] = [];
  const side = await openSidebar(browser, counting(e, calls), new Set(), 900);
  const row = `#reports-tables .report-table[data-table="${table}"]`;
  await side.page.waitForSelector(`${row} .st-agreed`);
  expect(await side.page.isVisible('#reports-panel')).toBe(true);
  const panelBox = await side.page.locator('#reports-panel').boundingBox();
  // the panel is the first thing of the sidebar during a round: on screen without scrolling
  expect(panelBox?.y).toBeLessThan(100);
  await side.page.screenshot({ path: path.join(OUT, `report-${shot}-sidebar.png`), fullPage: true });
  const before = e.results.getDataRange().getValues();
  await side.page.dblclick('#reports-tables .approve-agreed');
  await side.page.waitForSelector(`#reports.ok >> text=${sw.approved([sw.table(table)]).slice(0, 10)}`);
  for (const w of written) expect(cellsOf(e, round, table, w.header)).toEqual(w.values);
  expect(calls.filter((c) => c === 'approveReports')).toEqual(['approveReports']);
  // nothing else of the results changed
  const after = e.results.getDataRange().getValues();
  const changed = after.flatMap((r, i) => r.flatMap((c, j) => (c !== before[i]?.[j] ? [[i, j]] : [])));
  expect(changed.length).toBe(written.reduce((n, w) => n + w.values.filter((v) => v !== '').length, 0));

  const tableWord = e.game === 'diplomacy' ? LIVE_WORDS[lang].board(table) : LIVE_WORDS[lang].table(table);
  // the phones, shown again, read the new publication: the table is scored, Report result gone
  for (const phone of [one, two]) {
    await phone.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // the card's seat at this table offers nothing more (a doubler's other board may still take reports)
    await phone.page.waitForFunction(
      (where) =>
        Array.from(document.querySelectorAll('.found .card .seat')).some(
          (seat) => (seat.querySelector('.where')?.textContent ?? '').includes(where) && !seat.querySelector('.report:not([hidden])'),
        ),
      tableWord,
    );
    expect(await phone.page.textContent('.round')).not.toContain(`${tableWord} · ${LIVE_WORDS[lang].awaiting}`);
    expect(phone.problems).toEqual([]);
    expect(phone.outside).toEqual([]);
  }
  expect(side.dialogs).toEqual([]);
  for (const p of [one.page, two.page, side.page]) await p.close();
}

describe('players report from their phones, end to end', () => {
  it('Catan in Italian: a player reports the four VP, another confirms, Approve all agreed writes them', async () => {
    const e = catanEvent({ lang: 'it', players: 12, round: 2, scoredTables: 0, settings: '' });
    await endToEnd(e, 'catan-it', { vp: [10, 8, 6, 4] }, {}, [{ header: ['VP', 'PV'], values: [10, 8, 6, 4] }]);
  });

  it('a Carcassonne duel: one player reports both scores, the opponent confirms', async () => {
    const e = carcassonneEvent({ lang: 'en', players: 8, rounds: 2, scoredTables: 0, settings: '' });
    await endToEnd(e, 'carcassonne', { score: [87, 72] }, {}, [{ header: ['Score', 'Punteggio', 'Punctaj'], values: [87, 72] }]);
  });

  it('a Diplomacy board: seven powers, an elimination and the final year, confirmed by another power', async () => {
    const e = diplomacyEvent({ lang: 'en', round: 1, scoredBoards: 0, settings: '' });
    const centres = [10, 8, 6, 5, 3, 2, 0];
    await endToEnd(e, 'diplomacy', { centres, eliminated: [null, null, null, null, null, null, 1906] }, { finalyear: 1908 }, [
      { header: ['Centres'], values: centres },
      { header: ['Eliminated'], values: ['', '', '', '', '', '', 1906] },
      { header: ['Final year'], values: Array(7).fill(1908) },
    ]);
  });
});

describe('a poor network, clicks too fast, calls that fail', () => {
  it('a report sent while the network is down is kept, said not sent, and arrives exactly once when it returns', async () => {
    const e = carcassonneEvent({ lang: 'ro', players: 8, rounds: 2, scoredTables: 0, settings: '' });
    const pw = PHONE_REPORT_WORDS.ro;
    const pins = startReporting(e);
    const { tables } = tablesOf(e);
    const [table, [first]] = [...tables.entries()][0];
    // the network: down (the call never reaches the server), or lossy (it reaches the server, the answer is lost)
    const net = { down: false, lossy: false, reached: [] as string[] };
    const phone = await openLive(browser, visitorThrough(e, net), {}, PHONE);
    await phone.go();
    await phone.page.fill('#find', first);
    await phone.page.waitForSelector(`${panel} .do-report`);
    net.down = true;
    await phone.page.context().setOffline(true);
    await report(phone.page, { score: [64, 58] }, {}, pins.get(first));
    await phone.page.dblclick(`${panel} button.send`);
    await phone.page.waitForSelector(`${panel} .report-said.pending >> text=${pw.notSent}`);
    const kept = await phone.page.evaluate(() => window.localStorage.getItem('podium-reports'));
    expect(JSON.parse(kept as string)).toHaveLength(1);
    await phone.page.screenshot({ path: path.join(OUT, 'report-offline.png'), fullPage: true });
    // the network comes back, lossy first: the report reaches the server, its answer is lost, it is sent again
    net.down = false;
    net.lossy = true;
    await phone.page.context().setOffline(false);
    await until(() => net.reached.length >= 1);
    net.lossy = false;
    await phone.page.waitForSelector(`${panel} .report-said.ok`, { timeout: 20_000 });
    expect(new Set(net.reached).size).toBe(1);
    const state = e.visitor.call('liveReportState', e.t, tablesOf(e).round, table) as { reports: unknown[]; state: string };
    expect(state.reports).toHaveLength(1);
    expect(state.state).toBe('partly');
    expect(await phone.page.evaluate(() => window.localStorage.getItem('podium-reports'))).toBeNull();
    expect(phone.problems).toEqual([]);
    await phone.page.close();
  });

  it('a wrong PIN is told in words with what is left, and a hostile dispute note is shown as text on the phones and in the sidebar', async () => {
    const e = catanEvent({ lang: 'en', players: 12, round: 2, scoredTables: 0, settings: '' });
    const pins = startReporting(e);
    const { tables } = tablesOf(e);
    const [table, players] = [...tables.entries()][0];
    const one = await phoneOf(e, players[0]);
    await one.page.waitForSelector(`${panel} .do-report`);
    await report(one.page, { vp: [10, 8, 6, 4] }, {}, pins.get(players[1]));
    await one.page.click(`${panel} button.send`);
    await one.page.waitForSelector(`${panel} .report-said.problems`);
    expect(await one.page.textContent(`${panel} .report-said`)).toMatch(/PIN/);
    // five digits: said on the phone, nothing sent
    await one.page.click(`${panel} .do-report`);
    await one.page.fill(`${panel} input.pin`, '12345');
    await one.page.click(`${panel} button.send`);
    await one.page.waitForSelector(`${panel} .report-said.problems >> text=${PHONE_REPORT_WORDS.en.pinShape}`);
    await one.page.fill(`${panel} input.pin`, pins.get(players[0]) as string);
    // clicked twice: one call (the wrong PIN's, then this one)
    await one.page.dblclick(`${panel} button.send`);
    await one.page.waitForSelector(`${panel} .report-said.ok`);
    expect(one.calls.filter((c) => c === 'liveReport')).toEqual(['liveReport', 'liveReport']);

    // the same card in a dark scheme, a form open: every text meets AA contrast
    const dark = await openLive(browser, e.visitor, {}, PHONE, { colorScheme: 'dark' });
    await dark.go();
    await dark.page.fill('#find', players[3]);
    await dark.page.waitForSelector(`${panel} .do-dispute`);
    await dark.page.click(`${panel} .do-dispute`);
    expect(await lowContrast(dark.page)).toEqual([]);
    await dark.page.screenshot({ path: path.join(OUT, 'report-dark.png'), fullPage: true });
    await dark.page.close();
    const note = '<img src=x onerror=alert(1)> =HYPERLINK("x")';
    const two = await phoneOf(e, players[2]);
    await two.page.waitForSelector(`${panel} .do-dispute`);
    await two.page.click(`${panel} .do-dispute`);
    await two.page.fill(`${panel} textarea`, note);
    await two.page.fill(`${panel} input.pin`, pins.get(players[2]) as string);
    await two.page.click(`${panel} button.send`);
    await two.page.waitForSelector(`${panel} .report-state.st-disputed`);
    expect(await two.page.textContent(`${panel} .report-entries`)).toContain(note);
    expect(await two.page.$('img')).toBeNull();
    expect(await lowContrast(two.page)).toEqual([]);
    await two.page.screenshot({ path: path.join(OUT, 'report-disputed.png'), fullPage: true });

    const side = await openSidebar(browser, e.organizer, new Set(['rejectReports']), 900);
    const row = `#reports-tables .report-table[data-table="${table}"]`;
    await side.page.waitForSelector(`${row} .st-disputed`);
    expect(await side.page.textContent(`${row} .note`)).toContain(note);
    expect(await side.page.$('img')).toBeNull();
    // Reject asks first; its call fails: said in words, nothing changed, the buttons back
    await side.page.click(`${row} button:has-text("${REPORT_SIDEBAR_WORDS.en.reject}")`);
    await side.page.click(`${row} .ask button.confirm`);
    await side.page.waitForSelector('#reports.problems');
    expect(await side.page.isEnabled(`${row} button.approve`)).toBe(true);
    const still = e.visitor.call('liveReportState', e.t, tablesOf(e).round, table) as { state: string };
    expect(still.state).toBe('disputed');
    expect(side.dialogs).toEqual([]);
    for (const p of [one.page, two.page, side.page]) await p.close();
  });

  it('Reissue shows the player their new PIN; Rotate asks first; a failing Approve is told and writes nothing', async () => {
    const e = catanEvent({ lang: 'en', players: 12, round: 2, scoredTables: 0, settings: '' });
    const sw = REPORT_SIDEBAR_WORDS.en;
    const pins = startReporting(e);
    const { tables } = tablesOf(e);
    const [, players] = [...tables.entries()][0];
    const calls: string[] = [];
    const counted = counting(e, calls);
    // one table agreed, by the page's own calls
    const { round } = tablesOf(e);
    const [table] = [...tables.keys()];
    const send = (player: number, result: unknown) =>
      e.visitor.call('liveReport', { t: e.t, round, table, player, pin: pins.get(players[player]), result, nonce: `nonce-${player}-x` });
    expect(
      send(0, {
        each: [
          [10, false],
          [8, false],
          [6, false],
          [4, false],
        ],
        table: [],
      }),
    ).toMatchObject({ ok: true });
    expect(send(1, 'confirm')).toMatchObject({ ok: true, state: 'agreed' });
    const side = await openSidebar(browser, counted, new Set(['approveReports']), 900);
    await side.page.waitForSelector('#reports-tables .report-table .st-agreed');
    const before = JSON.stringify(e.results.getDataRange().getValues());
    await side.page.click('#reports-tables .approve-agreed');
    await side.page.waitForSelector('#reports.problems');
    expect(await side.page.textContent('#reports')).toContain('Service Spreadsheets timed out');
    expect(JSON.stringify(e.results.getDataRange().getValues())).toBe(before);
    await side.page.waitForSelector('#reports-tables .approve-agreed:not([disabled])');
    await side.page.evaluate(() => {
      for (const d of Array.from(document.querySelectorAll('details'))) d.open = true;
    });
    await side.page.fill('#reissue-player', players[0]);
    await side.page.dblclick('#reissue');
    await side.page.waitForSelector('#reporting.ok');
    expect(calls.filter((c) => c === 'reissuePin')).toEqual(['reissuePin']);
    const said = (await side.page.textContent('#reporting')) ?? '';
    const pin = said.match(/\b\d{6}\b/)?.[0];
    expect(pin).toBeDefined();
    expect(pin).not.toBe(pins.get(players[0]));
    await side.page.click('#rotate');
    expect(calls).not.toContain('rotatePins');
    await side.page.waitForSelector(`#reporting-box .ask >> text=${sw.confirmRotate}`);
    await side.page.click('#reporting-box .ask button.confirm');
    await side.page.waitForSelector(`#reporting.ok >> text=${sw.rotated('').slice(0, 20)}`);
    expect(calls.filter((c) => c === 'rotatePins')).toEqual(['rotatePins']);
    await side.page.screenshot({ path: path.join(OUT, 'report-sidebar-pins.png'), fullPage: true });
    expect(side.dialogs).toEqual([]);
    await side.page.close();
  });

  it('the projector is unaffected: the screen view at 1280×720 shows no report form while Reporting is on', async () => {
    const e = catanEvent({ lang: 'it', players: 12, round: 2, scoredTables: 0, settings: '' });
    startReporting(e);
    const screen = await openLive(browser, e.visitor, { view: 'screen' }, { width: 1280, height: 720 });
    await screen.go();
    await screen.page.waitForSelector('.pages');
    expect(await screen.page.$('.report')).toBeNull();
    expect(screen.calls.filter((c) => c.startsWith('liveReport'))).toEqual([]);
    await screen.page.screenshot({ path: path.join(OUT, 'report-projector.png') });
    expect(screen.problems).toEqual([]);
    await screen.page.close();
  });
});

/** The visitor's bundle behind a network that may be down (nothing reaches it) or lossy (it runs, the answer is lost). */
function visitorThrough(e: Event, net: { down: boolean; lossy: boolean; reached: string[] }) {
  return {
    ...e.visitor,
    call: (name: string, ...args: unknown[]) => {
      if (name !== 'liveReport') return e.visitor.call(name, ...args);
      if (net.down) throw new Error('NetworkError: Connection failure due to HTTP 0');
      net.reached.push((args[0] as { nonce: string }).nonce);
      const answer = e.visitor.call(name, ...args);
      if (net.lossy) throw new Error('NetworkError: Connection failure due to HTTP 0');
      return answer;
    },
  };
}

/** Waits (20 s at most) until something the test's side holds is true. */
async function until(done: () => boolean) {
  for (const start = Date.now(); !done(); await new Promise((r) => setTimeout(r, 100)))
    if (Date.now() - start > 20_000) throw new Error('waited 20 s in vain');
}

/** The organizer's bundle, each server function the sidebar calls noted in `calls`: a double click must make one call. */
function counting(e: Event, calls: string[]) {
  return {
    ...e.organizer,
    call: (name: string, ...args: unknown[]) => {
      calls.push(name);
      return e.organizer.call(name, ...args);
    },
  };
}

it('Approve agreed tables while this sidebar is open: an agreed table is written when the sidebar reads it, with no click', async () => {
  const e = carcassonneEvent({ lang: 'it', players: 8, rounds: 2, scoredTables: 0, settings: '' });
  const pins = startReporting(e, { auto: true });
  const { round, tables } = tablesOf(e);
  const [table, players] = [...tables.entries()][0];
  const send = (player: number, result: unknown) =>
    e.visitor.call('liveReport', { t: e.t, round, table, player, pin: pins.get(players[player]), result, nonce: `auto-${player}-nonce` });
  expect(send(0, { each: [[91], [77]], table: [] })).toMatchObject({ ok: true });
  expect(send(1, 'confirm')).toMatchObject({ ok: true, state: 'agreed' });
  const side = await openSidebar(browser, e.organizer, new Set(), 900);
  await side.page.waitForSelector(`#reports.ok >> text=${REPORT_SIDEBAR_WORDS.it.approved([REPORT_SIDEBAR_WORDS.it.table(table)])}`);
  expect(cellsOf(e, round, table, ['Punteggio'])).toEqual([91, 77]);
  expect(await side.page.isChecked('#report-auto')).toBe(true);
  expect(side.dialogs).toEqual([]);
  await side.page.close();
});

it('a table locked after 5 wrong PINs shows locked in the panel; Unlock opens it again and its players report', async () => {
  const e = catanEvent({ lang: 'ro', players: 12, round: 2, scoredTables: 0, settings: '' });
  const sw = REPORT_SIDEBAR_WORDS.ro;
  const pins = startReporting(e);
  const { round, tables } = tablesOf(e);
  const [table, players] = [...tables.entries()][0];
  const wrong = String((Number(pins.get(players[0])) + 1) % 1_000_000).padStart(6, '0');
  for (let k = 0; k < 5; k++)
    e.visitor.call('liveReport', {
      t: e.t,
      round,
      table,
      player: 0,
      pin: wrong,
      result: { each: [[10], [8], [6], [4]].map((v) => [...v, false]), table: [] },
      nonce: `wrong-pin-${k}`,
    });
  const side = await openSidebar(browser, e.organizer, new Set(), 900);
  const row = `#reports-tables .report-table[data-table="${table}"]`;
  await side.page.waitForSelector(`${row} .st-locked >> text=${sw.state.locked}`);
  await side.page.click(`${row} button:has-text("${sw.unlock}")`);
  await side.page.waitForSelector(`#reports.ok >> text=${sw.unlocked(sw.table(table))}`);
  await side.page.waitForSelector(`${row} .st-waiting`);
  const phone = await phoneOf(e, players[0]);
  await phone.page.waitForSelector(`${panel} .do-report`);
  await report(phone.page, { vp: [10, 8, 6, 4] }, {}, pins.get(players[0]));
  await phone.page.click(`${panel} button.send`);
  await phone.page.waitForSelector(`${panel} .report-said.ok`);
  expect(side.dialogs).toEqual([]);
  expect(phone.problems).toEqual([]);
  for (const p of [side.page, phone.page]) await p.close();
});

it("Seat next round shows the server's warning while tables of the round in progress have reports not approved", async () => {
  const e = catanEvent({ lang: 'en', players: 12, round: 2, scoredTables: 0, settings: '' });
  const pins = startReporting(e);
  const { round, tables } = tablesOf(e);
  const [table, players] = [...tables.entries()][0];
  const sent = e.visitor.call('liveReport', {
    t: e.t,
    round,
    table,
    player: 0,
    pin: pins.get(players[0]),
    result: { each: [10, 8, 6, 4].map((vp) => [vp, false]), table: [] },
    nonce: 'seat-warning-1',
  });
  expect(sent).toMatchObject({ ok: true, state: 'partly' });
  const side = await openSidebar(browser, e.organizer, new Set(), 900);
  await side.page.click('#preview');
  await side.page.waitForSelector(`#seating >> text=${SERVER_REPORT_WORDS.en.notApproved([table])}`);
  await side.page.screenshot({ path: path.join(OUT, 'report-seat-warning.png'), fullPage: true });
  expect(side.dialogs).toEqual([]);
  await side.page.close();
});
