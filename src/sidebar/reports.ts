import type {
  ApproveOutcome,
  InboxOutcome,
  InboxTable,
  InboxTournament,
  PinSheetOutcome,
  ReissueOutcome,
  ReportSettings,
  ReportSettingsOutcome,
  TableOutcome,
  TableState,
} from '../appsscript/reportContract';
import type { Lang } from '../engine/i18n/lang';
import { valuesText } from '../live/reportValues';
import { REPORT_SIDEBAR_WORDS, type ReportSidebarWords } from './reportWords';
import { SIDEBAR_WORDS } from './words';

// The organizer's side of players' reports (SPEC §15.1): Reporting's settings in the Live page section, the PIN
// actions, and the Reports panel on top of the sidebar, read every 20 s while the sidebar is seen. While a round is in
// progress with Reporting on, the panel is the first thing of the sidebar and the long sections fold (the organizer
// opens them again with one click): the desk reaches the reports at once, without scrolling past 2,000 pixels.

export const INBOX_MS = 20_000;

/** What the sidebar's client lends this part: its call, its areas, its words. */
export interface Host {
  call(server: string, args: unknown[], done: (value: never) => void, area: string, action?: boolean): void;
  show(area: string, kind: 'busy' | 'ok' | 'problems', children: HTMLElement[]): void;
  element(tag: string, text?: string, className?: string): HTMLElement;
  problems(list: { cell?: string; message: string }[], area: string): HTMLElement;
  token: string;
  lang: Lang;
}

/** The states the organizer must look at (a badge in red), and those whose table waits only for Approve. */
const ATTENTION: TableState[] = ['disputed', 'refused', 'locked'];

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

let host: Host;
let rw: ReportSidebarWords;
let inbox: Extract<InboxOutcome, { ok: true }> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Whether the long sections were folded once for a round in progress (the organizer may open them again). */
let folded = false;
const el = (tag: string, text = '', className = '') => host.element(tag, text, className);

/** Reporting's fields as saved: Confirmations and Approve shown only while Reporting is on. */
function showSettings(s: ReportSettings) {
  $<HTMLInputElement>('report-on').checked = s.on;
  $<HTMLSelectElement>('report-confirm').value = s.confirm;
  $<HTMLInputElement>('report-auto').checked = s.auto;
  $('reporting-box').hidden = !s.on;
}

function saveSettings() {
  const on = $<HTMLInputElement>('report-on').checked;
  if (on && !$<HTMLInputElement>('live-publish').checked) {
    $<HTMLInputElement>('report-on').checked = false;
    return host.show('reporting', 'problems', [el('div', rw.needsPublish)]);
  }
  const request = {
    on,
    confirm: $<HTMLSelectElement>('report-confirm').value,
    auto: $<HTMLInputElement>('report-auto').checked,
    token: host.token,
  };
  host.call(
    'reportSettings',
    [request],
    (outcome: ReportSettingsOutcome) => {
      if (!outcome.ok) {
        // nothing was saved: the fields go back to what is saved
        if (inbox) showSettings(inbox.settings);
        return host.show('reporting', 'problems', [host.problems(outcome.problems, 'reporting')]);
      }
      showSettings(outcome.settings);
      host.show('reporting', 'ok', [el('div', rw.saved(outcome.settings.on)), ...outcome.warnings.map((w) => el('div', w, 'warning'))]);
      read();
    },
    'reporting',
  );
}

/** Reads the inbox now, and again every 20 s while Reporting is on and the sidebar is seen. */
function read() {
  clearTimeout(timer);
  timer = undefined;
  if (document.visibilityState !== 'visible') return;
  host.call(
    'reportsInbox',
    [{ token: host.token }],
    (answer: InboxOutcome) => {
      if (!answer.ok) host.show('reports', 'problems', [host.problems(answer.problems, 'reports')]);
      else {
        inbox = answer;
        showSettings(answer.settings);
        renderPanel(answer);
        const agreed = answer.tournaments.find((x) => x.tables.some((t) => t.state === 'agreed'));
        if (answer.settings.auto && agreed) approve(agreed, 'agreed', true);
      }
      // read again while Reporting is on (a failed read too: the next may pass)
      if (!answer.ok || answer.settings.on) timer = setTimeout(read, INBOX_MS);
    },
    'reports',
    false,
  );
}

