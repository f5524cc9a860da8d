import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ReportSettings } from '../src/appsscript/reportContract';
import { PHONE_REPORT_WORDS } from '../src/live/reportWords';
import { LIVE_WORDS } from '../src/live/words';
import { REPORT_SIDEBAR_WORDS } from '../src/sidebar/reportWords';
import { launchChromium } from './harness/browser';
import { carcassonneEvent, catanEvent, diplomacyEvent, type Event } from './harness/events';
import type { FakeSheet } from './harness/fakeSpreadsheet';
import { openLive } from './harness/livePage';
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

  const side = await openSidebar(browser, e.organizer, new Set(), 900);
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
