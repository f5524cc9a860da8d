import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SHARED_LABELS } from '../src/engine/shared/labels';
import { LIVE_WORDS } from '../src/live/words';
import { type Bundle, loadBundle, webAppOf } from './harness/appsScript';
import { answerWith, launchChromium, readQr } from './harness/browser';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { carcassonneSemiFinals, catanResults } from './harness/tournaments';

// The live page (dist/Live.html as doGet serves it) in a real headless Chromium, its google.script.run answered by
// the built bundle running as the web app: a phone finds a player, a screen turns its pages and shows a QR code of
// the phone address, the print view has a slip per table; in English, Italian and Romanian.
const OUT = path.join(__dirname, '../test-output');
const PAGE_URL = 'http://podium.test/live';
const URL = 'https://script.google.com/macros/s/AKfycbLive/exec';
const HOSTILE = '<img src=x onerror=alert(1)>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium('live page test');
});
afterAll(async () => browser?.close());

/** Round 3 of a 12-player Catan tournament, written and published after the standings were built. */
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
  expect(organizer.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' })).toMatchObject({ ok: true, warnings: [] });
  expect(organizer.call('writeSeating', { game: 'catan', sheet: 'Results', settings: '' })).toMatchObject({ ok: true });
  const visitor = webAppOf(organizer);
  return { organizer, visitor };
}

/** Nicolò's Title and Cut as CATAN_STAKES says them in `lang` over the published results: `Title: possible`. */
function nicolosStakes(organizer: Bundle, lang: string): string[] {
  const grid = organizer.spreadsheet.getSheetByName('Results')!.getDataRange().getValues();
  const [header, ...rows] = organizer.call('CATAN_STAKES', grid, `lang=${lang}`) as string[][];
  const row = rows.find((r) => r[0] === 'Nicolò Rossi') as string[];
  return [`${header[4]}: ${row[4]}`, `${header[5]}: ${row[5]}`];
}

/** Opens the page as doGet serves it for these parameters; every other request is refused (nothing outside answers). */
async function open(
  visitor: Bundle,
  parameter: Record<string, string>,
  viewport: { width: number; height: number },
  failing: Set<string> = new Set(),
) {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  const outside: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const html = (visitor.call('doGet', { parameter }) as { getContent(): string }).getContent();
  await page.route('**/*', (route) => {
    if (route.request().url() === PAGE_URL) return route.fulfill({ contentType: 'text/html', body: html });
    outside.push(route.request().url());
    return route.abort();
  });
  const calls = await answerWith(page, (name, ...args) => visitor.call(name, ...args), failing);
  return { page, problems, outside, calls, go: () => page.goto(PAGE_URL) };
}

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
    expect(await page.textContent('.updated')).toMatch(new RegExp(w.updated('\\d\\d[:.]\\d\\d')));
    await page.fill('#find', 'nicolo');
    await page.waitForSelector('.card');
    const card = (await page.textContent('.card')) as string;
    expect(card).toContain('Nicolò Rossi');
    expect(card).toMatch(new RegExp(`${w.roundNow('3')} · ${w.table('\\d+')}`));
    expect(card).toContain(`${w.columns.seat}: `);
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

  it('a screen (1920×1080) turns its pages, and its QR code reads as the phone address', async () => {
    const { page, problems, outside, go } = await open(visitor, { lang, view: 'screen', every: '5' }, { width: 1920, height: 1080 });
    await page.clock.install();
    await go();
    await page.waitForSelector('canvas.qr');
    const first = await page.textContent('.counter');
    expect(first).toBe(w.page(1, 2));
    expect(await page.textContent('.pages h2')).toBe(w.standings);
    // round 3 in progress: a Title and a Cut column, Nicolò's as CATAN_STAKES says them
    const heads = await page.$$eval('.pages th', (es) => es.map((e) => e.textContent));
    const nicolo = await page.$$eval('.pages tbody tr', (rs) =>
      rs.map((r) => Array.from(r.querySelectorAll('td'), (d) => d.textContent)).find((cells) => cells[1] === 'Nicolò Rossi'),
    );
    expect(heads.slice(-2).map((h, k) => `${h}: ${nicolo?.slice(-2)[k]}`)).toEqual(nicolosStakes(organizer, lang));
    // a figure the page has no word of its own for, in the page's language from the words the snapshot carries
    // (the standings were built in English)
    expect(heads).toContain(SHARED_LABELS.roundPoints[lang]);
    // a share as a percentage in the page's language, though the standings were built in English: 17,9% in it and ro
    const shares = nicolo?.filter((c) => /%$/.test(c ?? ''));
    expect(shares).toHaveLength(1);
    expect(shares?.[0]).toMatch(lang === 'en' ? /^\d{1,2}\.\d%$/ : /^\d{1,2},\d%$/);
    await shot(page, `screen-${lang}`);
    await page.clock.runFor(5_100);
    expect(await page.textContent('.counter')).toBe(w.page(2, 2));
    expect(await page.textContent('.pages h2')).toBe(`${w.roundNow('3')} · ${w.byName}`);
    const names = await page.$$eval('.names .name', (es) => es.map((e) => e.textContent));
    expect(names).toHaveLength(12);
    expect(names).toContain(HOSTILE);
    // rows of at least 28 pixels
    const heights = await page.$$eval('.names li', (es) => es.map((e) => e.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(28);
    await shot(page, `screen-round-${lang}`);
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
    expect(await page.$$eval('.sheet', (es) => es.map((e) => e.querySelectorAll('.slip').length))).toEqual([3, 0]);
    const slip = (await page.textContent('.slip')) as string;
    expect(slip).toContain('Autumn Open');
    expect(slip).toContain(`${w.roundNow('3')} · ${w.table('1')}`);
    expect(slip).toContain(w.sign);
    expect(await page.$$('.slip:first-child td.box')).toHaveLength(4); // a box for each player's score
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
    expect(await page.textContent('.updated')).toMatch(/^cannot reach the server; showing /);
    const failed = count('liveVersion');
    expect(failed).toBeGreaterThanOrEqual(3);
    await advance(240_000 - 40_000);
    expect(count('liveVersion')).toBe(failed);
    await advance(400_000);
    expect(count('liveVersion')).toBeGreaterThan(failed);
    // back: the time shown is the update's again
    failing.clear();
    await advance(400_000);
    expect(await page.textContent('.updated')).toMatch(/^updated /);
    // while hidden it asks nothing; shown again, it asks within an interval
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(40_000);
    const hidden = count('liveVersion');
    await advance(300_000, 60_000);
    expect(count('liveVersion')).toBe(hidden);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // the first poll within an interval (at a random moment, so a second may follow within the same 30 s)
    await advance(30_000);
    expect(count('liveVersion')).toBeGreaterThanOrEqual(hidden + 1);
    expect(count('liveVersion')).toBeLessThanOrEqual(hidden + 2);
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
      ['Autumn Open – Catan', `${URL}?t=${organizer.spreadsheet.getSheetByName('Results')!.getSheetId()}`],
      ['Autumn Open – Catan', `${URL}?t=${second.getSheetId()}`],
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
