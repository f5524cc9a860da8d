import type { Lang } from '../engine/i18n/lang';
import type { Label } from '../engine/i18n/words';
import type { ReportValue } from '../engine/shared/report';
import type { Confirmations, Refusal, ReportSettings, Signed } from './contract';

export type { Confirmations, ReportSettings };

// Players' reports (SPEC §15): what the live page and the sidebar send and receive. The page's two functions are
// callable by anyone (liveReport, liveReportState); every other is the organizer's, refusing a visitor by both guards
// of SPEC §13.5, and takes the sidebar's token in its request.

export const CONFIRMATIONS: readonly Confirmations[] = ['two', 'all', 'desk'];

/** A value of a report's field: a whole number, a year, a box ticked; null for a field left blank. */
export type ReportCell = number | boolean | null;

/** The values a report gives: per seat (in the order of `TableReports.seats`) its fields' values, and the table's. */
export interface ReportValues {
  each: ReportCell[][];
  table: ReportCell[];
}

/** What a phone sends (SPEC §15.4). */
export interface ReportRequest {
  /** The tournament (its results sheet's id), the round in progress and the table or board, as liveReportState names them. */
  t: string;
  round: string;
  table: string;
  /** Who sends: their place in the table's `seats` (0-based). The page never has the players' names as written. */
  player: number;
  /** The player's six-digit PIN, as text. */
  pin: string;
  /** The table's values, or a confirmation or a dispute of the report standing. */
  result: ReportValues | 'confirm' | 'dispute';
  /** A dispute's reason (at most 140 characters). */
  note?: string;
  /** The page's own id of this sending (8–64 letters, digits, `-` or `_`): sent again, it changes nothing and answers the same. */
  nonce: string;
  /** The page's language, in which a refusal is said. */
  lang?: Lang;
}

/** Why a report was refused (SPEC §15.4). The page retries `busy` and `unavailable` with back-off. */
export type ReportCode = 'closed' | 'pin' | 'locked' | 'invalid' | 'busy' | 'unavailable' | 'full' | 'bad-request';

/**
 * A table's state (SPEC §15.1): nothing reported, reported and waiting for confirmations, agreed (waiting for the
 * desk), two reports differing or a dispute, a report the rules refused (the organizer's panel only), locked after 5
 * wrong PINs, scored in the sheet by hand, approved.
 */
export type TableState = 'waiting' | 'partly' | 'agreed' | 'disputed' | 'refused' | 'locked' | 'superseded' | 'approved';

/** A field of the form, with its header in every language. */
export interface ReportFieldInfo {
  key: string;
  value: ReportValue;
  optional: boolean;
  label: Label;
}

/** One report of a table: who sent it (a place in `seats`), when (ISO), its values, and who confirmed it. */
export interface PublicReport {
  by: number;
  at: string;
  values: ReportValues;
  confirmedBy: number[];
}

/** A table's reports as the page and the sidebar see them: never a PIN. */
export interface TableReports {
  t: string;
  round: string;
  table: string;
  state: TableState;
  confirm: Confirmations;
  /** The players of the table in the seating's order: names as the names choice makes them on the page, as written in the sidebar. */
  seats: { name: string; seat?: string | number }[];
  /** The form: each seat's fields and the table's; `desk` when this tournament is reported at the desk only. */
  form: { each: ReportFieldInfo[]; table: ReportFieldInfo[]; desk: boolean };
  reports: PublicReport[];
  disputes: { by: number; at: string; note: string }[];
}

export type ReportAnswer =
  | { ok: true; state: TableState; table: TableReports }
  | { ok: false; code: ReportCode; message: string; problems?: string[]; remaining?: number };

/** The functions the live page calls for reports (SPEC §15.4). */
export interface ReportPageServer {
  liveReport(request: ReportRequest): ReportAnswer;
  /** The table's reports, or null when there is nothing to report there (reporting off, another round, no such table). */
  liveReportState(t: string, round: string, table: string): TableReports | null;
}

export interface ReportSettingsRequest extends Signed, ReportSettings {}
export type ReportSettingsOutcome = { ok: true; settings: ReportSettings; warnings: string[] } | Refusal;

/** A table in the organizer's Reports panel: names as written, the rule's message for a refused report. */
export interface InboxTable extends TableReports {
  /** Why the last report was refused by the game's rules (state `refused`), in the organizer's language. */
  message?: string;
  /** Wrong PINs sent at this table this round (5 lock it). */
  wrongPins: number;
}

export interface InboxTournament {
  t: string;
  title: string;
  game: string;
  round: string;
  tables: InboxTable[];
}

export interface InboxRequest extends Signed {
  t?: string;
}
export type InboxOutcome = { ok: true; settings: ReportSettings; tournaments: InboxTournament[] } | Refusal;

export interface ApproveRequest extends Signed {
  t: string;
  round: string;
  /** The tables to approve, or every agreed one. */
  tables: string[] | 'agreed';
}
/** What Approve did: the tables written, those scored by hand meanwhile (nothing written), and those it could not approve. */
export type ApproveOutcome =
  | { ok: true; approved: string[]; superseded: string[]; skipped: { table: string; message: string }[]; warnings: string[] }
  | Refusal;

export interface TableRequest extends Signed {
  t: string;
  round: string;
  table: string;
}
export type TableOutcome = { ok: true } | Refusal;

export interface PinsRequest extends Signed {
  t: string;
}
export type PinSheetOutcome = { ok: true; sheet: string; players: number } | Refusal;

export interface ReissueRequest extends Signed {
  t: string;
  /** The player's name as written in the results. */
  player: string;
}
export type ReissueOutcome = { ok: true; player: string; pin: string; sheet?: string } | Refusal;

/** The organizer's report functions, each called by the sidebar with its token. */
export interface ReportSidebarServer {
  reportSettings(request: ReportSettingsRequest): ReportSettingsOutcome;
  reportsInbox(request: InboxRequest): InboxOutcome;
  approveReports(request: ApproveRequest): ApproveOutcome;
  rejectReports(request: TableRequest): TableOutcome;
  unlockReports(request: TableRequest): TableOutcome;
  createPinSheet(request: PinsRequest): PinSheetOutcome;
  reissuePin(request: ReissueRequest): ReissueOutcome;
  rotatePins(request: PinsRequest): PinSheetOutcome;
}

export const REPORT_SIDEBAR_FUNCTIONS: readonly (keyof ReportSidebarServer)[] = [
  'reportSettings',
  'reportsInbox',
  'approveReports',
  'rejectReports',
  'unlockReports',
  'createPinSheet',
  'reissuePin',
  'rotatePins',
];
export const REPORT_PAGE_FUNCTIONS: readonly (keyof ReportPageServer)[] = ['liveReport', 'liveReportState'];

/** The limits of SPEC §15.3–§15.5. */
export const REPORT_LIMITS = {
  requestBytes: 2048,
  noteChars: 140,
  wrongPins: 5,
  reportsPerRound: 10,
  recordBytes: 2560,
  recordsBytes: 100 * 1024,
  lockMs: 10_000,
} as const;