const tableName = (x: InboxTournament, table: string) => (x.game === 'diplomacy' ? rw.board(table) : rw.table(table));

function renderPanel(box: Extract<InboxOutcome, { ok: true }>) {
  $('reports-panel').hidden = !box.settings.on;
  // the first time a round is found in progress with Reporting on, the long sections fold: the panel is on top
  if (box.settings.on && box.tournaments.length && !folded) {
    folded = true;
    for (const id of ['standings-section', 'new-section']) ($(id) as HTMLDetailsElement).open = false;
  }
  const names = [...new Set(box.tournaments.flatMap((x) => x.tables.flatMap((t) => t.seats.map((s) => s.name))))].sort();
  $<HTMLDataListElement>('reissue-names').replaceChildren(...names.map((p) => new Option(p, p)));
  $('reports-tables').replaceChildren(...(box.tournaments.length ? box.tournaments.map(tournamentBlock) : [el('div', rw.noRound, 'hint')]));
}

/** A tournament's round in progress: its summary, Approve all agreed, and every table. */
function tournamentBlock(x: InboxTournament): HTMLElement {
  const block = el('div', '', 'report-tournament');
  block.dataset.t = x.t;
  const agreed = x.tables.filter((t) => t.state === 'agreed').length;
  const attention = x.tables.filter((t) => ATTENTION.includes(t.state)).length;
  const words = SIDEBAR_WORDS[host.lang];
  const round = (words.stages as Record<string, string>)[x.round] ?? words.roundOf(x.round);
  block.append(el('div', `${x.title} · ${rw.summary(round, agreed, attention)}`, 'hint'));
  if (agreed) block.append(button(rw.page.approveAgreed, () => approve(x, 'agreed'), 'approve-agreed'));
  block.append(...x.tables.map((t) => tableRow(x, t)));
  return block;
}

function button(text: string, act: () => void, cls = 'secondary'): HTMLButtonElement {
  const b = el('button', text, cls) as HTMLButtonElement;
  b.type = 'button';
  b.addEventListener('click', act);
  return b;
}

/** One table: its name and state, who reported what and when, who confirmed, a dispute's note or a rule's message, its actions. */
function tableRow(x: InboxTournament, t: InboxTable): HTMLElement {
  const row = el('div', '', `report-table t-${t.state}`);
  row.dataset.table = t.table;
  const name = tableName(x, t.table);
  const head = el('div', '', 'head');
  head.append(el('span', name), el('span', rw.state[t.state], `state st-${t.state}`));
  row.append(head);
  const who = (seat: number) => t.seats[seat]?.name ?? '';
  if (t.state === 'partly') row.append(el('div', rw.reportedBy(t.reports.map((r) => who(r.by))), 'values'));
  for (const r of t.reports) {
    // one line a report: who and when, then every seat's values (50 tables must stay a short list)
    row.append(el('div', `${`${who(r.by)}, ${clock(r.at)}`}: ${valuesText(host.lang, t, r.values).join(' · ')}`, 'values'));
    if (r.confirmedBy.length) row.append(el('div', rw.confirmedBy(r.confirmedBy.map(who)), 'values'));
  }
  for (const d of t.disputes) row.append(el('div', `${`${who(d.by)}, ${clock(d.at)}`}: ${d.note}`, 'note'));
  if (t.message) row.append(el('div', t.message, 'note'));
  if (t.reports.length && ['partly', 'agreed', 'disputed'].includes(t.state))
    row.append(button(rw.approve, () => approve(x, [t.table]), 'approve'));
  if (t.state === 'locked') row.append(button(rw.unlock, () => act('unlockReports', x, t, rw.unlocked(name))));
  if ((t.reports.length || t.disputes.length) && !['approved', 'superseded'].includes(t.state))
    row.append(button(rw.reject, () => ask(row, rw.confirmReject(name), rw.reject, () => act('rejectReports', x, t, rw.rejected(name)))));
  return row;
}

