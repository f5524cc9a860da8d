import { gameById } from '../../engine/games';
import { LANGS, type Lang } from '../../engine/i18n/lang';
import { scriptCache, scriptProperties } from '../live/store';
import { REPORT_LIMITS, type ReportAnswer, type ReportCode, type ReportRequest, type TableReports } from '../reportContract';
import { fieldProblems, ruleProblems } from './check';
import { isPinOf } from './pins';
import { applied, isApproving, publicOf, withinSize } from './records';
import { shapeOf } from './shape';
import {
  type Cached,
  cachedRoster,
  isRecordKey,
  KEEP_SECONDS,
  type Roster,
  type RosterTable,
  readCached,
  readRecord,
  readSecrets,
  recordBytes,
  recordKey,
  refusedKey,
  rosterIn,
  SECRETS,
  type Secret,
  sentKey,
  stateKey,
  type TableRecord,
  underScriptLock,
  wrongKey,
} from './store';
import { REPORT_WORDS } from './words';

// The live page's two report functions (SPEC §15.4): a player's sending, and a table's state. Neither makes a
// spreadsheet call, and neither answers a PIN or a key. A sending is checked in SPEC §15.5's order and stops at the
// first refusal: its shape and size; Reporting on, the round in progress, the table open and unscored; the lock of
// wrong PINs; the PIN; the values by the game's rules; then, under the script lock, its table's record read, changed
// and written. A refusal stores nothing, but a wrong PIN counts (in the cache).

const STATE_WAIT_MS = 3000;

const refusal = (code: ReportCode, message: string, more: { problems?: string[]; remaining?: number } = {}): ReportAnswer => ({
  ok: false,
  code,
  message,
  ...more,
});

/** The roster and key of a tournament: the cache's copy, else the properties read once (all of them, records included). */
function reporting(t: string, got: Record<string, string>): { cached: Cached | null; all: Record<string, string> | null } {
  const cached = readCached(got[cachedRoster(t)]);
  if (cached) return { cached, all: null };
  const all = scriptProperties().getProperties();
  const roster = rosterIn(all, t);
  return { cached: roster && { roster, secret: readSecrets(all[SECRETS])[t] ?? null }, all };
}

/** The sum of every table's record in the store but one: what the 100 KB of reports hold already. */
const recordsBytes = (all: Record<string, string>, but: string) =>
  Object.entries(all).reduce((n, [k, v]) => (isRecordKey(k) && k !== but ? n + recordBytes(k, v) : n), 0);

/** A sending read, with what the checks found of its tournament and table so far. */
interface Sending {
  r: ReportRequest & { note: string };
  lang: Lang;
  roster: Roster;
  secret: Secret;
  table: RosterTable;
  got: Record<string, string>;
  now: Date;
}

/** Reporting on, the round in progress, the table open and unscored (SPEC §15.5's second check). */
function opened(r: Sending['r'], got: Record<string, string>, now: Date): Sending | ReportAnswer {
  const { cached } = reporting(r.t, got);
  const lang = r.lang ?? cached?.roster.lang ?? 'en';
  const words = REPORT_WORDS[lang];
  if (!cached?.secret) return refusal('closed', words.off);
  const { roster, secret } = cached;
  if (r.round !== roster.round) return refusal('closed', words.notRound(r.round, roster.round));
  const table = roster.tables.find((x) => x.id === r.table);
  if (!table) return refusal('closed', words.noTable(r.table));
  if (table.scored) return refusal('closed', words.scored(r.table));
  if (roster.form.desk) return refusal('closed', words.atDesk);
  if (!table.seats[r.player]) return refusal('bad-request', words.badRequest);
  return { r, lang, roster, secret, table, got, now };
}

