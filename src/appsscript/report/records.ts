import type { ReportCell, ReportValues, TableReports, TableState } from '../reportContract';
import { REPORT_LIMITS } from '../reportContract';
import type { Roster, RosterTable, TableRecord } from './store';

// A table's record and what the players send change it (SPEC §15.2): pure functions, no service.

const sameValues = (a: ReportValues, b: ReportValues) => JSON.stringify(a) === JSON.stringify(b);

/** A table's state by its record and the roster (SPEC §15.1); the sheet's own scores (superseded) are the sidebar's to tell. */
export function stateOf(record: TableRecord, table: RosterTable, roster: Roster): TableState {
  if (table.scored) return 'approved';
  if (record.locked) return 'locked';
  if (record.disputes.length || record.reports.length > 1) return 'disputed';
  const [report] = record.reports;
  if (!report) return 'waiting';
  const agreeing = 1 + report.confirmedBy.length;
  const needed = roster.confirm === 'desk' ? 1 : roster.confirm === 'all' ? table.seats.length : 2;
  return agreeing >= Math.min(needed, table.seats.length) ? 'agreed' : 'partly';
}

/** Why a sending changes nothing, as the words of report/words.ts name it. */
export type Refused = 'agreed' | 'disputedGoToDesk' | 'nothingToConfirm' | 'ownReport' | 'approving' | 'locked';

/** How long an approval's mark holds a record: an execution runs at most 6 minutes (Google's quotas). */
const APPROVING_MS = 6 * 60 * 1000;
export const isApproving = (record: TableRecord, now: Date) =>
  record.approving !== undefined && now.getTime() - Date.parse(record.approving) < APPROVING_MS;

/**
 * A sending applied to a record: a report (a new one, a change of one's own, which withdraws its confirmations, or the
 * same values as the report standing, which confirm it), a confirmation, or a dispute. A report may change until the
 * table is agreed; a dispute is taken until the desk approves.
 */
export function applied(
  record: TableRecord,
  table: RosterTable,
  roster: Roster,
  by: number,
  result: ReportValues | 'confirm' | 'dispute',
  note: string,
  at: string,
  nonce: string,
): TableRecord | Refused {
  if (record.locked) return 'locked';
  const state = stateOf(record, table, roster);
  const next: TableRecord = {
    ...record,
    reports: record.reports.map((r) => ({ ...r, confirmedBy: [...r.confirmedBy] })),
    disputes: [...record.disputes],
    history: [...record.history],
    nonces: [...record.nonces, nonce].slice(-20),
    n: (record.n ?? 0) + 1,
  };
  const noted = note ? { note } : {};
  if (result === 'dispute') {
    next.disputes = [...next.disputes.filter((d) => d.by !== by), { by, at, note }];
    next.history.push({ at, by, action: 'dispute', ...noted });
    return next;
  }
  if (state === 'disputed') return 'disputedGoToDesk';
  if (result === 'confirm') {
    const [report] = next.reports;
    if (!report) return 'nothingToConfirm';
    if (report.by === by) return 'ownReport';
    if (!report.confirmedBy.includes(by)) report.confirmedBy.push(by);
    next.history.push({ at, by, action: 'confirm', ...noted });
    return next;
  }
  if (state === 'agreed') return 'agreed';
  next.history.push({ at, by, action: 'report', values: result, ...noted });
  return reported(next, by, result, at);
}

/** A report added to a record not yet agreed: a change of one's own, a confirmation by the same values, or a second report. */
function reported(next: TableRecord, by: number, values: ReportValues, at: string): TableRecord {
  const own = next.reports.find((r) => r.by === by);
  const other = next.reports.find((r) => r.by !== by);
  if (own) {
    // a change withdraws the confirmations it had
    if (!sameValues(own.values, values)) Object.assign(own, { values, at, confirmedBy: [] });
    return next;
  }
  if (other && sameValues(other.values, values)) {
    if (!other.confirmedBy.includes(by)) other.confirmedBy.push(by);
    return next;
  }
  // a report beside another's that differs: the table is disputed until the desk acts
  for (const r of next.reports) r.confirmedBy = r.confirmedBy.filter((c) => c !== by);
  next.reports.push({ by, at, values, confirmedBy: [] });
  return next;
}

/** A record within its size: the oldest history let go first (the log keeps what the reports hold). */
export function withinSize(record: TableRecord, bytes: (text: string) => number): string | null {
  let next = record;
  let text = JSON.stringify(next);
  while (bytes(text) > REPORT_LIMITS.recordBytes && next.history.length > 1) {
    next = { ...next, history: next.history.slice(1) };
    text = JSON.stringify(next);
  }
  return bytes(text) > REPORT_LIMITS.recordBytes ? null : text;
}

/** A table's reports as a reader sees them: names as the page shows them, or as written (the sidebar). Never a PIN. */
export function publicOf(roster: Roster, table: RosterTable, record: TableRecord, names: 'shown' | 'written'): TableReports {
  return {
    t: roster.t,
    round: roster.round,
    table: table.id,
    state: stateOf(record, table, roster),
    confirm: roster.confirm,
    seats: table.seats.map((s) => ({
      name: names === 'written' ? s.n : (s.s ?? s.n),
      ...(s.seat !== undefined ? { seat: s.seat } : {}),
    })),
    form: roster.form,
    reports: record.reports.map((r) => ({ by: r.by, at: r.at, values: r.values, confirmedBy: [...r.confirmedBy] })),
    disputes: record.disputes.map((d) => ({ ...d })),
  };
}

/** A report's values as one line of text for the log: each player's, then the table's. */
export function valuesText(roster: Roster, table: RosterTable, values: ReportValues | undefined, lang: 'en' | 'it' | 'ro'): string {
  if (!values) return '';
  const cell = (v: ReportCell) => (v === null ? '' : v === true ? '✓' : v === false ? '' : String(v));
  const fields = (cells: ReportCell[], infos: typeof roster.form.each) =>
    infos
      .map((f, i) => (cell(cells[i] ?? null) ? `${f.label[lang]} ${cell(cells[i] ?? null)}` : ''))
      .filter(Boolean)
      .join(' ');
  const each = table.seats.map((s, i) => `${s.n}: ${fields(values.each[i] ?? [], roster.form.each)}`);
  const whole = fields(values.table, roster.form.table);
  return [...each, ...(whole ? [whole] : [])].join('; ');
}