/** A report's time as the organizer's clock shows it. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString(host.lang, { hour: '2-digit', minute: '2-digit' });

/** A question under what was clicked, with its own button: a second, deliberate click does what it says. */
function ask(where: HTMLElement, question: string, label: string, yes: () => void) {
  where.querySelector('.ask')?.remove();
  const box = el('div', '', 'ask warning');
  box.append(
    el('div', question),
    button(
      label,
      () => {
        box.remove();
        yes();
      },
      'confirm',
    ),
  );
  where.append(box);
}

function approve(x: InboxTournament, tables: string[] | 'agreed', auto = false) {
  if (!auto) host.show('reports', 'busy', [el('div', rw.approving)]);
  host.call(
    'approveReports',
    [{ t: x.t, round: x.round, tables, token: host.token }],
    (outcome: ApproveOutcome) => {
      if (!outcome.ok) host.show('reports', 'problems', [host.problems(outcome.problems, 'reports')]);
      else {
        const said = [
          ...(outcome.approved.length ? [rw.approved(outcome.approved.map((t) => tableName(x, t)))] : []),
          ...outcome.superseded.map((t) => rw.supersededAt(tableName(x, t))),
          ...outcome.skipped.map((s) => `${tableName(x, s.table)}: ${s.message}`),
          ...outcome.warnings,
        ];
        host.show(
          'reports',
          outcome.skipped.length ? 'problems' : 'ok',
          said.map((text) => el('div', text)),
        );
      }
      read();
    },
    'reports',
  );
}

function act(server: 'rejectReports' | 'unlockReports', x: InboxTournament, t: InboxTable, said: string) {
  host.call(
    server,
    [{ t: x.t, round: x.round, table: t.table, token: host.token }],
    (outcome: TableOutcome) => {
      if (!outcome.ok) host.show('reports', 'problems', [host.problems(outcome.problems, 'reports')]);
      else host.show('reports', 'ok', [el('div', said)]);
      read();
    },
    'reports',
  );
}

/** The tournament the PIN actions are for: the first one with a round in progress (the server names it when it is missing). */
function pinTournament(): string | undefined {
  return inbox?.tournaments[0]?.t;
}

function pins<O extends PinSheetOutcome | ReissueOutcome>(
  server: 'createPinSheet' | 'reissuePin' | 'rotatePins',
  extra: Record<string, string>,
  said: (o: Extract<O, { ok: true }>) => string,
) {
  host.call(
    server,
    [{ t: pinTournament(), ...extra, token: host.token }],
    (outcome: O) => {
      if (!outcome.ok) return host.show('reporting', 'problems', [host.problems(outcome.problems, 'reporting')]);
      host.show('reporting', 'ok', [el('div', said(outcome as Extract<O, { ok: true }>))]);
    },
    'reporting',
  );
}

export function startReports(given: Host, saved: ReportSettings) {
  host = given;
  rw = REPORT_SIDEBAR_WORDS[host.lang];
  for (const e of Array.from(document.querySelectorAll<HTMLElement>('[data-word]'))) {
    const word = rw.page[e.dataset.word as keyof ReportSidebarWords['page']];
    if (word) e.textContent = word;
  }
  $<HTMLSelectElement>('report-confirm').replaceChildren(...(['two', 'all', 'desk'] as const).map((v) => new Option(rw.confirm[v], v)));
  for (const id of ['report-on', 'report-confirm', 'report-auto']) $(id).addEventListener('change', saveSettings);
  $('pin-sheet').addEventListener('click', () =>
    pins<PinSheetOutcome>('createPinSheet', {}, (o) => rw.pinSheetWritten(o.sheet, o.players)),
  );
  $('reissue').addEventListener('click', () => {
    const player = $<HTMLInputElement>('reissue-player').value.trim();
    if (!player) return host.show('reporting', 'problems', [el('div', rw.pickPlayer)]);
    pins<ReissueOutcome>('reissuePin', { player }, (o) => rw.reissued(o.player, o.pin));
  });
  $('rotate').addEventListener('click', () =>
    ask($('reporting-box'), rw.confirmRotate, rw.page.rotate, () => pins<PinSheetOutcome>('rotatePins', {}, (o) => rw.rotated(o.sheet))),
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && inbox?.settings.on) read();
  });
  showSettings(saved);
  if (saved.on) read();
}