/** The lock of wrong PINs, then the PIN (the third and fourth checks): a wrong one counts, the fifth locks the table. */
function pinChecked(s: Sending): ReportAnswer | undefined {
  const { r } = s;
  const words = REPORT_WORDS[s.lang];
  const wrong = wrongKey(r.t, r.round, r.table);
  const wrongs = Number(s.got[wrong]) || 0;
  if (wrongs >= REPORT_LIMITS.wrongPins) return refusal('locked', words.locked(r.table));
  if (isPinOf(s.secret, r.t, s.table.seats[r.player].n, r.pin)) return undefined;
  scriptCache().put(wrong, String(wrongs + 1), KEEP_SECONDS);
  const remaining = REPORT_LIMITS.wrongPins - wrongs - 1;
  if (remaining > 0) return refusal('pin', words.pin(remaining), { remaining });
  // the fifth: the table's reporting is locked in its record too, until the desk unlocks it
  underScriptLock(() => {
    const key = recordKey(r.t, r.round, r.table);
    const record: TableRecord = { ...readRecord(scriptProperties().getProperty(key), r.round, r.table), locked: true };
    scriptProperties().setProperty(key, JSON.stringify(record));
    scriptCache().put(stateKey(r.t, r.round, r.table), JSON.stringify(publicOf(s.roster, s.table, record, 'shown')), KEEP_SECONDS);
  });
  return refusal('locked', words.locked(r.table), { remaining: 0 });
}

/** The values, by the form and then by the game's own rules (the fifth check); a rule's refusal is kept for the desk. */
function valuesChecked(s: Sending): ReportAnswer | undefined {
  const { r, roster, table, lang } = s;
  if (typeof r.result !== 'object') return undefined;
  const values = r.result;
  const fields = fieldProblems(roster, table, values, lang);
  if (fields.length) return refusal('invalid', fields[0], { problems: fields });
  const game = gameById(roster.game);
  const rules = game ? ruleProblems(game, roster, table, values, lang) : [];
  if (!game || !rules.length) return undefined;
  // what the rules said, in every language, for the organizer's Reports panel (refused by a rule)
  const told = Object.fromEntries(LANGS.map((l) => [l, l === lang ? rules[0] : (ruleProblems(game, roster, table, values, l)[0] ?? '')]));
  scriptCache().put(refusedKey(r.t, r.round, r.table), JSON.stringify(told), KEEP_SECONDS);
  return refusal('invalid', rules[0], { problems: rules });
}

/** Under the script lock: the table's record read, the sending applied, the record written (the last step). */
function stored(s: Sending, sent: string): ReportAnswer {
  const { r, roster, table } = s;
  const words = REPORT_WORDS[s.lang];
  const key = recordKey(r.t, r.round, r.table);
  const count = Number(s.got[sent]) || 0;
  if (count >= REPORT_LIMITS.reportsPerRound) return refusal('full', words.tooMany(REPORT_LIMITS.reportsPerRound));
  const answer = (of: TableRecord): ReportAnswer => {
    const pub = publicOf(roster, table, of, 'shown');
    return { ok: true, state: pub.state, table: pub };
  };
  const outcome = underScriptLock((): ReportAnswer => {
    const all = scriptProperties().getProperties();
    const record = readRecord(all[key], r.round, r.table);
    // the same sending again: the same answer, nothing changed
    if (record.nonces.includes(r.nonce)) return answer(record);
    if (isApproving(record, s.now)) return refusal('closed', words.approving(r.table));
    const next = applied(record, table, roster, r.player, r.result, r.note, s.now.toISOString(), r.nonce);
    if (next === 'locked') return refusal('locked', words.locked(r.table));
    if (typeof next === 'string') {
      const said = words[next];
      return refusal('closed', typeof said === 'string' ? said : said(r.table));
    }
    const text = withinSize(next, (x) => recordBytes(key, x) - recordBytes(key, ''));
    if (text === null) return refusal('full', words.recordFull(r.table));
    if (recordsBytes(all, key) + recordBytes(key, text) > REPORT_LIMITS.recordsBytes) return refusal('full', words.full);
    scriptProperties().setProperty(key, text);
    const pub = publicOf(roster, table, next, 'shown');
    scriptCache().putAll({ [stateKey(r.t, r.round, r.table)]: JSON.stringify(pub), [sent]: String(count + 1) }, KEEP_SECONDS);
    return { ok: true, state: pub.state, table: pub };
  });
  return outcome ?? refusal('busy', words.busy);
}

