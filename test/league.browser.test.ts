import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { LIVE_WORDS } from '../src/live/words';
import { SIDEBAR_WORDS } from '../src/sidebar/words';
import { loadBundle } from './harness/appsScript';
import { answerWith, launchChromium } from './harness/browser';
import { type Event, type Lang, leagueEvent } from './harness/events';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { openLive } from './harness/livePage';

// A Carcassonne league's Swiss stage of best-of-3 matches end to end (issue #41 point 6, docs/leagues.md): 16 players
// through New tournament's sheet of matches, Write, the games won typed, Seat next round, Build and Publish, in
// English, Italian and Romanian, through the built bundle and the fake services; then the live page in headless
// Chromium on a 360-pixel phone, a 1280×720 projector and paper, and the sidebar.

const OUT = path.join(__dirname, '../test-output');
const PHONE = { width: 360, height: 740 };
const PROJECTOR = { width: 1280, height: 720 };
const SETTINGS = 'best-of=3; rounds=4; finals=top4';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium('league end to end');
  fs.mkdirSync(OUT, { recursive: true });
});
afterAll(async () => browser?.close());

type Table = { columns: string[]; rows: unknown[][] };
type Snapshot = { standings: Table; round: Table & { bestOf?: number; unscored: string[] }; stakes?: { rows: { player: string }[] } };
const MATCH_LINE = {
  en: /^v .+ · (\d–\d · )?best of 3$/,
  it: /^contro .+ · (\d–\d · )?al meglio di 3$/,
  ro: /^cu .+ · (\d–\d · )?cel mai bun din 3$/,
};

