import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SERVER_WORDS } from '../src/appsscript/serverWords';
import { SETTING_WORDS } from '../src/engine/catalogs';
import { render } from '../src/engine/i18n/message';
import { SHARED_LABELS as L } from '../src/engine/shared/labels';
import { say as sayShared } from '../src/engine/shared/messages';
import { SIDEBAR_WORDS } from '../src/sidebar/words';
import { type Bundle, loadBundle } from './harness/appsScript';
import { launchChromium, readQr } from './harness/browser';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { ENGLISH } from './harness/languages';
import { openSidebar as openPage } from './harness/sidebarPage';
import { carcassonneResults, catanResults, diplomacyResults } from './harness/tournaments';

// The built sidebar in a real headless Chromium (test/harness/browser.ts says which), its google.script.run answered by the same built bundle in a vm sandbox.
const SCREENSHOT = path.join(__dirname, '../test-output/sidebar.png');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium('sidebar test');
});
afterAll(async () => browser?.close());

/** The sidebar at its 300-pixel width (test/harness/sidebarPage.ts), answered by `bundle`. */
const openSidebar = (bundle: Bundle, failing: Set<string> = new Set()) => openPage(browser, bundle, failing);

/** The bundle, each server function it is called with noted in `calls`: a double click must make one call. */
function counting(bundle: Bundle, calls: string[]): Bundle {
  return {
    ...bundle,
    call: (name: string, ...args: unknown[]) => {
      calls.push(name);
      return bundle.call(name, ...args);
    },
  };
}

function spreadsheetWith(results: unknown[][]) {
  const spreadsheet = new FakeSpreadsheet();
  spreadsheet.addSheet('Notes', [['not results']]);
  spreadsheet.addSheet('Results', results);
  return spreadsheet;
}