/** Why a sending cannot be read at all, in the language it asked for. */
function unread(shaped: Exclude<ReturnType<typeof shapeOf>, { ok: true }>): ReportAnswer {
  const words = REPORT_WORDS[shaped.lang];
  if (shaped.pinShape) return refusal('invalid', words.pinShape);
  if (shaped.noteTooLong) return refusal('invalid', words.noteTooLong(REPORT_LIMITS.noteChars));
  return refusal('bad-request', words.badRequest);
}

/** liveReport (SPEC §15.4): SPEC §15.5's checks in order, stopping at the first refusal. */
export function pageReport(request: unknown, now = new Date()): ReportAnswer {
  const shaped = shapeOf(request);
  if (!shaped.ok) return unread(shaped);
  const { request: r } = shaped;
  try {
    const sent = sentKey(r.t, r.round, r.table, r.player);
    const got = scriptCache().getAll([cachedRoster(r.t), wrongKey(r.t, r.round, r.table), sent]);
    const s = opened(r, got, now);
    if (!('roster' in s)) return s;
    return pinChecked(s) ?? valuesChecked(s) ?? stored(s, sent);
  } catch {
    return refusal('unavailable', REPORT_WORDS[r.lang ?? 'en'].unavailable);
  }
}

const idOk = (v: unknown, pattern: RegExp) => (typeof v === 'string' || typeof v === 'number') && pattern.test(String(v));

/**
 * liveReportState (SPEC §15.4): a table's reports, names as the page shows them, or null. One cache read while the
 * cache holds the table's state (every sending that changes it puts it there, and a publication takes the round's
 * away); on a miss, the roster and the record read once (from the cache's roster when it has it) and the state put
 * back under the script lock, so that a sending's newer state is never overwritten by an older one.
 */
export function pageReportState(t: unknown, round: unknown, table: unknown): TableReports | null {
  if (!idOk(t, /^\d{1,12}$/) || !idOk(round, /^[\p{L}\p{N} +]{1,16}$/u) || !idOk(table, /^[\p{L}\p{N} _-]{1,24}$/u)) return null;
  const [tt, rr, id] = [String(t), String(round), String(table)];
  try {
    const cache = scriptCache();
    const state = stateKey(tt, rr, id);
    const wrong = wrongKey(tt, rr, id);
    const got = cache.getAll([state, wrong]);
    const locked = (Number(got[wrong]) || 0) >= REPORT_LIMITS.wrongPins;
    const shown = (pub: TableReports | null) => (pub && locked && pub.state !== 'approved' ? { ...pub, state: 'locked' as const } : pub);
    if (got[state]) return shown(JSON.parse(got[state]) as TableReports | null);
    return shown(
      underScriptLock(() => {
        const again = cache.get(state);
        if (again) return JSON.parse(again) as TableReports | null;
        const pub = freshState(tt, rr, id);
        cache.put(state, JSON.stringify(pub), KEEP_SECONDS);
        return pub;
      }, STATE_WAIT_MS) ?? freshState(tt, rr, id),
    );
  } catch {
    return null;
  }
}

/** A table's state from the roster (the cache's copy, else the properties) and its record. */
function freshState(t: string, round: string, id: string): TableReports | null {
  const { cached, all } = reporting(t, scriptCache().getAll([cachedRoster(t)]));
  const roster = cached?.roster;
  const seated = roster?.round === round ? roster.tables.find((x) => x.id === id) : undefined;
  if (!roster || !seated) return null;
  const text = all ? all[recordKey(t, round, id)] : scriptProperties().getProperty(recordKey(t, round, id));
  return publicOf(roster, seated, readRecord(text, round, id), 'shown');
}
