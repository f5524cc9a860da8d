import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SHARED_LABELS } from '../src/engine/shared/labels';
import { LIVE_WORDS } from '../src/live/words';
import { type Bundle, loadBundle, webAppOf } from './harness/appsScript';
import { launchChromium, readQr } from './harness/browser';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { lowContrast, openLive } from './harness/livePage';
import { carcassonneSemiFinals, catanResults, diplomacyResults } from './harness/tournaments';

// The live page (dist/Live.html as doGet serves it) in a real headless Chromium, its google.script.run answered by
// the built bundle running as the web app: a phone finds a player, a screen turns its pages and shows a QR code of
// the phone address, the print view has a slip per table; in English, Italian and Romanian.
const OUT = path.join(__dirname, '../test-output');
const URL = 'https://script.google.com/macros/s/AKfycbLive/exec';
const HOSTILE = '<img src=x onerror=alert(1)>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium('live page test');
});
afterAll(async () => browser?.close());

/** Round 3 of a 12-player Catan tournament of 3 rounds, written and published after the standings were built. */
function published(): { organizer: Bundle; visitor: Bundle } {
  const rows = catanResults(12, 2);
  const names = [
    'Nicolò Rossi',
    HOSTILE,
    'Franca Verdi',
    'Ada Lovelace',
    'Bo Lee',
    'Cy Young',
    'Di Ng',
    'Ed Moe',
    'Flo Po',
    'Gil Ray',
    'Hal Su',
    'Ivo Tam',
  ];
  const rename = new Map<unknown, string>();
  for (const r of rows.slice(1)) {
    if (!rename.has(r[2])) rename.set(r[2], names[rename.size]);
    r[2] = rename.get(r[2]);
  }
  const spreadsheet = new FakeSpreadsheet();
  spreadsheet.addSheet('Results', [
    ['Round', 'Table', 'Seat', 'Player', 'VP', 'Declared'],
    ...rows.slice(1).map((r) => [r[0], r[1], '', ...r.slice(2)]),
  ]);
  spreadsheet.addSheet('Secret', [['SECRET-IN-A-SHEET']]);
  const organizer = loadBundle({ spreadsheet, url: URL });
  expect(organizer.call('liveSettings', { publish: true, title: 'Autumn Open', names: 'as-written' })).toMatchObject({ ok: true });
  expect(organizer.call('buildStandings', { game: 'catan', sheet: 'Results', settings: PLANNED })).toMatchObject({
    ok: true,
    warnings: [],
  });
  expect(organizer.call('writeSeating', { game: 'catan', sheet: 'Results', settings: PLANNED })).toMatchObject({ ok: true });
  const visitor = webAppOf(organizer);
  return { organizer, visitor };
}

/** The tournament plans 3 rounds (the sidebar's Planned rounds): round 3, once written, is the last, and what is at stake is published. */
const PLANNED = 'rounds=3';

/** Nicolò's Title, Cut and Needs as CATAN_STAKES says them in `lang` over the published results: `Title: possible`. */
function nicolosStakes(organizer: Bundle, lang: string): string[] {
  const grid = organizer.spreadsheet.getSheetByName('Results')!.getDataRange().getValues();
  const [header, ...rows] = organizer.call('CATAN_STAKES', grid, `${PLANNED}; lang=${lang}`) as string[][];
  const row = rows.find((r) => r[0] === 'Nicolò Rossi') as string[];
  return [`${header[4]}: ${row[4]}`, `${header[5]}: ${row[5]}`, ...(row[6] ? [row[6]] : [])];
}

/** Opens the page as doGet serves it for these parameters (test/harness/livePage.ts). */
const open = (
  visitor: Bundle,
  parameter: Record<string, string>,
  viewport: { width: number; height: number },
  failing: Set<string> = new Set(),
  colorScheme: 'light' | 'dark' = 'light',
) => openLive(browser, visitor, parameter, viewport, { failing, colorScheme });

const shot = async (page: Page, name: string) => {
  fs.mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: path.join(OUT, `live-${name}.png`) });
};

