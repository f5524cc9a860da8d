import type {
  LiveCell,
  LiveEntry,
  LivePageServer,
  LiveRoundTable,
  LiveSnapshot,
  LiveStakes,
  LiveStatus,
  LiveTable,
} from '../appsscript/contract';
import type { Lang } from '../engine/i18n/lang';
import { CUT_HEADER } from '../engine/shared/stakes/cutHeader';
import { STAKES_LABELS } from '../engine/shared/stakes/labels';
import { fold } from '../engine/shared/text';
import { qrCanvas } from './qr';
import { LIVE_WORDS, type LiveWords } from './words';

// The live page's client (SPEC §13.3): every value from the server reaches the page as text (textContent), never as
// HTML; nothing is loaded from outside Google's page.

interface Runner {
  withSuccessHandler(f: (value: unknown) => void): Runner;
  withFailureHandler(f: (error: Error) => void): Runner;
  [server: string]: (...args: never[]) => unknown;
}
declare const google: { script: { run: Runner } };

/** What doGet hands the page: its own address, and the address's parameters it checked. */
interface Boot {
  url: string | null;
  params: { view?: string; lang?: string; t?: string; every?: string };
}
const boot: Boot = (() => {
  const given = (window as unknown as { PODIUM_LIVE?: unknown }).PODIUM_LIVE;
  return given && typeof given === 'object' ? (given as Boot) : { url: null, params: {} };
})();

/** The snapshot format this page reads, and the older ones (format 1 has no words in its cells). */
const FORMAT = 2;
const POLL_MS = 30_000;
const BACKOFF_MS = 300_000;
const view = boot.params.view === 'screen' || boot.params.view === 'print' ? boot.params.view : 'phone';
const every = Number(boot.params.every ?? 15) * 1000;

const main = document.getElementById('live') as HTMLElement;
let snapshot: LiveSnapshot | null = null;

/**
 * The page's language, the one choice of it (docs/architecture.md#words-at-the-edge): the address's `?lang=`, else
 * the snapshot's (the standings'), else English.
 */
const pageLang = (s: LiveSnapshot | null): Lang => (boot.params.lang as Lang) ?? s?.lang ?? 'en';

let lang: Lang = pageLang(null);
let w: LiveWords = LIVE_WORDS[lang];
let failures = 0;

function call<K extends keyof LivePageServer>(
  server: K,
  args: Parameters<LivePageServer[K]>,
  done: (value: ReturnType<LivePageServer[K]>) => void,
  failed: () => void,
) {
  google.script.run
    .withSuccessHandler((v) => done(v as ReturnType<LivePageServer[K]>))
    .withFailureHandler(failed)
    [server](...(args as never[]));
}

function el(tag: string, text = '', className = ''): HTMLElement {
  const e = document.createElement(tag);
  if (text) e.textContent = text;
  if (className) e.className = className;
  return e;
}

const add = (parent: HTMLElement, ...children: HTMLElement[]) => {
  parent.append(...children);
  return parent;
};