describe.each(['en', 'it', 'ro'] as const)('a league of 16 in best-of-3 matches, in %s', (lang: Lang) => {
  const w = LIVE_WORDS[lang];
  let event: Event;
  let s: Snapshot;
  beforeAll(() => {
    // four rounds; the last written with 3 of its 8 matches scored
    event = leagueEvent({ lang, players: 16, rounds: 4, scoredMatches: 3, settings: SETTINGS });
    s = event.visitor.call('liveSnapshot', event.t) as Snapshot;
  });

  it('seats four Swiss rounds of matches with no rematch, and builds and publishes match standings', () => {
    const grid = event.results.getDataRange().getValues();
    expect(grid[0].slice(0, 4)).toEqual(
      {
        en: ['Round', 'Match', 'Player', 'Games won'],
        it: ['Turno', 'Incontro', 'Giocatore', 'Partite vinte'],
        ro: ['Rundă', 'Meci', 'Jucător', 'Jocuri câștigate'],
      }[lang],
    );
    const rows = grid.slice(1).filter((r) => r[2] !== '');
    expect(rows).toHaveLength(4 * 16);
    const pairs = new Set<string>();
    for (let r = 1; r <= 4; r++)
      for (let m = 1; m <= 8; m++) {
        const pair = rows
          .filter((x) => x[0] === r && x[1] === m)
          .map((x) => String(x[2]))
          .sort()
          .join(' v ');
        expect(pairs.has(pair)).toBe(false);
        pairs.add(pair);
      }
    expect(pairs.size).toBe(32);
    expect(s.standings.columns).toEqual(['rank', 'player', 'wins', 'game-difference', 'games-won', 'matches', 'byes']);
    expect(s.round.columns).toEqual(['round', 'match', 'player', 'gamesWon', 'opponent']);
    expect(s.round.rows).toHaveLength(16);
    expect(s.round.unscored).toHaveLength(5);
    expect(s.round.bestOf).toBe(3);
    // the last round is the last planned: what is at stake is published
    expect(s.stakes?.rows).toHaveLength(16);
  });

  it("a phone at 360 px: a player's card says the match, the round lists matches, no sideways scrolling", async () => {
    const { page, problems, outside, go } = await openLive(browser, event.visitor, {}, PHONE);
    await go();
    await page.waitForSelector('#find');
    const player = s.round.columns.indexOf('player');
    const won = s.round.columns.indexOf('gamesWon');
    const scored = String(s.round.rows.find((r) => r[won] !== '')?.[player]);
    const waiting = String(s.round.rows.find((r) => r[won] === '')?.[player]);
    await page.fill('#find', scored);
    const line = await page.textContent('.card:first-child .match-line');
    expect(line).toMatch(MATCH_LINE[lang]);
    expect(line).toMatch(/\d–\d/);
    expect(await page.textContent('.card:first-child .where')).toContain(w.match(''));
    await page.screenshot({ path: path.join(OUT, `league-phone-${lang}.png`), fullPage: true });
    await page.fill('#find', waiting);
    const open = await page.textContent('.card:first-child .match-line');
    expect(open).toMatch(MATCH_LINE[lang]);
    expect(open).not.toMatch(/\d–\d/);
    // the card has every figure of the match standings and what is at stake
    expect(await page.$$eval('.card:first-child dt', (dts) => dts.length)).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: path.join(OUT, `league-phone-waiting-${lang}.png`) });
    await page.fill('#find', '');
    // the round by match: 8 headings, 5 awaiting results
    const headings = await page.$$eval('.round h3', (hs) => hs.map((h) => h.textContent ?? ''));
    expect(headings).toHaveLength(8);
    expect(headings.filter((h) => h.includes(w.awaiting))).toHaveLength(5);
    expect(headings[0]).toBe(w.match('1') + (headings[0].includes(w.awaiting) ? ` · ${w.awaiting}` : ''));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect({ problems, outside }).toEqual({ problems: [], outside: [] });
    await page.close();
  });

  it('a 1280×720 projector turns through the standings and the round by name, each match named', async () => {
    const { page, problems, go } = await openLive(browser, event.visitor, { view: 'screen', every: '5' }, PROJECTOR);
    await page.clock.install();
    await go();
    await page.waitForSelector('.counter:not(:empty)');
    const pages = Number(/(\d+)\D*$/.exec((await page.textContent('.counter')) ?? '')?.[1]);
    const wheres = new Set<string>();
    for (let k = 1; k <= pages; k++) {
      for (const t of await page.$$eval('.pages .name-row .where', (ws) => ws.map((x) => x.textContent ?? ''))) wheres.add(t);
      await page.screenshot({ path: path.join(OUT, `league-screen-${k}-${lang}.png`) });
      await page.clock.runFor(5_100);
    }
    expect([...wheres].every((x) => x.startsWith(w.match('').trim()))).toBe(true);
    expect(wheres.size).toBe(8);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('print: a slip per match with a box per game of the best of 3 and one for the games won', async () => {
    const { page, problems, go } = await openLive(browser, event.visitor, { view: 'print' }, { width: 794, height: 1123 });
    await go();
    await page.waitForSelector('.slip');
    expect(await page.$$eval('.slip', (x) => x.length)).toBe(8);
    const heads = await page.$$eval('.slip:first-child th.box-head', (ths) => ths.map((t) => t.textContent));
    expect(heads).toEqual(
      {
        en: ['Game 1', 'Game 2', 'Game 3', 'Games won'],
        it: ['Partita 1', 'Partita 2', 'Partita 3', 'Partite vinte'],
        ro: ['Jocul 1', 'Jocul 2', 'Jocul 3', 'Jocuri câștigate'],
      }[lang],
    );
    await page.screenshot({ path: path.join(OUT, `league-print-${lang}.png`) });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("the sidebar with a league's sheet of matches", () => {
  it('New tournament makes it; Preview and Write seat a round of matches; schedule=free offers no round and says why', async () => {
    const spreadsheet = new FakeSpreadsheet();
    // six play; a seventh, registered, sits out this round
    spreadsheet.addSheet('Players', [
      ['Player', 'Active'],
      ...Array.from({ length: 6 }, (_, i) => [`Player ${i + 1}`, true]),
      ['Latecomer', false],
    ]);
    const bundle = loadBundle({ spreadsheet });
    const page = await browser.newPage({ viewport: { width: 300, height: 640 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    bundle.call('showSidebar');
    const html = bundle.ui.sidebars.pop() as string;
    await page.route('**/*', (route) =>
      route.request().url() === 'http://podium.test/sidebar' ? route.fulfill({ contentType: 'text/html', body: html }) : route.abort(),
    );
    await answerWith(page, (name, ...args) => bundle.call(name, ...args));
    await page.goto('http://podium.test/sidebar');
    await page.waitForSelector('#build:not([disabled])');
    // a double click makes one sheet
    await page.dblclick('#new button >> text=Carcassonne matches (best of 3)');
    await page.waitForSelector(`#created.ok >> text=${SIDEBAR_WORDS.en.created('Matches – Carcassonne')}`);
    expect(spreadsheet.getSheetByName('Matches – Carcassonne 2')).toBeNull();
    await page.selectOption('#game', 'carcassonne');
    await page.selectOption('#sheet', 'Matches – Carcassonne');
    await page.selectOption('#roster', 'Players');
    await page.waitForFunction(() => (document.getElementById('round') as HTMLSelectElement).options[0]?.value === '1');
    await page.click('#preview');
    await page.waitForSelector('#seating.ok');
    expect(await page.$$eval('#seating th', (ths) => ths.map((t) => t.textContent))).toEqual(['Round', 'Match', 'Player', 'Opponent']);
    await page.click('#write');
    await page.waitForSelector('#seating.ok >> text=written');
    expect(spreadsheet.getSheetByName('Matches – Carcassonne')?.getRange('A2:C2').getValues()[0].slice(0, 2)).toEqual([1, 1]);
    // the games won typed, Build lists the roster's Latecomer after those who played, Rank blank
    const sheet = spreadsheet.getSheetByName('Matches – Carcassonne')!;
    for (let row = 2; row <= 7; row++) sheet.getRange(row, 4).setValues([[row % 2 ? 1 : 2]]);
    await page.click('#build');
    await page.waitForSelector('#status.ok');
    const standings = spreadsheet.getSheetByName('Standings – Carcassonne')!.getDataRange().getValues();
    expect(standings[0].slice(0, 5)).toEqual(['Rank', 'Player', 'Wins', 'Game difference', 'Games won']);
    expect(standings[7].slice(0, 3)).toEqual(['', 'Latecomer', 0]);
    await page.screenshot({ path: path.join(OUT, 'sidebar-league.png'), fullPage: true });
    await page.selectOption('#setting-schedule', 'free');
    await page.waitForSelector('#not-seated:not(:empty)');
    expect(await page.textContent('#not-seated')).toBe(
      'schedule=free: a league without rounds is not seated by Podium; its organizers pair its matches',
    );
    await page.screenshot({ path: path.join(OUT, 'sidebar-league-free.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