describe('the sidebar in headless Chromium', () => {
  it('Live page: Publish now clicked twice publishes once; when the call fails it says so in the live area, and the buttons come back', async () => {
    const spreadsheet = spreadsheetWith(catanResults(8));
    const url = 'https://script.google.com/macros/s/AKfycbSidebar/exec';
    const calls: string[] = [];
    const { page, dialogs } = await openSidebar(counting(loadBundle({ spreadsheet, url }), calls));
    await page.check('#live-publish');
    await page.waitForSelector(`#live.ok >> text=${SIDEBAR_WORDS.en.liveSaved(true)}`);
    await page.dblclick('#publish-now');
    await page.waitForSelector('#live.ok');
    expect(calls.filter((c) => c === 'publishNow')).toEqual(['publishNow']);
    await page.close();

    const failing = await openSidebar(loadBundle({ spreadsheet, url }), new Set(['publishNow']));
    await failing.page.click('#publish-now');
    await failing.page.waitForSelector('#live.problems');
    expect(await failing.page.textContent('#live')).toBe('Something went wrong: Service Spreadsheets timed out while accessing document');
    expect(await failing.page.$$eval('button', (bs) => bs.every((b) => !b.disabled))).toBe(true);
    expect([...dialogs, ...failing.dialogs]).toEqual([]);
    await failing.page.close();
  });

  it('Live page: how to deploy it first; deployed, its address and QR code; Publish on, Build publishes, Publish now', async () => {
    const spreadsheet = spreadsheetWith(catanResults(8));
    const first = await openSidebar(loadBundle({ spreadsheet }));
    expect(await first.page.textContent('#live-address')).toBe(SIDEBAR_WORDS.en.deployFirst);
    await first.page.close();
    const url = 'https://script.google.com/macros/s/AKfycbSidebar/exec';
    const bundle = loadBundle({ spreadsheet, url });
    const { page, dialogs } = await openSidebar(bundle);
    expect(await readQr(page, '#live-address canvas')).toBe(url);
    expect(await page.$$eval('#live-address a', (as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual([
      url,
      `${url}?view=screen`,
      `${url}?view=print`,
    ]);
    await page.check('#live-publish');
    await page.waitForSelector(`#live.ok >> text=${SIDEBAR_WORDS.en.liveSaved(true)}`);
    await page.selectOption('#live-names', 'initial');
    await page.fill('#live-title', 'Spring Cup');
    await page.press('#live-title', 'Tab');
    // saved as the field loses focus
    for (let i = 0; i < 100 && !String(bundle.properties.get('podium.live')).includes('Spring Cup'); i++) await page.waitForTimeout(50);
    expect(JSON.parse(bundle.properties.get('podium.live') as string)).toEqual({ publish: true, title: 'Spring Cup', names: 'initial' });
    await page.selectOption('#game', 'catan');
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    expect(bundle.call('liveList')).toEqual([{ t: expect.any(String), title: 'Spring Cup – Catan', game: 'catan' }]);
    await page.click('#publish-now');
    await page.waitForSelector('#live.ok >> text=Published: Spring Cup – Results.');
    await page.screenshot({ path: path.join(path.dirname(SCREENSHOT), 'sidebar-live.png'), fullPage: true });
    await page.uncheck('#live-publish');
    await page.waitForSelector(`#live.ok >> text=${SIDEBAR_WORDS.en.liveSaved(false)}`);
    expect(bundle.call('liveList')).toEqual([]);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('Planned rounds: blank by default, with what it does on the live page; a number typed is saved with the standings', async () => {
    const spreadsheet = spreadsheetWith(catanResults(8));
    const bundle = loadBundle({ spreadsheet });
    const { page, dialogs } = await openSidebar(bundle);
    await page.selectOption('#game', 'catan');
    expect(await page.inputValue('#setting-rounds')).toBe('');
    expect(await page.getAttribute('#setting-rounds', 'type')).toBe('number');
    expect(await page.getAttribute('#setting-rounds', 'placeholder')).toBe('The round in progress is the last');
    expect(await page.textContent('#settings .setting:has(#setting-rounds) .hint')).toBe(SIDEBAR_WORDS.en.plannedRoundsHint);
    await page.fill('#setting-rounds', '5');
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    expect(bundle.call('getSidebarState')).toMatchObject({ saved: { settings: expect.stringMatching(/(^|; )rounds=5(;|$)/) } });
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('pick Catan, click Build: the summary shows and the standings are in the sheet', async () => {
    const spreadsheet = spreadsheetWith(catanResults(20));
    const { page } = await openSidebar(loadBundle({ spreadsheet }));
    await page.selectOption('#game', 'catan');
    expect(await page.inputValue('#sheet')).toBe('Results'); // pre-selected by its headers
    await page.selectOption('#setting-share', 'pooled');
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    const status = await page.textContent('#status');
    expect(status).toContain('Done: Standings – Catan');
    expect(status).toMatch(/20 players, 20 games, \d+\.\d s\./);
    const sheet = spreadsheet.getSheetByName('Standings – Catan')!;
    expect(sheet.getDataRange().getValues()).toHaveLength(21);
    fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    await page.close();
  });

  it('Export for circuit, clicked twice too fast, writes its sheet once and says what it wrote; a failed call is told, the buttons come back', async () => {
    const spreadsheet = spreadsheetWith(catanResults(12));
    const calls: string[] = [];
    const { page, dialogs } = await openSidebar(counting(loadBundle({ spreadsheet }), calls));
    await page.selectOption('#game', 'catan');
    await page.dblclick('#export');
    await page.waitForSelector('#status.ok');
    expect(calls.filter((c) => c === 'exportCircuit')).toEqual(['exportCircuit']);
    const status = await page.textContent('#status');
    expect(status).toContain('Done: Circuit export – Catan');
    expect(status).toMatch(/12 rows for the circuit: Tournament, \d{4}-\d\d-\d\d\./);
    expect(spreadsheet.getSheetByName('Circuit export – Catan')!.getDataRange().getValues()).toHaveLength(13);
    expect(dialogs).toEqual([]);
    await page.screenshot({ path: path.join(path.dirname(SCREENSHOT), 'sidebar-export.png'), fullPage: true });
    await page.close();

    const failing = await openSidebar(loadBundle({ spreadsheet }), new Set(['exportCircuit']));
    await failing.page.click('#export');
    await failing.page.waitForSelector('#status.problems');
    expect(await failing.page.textContent('#status')).toBe('Something went wrong: Service Spreadsheets timed out while accessing document');
    expect(await failing.page.$$eval('button', (bs) => bs.every((b) => !b.disabled))).toBe(true);
    await failing.page.close();
  });

  it('pick Carcassonne: its standings settings in words, a typed tie-break chain, Build writes the Swiss standings', async () => {
    const spreadsheet = spreadsheetWith(carcassonneResults(13));
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }));
    await page.selectOption('#game', 'carcassonne');
    expect(await page.inputValue('#sheet')).toBe('Results');
    const labels = await page.$$eval('#settings label', (ls) => ls.map((l) => l.textContent));
    expect(labels).toEqual([
      'Format',
      'An equal score in a duel counts',
      'A bye counts as',
      'A match is the best of',
      'A final-stage match is the best of',
      'Matches are played',
      'A drawn match counts',
      'Buchholz',
      'Tie-breaks after wins (or round points), in order',
      'Round points at three-player tables',
      'Share at three-player tables',
      'Final stage',
      'An equal score in a knockout game',
      'Next round as',
      'Tables of 3–4 seated by',
      // the stakes' setting, for the live page (SPEC §13.7.7)
      'Planned rounds',
      'Language',
    ]);
    // duels: the settings of 3-player tables are hidden (they keep their values)
    await page.waitForSelector('#setting-three', { state: 'hidden' });
    const shown = await page.$$eval('#settings .setting:not([hidden]) label', (ls) => ls.map((l) => l.textContent));
    expect(shown).not.toContain('Round points at three-player tables');
    expect(shown).not.toContain('Tables of 3–4 seated by');
    expect(shown).toContain('Buchholz');
    // options in words, the id beside them
    const buchholz = await page.$$eval('#setting-buchholz option', (os) => os.map((o) => o.textContent));
    expect(buchholz[0]).toBe('Cut 1: the weakest opponent left out (cut1, default)');
    expect(await page.getAttribute('#setting-tiebreak', 'placeholder')).toBe('buchholz>difference>points');
    expect(await page.textContent('#changed-preset')).toBe('');
    await page.selectOption('#setting-buchholz', 'median');
    await page.fill('#setting-tiebreak', 'points>buchholz');
    // the World Championship's format no longer holds: the sidebar says what differs
    expect(await page.textContent('#changed-preset')).toBe(
      'Changed from this format: Buchholz; Tie-breaks after wins (or round points), in order',
    );
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    expect(await page.textContent('#status')).toContain('Done: Standings – Carcassonne');
    const values = spreadsheet.getSheetByName('Standings – Carcassonne')!.getDataRange().getValues();
    expect(values[0]).toEqual(['Rank', 'Player', 'Wins', 'Points', 'Buchholz', 'Score difference', 'Games', 'Byes', 'Tie-break']);
    expect(values).toHaveLength(14);
    // the same standings as the formula with the settings the sidebar sent
    const formula = loadBundle().call('CARC_STANDINGS', carcassonneResults(13), 'buchholz=median; tiebreak=points>buchholz') as unknown[][];
    expect(values.slice(1).map((r) => r.slice(0, 8))).toEqual(formula.slice(1, 14));
    expect(dialogs).toEqual([]);
    await page.screenshot({ path: SCREENSHOT.replace('.png', '-carcassonne.png'), fullPage: true });
    await page.close();
  });

  it("the Format choice names each championship's rules and fills the settings below it, which stay editable", async () => {
    const spreadsheet = spreadsheetWith(carcassonneResults(13));
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }));
    await page.selectOption('#game', 'carcassonne');
    const formats = await page.$$eval('#setting-preset option', (os) => os.map((o) => o.textContent));
    expect(formats).toHaveLength(7);
    expect(formats).toEqual([
      'World Championship (ccwc, default)',
      'Germany (germany)',
      'Ukraine (ukraine)',
      'Hans im Glück qualifiers (hig)',
      'carcassonne.gg league (gg-league)',
      'carcassonne.gg Swiss (gg-swiss)',
      'carcassonne.gg team cup (gg-teams)',
    ]);
    // whose rules, in full under the list
    expect(await page.textContent('#line-preset')).toMatch(/^the Carcassonne World Championship's rules \(2019\)/);
    await page.selectOption('#setting-preset', 'germany');
    expect(await page.inputValue('#setting-tiebreak')).toBe('buchholz-cut1>buchholz-median>difference>points');
    await page.selectOption('#setting-preset', 'ukraine');
    expect(await page.textContent('#line-preset')).toMatch(/^the Ukrainian championship \(2025\)/);
    expect(await page.inputValue('#setting-draw')).toBe('starter-loses');
    expect(await page.inputValue('#setting-tiebreak')).toBe('buchholz-cut1>buchholz-median>difference');
    // back to another format: what Ukraine changed is put back
    await page.selectOption('#setting-preset', 'germany');
    expect(await page.inputValue('#setting-draw')).toBe('half');
    expect(await page.textContent('#changed-preset')).toBe('');
    // still editable: the organizer's own change is what Build sends, and the Format says it is changed
    await page.fill('#setting-tiebreak', 'buchholz-median>sonneborn-berger');
    expect(await page.textContent('#changed-preset')).toBe('Changed from this format: Tie-breaks after wins (or round points), in order');
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    const values = spreadsheet.getSheetByName('Standings – Carcassonne')!.getDataRange().getValues();
    expect(values[0]).toEqual([
      'Rank',
      'Player',
      'Wins',
      'Median Buchholz',
      'Sonneborn-Berger',
      'Buchholz',
      'Score difference',
      'Points',
      'Games',
      'Byes',
      'Tie-break',
    ]);
    expect(dialogs).toEqual([]);
    await page.screenshot({ path: SCREENSHOT.replace('.png', '-format.png'), fullPage: true });
    await page.close();
  });

  it('a Catan format whose points table is not in the list (WBC) shows it, and Build uses it', async () => {
    const spreadsheet = spreadsheetWith(catanResults(12));
    const { page } = await openSidebar(loadBundle({ spreadsheet }));
    await page.selectOption('#game', 'catan');
    await page.selectOption('#setting-preset', 'wbc');
    expect(await page.inputValue('#setting-points')).toBe('100-50-20-10');
    expect(await page.inputValue('#setting-three')).toBe('100-40-10');
    expect(await page.inputValue('#setting-tiebreak')).toBe('wins>vp>name');
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    const values = spreadsheet.getSheetByName('Standings – Catan')!.getDataRange().getValues();
    expect(values[0].slice(0, 5)).toEqual(['Rank', 'Player', 'Round points', 'Wins', 'VP']);
    expect(values.slice(1).map((r) => r.slice(0, 7))).toEqual(
      (loadBundle().call('CATAN_STANDINGS', catanResults(12), 'preset=wbc') as unknown[][]).slice(1, 13),
    );
    await page.close();
  });

  it('Seat next round: Preview shows the tables and writes nothing; Write appends the round and its seating sheet', async () => {
    const spreadsheet = spreadsheetWith(carcassonneResults(9, 2));
    spreadsheet.addSheet('Players', [
      ['Player', 'Active'],
      ...carcassonneResults(9, 1)
        .slice(1)
        .map((r) => [r[2], '']),
      ['Newcomer', ''],
    ]);
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }));
    await page.selectOption('#game', 'carcassonne');
    await page.selectOption('#roster', 'Players');
    // the next round, and the quarter-finals since every round written is scored
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).options.length === 2);
    expect(await page.$$eval('#round option', (os) => os.map((o) => o.textContent))).toEqual(['Round 3', 'Quarter-finals (QF)']);
    await page.click('#preview');
    await page.waitForSelector('#seating.ok');
    expect(await page.textContent('#seating')).toContain('Round 3, not yet written:');
    const header = await page.$$eval('#seating th', (ths) => ths.map((t) => t.textContent));
    expect(header).toEqual(['Round', 'Table', 'Player', 'Opponent', 'Starts']);
    expect(await page.$$eval('#seating tr', (trs) => trs.length)).toBe(1 + 10);
    // the starter's checkbox as the sheet shows it, a tick, not the word true
    expect(await page.$$eval('#seating tr:nth-child(2) td', (tds) => tds.map((t) => t.textContent)).then((r) => r[4])).toBe('✓');
    expect(spreadsheet.getSheetByName('Round 3 seating – Carcassonne')).toBeNull();
    fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT.replace('sidebar', 'seating'), fullPage: true });
    // an organizer in a hurry double-clicks Write: one round is written, the buttons wait for the first call
    await page.dblclick('#write');
    await page.waitForSelector('#seating.ok >> text=written');
    expect(await page.textContent('#seating')).toContain(
      'Round 3 written: 10 rows added to the results, and the sheet Round 3 seating – Carcassonne.',
    );
    const rounds = spreadsheet
      .getSheetByName('Results')!
      .getDataRange()
      .getValues()
      .slice(1)
      .map((r) => r[0]);
    expect(rounds.filter((r) => r === 3)).toHaveLength(10);
    expect(rounds.filter((r) => r === 4)).toHaveLength(0);
    expect(spreadsheet.getSheetByName('Round 3 seating – Carcassonne 2')).toBeNull();
    // round 3 waits for scores: only round 4 is offered now, and no stage
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).value === '4');
    expect(await page.$$eval('#round option', (os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['4']);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('the final stage: the quarter-finals are offered, previewed and written as a round is', async () => {
    const spreadsheet = spreadsheetWith(carcassonneResults(12, 5));
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }));
    await page.selectOption('#game', 'carcassonne');
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).options.length === 2);
    await page.selectOption('#round', 'QF');
    await page.click('#preview');
    await page.waitForSelector('#seating.ok');
    expect(await page.textContent('#seating')).toContain('Quarter-finals (QF), not yet written:');
    expect(await page.$$eval('#seating tr', (trs) => trs.length)).toBe(1 + 8);
    await page.click('#write');
    await page.waitForSelector('#seating.ok >> text=written');
    expect(await page.textContent('#seating')).toContain(
      'Quarter-finals (QF) written: 8 rows added to the results, and the sheet QF seating – Carcassonne.',
    );
    const qf = spreadsheet
      .getSheetByName('Results')!
      .getDataRange()
      .getValues()
      .filter((r) => r[0] === 'QF');
    expect(qf.map((r) => r[1])).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    // the quarter-finals wait for their scores: nothing more to seat yet
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).value === '');
    expect(await page.$$eval('#round option', (os) => os.map((o) => o.textContent))).toEqual(['(the final stage is under way)']);
    expect(dialogs).toEqual([]);
    await page.screenshot({ path: SCREENSHOT.replace('sidebar', 'stage'), fullPage: true });
    await page.close();
  });

  it('a bracket of 24 (#41): the round of 32 seats seeds 9–24 and the top 8 on a bye; Seat next round plays it through to the final; Build ranks it', async () => {
    // the results with a Starts column, which Write fills: the better seed starts every stage game
    const spreadsheet = spreadsheetWith(carcassonneResults(26, 5).map((r, i) => [...r, i === 0 ? 'Starts' : '']));
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }));
    const results = () => spreadsheet.getSheetByName('Results')!;
    const offered = () => page.$$eval('#round option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    /** Scores a written stage as a scorer would: in each game the player who starts (the better seed) wins 60 to 40. */
    const score = (stage: string) => {
      const values = results().getDataRange().getValues();
      const [round, table, score, starts] = ['Round', 'Table', 'Score', 'Starts'].map((h) => values[0].indexOf(h));
      expect(starts).toBeGreaterThan(score);
      values.forEach((r, i) => {
        if (r[round] === stage && r[table] !== 'bye')
          results()
            .getRange(i + 1, score + 1)
            .setValue(r[starts] === true ? 60 : 40);
      });
      // the organizer comes back to the sidebar: it asks again what to offer
      return page.dispatchEvent('#sheet', 'change');
    };
    const write = async (stage: string, rows: number, sheet: string) => {
      await page.waitForFunction(
        (s) => Array.from((document.getElementById('round') as HTMLSelectElement).options).some((o) => o.value === s),
        stage,
      );
      await page.selectOption('#round', stage);
      await page.click('#write');
      await page.waitForSelector(`#seating.ok >> text=${sheet}`);
      expect(await page.textContent('#seating')).toContain(`${rows} rows added to the results, and the sheet ${sheet}.`);
      expect(await page.$$eval('#seating .warning', (ws) => ws.length)).toBe(0);
    };
    await page.selectOption('#game', 'carcassonne');
    await page.selectOption('#setting-finals', 'top24');
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).options.length === 2);
    expect(await page.$$eval('#round option', (os) => os.map((o) => o.textContent))).toEqual(['Round 6', 'Round of 32 (R32)']);
    await page.selectOption('#round', 'R32');
    await page.click('#preview');
    await page.waitForSelector('#seating.ok');
    expect(await page.textContent('#seating')).toContain('Round of 32 (R32), not yet written:');
    // 8 games of two, then the top 8 on a bye: Table bye, no opponent
    const preview = await page.$$eval('#seating tr', (trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
    expect(preview).toHaveLength(1 + 16 + 8);
    expect(preview.slice(17).map((r) => [r[0], r[1], r[3]])).toEqual(Array(8).fill(['R32', 'bye', '']));
    await page.screenshot({ path: SCREENSHOT.replace('sidebar', 'bracket-r32'), fullPage: true });
    await write('R32', 24, 'R32 seating – Carcassonne');
    const byes = results()
      .getDataRange()
      .getValues()
      .filter((r) => r[0] === 'R32' && r[1] === 'bye')
      .map((r) => r[2]);
    expect(byes).toHaveLength(8);
    // the round of 32 waits for its scores: nothing to seat; once scored, the round of 16, and so on to the final
    expect(await offered()).toEqual(['']);
    await score('R32');
    await write('R16', 16, 'R16 seating – Carcassonne');
    const r16 = results()
      .getDataRange()
      .getValues()
      .filter((r) => r[0] === 'R16')
      .map((r) => r[2]);
    for (const p of byes) expect(r16).toContain(p);
    await score('R16');
    await write('QF', 8, 'QF seating – Carcassonne');
    await score('QF');
    await write('SF', 4, 'SF seating – Carcassonne');
    await score('SF');
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).options.length === 2);
    expect(await offered()).toEqual(['F', '3P']);
    await write('F', 2, 'F seating – Carcassonne');
    await write('3P', 2, '3P seating – Carcassonne');
    await score('F');
    await score('3P');
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    const values = spreadsheet.getSheetByName('Standings – Carcassonne')!.getDataRange().getValues();
    const final = values[0].indexOf('Final');
    const reached = values.slice(1).map((r) => r[final]);
    expect(reached.slice(0, 4)).toEqual(['Champion', 'Final', 'Third place', 'Third place']);
    expect(reached.slice(4, 8)).toEqual(Array(4).fill('Quarter-final'));
    expect(reached.slice(8, 16)).toEqual(Array(8).fill('Round of 16'));
    expect(reached.slice(16, 24)).toEqual(Array(8).fill('Round of 32'));
    expect(reached.slice(24)).toEqual(['', '']);
    // the champion is the top seed, who waited for the round of 16 (the better seed won every game)
    expect(values[1][1]).toBe(byes[0]);
    expect(dialogs).toEqual([]);
    await page.screenshot({ path: SCREENSHOT.replace('sidebar', 'bracket-built'), fullPage: true });
    await page.close();
  });

  it("a round's many warnings are grouped: one line per kind with its count, the warnings themselves when opened", async () => {
    const spreadsheet = spreadsheetWith(diplomacyResults(14, 4));
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }));
    await page.selectOption('#game', 'diplomacy');
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).options.length > 0);
    await page.click('#preview');
    await page.waitForSelector('#seating.ok');
    const groups = await page.$$eval('#seating details.warning summary', (ss) => ss.map((x) => x.textContent));
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g).toMatch(/^\d+ warnings like: /);
    const total = await page.$$eval('#seating .warning', (ws) =>
      ws.reduce((n, w) => n + (w.tagName === 'DETAILS' ? Number(/^(\d+)/.exec(w.querySelector('summary')?.textContent ?? '')?.[1]) : 1), 0),
    );
    const outcome = loadBundle({ spreadsheet }).call('previewSeating', { game: 'diplomacy', sheet: 'Results', settings: '' }) as {
      warnings: string[];
    };
    expect(total).toBe(outcome.warnings.length);
    expect(await page.$$eval('#seating details.warning', (ds) => ds.every((d) => !(d as HTMLDetailsElement).open))).toBe(true);
    await page.click('#seating details.warning summary');
    expect(await page.$$eval('#seating details.warning[open] .hint', (hs) => hs.length)).toBeGreaterThan(1);
    await page.screenshot({ path: SCREENSHOT.replace('sidebar', 'warnings'), fullPage: true });
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('a server call that fails during Preview is told in the seating area, and the buttons come back', async () => {
    const spreadsheet = spreadsheetWith(carcassonneResults(9, 2));
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }), new Set(['previewSeating']));
    await page.selectOption('#game', 'carcassonne');
    await page.click('#preview');
    await page.waitForSelector('#seating.problems');
    expect(await page.textContent('#seating')).toBe('Something went wrong: Service Spreadsheets timed out while accessing document');
    expect(await page.textContent('#status')).toBe('');
    expect(await page.$$eval('button', (bs) => bs.every((b) => !b.disabled))).toBe(true);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('New tournament: a roster of the chosen results sheet, and the sheet lists know the new sheets at once', async () => {
    const spreadsheet = spreadsheetWith(carcassonneResults(9, 2));
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }));
    await page.selectOption('#game', 'carcassonne');
    await page.click('#new >> text=Roster of players');
    await page.waitForSelector('#created.ok');
    expect(await page.textContent('#created')).toBe('Created the sheet Roster.');
    const roster = spreadsheet.getSheetByName('Roster')!.getDataRange().getValues();
    expect(roster[0]).toEqual(['Player', 'Active', 'Avoid', 'Fixed table', 'Games']);
    expect(roster.slice(1, 10).map((r) => [r[0], r[1]])).toEqual(
      Array.from({ length: 9 }, (_, i) => [`Player ${String(i + 1).padStart(5, '0')}`, true]),
    );
    await page.waitForFunction(() =>
      Array.from((document.getElementById('roster') as HTMLSelectElement).options).some((o) => o.value === 'Roster'),
    );
    await page.click('#new >> text=Catan');
    await page.waitForSelector('#created.ok >> text=Results – Catan');
    await page.waitForFunction(() =>
      Array.from((document.getElementById('sheet') as HTMLSelectElement).options).some((o) => o.value === 'Results – Catan'),
    );
    expect(await page.inputValue('#sheet')).toBe('Results');
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('a results sheet with a bad row shows the problem with its cell, and names stay text', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const results = catanResults(12);
    results[3][2] = evil;
    results[3][3] = '';
    results[6][3] = 'nove';
    const spreadsheet = spreadsheetWith(results);
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet }));
    await page.click('#build');
    await page.waitForSelector('#status.problems');
    const items = await page.$$eval('#status li', (lis) => lis.map((li) => li.textContent));
    expect(items).toEqual([
      `Results!D4: round 1, table 1: blank VP for ${evil}`,
      'Results!D7: round 1, table 2: VP "nove" is not a number',
    ]);
    // each cell is a link that selects it in the sheet
    await page.click('#status a.cell >> text=Results!D7');
    await page.waitForFunction(() => document.querySelectorAll('button:disabled').length === 0);
    expect(spreadsheet.activeRange).toEqual({ sheet: 'Results', row: 7, col: 4, rows: 1, cols: 1 });
    expect(await page.textContent('#status')).toContain('the standings were not changed');
    expect(await page.$$('#status img')).toHaveLength(0);
    expect(dialogs).toEqual([]);
    expect(spreadsheet.getSheetByName('Standings – Catan')).toBeNull();
    await page.screenshot({ path: SCREENSHOT.replace('.png', '-problems.png'), fullPage: true });
    await page.close();
  });

  it('in Italian: an Italian organizer finds no English label, from the page to the standings, the seating and a problem', async () => {
    const results = catanResults(12);
    const spreadsheet = spreadsheetWith(results);
    spreadsheet.locale = 'it_IT';
    const { page, dialogs } = await openSidebar(loadBundle({ spreadsheet, userLocale: 'it_IT' }));
    await page.selectOption('#game', 'catan');
    // every English word of the page and of the settings that Italian writes otherwise (proper names stay)
    const english = [
      ...Object.values(SIDEBAR_WORDS.en.page),
      ...SETTING_WORDS.filter((word) => word.it !== word.en).map((word) => word.en),
    ];
    /** What the organizer reads: the page's text, the lists' options and the placeholders, the ids in brackets left out. */
    const shown = async () => {
      const text = await page.evaluate(() =>
        [
          // the text the page shows: every text node but the script's
          ...(() => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const texts: string[] = [];
            for (let n = walker.nextNode(); n; n = walker.nextNode())
              if (n.parentElement?.tagName !== 'SCRIPT') texts.push(n.textContent ?? '');
            return texts;
          })(),
          ...Array.from(document.querySelectorAll('option'), (o) => o.textContent ?? ''),
          ...Array.from(document.querySelectorAll('input'), (i) => i.placeholder),
          ...Array.from(document.querySelectorAll('[title]'), (e) => e.getAttribute('title') ?? ''),
        ].join('\n'),
      );
      // the players' names in the test's results are values, not words: "Player 00001"
      return text.replace(/\([^()]*\)/g, ' ').replace(/Player \d+/g, ' ');
    };
    const expectItalian = async () => {
      const text = await shown();
      // a whole word or phrase ("Format" is not "Formato")
      const said = (words: string) =>
        new RegExp(`(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text);
      expect(english.filter(said)).toEqual([]);
      expect(text.split('\n').filter((line) => ENGLISH.test(line))).toEqual([]);
    };
    expect(await page.getAttribute('html', 'lang')).toBe('it');
    // the page's words and the settings' words in Italian (which words: their tables, checked in test/adapterWords.test.ts)
    const w = SIDEBAR_WORDS.it;
    expect(await page.textContent('h2')).toBe(w.page.title);
    expect(await page.textContent('label[for="setting-share"]')).toBe(SETTING_WORDS.find((l) => l.en === 'VP % measured as')?.it);
    expect(await page.inputValue('#setting-lang')).toBe('it'); // the spreadsheet's language, by default
    // a format is rules: choosing one keeps the language, and the language is no change from it
    await page.selectOption('#setting-preset', 'germany');
    await page.selectOption('#setting-preset', 'italy');
    expect(await page.inputValue('#setting-lang')).toBe('it');
    expect(await page.textContent('#changed-preset')).toBe('');
    await expectItalian();
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    const sheet = SERVER_WORDS.it.standingsName('Catan');
    const status = (await page.textContent('#status')) ?? '';
    expect(status.startsWith(`${w.done(sheet)}${w.built(12, 12, 0).split(', 0,0 s')[0]}, `)).toBe(true);
    expect(status).toMatch(/\d+,\d s\.$/); // seconds with the decimal comma
    expect(spreadsheet.getSheetByName(sheet)!.getRange(1, 1, 1, 3).getValues()[0]).toEqual(
      [L.rank, L.player, L.roundPoints].map((h) => h.it),
    );
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).value !== '');
    await page.click('#preview');
    await page.waitForSelector('#seating.ok');
    expect(await page.textContent('#seating div')).toMatch(new RegExp(`^${w.notYetWritten('')}`));
    expect(await page.$$eval('#seating th', (ths) => ths.map((t) => t.textContent))).toEqual(
      [L.round, L.table, L.seat, L.player].map((h) => h.it),
    );
    await expectItalian();
    await page.screenshot({ path: SCREENSHOT.replace('.png', '-it.png'), fullPage: true });
    // a bad row: the problem in Italian, with its cell
    results[6][3] = 'nove';
    spreadsheet.getSheetByName('Results')!.getRange(1, 1, results.length, results[0].length).setValues(results);
    await page.click('#build');
    await page.waitForSelector('#status.problems');
    const where = render(sayShared('atSitting', { round: '1', kind: 'table', id: '2' }), 'it');
    const what = render(sayShared('notANumber', { noun: 'VP', value: '"nove"' }), 'it'); // the column as its header names it
    expect(await page.$$eval('#status li', (lis) => lis.map((li) => li.textContent))).toEqual([`Results!D7: ${where}: ${what}`]);
    expect(await page.textContent('#status div')).toBe(w.notChanged(1));
    await expectItalian();
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
