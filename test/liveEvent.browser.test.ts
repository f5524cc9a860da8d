import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { STAKES_LABELS } from '../src/engine/shared/stakes/labels';
import { LIVE_WORDS } from '../src/live/words';
import { launchChromium } from './harness/browser';
import { carcassonneEvent, catanEvent, diplomacyEvent, type Event, type Lang } from './harness/events';
import { openLive } from './harness/livePage';
import { pdfPageLinks } from './harness/pdf';

// The live page at a real event (SPEC §13.7, issue #37), in headless Chromium: a 120-player Catan in round 4 of 5, a
// 49-player Diplomacy with a doubler and a player sitting out, a 32-player Carcassonne Swiss into its final stage (and
// one whose dropped player leaves a bye), each built through the add-on's own New tournament, Write and Build, in
// English, Italian and Romanian; on a 360-pixel phone, a 1920×1080 screen, a 1280×720 projector and A4 paper.

const OUT = path.join(__dirname, '../test-output');
const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];
const PHONE = { width: 360, height: 740 };
// Diplomacy's powers and results as a page in each language writes them (the powers' table, docs/glossary.md), and the
// letter before a round's number in a game (round, turno, rundă)
const POWERS = {
  en: ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'],
  it: ['Austria', 'Inghilterra', 'Francia', 'Germania', 'Italia', 'Russia', 'Turchia'],
  ro: ['Austria', 'Anglia', 'Franța', 'Germania', 'Italia', 'Rusia', 'Turcia'],
};
const RESULTS = {
  en: ['Win', 'Draw', 'Loss', 'Elimination'],
  it: ['Vittoria', 'Patta', 'Sconfitta', 'Eliminazione'],
  ro: ['Victorie', 'Remiză', 'Înfrângere', 'Eliminare'],
};
const ROUND_LETTER = { en: 'R', it: 'T', ro: 'R' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium('live page at a real event');
  fs.mkdirSync(OUT, { recursive: true });
});
afterAll(async () => browser?.close());

type Snapshot = {
  standings: { columns: string[]; rows: unknown[][] } | null;
  round: { columns: string[]; rows: unknown[][] } | null;
};
const snapshotOf = (e: Event) => e.visitor.call('liveSnapshot', e.t) as Snapshot;
const playersIn = (t: { columns: string[]; rows: unknown[][] } | null) =>
  t ? t.rows.map((r) => String(r[t.columns.indexOf('player')])) : [];

/**
 * What the page shows whole now, measured from each element's box against the viewport and every ancestor that clips
 * (overflow other than visible): the standings rows' players, the round's name rows, and whether the QR code and the
 * page counter are whole on screen; and every word of the page's text that is broken across two lines.
 */
async function seen(page: Page) {
  return page.evaluate(() => {
    const boxes = (e: Element) => {
      const out = [new DOMRect(0, 0, window.innerWidth, window.innerHeight)];
      for (let a = e.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') out.push(a.getBoundingClientRect());
      }
      return out;
    };
    const whole = (e: Element | null): e is Element => {
      if (!e || getComputedStyle(e).visibility === 'hidden') return false;
      const r = e.getBoundingClientRect();
      if (!r.width || !r.height) return false;
      return boxes(e).every(
        (b) => r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5,
      );
    };
    const rows = Array.from(document.querySelectorAll('.pages tbody tr'));
    const names = Array.from(document.querySelectorAll('.pages .name-row'));
    const qr = document.querySelector('canvas.qr');
    return {
      heading: document.querySelector('.pages h2')?.textContent ?? '',
      counter: document.querySelector('.counter')?.textContent ?? '',
      rows: rows.filter(whole).map((tr) => tr.querySelector('.c-player')?.textContent ?? ''),
      cutRows: rows.filter((tr) => !whole(tr)).length,
      names: names.filter(whole).map((n) => `${n.querySelector('.name')?.textContent} | ${n.querySelector('.where')?.textContent}`),
      best: rows.filter(whole).flatMap((tr): [string, string][] => {
        const game = tr.querySelector('.c-best')?.textContent;
        return game ? [[tr.querySelector('.c-player')?.textContent ?? '', game]] : [];
      }),
      cutNames: names.filter((n) => !whole(n)).length,
      stageTables: Array.from(document.querySelectorAll('.pages .match')).filter(whole).length,
      matches: Array.from(document.querySelectorAll('.pages .match')).map((m) => (whole(m) ? (m.textContent ?? '') : null)),
      // each column of the final stage names its stage at its top, a stage that goes on from the column before it too
      columnTops: Array.from(document.querySelectorAll('.pages .column')).map((c) =>
        c.firstElementChild?.tagName === 'H3' ? c.firstElementChild.textContent : null,
      ),
      qr: whole(qr) ? (qr as Element).getBoundingClientRect().height : 0,
      counterWhole: whole(document.querySelector('.counter')),
      broken: brokenWords(),
    };
    /** Words (a number, a percentage, a word of a name) whose letters lie on two lines; the QR code's address aside. */
    function brokenWords(): string[] {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (!parent || parent.closest('.address, script, style, .measure') || !parent.getClientRects().length) continue;
        const text = n.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(n, m.index ?? 0);
          range.setEnd(n, (m.index ?? 0) + m[0].length);
          const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (tops.size > 1) out.push(m[0]);
        }
      }
      return out;
    }
  });
}

