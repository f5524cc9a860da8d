import type { LiveEntry, LivePageServer, LiveRoundTable, LiveSnapshot } from '../appsscript/contract';
import type { ReportAnswer, TableReports } from '../appsscript/reportContract';
import type { Lang } from '../engine/i18n/lang';
import { add, el } from './dom';
import { found, phoneSections } from './phone';
import { Poller } from './poll';
import { printSections } from './print';
import { Reporting } from './report';
import { PARTS, type Part, renderScreen } from './screen';
import { cellText, type Speech, speechOf, timeText } from './speech';
import type { Group } from './tables';

// The live page's client (SPEC §13.3, §13.7): nothing is loaded from outside Google's page; every value from the
// server reaches the page as text. Only the status line is a live region (a new snapshot does not make a screen
// reader read the page again), and Find me's field is never redrawn, so focus and the phone's keyboard stay put.

interface Runner {
  withSuccessHandler(f: (value: unknown) => void): Runner;
  withFailureHandler(f: (error: Error) => void): Runner;
  [server: string]: (...args: never[]) => unknown;
}
declare const google: { script: { run: Runner } };

/** What doGet hands the page: its own address, and the address's parameters it checked. */
interface Boot {
  url: string | null;
  params: { view?: string; lang?: string; t?: string; every?: string; show?: string };
}
const boot: Boot = (() => {
  const given = (window as unknown as { PODIUM_LIVE?: unknown }).PODIUM_LIVE;
  return given && typeof given === 'object' ? (given as Boot) : { url: null, params: {} };
})();

/** The snapshot format this page reads, and the older ones (format 1 has no words in its cells). */
const FORMAT = 2;
const view = boot.params.view === 'screen' || boot.params.view === 'print' ? boot.params.view : 'phone';
const every = Number(boot.params.every ?? 15) * 1000;
const show = boot.params.show ? (boot.params.show.split(',') as Part[]) : PARTS;
const asked = boot.params.lang as Lang | undefined;

const main = document.getElementById('live') as HTMLElement;
const title = document.getElementById('title') as HTMLElement;
const status = document.getElementById('status') as HTMLElement;
let snapshot: LiveSnapshot | null = null;

/**
 * The page's language, the one choice of it (docs/architecture.md#words-at-the-edge): the address's `?lang=`, else
 * the snapshot's (the standings'), else English.
 */
const pageLang = (s: LiveSnapshot | null): Lang => asked ?? s?.lang ?? 'en';

let sp: Speech = speechOf(pageLang(null));
let chosen: string | null = null;
let several = false;
let listed = false;

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

/** The status line, changed only when what it says changes (a live region speaks at each change). */
function tell(text: string) {
  if (status.textContent !== text) status.textContent = text;
}

function tellState() {
  const time = snapshot ? timeText(sp, snapshot.published) : '';
  if (poller.failures === 0 || (snapshot && poller.failures < 3)) tell(snapshot ? sp.w.updated(time) : '');
  else tell(snapshot ? sp.w.retrying(time) : sp.w.retryingFirst);
}

// —— phone: Report result on a player's card, where Reporting is on (report.ts) ——

const reporting = new Reporting(
  {
    report: (request, answered) =>
      google.script.run
        .withSuccessHandler((v) => answered(v as ReportAnswer))
        .withFailureHandler(() => answered(null))
        .liveReport(request as never),
    state: (t, round, table, answered) =>
      google.script.run
        .withSuccessHandler((v) => answered(v as TableReports | null))
        .withFailureHandler(() => answered(undefined))
        .liveReportState(t as never, round as never, table as never),
    time: (iso) => timeText(sp, iso),
    seat: (v) => (typeof v === 'number' ? `${sp.w.columns.seat} ${v}` : cellText(sp, v, 'power', false, snapshot?.round?.terms)),
  },
  () => sp,
);

