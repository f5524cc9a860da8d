import type {
  PublicReport,
  ReportAnswer,
  ReportCell,
  ReportFieldInfo,
  ReportRequest,
  ReportValues,
  TableReports,
} from '../appsscript/reportContract';
import { add, el } from './dom';
import { nonce, Outbox, pageStore } from './outbox';
import { valuesText } from './reportValues';
import { PHONE_REPORT_WORDS, type PhoneReportWords } from './reportWords';
import type { Speech } from './speech';

// Report result on a player's card (SPEC §15.2): the game's own form, drawn from the server's description of it (the
// fields of src/engine/<game>/report.ts, sent with the table's state: data, not a branch per game), with the table's
// players as the seating lists them; the PIN; then the others' Confirm or Dispute, each with their own PIN; and the
// table's state. A report goes through the outbox (outbox.ts): kept until the server answers, sent once. A panel is
// made once per player and table and kept across the snapshots the page receives, so a form being typed into is never
// redrawn under the player's fingers.

/** What a panel needs of the page: its two server calls and how it tells a time. */
export interface Ways {
  report(request: ReportRequest, answered: (answer: ReportAnswer | null) => void): void;
  state(t: string, round: string, table: string, answered: (state: TableReports | null | undefined) => void): void;
  time(iso: string): string;
  /** A seat's place as the page writes it: `Seat 2`, a power in the page's language. */
  seat(value: string | number): string;
}

/** A player at a table of the round in progress: the tournament, the round and table, the player as the page names them. */
export interface Place {
  t: string;
  round: string;
  table: string;
  player: string;
}

type Action = 'report' | 'confirm' | 'dispute';

/** What a phone can check before sending: a typo, not a rule (the server judges by the game's rules). */
const LIMITS = { whole: { min: 0, max: 9999 }, year: { min: 1000, max: 9999 } };

const keyOf = (p: Place) => JSON.stringify([p.t, p.round, p.table, p.player]);

/** A field's input: a number typed on the phone's numeric keypad, or a tick. */
function input(f: ReportFieldInfo): HTMLInputElement {
  const i = document.createElement('input');
  i.id = `r${++ids}`;
  i.name = f.key;
  if (f.value === 'flag') i.type = 'checkbox';
  else {
    i.type = 'number';
    i.inputMode = 'numeric';
    i.step = '1';
    i.min = String(LIMITS[f.value].min);
    i.max = String(LIMITS[f.value].max);
  }
  return i;
}

let ids = 0;

/** A field of an open form: whose (a place in the seats, or the table's), which, its input. */
interface Typed {
  seat: number | null;
  f: ReportFieldInfo;
  i: HTMLInputElement;
}

/** A labelled input (the label before a number, after a tick), added to `parent`. */
function labelled(parent: HTMLElement, text: string, i: HTMLInputElement | HTMLTextAreaElement, kind: string): void {
  const label = el('label', text);
  label.setAttribute('for', i.id);
  const line = el('div', '', `field f-${kind}`);
  add(parent, kind === 'flag' ? add(line, i, label) : add(line, label, i));
}

/** The form's fields for every seat and the table, filled with `from` (the player's own report when they change it). */
function fieldsOf(t: TableReports, lang: Speech['lang'], box: HTMLElement, seatOf: Ways['seat'], from?: ReportValues): Typed[] {
  const out: Typed[] = [];
  const one = (f: ReportFieldInfo, seat: number | null, parent: HTMLElement, v: ReportCell | undefined) => {
    const i = input(f);
    if (typeof v === 'boolean') i.checked = v;
    else if (typeof v === 'number') i.value = String(v);
    labelled(parent, f.label[lang], i, f.value);
    out.push({ seat, f, i });
  };
  t.seats.forEach((s, seat) => {
    const set = add(el('fieldset'), el('legend', s.seat === undefined ? s.name : `${s.name} (${seatOf(s.seat)})`));
    for (const [k, f] of t.form.each.entries()) one(f, seat, set, from?.each[seat]?.[k]);
    add(box, set);
  });
  for (const [k, f] of t.form.table.entries()) one(f, null, box, from?.table[k]);
  return out;
}

/** What the phone can say before sending: a number in its range where one is due, six digits; the rules are the server's. */
function problemsOf(rw: PhoneReportWords, t: TableReports, lang: Speech['lang'], fields: Typed[], pin: string): string[] {
  const out: string[] = [];
  for (const x of fields) {
    if (x.f.value === 'flag') continue;
    const v = x.i.value.trim();
    if (v === '' && x.f.optional) continue;
    const n = Number(v);
    const { min, max } = LIMITS[x.f.value];
    if (v === '' || !Number.isInteger(n) || n < min || n > max) {
      const who = x.seat === null ? '' : `${t.seats[x.seat].name}, `;
      out.push(rw.wholeNumber(`${who}${x.f.label[lang]}`, min, max));
    }
  }
  if (!/^[0-9]{6}$/.test(pin)) out.push(rw.pinShape);
  return out;
}