describe.each(['en', 'it', 'ro'] as const)('the live page in %s', (lang) => {
  const w = LIVE_WORDS[lang];
  let visitor: Bundle;
  let organizer: Bundle;
  beforeAll(() => {
    ({ visitor, organizer } = published());
  });

  it('a phone (390×844) types nicolo and sees Nicolò’s table and rank, without scrolling sideways', async () => {
    const { page, problems, outside, go } = await open(visitor, { lang }, { width: 390, height: 844 });
    await go();
    await page.waitForSelector('#find');
    expect(await page.textContent('#status')).toMatch(new RegExp(w.updated('\\d\\d[:.]\\d\\d')));
    await page.fill('#find', 'nicolo');
    await page.waitForSelector('.card');
    const card = (await page.textContent('.card')) as string;
    expect(card).toContain('Nicolò Rossi');
    expect(card).toMatch(new RegExp(`${w.roundNow('3')} · ${w.table('\\d+')} · ${w.columns.seat} \\d`));
    expect(card).toContain(w.opponents);
    expect(card).toMatch(new RegExp(`${w.columns.rank.replace('.', '\\.')}\\d+`));
    // round 3 in progress: Nicolò's Title and Cut, in the stakes' own words of this language
    const stakes = nicolosStakes(organizer, lang);
    expect(stakes[1]).toMatch(/^(Cut \(top|Fase finale \(primi|Faza finală \(primii) 4\): /);
    expect(await page.$$eval('.card .stakes div', (es) => es.map((e) => e.textContent))).toEqual([`${w.atStake}:`, ...stakes]);
    // the card is on the first screen, and nothing is wider than the phone
    const box = await page.$eval('.card', (e) => e.getBoundingClientRect().bottom);
    expect(box).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, `phone-${lang}`);
    // the hostile name is text on every part of the page, and nothing ran
    await page.fill('#find', 'onerror');
    await page.waitForSelector('.card h3');
    expect(await page.textContent('.card h3')).toBe(HOSTILE);
    expect(await page.$$('img')).toHaveLength(0);
    expect((await page.textContent('#live'))?.includes(HOSTILE)).toBe(true);
    expect(await page.textContent('#live')).not.toContain('SECRET');
    await page.fill('#find', 'zzz');
    await page.waitForSelector(`text=${w.noMatch}`);
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('a screen (1920×1080) turns its pages, the round just written first, and its QR code reads as the phone address', async () => {
    const { page, problems, outside, go } = await open(visitor, { lang, view: 'screen', every: '5' }, { width: 1920, height: 1080 });
    await page.clock.install();
    await go();
    await page.waitForSelector('canvas.qr');
    // round 3 was written moments ago: where everyone sits comes first
    expect(await page.textContent('.counter')).toBe(w.page(1, 2));
    expect(await page.textContent('.pages h2')).toBe(`${w.roundNow('3')} · ${w.byName}`);
    const names = await page.$$eval('.name-row .name', (es) => es.map((e) => e.textContent));
    expect(names).toHaveLength(12);
    expect(names).toContain(HOSTILE);
    // rows of at least 28 pixels
    const heights = await page.$$eval('.name-row', (es) => es.map((e) => e.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(28);
    await shot(page, `screen-round-${lang}`);
    await page.clock.runFor(5_100);
    expect(await page.textContent('.counter')).toBe(w.page(2, 2));
    expect(await page.textContent('.pages h2')).toBe(`${w.standings} · ${w.after('2')}`);
    // round 3 in progress: a Title and a Cut column, Nicolò's as CATAN_STAKES says them
    const heads = await page.$$eval('.pages th', (es) => es.map((e) => e.textContent));
    const nicolo = await page.$$eval('.pages tbody tr', (rs) =>
      rs.map((r) => Array.from(r.querySelectorAll('td'), (d) => d.textContent)).find((cells) => cells[1] === 'Nicolò Rossi'),
    );
    expect(heads.slice(-2).map((h, k) => `${h}: ${nicolo?.slice(-2)[k]}`)).toEqual(nicolosStakes(organizer, lang).slice(0, 2));
    // a figure the page has no word of its own for, in the page's language from the words the snapshot carries
    // (the standings were built in English)
    expect(heads).toContain(SHARED_LABELS.roundPoints[lang]);
    // a share as a percentage in the page's language, though the standings were built in English: 17,9% in it and ro
    const shares = nicolo?.filter((c) => /%$/.test(c ?? ''));
    expect(shares).toHaveLength(1);
    expect(shares?.[0]).toMatch(lang === 'en' ? /^\d{1,2}\.\d%$/ : /^\d{1,2},\d%$/);
    await shot(page, `screen-${lang}`);
    await page.clock.runFor(5_000);
    expect(await page.textContent('.counter')).toBe(w.page(1, 2));
    expect(await readQr(page, 'canvas.qr')).toBe(URL);
    expect(await page.textContent('.qrbox .address')).toBe(URL);
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('the print view has a slip for every table, four to a page, then the round by name', async () => {
    const { page, problems, go } = await open(visitor, { lang, view: 'print' }, { width: 794, height: 1123 });
    await go();
    await page.waitForSelector('.slip');
    expect(await page.$$('.slip')).toHaveLength(3);
    const slip = (await page.textContent('.slip')) as string;
    expect(slip).toContain('Autumn Open');
    expect(slip).toContain(`${w.roundNow('3')} · ${w.table('1')}`);
    expect(slip).toContain(w.sign);
    // a box for each player's VP, and one to tick a declared victory
    expect(await page.$$('.slip:first-child td.box')).toHaveLength(8);
    expect(await page.$$eval('.byname .name', (es) => es.length)).toBe(12);
    await page.emulateMedia({ media: 'print' });
    await shot(page, `print-${lang}`);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('polling', () => {
  it('asks the version every 30 s ± 20 % while seen, fetches only a new version, backs off to 5 minutes after three failures', async () => {
    const { organizer, visitor } = published();
    const failing = new Set<string>();
    const { page, problems, calls, go } = await open(visitor, {}, { width: 390, height: 844 }, failing);
    await page.clock.install();
    await go();
    await page.waitForSelector('#find');
    const count = (name: string) => calls.filter((c) => c === name).length;
    /** Moves the page's clock in steps of `step`, letting each call's answer (outside the clock) come back between them. */
    const advance = async (ms: number, step = 4_000) => {
      for (let done = 0; done < ms; done += step) {
        await page.clock.runFor(Math.min(step, ms - done));
        // two round trips to the page: a version's answer, then the snapshot it may ask for, are back
        for (let k = 0; k < 4; k++) await page.evaluate(() => 0);
      }
    };
    expect(calls).toEqual(['liveList', 'liveSnapshot']);
    // the first poll comes within one interval, at a random moment; nothing new, nothing fetched
    await advance(30_000);
    expect(count('liveVersion')).toBe(1);
    expect(count('liveSnapshot')).toBe(1);
    // then one every 24 to 36 s (each answer comes back within the 4 s the clock moves at a time)
    await advance(360_000);
    expect(count('liveVersion')).toBeGreaterThanOrEqual(1 + 9);
    expect(count('liveVersion')).toBeLessThanOrEqual(1 + 15);
    // a new publication is fetched once
    const results = organizer.spreadsheet.getSheetByName('Results')!;
    results.getRange(2, 4).setValues([['Nicolò Rossi-Bianchi']]);
    expect(organizer.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' })).toMatchObject({ ok: true });
    await advance(40_000);
    expect(count('liveSnapshot')).toBe(2);
    await advance(120_000);
    expect(count('liveSnapshot')).toBe(2);
    // three failures: the page says so, with the time of what it shows, and then waits 4 to 6 minutes
    failing.add('liveVersion');
    await advance(3 * 36_000);
    expect(await page.textContent('#status')).toMatch(/^cannot reach the server; trying again \(showing /);
    const failed = count('liveVersion');
    expect(failed).toBeGreaterThanOrEqual(3);
    await advance(240_000 - 40_000);
    expect(count('liveVersion')).toBe(failed);
    await advance(400_000);
    expect(count('liveVersion')).toBeGreaterThan(failed);
    // back: the time shown is the update's again
    failing.clear();
    await advance(400_000);
    expect(await page.textContent('#status')).toMatch(/^updated /);
    // while hidden it asks nothing; shown again, it asks within an interval
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(40_000);
    const hidden = count('liveVersion');
    // hidden for three hours (a phone in a pocket through a round), it asks nothing
    await advance(3 * 3_600_000, 600_000);
    expect(count('liveVersion')).toBe(hidden);
    // shown again, it asks for the version at once: within 2 s, not after a random wait
    const news = organizer.spreadsheet.getSheetByName('Results')!;
    news.getRange(3, 4).setValues([['Franca Verdi-Neri']]);
    expect(organizer.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' })).toMatchObject({ ok: true });
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(2_000, 500);
    expect(count('liveVersion')).toBe(hidden + 1);
    expect(count('liveSnapshot')).toBe(3);
    // hidden and shown again twice before the next poll: still one chain of polls, not three
    for (let k = 0; k < 2; k++)
      for (const state of ['hidden', 'visible'])
        await page.evaluate((s) => {
          Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);
    const shown = count('liveVersion');
    await advance(360_000);
    expect(count('liveVersion') - shown).toBeLessThanOrEqual(15);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists the tournaments when several are published, and shows the one ?t= picks', async () => {
    const { organizer, visitor } = published();
    const second = organizer.spreadsheet.addSheet('Results 2', catanResults(8, 1));
    organizer.call('buildStandings', { game: 'catan', sheet: 'Results 2', settings: '' });
    const list = await open(visitor, {}, { width: 390, height: 844 });
    await list.go();
    await list.page.waitForSelector('.choose a');
    expect(await list.page.$$eval('.choose a', (as) => as.map((a) => [a.textContent, (a as HTMLAnchorElement).href]))).toEqual([
      // two tournaments of one game under one title: told apart by their results sheets
      ['Autumn Open – Catan (Results)', `${URL}?t=${organizer.spreadsheet.getSheetByName('Results')!.getSheetId()}`],
      ['Autumn Open – Catan (Results 2)', `${URL}?t=${second.getSheetId()}`],
    ]);
    await list.page.close();
    const one = await open(visitor, { t: String(second.getSheetId()) }, { width: 390, height: 844 });
    await one.go();
    await one.page.waitForSelector('.standings td');
    expect(await one.page.$$eval('.standings tbody tr', (rs) => rs.length)).toBe(8);
    await one.page.close();
  });
});

describe("a word the standings hold, in the page's language", () => {
  it('a knockout built in English shows its Final column in Italian on an Italian phone', async () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Results', [...carcassonneSemiFinals(), ['3P', 1, 'Bo', 20, true], ['3P', 1, 'Di', 10, false]]);
    const organizer = loadBundle({ spreadsheet, url: URL });
    organizer.call('liveSettings', { publish: true, title: 'Coppa' });
    expect(organizer.call('buildStandings', { game: 'carcassonne', sheet: 'Results', settings: 'finals=top4; lang=en' })).toMatchObject({
      ok: true,
    });
    const { page, problems, go } = await open(webAppOf(organizer), { lang: 'it' }, { width: 390, height: 844 });
    await go();
    await page.waitForSelector('#find');
    await page.fill('#find', 'bo');
    await page.waitForSelector('.card');
    // the snapshot carries the place in every language: the Italian page shows its Italian words
    const card = (await page.textContent('.card')) as string;
    expect(card).toContain(SHARED_LABELS.thirdPlace.it);
    expect(card).not.toContain(SHARED_LABELS.thirdPlace.en);
    expect(problems).toEqual([]);
    await page.close();
  });
});

// Diplomacy's final stage is a top board: the page names its cut so, in its own language (the review's C11), on a
// player's card and in the standings' Cut column
describe("Diplomacy's cut, in the page's language", () => {
  it('is its top board: Cut (top 7), Tavolo finale (primi 7), Masa finală (primii 7)', async () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Results', diplomacyResults(14, 1));
    const organizer = loadBundle({ spreadsheet, url: URL });
    expect(organizer.call('liveSettings', { publish: true, title: 'Diplomacy Cup' })).toMatchObject({ ok: true });
    const request = { game: 'diplomacy', sheet: 'Results', settings: 'rounds=2' };
    expect(organizer.call('buildStandings', request)).toMatchObject({ ok: true });
    expect(organizer.call('writeSeating', request)).toMatchObject({ ok: true });
    const visitor = webAppOf(organizer);
    const cuts = { en: 'Cut (top 7)', it: 'Tavolo finale (primi 7)', ro: 'Masa finală (primii 7)' };
    for (const [lang, cut] of Object.entries(cuts)) {
      const phone = await open(visitor, { lang }, { width: 360, height: 740 });
      await phone.go();
      await phone.page.fill('#find', 'Player 000001');
      await phone.page.waitForSelector('.card .stakes');
      const said = await phone.page.$$eval('.card .stakes div', (es) => es.map((e) => e.textContent as string));
      expect(said[2].startsWith(`${cut}: `)).toBe(true);
      await shot(phone.page, `diplomacy-cut-${lang}`);
      expect(phone.problems).toEqual([]);
      await phone.page.close();
      const screen = await open(visitor, { lang, view: 'screen', show: 'standings' }, { width: 1280, height: 720 });
      await screen.go();
      await screen.page.waitForSelector('.pages th.c-cut');
      expect(await screen.page.textContent('.pages th.c-cut')).toBe(cut);
      expect(screen.problems).toEqual([]);
      await screen.page.close();
    }
  });
});

describe('a page that cannot reach the server at first', () => {
  it('says it is retrying, keeps trying with the back-off, and shows the snapshot once the server answers, without a reload', async () => {
    const { visitor } = published();
    const failing = new Set(['liveList']);
    const { page, problems, calls, go } = await open(visitor, {}, { width: 390, height: 844 }, failing);
    await page.clock.install();
    await go();
    await page.waitForFunction(() => document.getElementById('status')?.textContent !== '');
    expect(await page.textContent('#status')).toBe(LIVE_WORDS.en.retryingFirst);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const step = async (ms: number) => {
      await page.clock.runFor(ms);
      for (let k = 0; k < 4; k++) await page.evaluate(() => 0);
    };
    // the first three calls fail, 24 to 36 s apart; the fourth waits the back-off of 4 to 6 minutes
    for (let t = 0; t < 80_000; t += 4_000) await step(4_000);
    expect(calls.filter((c) => c === 'liveList')).toHaveLength(3);
    failing.clear();
    for (let t = 0; t < 370_000 && !(await page.$('.round')); t += 10_000) await step(10_000);
    expect(calls).toEqual(['liveList', 'liveList', 'liveList', 'liveList', 'liveSnapshot']);
    expect(await page.textContent('#status')).toMatch(/^updated /);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a page read by everyone (SPEC §13.7.9)', () => {
  it.each(['light', 'dark'] as const)(
    'meets AA contrast on every view in a %s scheme; only the status line is a live region',
    async (scheme) => {
      const { visitor } = published();
      for (const view of ['phone', 'screen', 'print']) {
        const size = view === 'screen' ? { width: 1280, height: 720 } : { width: 390, height: 844 };
        const { page, problems, go } = await open(visitor, view === 'phone' ? {} : { view }, size, new Set(), scheme);
        await go();
        await page.waitForSelector(view === 'phone' ? '.round' : view === 'screen' ? '.counter:not(:empty)' : '.slip');
        if (view === 'phone') await page.fill('#find', 'nicolo');
        expect({ view, low: await lowContrast(page) }).toEqual({ view, low: [] });
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background).toBe(scheme === 'dark' ? 'rgb(19, 20, 22)' : 'rgb(255, 255, 255)');
        expect(await page.$$eval('[aria-live]', (es) => es.map((e) => [e.id, e.getAttribute('role')]))).toEqual([['status', 'status']]);
        if (view !== 'print') await shot(page, `${view}-${scheme}`);
        expect(problems).toEqual([]);
        await page.close();
      }
    },
  );

  it("keeps focus, the text typed and the caret in Find me when a new snapshot arrives (the phone's keyboard stays open)", async () => {
    const { organizer, visitor } = published();
    const { page, problems, calls, go } = await open(visitor, {}, { width: 390, height: 844 });
    await page.clock.install();
    await go();
    await page.waitForSelector('#find');
    await page.click('#find');
    await page.keyboard.type('franca');
    await page.evaluate(() => {
      const input = document.getElementById('find') as HTMLInputElement;
      input.setSelectionRange(3, 3);
      input.dataset.mark = 'the one typed in';
    });
    expect(await page.textContent('.card h3')).toBe('Franca Verdi');
    // the organizer renames her: a new snapshot, fetched at the next poll
    organizer.spreadsheet
      .getSheetByName('Results')!
      .getRange(4, 4)
      .setValues([['Franca Verdi Neri']]);
    const results = organizer.spreadsheet.getSheetByName('Results')!.getDataRange().getValues();
    const row = results.findIndex((r) => r[3] === 'Franca Verdi');
    organizer.spreadsheet
      .getSheetByName('Results')!
      .getRange(row + 1, 4)
      .setValues([['Franca Verdi Neri']]);
    expect(organizer.call('buildStandings', { game: 'catan', sheet: 'Results', settings: PLANNED })).toMatchObject({ ok: true });
    for (let t = 0; t < 40_000 && calls.filter((c) => c === 'liveSnapshot').length < 2; t += 4_000) {
      await page.clock.runFor(4_000);
      for (let k = 0; k < 4; k++) await page.evaluate(() => 0);
    }
    expect(calls.filter((c) => c === 'liveSnapshot')).toHaveLength(2);
    await page.waitForSelector('text=Franca Verdi Neri');
    expect(
      await page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        return [input.id, input.dataset.mark, input.value, input.selectionStart, input.selectionEnd];
      }),
    ).toEqual(['find', 'the one typed in', 'franca', 3, 3]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a screen chooses what it turns through', () => {
  it('?show= picks its parts; the round written comes first for 10 minutes, then the standings; the QR code reads at 1280×720', async () => {
    const { visitor } = published();
    const headings = async (parameter: Record<string, string>, after = 0) => {
      const { page, go } = await open(visitor, { view: 'screen', every: '5', ...parameter }, { width: 1280, height: 720 });
      await page.clock.install();
      await go();
      await page.waitForSelector('.counter:not(:empty)');
      if (after) {
        await page.clock.runFor(after);
        await page.waitForTimeout(50);
      }
      const count = Number(/(\d+)\D*$/.exec((await page.textContent('.counter')) as string)?.[1]);
      const seen: string[] = [];
      for (let k = 0; k < count; k++) {
        seen.push((await page.textContent('.pages h2')) as string);
        await page.clock.runFor(5_050);
      }
      const qr = await readQr(page, 'canvas.qr');
      await page.close();
      return { seen, qr };
    };
    const round = `${LIVE_WORDS.en.roundNow('3')} · ${LIVE_WORDS.en.byName}`;
    const standings = `${LIVE_WORDS.en.standings} · ${LIVE_WORDS.en.after('2')}`;
    expect(await headings({ show: 'round' })).toEqual({ seen: [round], qr: URL });
    expect((await headings({ show: 'standings' })).seen).toEqual([standings]);
    expect((await headings({})).seen).toEqual([round, standings]);
    // ten minutes after Write, the standings lead again
    expect((await headings({}, 10 * 60_000 + 1_000)).seen[0]).toBe(standings);
  });

  it('says the date of what it shows when it is not today', async () => {
    const { visitor } = published();
    const { page, go } = await open(visitor, {}, { width: 390, height: 844 });
    await page.clock.install({ time: Date.now() + 2 * 86_400_000 });
    await go();
    await page.waitForSelector('#find');
    const day = new Date().toLocaleDateString('en', { timeZone: 'Europe/Rome', day: 'numeric', month: 'short' });
    expect(await page.textContent('#status')).toBe(
      LIVE_WORDS.en.updated(
        `${day} ${new Date(Date.now()).toLocaleTimeString('en', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' })}`,
      ),
    );
    await page.close();
  });
});

describe('the live page with nothing published', () => {
  it('says so', async () => {
    const spreadsheet = new FakeSpreadsheet();
    const visitor = loadBundle({ spreadsheet, url: URL, webApp: true });
    const { page, problems, go } = await open(visitor, {}, { width: 390, height: 844 });
    await go();
    await page.waitForSelector('.message');
    expect(await page.textContent('.message')).toBe(LIVE_WORDS.en.nothing);
    expect(problems).toEqual([]);
    await page.close();
  });
});