/** While the snapshot says Reporting is on, the panel of a player's unscored table of the round in progress. */
function reportPanel(_r: LiveRoundTable, g: Group, name: string): HTMLElement | null {
  if (!snapshot?.reporting || !chosen || g.bye || !g.unscored) return null;
  return reporting.panel({ t: chosen, round: g.round, table: g.id, player: name });
}

// —— phone: Find me is made once ——

const input = document.createElement('input');
const results = el('div', '', 'found');
const findBox = (() => {
  const box = el('section', '', 'find');
  const label = el('label');
  input.type = 'search';
  input.id = 'find';
  input.autocomplete = 'off';
  input.setAttribute('autocapitalize', 'none');
  label.setAttribute('for', 'find');
  input.addEventListener('input', () => {
    if (snapshot) results.replaceChildren(...found(sp, snapshot, input.value, reportPanel));
  });
  return add(box, label, input, results);
})();
const content = el('div', '', 'content');

function render() {
  if (!snapshot) return;
  const s = snapshot;
  sp = speechOf(pageLang(s), s);
  document.documentElement.lang = sp.lang;
  document.title = s.title;
  title.textContent = s.title;
  tellState();
  if (view === 'screen') return renderScreen(sp, s, main, { show, every, address: phoneAddress() });
  if (view === 'print') return main.replaceChildren(...printSections(sp, s));
  (findBox.querySelector('label') as HTMLElement).textContent = sp.w.findMe;
  input.placeholder = sp.w.findHint;
  content.replaceChildren(...phoneSections(sp, s));
  results.replaceChildren(...found(sp, s, input.value, reportPanel));
  if (findBox.parentElement !== main) main.replaceChildren(findBox, content);
}

/** A message instead of a tournament: nothing published, a page too old. */
function say(text: string) {
  snapshot = null;
  main.replaceChildren(el('p', text, 'message'));
}

/** The phone view's address, with the tournament when several are published. */
function phoneAddress(): string | null {
  if (!boot.url) return null;
  return `${boot.url}${chosen && several ? `?t=${encodeURIComponent(chosen)}` : ''}`;
}

function choose(list: LiveEntry[]) {
  const box = add(el('section', '', 'choose'), el('p', sp.w.choose));
  for (const e of list) {
    const a = document.createElement('a');
    a.textContent = e.title;
    a.href = `${boot.url ?? ''}?t=${encodeURIComponent(e.t)}${view !== 'phone' ? `&view=${view}` : ''}`;
    a.target = '_top';
    add(box, add(el('p'), a));
  }
  main.replaceChildren(box);
}

// —— loading and polling ——

function fetchSnapshot(done: (answered: boolean) => void) {
  call(
    'liveSnapshot',
    [chosen as string],
    (s) => {
      if (!s) say(sp.w.nothing);
      else if (typeof s.format !== 'number' || s.format > FORMAT) say(sp.w.cannotRead);
      else {
        snapshot = s;
        render();
      }
      done(true);
    },
    () => done(false),
  );
}

/** The list first (until it answers), then the version, and the snapshot when the version changed. */
const poller = new Poller((done) => {
  const answer = (answered: boolean) => {
    done(answered);
    tellState();
    if (answered) reporting.refresh();
  };
  if (!listed)
    return call(
      'liveList',
      [],
      (list) => {
        listed = true;
        several = list.length > 1;
        chosen = list.find((e) => e.t === boot.params.t)?.t ?? (list.length === 1 ? list[0].t : null);
        if (!list.length) say(sp.w.nothing);
        else if (!chosen) choose(list);
        if (chosen) fetchSnapshot(answer);
        else answer(true);
      },
      () => answer(false),
    );
  if (!chosen) return answer(true);
  call(
    'liveVersion',
    [chosen],
    (version) => {
      if (version === null) {
        say(sp.w.nothing);
        answer(true);
      } else if (!snapshot || version !== snapshot.version) fetchSnapshot(answer);
      else answer(true);
    },
    () => answer(false),
  );
});

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') poller.now();
});

document.body.classList.add(`view-${view}`);
poller.now();