function valuesOf(t: TableReports, fields: Typed[]): ReportValues {
  const value = (x: Typed): ReportCell => (x.f.value === 'flag' ? x.i.checked : x.i.value.trim() === '' ? null : Number(x.i.value));
  const of = (seat: number | null) => fields.filter((x) => x.seat === seat).map(value);
  return { each: t.seats.map((_, seat) => of(seat)), table: of(null) };
}

/** The actions a player has at their table: report (or change their report), confirm, dispute (SPEC §15.2). */
export function actionsFor(t: TableReports, me: number): Action[] {
  if (!['waiting', 'partly', 'agreed'].includes(t.state) || me < 0 || t.form.desk) return [];
  const standing = t.reports[t.reports.length - 1] as PublicReport | undefined;
  if (!standing) return ['report'];
  const mine = t.reports.some((r) => r.by === me);
  if (mine) return t.state === 'agreed' ? [] : ['report'];
  const confirmed = standing.confirmedBy.includes(me);
  return [...(t.state === 'partly' && !confirmed ? (['confirm'] as const) : []), 'dispute'];
}

/** A player's panel for one table: made once, kept across snapshots, its open form never redrawn by a poll. */
class Panel {
  readonly root = el('div', '', 'report');
  private readonly stateLine = el('div', '', 'report-state');
  private readonly entries = el('div', '', 'report-entries');
  private readonly said = el('div', '', 'report-said');
  private readonly actions = el('div', '', 'report-actions');
  private readonly work = el('div', '', 'report-form');
  /** The table's state as last read; null when the server says there is nothing to report there. */
  known: TableReports | null = null;
  /** The values last sent, until the server takes them: a refused report opens again as it was typed. */
  draft: ReportValues | undefined;
  private open = false;

  constructor(
    private place: Place,
    private sp: Speech,
    private readonly owner: Reporting,
  ) {
    this.said.setAttribute('role', 'status');
    add(this.root, this.stateLine, this.entries, this.said, this.actions, this.work);
    this.root.hidden = true;
  }

  private get rw(): PhoneReportWords {
    return PHONE_REPORT_WORDS[this.sp.lang];
  }

  /** The seat of this panel's player in the table's seats. */
  private get me(): number {
    return this.known ? this.known.seats.findIndex((s) => s.name === this.place.player) : -1;
  }

  /** A newer snapshot: the same table, perhaps in another language (an open form is then closed, as its words changed). */
  update(sp: Speech) {
    if (sp.lang !== this.sp.lang) this.close();
    this.sp = sp;
    this.draw();
  }

  learn(state: TableReports | null) {
    this.known = state;
    this.draw();
  }

  tell(text: string, problems: string[] = [], kind = '') {
    this.said.className = `report-said ${kind}`;
    this.said.replaceChildren(el('div', text), ...problems.map((p) => el('div', p)));
  }

  private close() {
    this.open = false;
    this.work.replaceChildren();
  }

  private draw() {
    const t = this.known;
    this.root.hidden = !t || this.me < 0;
    if (!t) return;
    const rw = this.rw;
    this.stateLine.textContent = t.form.desk ? rw.atDesk : rw.state[t.state];
    this.stateLine.className = `report-state st-${t.state}`;
    this.entries.replaceChildren(...this.history(t));
    if (this.owner.pending(this.place)) this.tell(rw.notSent, [], 'pending');
    const words: Record<Action, string> = {
      report: this.mine(t) ? rw.changeReport : rw.reportResult,
      confirm: rw.confirm,
      dispute: rw.dispute,
    };
    this.actions.replaceChildren(
      ...actionsFor(t, this.me).map((a) => {
        const b = el('button', words[a], `do-${a}`) as HTMLButtonElement;
        b.type = 'button';
        b.addEventListener('click', () => this.start(a));
        return b;
      }),
    );
    if (!this.open) this.work.replaceChildren();
  }

  private mine(t: TableReports): boolean {
    return t.reports.some((r) => r.by === this.me);
  }

  /** The standing report with its values and who confirmed it, then the disputes with their notes: all as text. */
  private history(t: TableReports): HTMLElement[] {
    const rw = this.rw;
    const name = (seat: number) => t.seats[seat]?.name ?? '';
    const out: HTMLElement[] = [];
    for (const r of t.reports) {
      out.push(el('div', rw.reportedBy(name(r.by), this.owner.ways.time(r.at)), 'by'));
      out.push(...valuesText(this.sp.lang, t, r.values).map((v) => el('div', v, 'values')));
      out.push(...r.confirmedBy.map((c) => el('div', rw.confirmedBy(name(c)), 'by')));
    }
    for (const d of t.disputes) out.push(el('div', rw.disputedBy(name(d.by), d.note), 'by note'));
    return out;
  }