interface Built {
  catan: Event;
  diplomacy: Event & { doubler: string; sitter: string };
  stages: Event;
  bye: Event & { dropped?: string };
}

/** The four events of a language, built once for its tests. */
function build(lang: Lang): Built {
  return {
    catan: catanEvent({ lang, players: 120, round: 4, scoredTables: 10, settings: 'rounds=5' }),
    diplomacy: diplomacyEvent({ lang, round: 3, scoredBoards: 3, settings: '' }),
    stages: carcassonneEvent({ lang, players: 32, rounds: 5, scoredTables: 16, stages: ['QF', 'SF'], settings: 'finals=top8' }),
    bye: carcassonneEvent({ lang, players: 32, rounds: 5, scoredTables: 4, drop: true, settings: '' }),
  };
}

describe.each(['en', 'it', 'ro'] as const)('a real event in %s', (lang) => {
  const w = LIVE_WORDS[lang];
  let built: Built;
  beforeAll(() => {
    built = build(lang);
  });

  // catan: the 120-player Catan; diplomacy: the 49-player Diplomacy; stages: the 32-player Carcassonne in its final stage
  it.each(['catan', 'diplomacy', 'stages'] as const)(
    'a screen shows every standings row and every name of the round of %s whole once a turn, with the QR code and the counter',
    async (which) => {
      const event = built[which];
      const s = snapshotOf(event);
      for (const size of SCREENS) {
        const { page, problems, outside, go } = await openLive(browser, event.visitor, { view: 'screen', every: '5' }, size);
        await page.clock.install();
        await go();
        await page.waitForSelector('.counter:not(:empty)');
        const rows = new Set<string>();
        const names = new Set<string>();
        const best = new Map<string, string>();
        let stageTables = 0;
        const first = await seen(page);
        const pages = Number(/(\d+)\D*$/.exec(first.counter)?.[1]);
        expect(pages).toBeGreaterThan(1);
        const shot = new Set<string>();
        for (let k = 1; k <= pages; k++) {
          const now = k === 1 ? first : await seen(page);
          expect(now.counter).toBe(w.page(k, pages));
          // what is on the page is whole: no row or name cut at the bottom, the QR code and the counter on screen
          expect({ page: k, cutRows: now.cutRows, cutNames: now.cutNames, broken: now.broken }).toEqual({
            page: k,
            cutRows: 0,
            cutNames: 0,
            broken: [],
          });
          expect(now.counterWhole).toBe(true);
          expect(now.qr).toBeGreaterThanOrEqual(size.height / 4);
          for (const r of now.rows) rows.add(r);
          for (const [player, game] of now.best) best.set(player, game);
          for (const n of now.names) names.add(n);
          stageTables += now.stageTables;
          const part = now.names.length ? 'round' : now.rows.length ? 'standings' : 'stage';
          if (!shot.has(part)) {
            shot.add(part);
            await page.screenshot({ path: path.join(OUT, `live-screen-${which}-${size.width}-${part}-${lang}.png`) });
          }
          await page.clock.runFor(5_100);
        }
        expect((await seen(page)).counter).toBe(w.page(1, pages));
        expect([...rows].sort()).toEqual([...new Set(playersIn(s.standings))].sort());
        expect(names.size).toBe(s.round?.rows.length);
        expect(new Set([...names].map((n) => n.split(' | ')[0]))).toEqual(new Set(playersIn(s.round)));
        if (which === 'stages') expect(stageTables).toBe(4 + 2);
        if (which === 'diplomacy') {
          // each player's best game names its power and result in the page's language (SPEC §13.7.6), its points as
          // the language writes them; the sheet's cell keeps them English (docs/languages.md)
          const game = (words: Lang) =>
            new RegExp(
              `^${ROUND_LETTER[words]}\\d+ (${POWERS[words].join('|')}): (${RESULTS[words].join('|')}), \\d+(${lang === 'en' ? '\\.' : ','}\\d+)?$`,
            );
          expect([...best.values()].filter((b) => !game(lang).test(b))).toEqual([]);
          expect(best.size).toBe(rows.size);
          const header = { en: 'Best game', it: 'Miglior partita', ro: 'Cea mai bună partidă' }[lang];
          const sheet = event.spreadsheet.getSheets().find((x) => x.getDataRange().getValues()[0].includes(header));
          const [head, ...written] = sheet!.getDataRange().getValues();
          const cells = written.slice(0, best.size).map((r) => String(r[head.indexOf(header)]));
          expect(cells.filter((c) => !game('en').test(c))).toEqual([]);
        }
        expect(problems).toEqual([]);
        expect(outside).toEqual([]);
        await page.close();
      }
    },
  );

  it('a phone at 360 px finds players as phones type, and a table by its number, without sideways scrolling', async () => {
    const { catan } = built;
    const { page, problems, go } = await openLive(browser, catan.visitor, {}, PHONE);
    await go();
    await page.waitForSelector('#find');
    const cards = () => page.$$eval('.card h3', (hs) => hs.map((h) => h.textContent));
    // the phone's apostrophe, no apostrophe, a plain one: the same players
    let dangelo: (string | null)[] = [];
    for (const typed of ['d’angelo', 'dangelo', "D'Angelo"]) {
      await page.fill('#find', typed);
      const shown = await cards();
      expect(shown).toHaveLength(6);
      expect(shown.every((n) => n?.endsWith(" D'Angelo"))).toBe(true);
      if (dangelo.length) expect(shown).toEqual(dangelo);
      dangelo = shown;
    }
    // the words of a name in any order
    await page.fill('#find', 'rossi nicolo');
    expect(await cards()).toEqual(['Nicolò Rossi']);
    const card = (await page.textContent('.card')) as string;
    expect(card).toMatch(new RegExp(`${w.roundNow('4')} · ${w.table('\\d+')} · ${w.columns.seat} \\d`));
    expect(card).toContain(w.opponents);
    // a table by its number: its players with their seats
    await page.fill('#find', '12');
    expect((await cards())[0]).toBe(`${w.roundNow('4')} · ${w.table('12')}`);
    expect(await page.$$eval('.card:first-child li', (ls) => ls.length)).toBe(4);
    await page.fill('#find', 'nicolo');
    await page.screenshot({ path: path.join(OUT, `live-phone-catan-${lang}.png`) });
    const now = await seen(page);
    expect(now.broken).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // the phone's standings: Rank, Player and the first figure; the card has the rest
    expect(await page.$$eval('.standings th', (ths) => ths.length)).toBe(3);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a doubler's card shows both boards with their powers in the page's language; a player sitting out reads so", async () => {
    const { diplomacy } = built;
    const { page, problems, go } = await openLive(browser, diplomacy.visitor, {}, PHONE);
    await go();
    await page.waitForSelector('#find');
    await page.fill('#find', diplomacy.doubler);
    const seats = await page.$$eval('.card .seat .where', (ws) => ws.map((x) => x.textContent));
    expect(seats).toHaveLength(2);
    const powers = POWERS[lang];
    for (const seat of seats) expect(seat).toMatch(new RegExp(`^${w.roundNow('3')} · ${w.board('\\d')} · (${powers.join('|')})$`));
    await page.screenshot({ path: path.join(OUT, `live-phone-doubler-${lang}.png`) });
    await page.fill('#find', diplomacy.sitter);
    expect(await page.textContent('.card .where')).toBe(w.notPlaying(w.roundNow('3')));
    // the round's list writes every power in the page's language
    const listed = await page.$$eval('.round td.c-power', (ts) => [...new Set(ts.map((t) => t.textContent))].sort());
    expect(listed).toEqual([...powers].sort());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect((await seen(page)).broken).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a bye reads as one in the page's language, never as awaiting scores; the final stage is drawn as pairs with the winner", async () => {
    const { bye, stages } = built;
    const { page, problems, go } = await openLive(browser, bye.visitor, {}, PHONE);
    await go();
    await page.waitForSelector('#find');
    const snapshot = bye.visitor.call('liveSnapshot', bye.t) as { round: { rows: unknown[][] } };
    const byePlayer = String(snapshot.round.rows.find((r) => r[1] === 'bye')?.[2]);
    await page.fill('#find', byePlayer);
    expect(await page.textContent('.card .seat')).toBe(`${w.roundNow('5')} · ${w.bye}${w.byeMeans}`);
    const headings = await page.$$eval('.round h3', (hs) => hs.map((h) => h.textContent));
    expect(headings).toContain(w.bye);
    expect(headings.filter((h) => h?.includes(w.awaiting))).toHaveLength(15 - 4);
    await page.screenshot({ path: path.join(OUT, `live-phone-bye-${lang}.png`) });
    // the dropped player, in the standings with no table: does not play
    await page.fill('#find', bye.dropped as string);
    expect(await page.textContent('.card .where')).toBe(w.notPlaying(w.roundNow('5')));
    await page.close();
    const staged = await openLive(browser, stages.visitor, {}, PHONE);
    await staged.go();
    await staged.page.waitForSelector('.stages');
    // each quarter-final once, its winner marked; the semi-finals not yet played
    expect(await staged.page.$$eval('.stages .match', (ms) => ms.length)).toBe(4 + 2);
    expect(await staged.page.$$eval('.stages .winner .mark', (ms) => ms.map((m) => m.textContent))).toEqual(Array(4).fill(`✓ ${w.winner}`));
    expect(await staged.page.$$eval('.stages h3', (hs) => hs.map((h) => h.textContent))).toEqual([w.stages.QF, w.stages.SF]);
    await staged.page.screenshot({ path: path.join(OUT, `live-phone-stages-${lang}.png`), fullPage: true });
    expect([...problems, ...staged.problems]).toEqual([]);
    await staged.page.close();
  });

  it('print: 30 Catan tables on 8 pages of four slips, none cut; a Diplomacy board on a slip of its own with seven powers; no slip for a bye', async () => {
    for (const which of ['catan', 'diplomacy', 'bye'] as const) {
      const event = built[which];
      const { page, problems, go } = await openLive(browser, event.visitor, { view: 'print' }, { width: 794, height: 1123 });
      await go();
      await page.waitForSelector('.slip');
      await page.emulateMedia({ media: 'print' });
      // a link on each slip's first line and its last, and on the list by name: the PDF says which page each landed on
      const slips = await page.evaluate(() => {
        const mark = (e: Element, name: string) => {
          const a = document.createElement('a');
          a.href = `http://mark.test/${name}`;
          a.append(...Array.from(e.childNodes));
          e.append(a);
        };
        const all = Array.from(document.querySelectorAll('.slip'));
        all.forEach((slip, i) => {
          mark(slip.querySelector('h3') as Element, `top-${i}`);
          mark(slip.querySelector('.sign') as Element, `end-${i}`);
        });
        mark(document.querySelector('.byname h2') as Element, 'list');
        return all.map((slip) => ({
          rows: slip.querySelectorAll('tr').length - 1,
          boxes: slip.querySelectorAll('td.box').length,
          once: Array.from(slip.querySelectorAll('.once'), (o) => o.textContent),
        }));
      });
      const pdf = await page.pdf({ format: 'A4' });
      fs.writeFileSync(path.join(OUT, `live-print-${which}-${lang}.pdf`), pdf);
      const pages = pdfPageLinks(pdf);
      const pageOf = (mark: string) => pages.findIndex((links) => links.includes(`http://mark.test/${mark}`));
      slips.forEach((_, i) => {
        expect({ slip: i, top: pageOf(`top-${i}`) }).toEqual({ slip: i, top: pageOf(`end-${i}`) });
      });
      const slipPages = new Set(slips.map((_, i) => pageOf(`top-${i}`)));
      expect(pageOf('list')).toBe(slipPages.size);
      if (which === 'catan') {
        expect(slips).toHaveLength(30);
        expect(slipPages.size).toBe(8);
        // a box for each player's VP and one for a declared victory
        expect(slips.every((s) => s.boxes === 2 * s.rows)).toBe(true);
      } else if (which === 'bye') {
        // 31 players: 15 duels on 4 pages, the bye on none (its player finds it in the list by name)
        expect(slips).toHaveLength(15);
        expect(slipPages.size).toBe(4);
        expect(slips.every((s) => s.rows === 2 && s.boxes === 2)).toBe(true);
      } else {
        expect(slips).toHaveLength(7);
        // seven powers, each with a box for its centres and one for its year of elimination, a box for the final year
        expect(slips.every((s) => s.rows === 7 && s.boxes === 14 && s.once.length === 1)).toBe(true);
        expect(slips[0].once[0]).toBe({ en: 'Final year', it: 'Anno finale', ro: 'Anul final' }[lang]);
        expect(slipPages.size).toBe(3);
      }
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it("with Planned rounds 5 and round 5 in progress, the page's statuses and Needs are CATAN_STAKES's", async () => {
    const { catan } = built;
    catan.next(12);
    const grid = catan.results.getDataRange().getValues();
    const [, ...spilled] = catan.organizer.call('CATAN_STAKES', grid, `rounds=5; lang=${lang}`) as string[][];
    const end = spilled.findIndex((r) => r.every((v) => v === ''));
    const expected = new Map(spilled.slice(0, end < 0 ? undefined : end).map((r) => [r[0], r]));
    // the screen's Title and Cut columns, over every standings page
    const screen = await openLive(browser, catan.visitor, { view: 'screen', every: '5', show: 'standings' }, SCREENS[0]);
    await screen.page.clock.install();
    await screen.go();
    await screen.page.waitForSelector('.pages tbody tr');
    const shown = new Map<string, string[]>();
    const pages = Number(/(\d+)\D*$/.exec((await screen.page.textContent('.counter')) as string)?.[1]);
    for (let k = 0; k < pages; k++) {
      const rows = await screen.page.$$eval('.pages tbody tr', (trs) =>
        trs.map((tr) => [
          tr.querySelector('.c-player')?.textContent,
          tr.querySelector('.c-title')?.textContent,
          tr.querySelector('.c-cut')?.textContent,
        ]),
      );
      for (const [player, title, cut] of rows) shown.set(String(player), [String(title), String(cut)]);
      await screen.page.clock.runFor(5_100);
    }
    expect(shown.size).toBe(120);
    for (const [player, [title, cut]] of shown)
      expect([player, title, cut]).toEqual([player, expected.get(player)?.[4], expected.get(player)?.[5]]);
    await screen.page.screenshot({ path: path.join(OUT, `live-screen-stakes-${lang}.png`) });
    await screen.page.close();
    // the card's Needs, for players whose cut is still open
    const open = [...expected.values()].filter((r) => r[6] !== '').slice(0, 4);
    expect(open.length).toBeGreaterThan(0);
    const phone = await openLive(browser, catan.visitor, {}, PHONE);
    await phone.go();
    await phone.page.waitForSelector('#find');
    for (const row of open) {
      await phone.page.fill('#find', row[0]);
      const lines = await phone.page.$$eval('.card:first-child .stakes div', (ds) => ds.map((d) => d.textContent));
      expect(lines).toEqual([
        `${w.atStake}:`,
        `${STAKES_LABELS.title[lang]}: ${row[4]}`,
        expect.stringMatching(new RegExp(`: ${row[5]}$`)),
        row[6],
      ]);
    }
    await phone.page.screenshot({ path: path.join(OUT, `live-phone-stakes-${lang}.png`) });
    expect([...screen.problems, ...phone.problems]).toEqual([]);
    await phone.page.close();
  });
});

// A bracket (SPEC §13.7.6, §17.5, issue #41): Carcassonne events of 18, 26, 34 and 66 players into brackets of 16, 24,
// 32 and 64 (finals=top16 … top64), each stage written by Seat next round and scored but the last; drawn as stage
// columns of match boxes, byes among them, on a 1280×720 projector and a 360-pixel phone.
/** Each bracket: its field, its setting, the stages written (the last not scored), and its match boxes: games and byes. */
const TOP24 = { cut: 24, players: 26, stages: ['R32', 'R16', 'QF', 'SF', '3P', 'F'], boxes: 8 + 8 + 8 + 4 + 2 + 1 + 1 } as const;
const BRACKETS = [
  { cut: 16, players: 18, stages: ['R16', 'QF', 'SF'], boxes: 8 + 4 + 2, lang: 'en' },
  { ...TOP24, lang: 'en' },
  { ...TOP24, lang: 'it' },
  { ...TOP24, lang: 'ro' },
  { cut: 32, players: 34, stages: ['R32', 'R16', 'QF'], boxes: 16 + 8 + 4, lang: 'en' },
  { cut: 64, players: 66, stages: ['R64', 'R32'], boxes: 32 + 16, lang: 'en' },
] as const;

describe.each(BRACKETS)('a bracket of $cut on the live page in $lang', ({ cut, players, stages, boxes, lang }) => {
  const w = LIVE_WORDS[lang];
  let event: Event;
  beforeAll(() => {
    event = carcassonneEvent({
      lang,
      players,
      rounds: 4,
      scoredTables: players / 2,
      stages: [...stages],
      settings: `finals=top${cut}`,
    });
  });

  it('the projector at 1280×720 shows every match box whole once a turn, stage by stage, no word broken', async () => {
    const { page, problems, outside, go } = await openLive(
      browser,
      event.visitor,
      { view: 'screen', every: '5', show: 'stage' },
      SCREENS[1],
    );
    await page.clock.install();
    await go();
    await page.waitForSelector('.counter:not(:empty)');
    const first = await seen(page);
    const pages = Number(/(\d+)\D*$/.exec(first.counter)?.[1] || 1);
    const shown: string[] = [];
    for (let k = 1; k <= pages; k++) {
      const now = k === 1 ? first : await seen(page);
      await page.screenshot({ path: path.join(OUT, `live-bracket-${cut}-screen-${k}-${lang}.png`) });
      const cutBoxes = now.matches.filter((m) => m === null).length;
      expect({ page: k, cutBoxes, broken: now.broken }).toEqual({ page: k, cutBoxes: 0, broken: [] });
      for (const top of now.columnTops) expect(stages.map((st) => w.stages[st])).toContain(top);
      shown.push(...(now.matches as string[]));
      await page.clock.runFor(5_100);
    }
    expect(shown).toHaveLength(boxes);
    // the byes read as byes, in the page's words
    if (cut === 24) expect(shown.filter((m) => m.startsWith(w.bye))).toHaveLength(8);
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('a 360-px phone draws the stages one under the other, every box whole in the width, no sideways scrolling', async () => {
    const { page, problems, go } = await openLive(browser, event.visitor, {}, PHONE);
    await go();
    await page.waitForSelector('.stages');
    expect((await seen(page)).broken).toEqual([]);
    expect(await page.$$eval('.stages .match', (ms) => ms.length)).toBe(boxes);
    expect(await page.$$eval('.stages h3', (hs) => hs.map((h) => h.textContent))).toEqual(stages.map((s) => w.stages[s]));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: path.join(OUT, `live-bracket-${cut}-phone-${lang}.png`), fullPage: true });
    // what a phone shows where the final stage begins
    await page.$eval('.stages', (e) => e.scrollIntoView());
    await page.screenshot({ path: path.join(OUT, `live-bracket-${cut}-phone-stages-${lang}.png`) });
    expect(problems).toEqual([]);
    await page.close();
  });
});
