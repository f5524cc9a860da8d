import type { Lang } from '../../engine/i18n/lang';
import type { Cell } from '../../engine/shared/cells';
import { CACHE_SECONDS, joinPieces, PROPERTY_BYTES, pieced, releaseOf, utf8Bytes } from '../live/store';
import type { Confirmations, ReportValues, TableReports } from '../reportContract';

// Where players' reports live (SPEC §15.5). Script properties, which a web app running as the organizer can read and
// write (the document's properties and the document lock are the spreadsheet's, and a page makes no spreadsheet
// call): the round's roster (who sits where, written at each publication and never sent to the page), the PIN keys,
// and one record per table. The script cache holds a copy of the roster with the keys (so that a report usually costs
// one property read), each table's public state (so that phones polling it cost no property read), and the counters
// of wrong PINs and of reports sent (losing them costs at most a few more guesses: SPEC §15.5).

const PREFIX = 'podium.report.';
/** Ids in keys: a round or table id is checked for its shape before it gets here, and written so no dot can mislead. */
const id = (text: string) => encodeURIComponent(text).replace(/\./g, '%2E');

/** The script property of the PIN keys, per tournament, with each player's reissue count. */
export const SECRETS = `${PREFIX}key`;
export const rosterKey = (t: string) => (i: number) => `${PREFIX}r.${t}.${i}`;
export const isRosterKey = (t: string, key: string) => key.startsWith(`${PREFIX}r.${t}.`);
export const recordKey = (t: string, round: string, table: string) => `${PREFIX}t.${t}.${id(round)}.${id(table)}`;
export const isRecordKey = (key: string) => key.startsWith(`${PREFIX}t.`);
export const recordsOf = (t: string, key: string) => key.startsWith(`${PREFIX}t.${t}.`);
export const cachedRoster = (t: string) => `${PREFIX}c.${t}`;
export const wrongKey = (t: string, round: string, table: string) => `${PREFIX}w.${t}.${id(round)}.${id(table)}`;
export const sentKey = (t: string, round: string, table: string, seat: number) => `${PREFIX}n.${t}.${id(round)}.${id(table)}.${seat}`;
export const refusedKey = (t: string, round: string, table: string) => `${PREFIX}x.${t}.${id(round)}.${id(table)}`;
export const stateKey = (t: string, round: string, table: string) => `${PREFIX}s.${t}.${id(round)}.${id(table)}`;

/** The most pieces a roster is kept in (60 KB: 1,000 players with long names). */
export const ROSTER_PIECES = 8;
/** How long the cache keeps what it keeps: Google's most (6 hours). */
export const KEEP_SECONDS = CACHE_SECONDS;

/** A player of a table in the round in progress: the name as written, as the page shows it, and the seating's cells. */
export interface RosterSeat {
  n: string;
  /** The name as the names choice shows it, where it differs. */
  s?: string;
  /** Seat, Power or Starts, as the page shows it. */
  seat?: string | number;
  /** The seating's cells, by `Roster.columns` (Round, Table or Board, Player, Seat, Power, Starts). */
  c: Cell[];
}

export interface RosterTable {
  id: string;
  scored: boolean;
  seats: RosterSeat[];
}

/** The round in progress of one tournament as reports need it (SPEC §15.5): kept at each publication while Reporting is on. */
export interface Roster {
  t: string;
  game: string;
  title: string;
  round: string;
  lang: Lang;
  confirm: Confirmations;
  /** The standings' settings: the rules a report is checked by. */
  settings: string;
  /** The form: the results columns it fills (those the results have and the rules read), with their words. */
  form: TableReports['form'];
  columns: string[];
  tables: RosterTable[];
}

/** One tournament's PIN key and the players' reissue counts, by folded name. */
export interface Secret {
  k: string;
  v: Record<string, number>;
}
export type Secrets = Record<string, Secret>;

export function readSecrets(text: string | null | undefined): Secrets {
  try {
    const v = JSON.parse(text ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Secrets) : {};
  } catch {
    return {};
  }
}

/** A table's record (SPEC §15.5): its reports, disputes and history, at most 2.5 KB. */
export interface TableRecord {
  round: string;
  table: string;
  reports: { by: number; at: string; values: ReportValues; confirmedBy: number[] }[];
  disputes: { by: number; at: string; note: string }[];
  /** Everything sent, oldest first, for the Report log: time, seat, action, values, note. */
  history: { at: string; by: number; action: 'report' | 'confirm' | 'dispute'; values?: ReportValues; note?: string }[];
  /** The nonces of the sendings it holds, newest last: the same sent again answers the same and changes nothing. */
  nonces: string[];
  /** How many sendings it has taken in all: none is ever lost (test/reportsInterleaved.test.ts counts them). */
  n?: number;
  locked?: true;
  /** When an approval began with it (ISO); a page cannot change it meanwhile. */
  approving?: string;
}

export function readRecord(text: string | null | undefined, round: string, table: string): TableRecord {
  const empty: TableRecord = { round, table, reports: [], disputes: [], history: [], nonces: [] };
  if (!text) return empty;
  try {
    const v = JSON.parse(text) as TableRecord;
    return v && Array.isArray(v.reports) && Array.isArray(v.nonces) ? v : empty;
  } catch {
    return empty;
  }
}

/** The roster's text in the property pieces that keep it. */
export const rosterPieces = (t: string, version: string, text: string) => pieced(rosterKey(t), version, text, PROPERTY_BYTES - 40);

/** The roster kept in these properties (read at once), or null. */
export function rosterIn(all: Record<string, string>, t: string): Roster | null {
  const text = joinPieces(rosterKey(t), all, ROSTER_PIECES);
  if (text === null) return null;
  try {
    return JSON.parse(text) as Roster;
  } catch {
    return null;
  }
}

/** What the cache keeps of a tournament for its reports: the roster and its key. */
export interface Cached {
  roster: Roster;
  secret: Secret | null;
}

export function readCached(text: string | null | undefined): Cached | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Cached;
    return v?.roster ? v : null;
  } catch {
    return null;
  }
}

/** The bytes a record takes in the store, key and value. */
export const recordBytes = (key: string, text: string) => utf8Bytes(key) + utf8Bytes(text);

/**
 * Runs `work` holding the script lock (LockService.getScriptLock(): the document lock is null in a web app), waiting
 * at most `ms` (SPEC §15.5: at most 10 s); answers undefined, having done nothing, when the lock is not had.
 */
export function underScriptLock<T>(work: () => T, ms = 10_000): T | undefined {
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(ms)) return undefined;
  try {
    return work();
  } finally {
    releaseOf(lock);
  }
}