  /** Opens the form for an action: the game's fields for a report, a note for a dispute; the PIN; Send and Cancel. */
  private start(what: Action) {
    const t = this.known;
    if (!t) return;
    this.open = true;
    const rw = this.rw;
    const box = el('form', '', `report-${what}`);
    box.setAttribute('novalidate', '');
    const own = this.draft ?? t.reports.find((r) => r.by === this.me)?.values;
    const fields = what === 'report' ? fieldsOf(t, this.sp.lang, box, this.owner.ways.seat, own) : [];
    const note = what === 'dispute' ? document.createElement('textarea') : undefined;
    if (note) {
      note.id = `r${++ids}`;
      note.maxLength = 140;
      note.rows = 2;
      labelled(box, rw.note, note, 'note');
    }
    const pin = document.createElement('input');
    pin.id = `r${++ids}`;
    pin.className = 'pin';
    pin.inputMode = 'numeric';
    pin.autocomplete = 'off';
    pin.maxLength = 6;
    labelled(box, rw.pin, pin, 'pin');
    const send = el('button', what === 'report' ? rw.send : what === 'confirm' ? rw.confirm : rw.dispute, 'send') as HTMLButtonElement;
    send.type = 'submit';
    const cancel = el('button', rw.cancel, 'cancel') as HTMLButtonElement;
    cancel.type = 'button';
    cancel.addEventListener('click', () => this.close());
    add(box, add(el('div', '', 'buttons'), send, cancel));
    box.addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit(t, what, fields, pin.value.trim(), note?.value);
    });
    this.work.replaceChildren(box);
    (fields[0]?.i ?? note ?? pin).focus();
  }

  private submit(t: TableReports, what: Action, fields: Typed[], pin: string, note?: string) {
    const problems = problemsOf(this.rw, t, this.sp.lang, fields, pin);
    if (problems.length) return this.tell(problems[0], problems.slice(1), 'problems');
    const request: ReportRequest = {
      t: t.t,
      round: t.round,
      table: t.table,
      player: this.me,
      pin,
      result: what === 'report' ? valuesOf(t, fields) : what,
      nonce: nonce(),
      lang: this.sp.lang,
    };
    if (note !== undefined) request.note = note.slice(0, 140);
    if (typeof request.result === 'object') this.draft = request.result;
    this.close();
    this.tell(this.rw.sending);
    this.owner.send(this.place, request);
  }
}

/** Every panel of the page, the outbox they share, and the reading of their tables' states. */
export class Reporting {
  private readonly panels = new Map<string, Panel>();
  private readonly outbox: Outbox<ReportRequest>;
  private soon: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly ways: Ways,
    private readonly sp: () => Speech,
  ) {
    this.outbox = new Outbox<ReportRequest>(
      pageStore('podium-reports'),
      (request, answered) => ways.report(request, answered),
      (key, answer) => this.answered(key, answer as ReportAnswer | null),
    );
    window.addEventListener('online', () => this.outbox.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.outbox.flush();
    });
    this.outbox.flush();
  }

  pending(place: Place) {
    return this.outbox.pending(keyOf(place));
  }

  send(place: Place, request: ReportRequest) {
    this.outbox.put(keyOf(place), request);
  }

  private answered(key: string, answer: ReportAnswer | null) {
    const panel = this.panels.get(key);
    if (!panel) return;
    const rw = PHONE_REPORT_WORDS[this.sp().lang];
    if (answer === null || (!answer.ok && this.outbox.pending(key))) panel.tell(rw.notSent, [], 'pending');
    else if (answer.ok) {
      panel.tell(rw.sent, [], 'ok');
      panel.draft = undefined;
      panel.learn(answer.table);
    } else {
      panel.tell(answer.message, answer.problems ?? [], 'problems');
      this.read(key);
    }
  }

  /** The panel of a player's table, made the first time and the same element afterwards; shown once the server has a form for it. */
  panel(place: Place): HTMLElement {
    const key = keyOf(place);
    const p = this.panels.get(key);
    if (p) {
      p.update(this.sp());
      return p.root;
    }
    const made = new Panel(place, this.sp(), this);
    this.panels.set(key, made);
    // read once the typing stops: Find me's cards come and go as a name is typed
    clearTimeout(this.soon);
    this.soon = setTimeout(() => this.refresh(), 600);
    return made.root;
  }

  /** Asks the server for the states of the tables whose panels are on screen (one call per table). */
  refresh() {
    const tables = new Map<string, Panel[]>();
    for (const [key, p] of this.panels) {
      if (!p.root.isConnected) continue;
      const [t, round, table] = JSON.parse(key) as string[];
      const at = JSON.stringify([t, round, table]);
      tables.set(at, [...(tables.get(at) ?? []), p]);
    }
    for (const [at, panels] of tables) {
      const [t, round, table] = JSON.parse(at) as string[];
      // a failed call (undefined) keeps what was known; null: nothing to report there
      this.ways.state(t, round, table, (state) => {
        if (state !== undefined) for (const p of panels) p.learn(state);
      });
    }
  }

  private read(key: string) {
    const [t, round, table] = JSON.parse(key) as string[];
    this.ways.state(t, round, table, (state) => {
      if (state !== undefined) this.panels.get(key)?.learn(state);
    });
  }
}