/** A cell as this page shows it: words in its language, numbers in the reader's way, a flag as a word, a stage by its name. */
function cellText(v: LiveCell, column: string, percent = false): string {
  if (v !== null && typeof v === 'object') return v[lang] ?? v.en;
  if (typeof v === 'boolean') return v ? w.yes : '';
  if (typeof v === 'number' && percent) return `${v.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
  if (typeof v === 'number') return v.toLocaleString(lang, { maximumFractionDigits: 2 });
  if (column === 'round' && w.stages[v]) return w.stages[v];
  return v;
}

/** A column's name in the page's language: its own words, else the standings' words for it, else the header as published. */
function headerText(t: LiveTable, k: number): string {
  return w.columns[t.columns[k]] ?? t.words?.[k]?.[lang] ?? t.header[k];
}

// —— Title and Cut while a round is in progress (SPEC §14): the stakes' own words for the statuses and the cut ——

/** The columns a screen's standings gain while a round is in progress; their values are statuses. */
const STAKES_COLUMNS = ['title', 'cut'];
const cutName = (stakes: LiveStakes) => CUT_HEADER[lang]({ size: stakes.cut });
const statusText = (v: LiveStatus) => STAKES_LABELS[v][lang];

/** A player's Title and Cut, or none: a snapshot without stakes (no round in progress, or an older snapshot). */
const stakesOf = (s: LiveSnapshot, name: string) => s.stakes?.rows.find((r) => r.player === name);

/** The standings with a Title and a Cut column, while a round is in progress. */
function withStakes(st: LiveTable, stakes: LiveStakes | undefined): LiveTable {
  if (!stakes) return st;
  const p = st.columns.indexOf('player');
  const of = new Map(stakes.rows.map((r) => [r.player, r]));
  return {
    ...st,
    header: [...st.header, STAKES_LABELS.title[lang], cutName(stakes)],
    columns: [...st.columns, ...STAKES_COLUMNS],
    rows: st.rows.map((row) => {
      const x = of.get(String(row[p]));
      return [...row, x?.title ?? '', x?.cut ?? ''];
    }),
  };
}

function tableOf(t: LiveTable, rows = t.rows, className = ''): HTMLElement {
  const table = el('table', '', className);
  const head = el('tr');
  t.columns.forEach((_, k) => {
    add(head, el('th', headerText(t, k), `c-${t.columns[k]}`));
  });
  add(table, add(el('thead'), head));
  const body = el('tbody');
  for (const row of rows) {
    const tr = el('tr');
    row.forEach((v, k) => {
      const c = t.columns[k];
      const status = STAKES_COLUMNS.includes(c) && v !== '';
      add(tr, el('td', status ? statusText(v as LiveStatus) : cellText(v, c, t.percent?.[k]), `c-${c}${status ? ` s-${v}` : ''}`));
    });
    body.append(tr);
  }
  return add(table, body);
}

const roundName = (r: string) =>
  r
    .split(' + ')
    .map((s) => w.stages[s] ?? w.roundNow(s))
    .join(' · ');

/** A table or board of a round, with its rows in order. */
interface Group {
  key: string;
  id: string;
  rows: LiveRoundTable['rows'];
}

/** The tables of a round, in their order, each with its rows. */
function tablesOf(r: LiveRoundTable): Group[] {
  const at = r.columns.includes('board') ? r.columns.indexOf('board') : r.columns.indexOf('table');
  const round = r.columns.indexOf('round');
  const out: Group[] = [];
  for (const row of r.rows) {
    const id = String(row[at]);
    const key = `${round >= 0 ? row[round] : ''} ${id}`;
    const last = out[out.length - 1];
    if (last && last.key === key) last.rows.push(row);
    else out.push({ key, id, rows: [row] });
  }
  return out;
}

const groupWord = (r: LiveRoundTable, id: string) => (r.columns.includes('board') ? w.board(id) : w.table(id));
/** The columns that say where a player sits: seat, power or starts, and the opponent of a duel. */
const SEAT_COLUMNS = ['seat', 'power', 'starts', 'opponent'];

/** Seat, power or starts in words: `Seat 3`, `France`, `Starts`. */
function seatWords(r: LiveRoundTable, row: LiveRoundTable['rows'][number]): string[] {
  return SEAT_COLUMNS.filter((c) => c !== 'opponent' && r.columns.includes(c)).flatMap((c) => {
    const v = row[r.columns.indexOf(c)];
    if (v === '' || v === false) return [];
    if (c === 'seat') return [`${headerText(r, r.columns.indexOf(c))} ${cellText(v, c)}`];
    return [c === 'starts' ? headerText(r, r.columns.indexOf(c)) : cellText(v, c)];
  });
}

function headerBar(): HTMLElement {
  const bar = el('header');
  add(bar, el('h1', snapshot?.title ?? 'Podium'));
  const time = snapshot ? new Date(snapshot.published).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' }) : '';
  add(bar, el('div', failures >= 3 ? w.offline(time) : w.updated(time), 'updated'));
  return bar;
}

// —— phone ——

function playersOf(s: LiveSnapshot): string[] {
  const names = new Set<string>();
  const from = (t: LiveTable | null) => {
    const p = t ? t.columns.indexOf('player') : -1;
    if (t && p >= 0) for (const row of t.rows) names.add(String(row[p]));
  };
  from(s.standings);
  from(s.round);
  return [...names];
}

/** Players a search finds: a part of any word of the name, or of the whole name, case and accents folded. */
export function findPlayers(names: string[], query: string): string[] {
  const q = fold(query);
  if (!q) return [];
  return names.filter((n) => {
    const f = fold(n);
    return f.includes(q) || f.split(' ').some((word) => word.includes(q));
  });
}

function playerCard(s: LiveSnapshot, name: string): HTMLElement {
  const card = el('section', '', 'card');
  add(card, el('h3', name));
  const r = s.round;
  if (r) {
    const p = r.columns.indexOf('player');
    const table = tablesOf(r).find((t) => t.rows.some((row) => row[p] === name));
    if (table) {
      const mine = table.rows.find((row) => row[p] === name) as LiveRoundTable['rows'][number];
      add(card, el('div', `${roundName(r.round)} · ${groupWord(r, table.id)}`, 'where'));
      for (const c of SEAT_COLUMNS) {
        const k = r.columns.indexOf(c);
        if (k >= 0 && c !== 'opponent' && mine[k] !== '') add(card, el('div', `${headerText(r, k)}: ${cellText(mine[k], c)}`));
      }
      const others = table.rows.filter((row) => row !== mine);
      if (others.length) {
        add(card, el('div', `${w.opponents}:`, 'label'));
        const list = el('ul');
        for (const o of others) {
          const seat = seatWords(r, o);
          add(list, el('li', `${o[p]}${seat.length ? ` (${seat.join(', ')})` : ''}`));
        }
        add(card, list);
      }
    }
  }
  const st = s.standings;
  if (st) {
    const p = st.columns.indexOf('player');
    const row = st.rows.find((x) => x[p] === name);
    if (row) {
      const figures = el('dl');
      row.forEach((v, k) => {
        if (k === p) return;
        add(figures, el('dt', headerText(st, k)), el('dd', cellText(v, st.columns[k], st.percent?.[k])));
      });
      add(card, figures);
    }
  }
  const mine = stakesOf(s, name);
  if (s.stakes && mine)
    add(
      card,
      add(
        el('div', '', 'stakes'),
        el('div', `${w.atStake}:`, 'label'),
        el('div', `${STAKES_LABELS.title[lang]}: ${statusText(mine.title)}`, `s-${mine.title}`),
        el('div', `${cutName(s.stakes)}: ${statusText(mine.cut)}`, `s-${mine.cut}`),
      ),
    );
  return card;
}

function phone(s: LiveSnapshot): HTMLElement[] {
  const find = el('section', '', 'find');
  const label = el('label', w.findMe);
  const input = document.createElement('input');
  input.type = 'search';
  input.id = 'find';
  input.placeholder = w.findHint;
  input.autocomplete = 'off';
  label.setAttribute('for', 'find');
  const found = el('div', '', 'found');
  const names = playersOf(s);
  const search = () => {
    const matches = findPlayers(names, input.value).slice(0, 6);
    found.replaceChildren(...(input.value.trim() && !matches.length ? [el('p', w.noMatch)] : matches.map((n) => playerCard(s, n))));
  };
  input.addEventListener('input', search);
  add(find, label, input, found);
  const parts: HTMLElement[] = [find];
  if (s.round) {
    const r = s.round;
    const section = add(el('section', '', 'round'), el('h2', roundName(r.round)));
    // each table under its own heading: its rows without the round and the table
    const shown = r.columns.filter((c) => c !== 'round' && c !== 'table' && c !== 'board');
    const keep = shown.map((c) => r.columns.indexOf(c));
    const sub: LiveTable = { header: keep.map((k) => r.header[k]), columns: shown, rows: [] };
    // F and 3P played together: each table says its stage
    const stageOf = (t: Group) => (r.round.includes(' + ') ? `${roundName(String(t.rows[0][r.columns.indexOf('round')]))} · ` : '');
    for (const t of tablesOf(r)) {
      const awaiting = r.unscored.includes(t.id);
      add(section, el('h3', `${stageOf(t)}${groupWord(r, t.id)}${awaiting ? ` · ${w.awaiting}` : ''}`));
      add(
        section,
        tableOf(
          sub,
          t.rows.map((row) => keep.map((k) => row[k])),
          'tables',
        ),
      );
    }
    parts.push(section);
  }
  parts.push(...stagesSections(s));
  parts.push(add(el('section', '', 'standings'), el('h2', w.standings), s.standings ? tableOf(s.standings) : el('p', w.noStandings)));
  return parts;
}

function stagesSections(s: LiveSnapshot): HTMLElement[] {
  if (!s.stages.length) return [];
  const section = add(el('section', '', 'stages'), el('h2', w.finalStage));
  for (const st of s.stages) add(section, el('h3', roundName(st.round)), tableOf(st));
  return [section];
}

// —— screen ——

/** Splits rows into pages of `n`. */
const pagesOf = <T>(rows: T[], n: number): T[][] =>
  rows.length ? Array.from({ length: Math.ceil(rows.length / n) }, (_, i) => rows.slice(i * n, (i + 1) * n)) : [];

/** The round by player name, alphabetical: where each player sits. */
function byName(r: LiveRoundTable): { name: string; where: string }[] {
  const p = r.columns.indexOf('player');
  const rows: { name: string; where: string }[] = [];
  for (const t of tablesOf(r))
    for (const row of t.rows) {
      const seat = seatWords(r, row);
      rows.push({ name: String(row[p]), where: `${groupWord(r, t.id)}${seat.length ? ` · ${seat.join(', ')}` : ''}` });
    }
  return rows.sort((a, b) => fold(a.name).localeCompare(fold(b.name)));
}

/** Rows on a 1080-pixel screen: the heading and the QR code's band aside, 30-pixel rows. */
const SCREEN_ROWS = 26;
const NAME_COLUMNS = 3;

function screenPages(s: LiveSnapshot): HTMLElement[] {
  const pages: HTMLElement[] = [];
  if (s.standings) {
    const st = withStakes(s.standings, s.stakes);
    for (const rows of pagesOf(st.rows, SCREEN_ROWS)) pages.push(add(el('div', '', 'page'), el('h2', w.standings), tableOf(st, rows)));
  }
  if (s.round) {
    for (const names of pagesOf(byName(s.round), SCREEN_ROWS * NAME_COLUMNS)) {
      const cols = el('div', '', 'columns');
      for (const col of pagesOf(names, SCREEN_ROWS)) {
        const list = el('ol', '', 'names');
        for (const n of col) add(list, add(el('li'), el('span', n.name, 'name'), el('span', n.where, 'where')));
        cols.append(list);
      }
      pages.push(add(el('div', '', 'page'), el('h2', `${roundName(s.round.round)} · ${w.byName}`), cols));
    }
  }
  if (s.stages.length) pages.push(add(el('div', '', 'page'), ...stagesSections(s)));
  return pages;
}

let turning: number | undefined;
let shownPage = 0;

function screen(s: LiveSnapshot): HTMLElement[] {
  const pages = screenPages(s);
  const stage = el('div', '', 'pages');
  const counter = el('div', '', 'counter');
  const show = () => {
    if (!pages.length) return;
    shownPage %= pages.length;
    stage.replaceChildren(pages[shownPage]);
    counter.textContent = w.page(shownPage + 1, pages.length);
  };
  show();
  window.clearInterval(turning);
  turning = window.setInterval(() => {
    shownPage++;
    show();
  }, every);
  const aside = el('aside', '', 'qrbox');
  if (boot.url) {
    const address = phoneAddress();
    add(aside, el('div', w.scanToFollow), qrCanvas(address, 240), el('div', address, 'address'));
  }
  add(aside, counter);
  return [add(el('div', '', 'screen'), stage, aside)];
}

/** The phone view's address, with the tournament when several are published. */
function phoneAddress(): string {
  return `${boot.url}${chosen && several ? `?t=${encodeURIComponent(chosen)}` : ''}`;
}

// —— print ——

function print(s: LiveSnapshot): HTMLElement[] {
  const r = s.round;
  if (!r) return [el('p', w.noStandings)];
  const out: HTMLElement[] = [];
  const p = r.columns.indexOf('player');
  const seatCols = SEAT_COLUMNS.filter((c) => c !== 'opponent' && r.columns.includes(c));
  const slips = tablesOf(r).map((t) => {
    const slip = add(el('div', '', 'slip'), el('div', s.title, 'tournament'), el('h3', `${roundName(r.round)} · ${groupWord(r, t.id)}`));
    const table = el('table');
    add(
      table,
      add(
        el('tr'),
        el('th', w.columns.player),
        ...seatCols.map((c) => el('th', headerText(r, r.columns.indexOf(c)))),
        el('th', w.slipScore),
      ),
    );
    for (const row of t.rows)
      add(
        table,
        add(
          el('tr'),
          el('td', String(row[p])),
          ...seatCols.map((c) => el('td', cellText(row[r.columns.indexOf(c)], c))),
          el('td', '', 'box'),
        ),
      );
    return add(slip, table, el('div', w.sign, 'sign'));
  });
  for (const four of pagesOf(slips, 4)) out.push(add(el('div', '', 'sheet'), ...four));
  const list = el('div', '', 'sheet byname');
  add(list, el('h2', `${roundName(r.round)} · ${w.byName}`));
  const ol = el('ol', '', 'names');
  for (const n of byName(r)) add(ol, add(el('li'), el('span', n.name, 'name'), el('span', n.where, 'where')));
  out.push(add(list, ol));
  return out;
}

// —— loading and polling ——

let chosen: string | null = null;
let several = false;

function render() {
  if (!snapshot) return;
  const s = snapshot;
  lang = pageLang(s);
  w = LIVE_WORDS[lang] ?? LIVE_WORDS.en;
  document.documentElement.lang = lang;
  document.title = s.title;
  const body = view === 'screen' ? screen(s) : view === 'print' ? print(s) : phone(s);
  const query = (document.getElementById('find') as HTMLInputElement | null)?.value ?? '';
  main.replaceChildren(headerBar(), ...body);
  const find = document.getElementById('find') as HTMLInputElement | null;
  if (find && query) {
    find.value = query;
    find.dispatchEvent(new Event('input'));
  }
}

function say(text: string) {
  main.replaceChildren(el('p', text, 'message'));
}

function fetchSnapshot() {
  call(
    'liveSnapshot',
    [chosen as string],
    (s) => {
      failures = 0;
      if (!s) return say(w.nothing);
      if (typeof s.format !== 'number' || s.format > FORMAT) return say(w.cannotRead);
      snapshot = s;
      render();
    },
    failed,
  );
}

function failed() {
  failures++;
  if (failures === 3) render();
}

/** The one pending poll: a page hidden and shown again before it came keeps a single chain of polls. */
let timer: number | undefined;

/** The next poll: every 30 s ± 20 % while the page is seen, every 5 minutes after three failures in a row. */
function schedule(first = false) {
  const base = failures >= 3 ? BACKOFF_MS : POLL_MS;
  const wait = first ? Math.random() * base : base * (0.8 + 0.4 * Math.random());
  window.clearTimeout(timer);
  timer = window.setTimeout(poll, wait);
}

function poll() {
  timer = undefined;
  if (document.visibilityState !== 'visible') return; // resumed by visibilitychange
  call(
    'liveVersion',
    [chosen as string],
    (version) => {
      const was = failures;
      failures = 0;
      if (version === null) say(w.nothing);
      else if (!snapshot || version !== snapshot.version) fetchSnapshot();
      else if (was >= 3) render();
      schedule();
    },
    () => {
      failed();
      schedule();
    },
  );
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && chosen) schedule(true);
});

function choose(list: LiveEntry[]) {
  const box = add(el('section', '', 'choose'), el('p', w.choose));
  for (const e of list) {
    const a = document.createElement('a');
    a.textContent = e.title;
    a.href = `${boot.url ?? ''}?t=${encodeURIComponent(e.t)}${view !== 'phone' ? `&view=${view}` : ''}`;
    a.target = '_top';
    add(box, add(el('p'), a));
  }
  main.replaceChildren(box);
}

function start() {
  w = LIVE_WORDS[lang] ?? LIVE_WORDS.en;
  call(
    'liveList',
    [],
    (list) => {
      several = list.length > 1;
      const given = list.find((e) => e.t === boot.params.t);
      chosen = given?.t ?? (list.length === 1 ? list[0].t : null);
      if (!list.length) return say(w.nothing);
      if (!chosen) return choose(list);
      fetchSnapshot();
      schedule(true);
    },
    () => say(w.offline('—')),
  );
}

document.body.classList.add(`view-${view}`);
start();
