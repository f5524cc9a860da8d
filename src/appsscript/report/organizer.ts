import { gameById } from '../../engine/games';
import type { Lang } from '../../engine/i18n/lang';
import type { GameDescriptor } from '../../engine/shared/game';
import { readHeaderTable } from '../../engine/shared/headerTable';
import { compareNames, fold, playerName } from '../../engine/shared/text';
import { liveState, publishAll } from '../live/publish';
import { INDEX, readIndex, scriptCache, scriptProperties } from '../live/store';
import { userLang } from '../locale';
import {
  CONFIRMATIONS,
  type InboxOutcome,
  type InboxRequest,
  type InboxTable,
  type PinSheetOutcome,
  type PinsRequest,
  REPORT_LIMITS,
  type ReissueOutcome,
  type ReissueRequest,
  type ReportSettingsOutcome,
  type ReportSettingsRequest,
  type TableOutcome,
  type TableRequest,
  type TableState,
} from '../reportContract';
import { locked, refuse } from '../sheet/locked';
import { type OwnSheetKind, writeOwnSheet } from '../sheet/ownSheets';
import { allOrNothing } from '../sheet/undo';
import { appendLog, logRows } from './log';
import { newSecret, pinOf, reissued } from './pins';
import { publicOf } from './records';
import { forgetRosters, putRoster } from './roster';
import { readReportSettings, reportSettingsNow, saveReportSettings } from './settings';
import { hasScores, tablesIn } from './sheetRows';
import {
  type Roster,
  readRecord,
  readSecrets,
  recordKey,
  refusedKey,
  rosterIn,
  SECRETS,
  type Secret,
  stateKey,
  underScriptLock,
  wrongKey,
} from './store';
import { REPORT_WORDS } from './words';

// The organizer's report functions (SPEC §15.4), each run by the sidebar with its token (src/appsscript/entrypoints/
// addon.ts checks both guards first).

/** The Player PINs sheet: Podium's own, one per game. */
const PINS: OwnSheetKind = { owner: 'podium.pins', prefix: 'podium.pins.' };

/** The tournament's roster, key and game, read from the properties at once; or why not. */
function tournament(
  all: Record<string, string>,
  t: unknown,
  lang: Lang,
): { roster: Roster; secret: Secret; game: GameDescriptor } | string {
  const words = REPORT_WORDS[lang];
  if (typeof t !== 'string') return words.unknownTournament(String(t));
  const roster = rosterIn(all, t);
  const secret = readSecrets(all[SECRETS])[t];
  const game = roster && gameById(roster.game);
  if (!roster || !secret || !game) return words.notReporting;
  return { roster, secret, game };
}

/** The sidebar's Reporting settings: saved, then every tournament published again (its roster kept, or deleted when off). */
export function saveReporting(request: ReportSettingsRequest): ReportSettingsOutcome {
  const lang = userLang();
  const words = REPORT_WORDS[lang];
  if (!CONFIRMATIONS.includes(request?.confirm)) return refuse(words.badSettings);
  const settings = readReportSettings(JSON.stringify({ on: request.on === true, confirm: request.confirm, auto: request.auto === true }));
  const publishing = liveState().publish;
  if (settings.on && !publishing) return refuse(words.needsPublish);
  saveReportSettings(settings);
  const warnings: string[] = [];
  if (!settings.on) forgetRosters();
  if (publishing) {
    const out = publishAll();
    if (out.ok) warnings.push(...out.warnings);
    else warnings.push(...out.problems.map((p) => p.message));
  }
  return { ok: true, settings, warnings };
}

/** The Reports panel (SPEC §15.1): every table of each round in progress with its state, names as written. */
export function inbox(request: InboxRequest): InboxOutcome {
  const lang = userLang();
  const all = scriptProperties().getProperties();
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const list = (readIndex(all[INDEX])?.list ?? []).filter((e) => request?.t === undefined || e.t === request.t);
  const tournaments = [];
  for (const e of list) {
    const found = tournament(all, e.t, lang);
    if (typeof found === 'string') continue;
    const { roster, game } = found;
    const source = spreadsheet.getSheetById(Number(e.t));
    if (!source) continue;
    const grid = source.getDataRange().getValues();
    const cells = tablesIn(game, grid, roster);
    const keys = roster.tables.flatMap((x) => [refusedKey(e.t, roster.round, x.id), wrongKey(e.t, roster.round, x.id)]);
    const got = scriptCache().getAll(keys);
    const tables = roster.tables.map((x): InboxTable => {
      const record = readRecord(all[recordKey(e.t, roster.round, x.id)], roster.round, x.id);
      const pub = publicOf(roster, x, record, 'written');
      const at = cells.get(x.id);
      const scored = x.scored || (at !== undefined && hasScores(grid, at));
      const wrongPins = Number(got[wrongKey(e.t, roster.round, x.id)]) || 0;
      const refused = readTold(got[refusedKey(e.t, roster.round, x.id)], lang);
      const state = inboxState(pub.state, scored, record.reports.length > 0, wrongPins, refused !== undefined);
      return { ...pub, state, wrongPins, ...(refused ? { message: refused } : {}) };
    });
    tournaments.push({ t: e.t, title: e.name, game: e.game, round: roster.round, tables });
  }
  return { ok: true, settings: reportSettingsNow(), tournaments };
}

/** A table's state as the desk sees it: the sheet's own scores first, then the lock, then a rule's refusal of the last report. */
function inboxState(state: TableState, scored: boolean, reported: boolean, wrongPins: number, refused: boolean): TableState {
  if (scored) return reported ? 'superseded' : 'approved';
  if (wrongPins >= REPORT_LIMITS.wrongPins) return 'locked';
  return state === 'waiting' && refused ? 'refused' : state;
}

const readTold = (text: string | undefined, lang: Lang): string | undefined => {
  try {
    return text ? (JSON.parse(text) as Record<string, string>)[lang] || undefined : undefined;
  } catch {
    return undefined;
  }
};

/** A table's record changed under the script lock: `change` answers the new one, or null to delete it. */
function changeRecord(
  request: TableRequest,
  change: (roster: Roster, record: ReturnType<typeof readRecord>, game: GameDescriptor) => ReturnType<typeof readRecord> | null,
): TableOutcome {
  const lang = userLang();
  const words = REPORT_WORDS[lang];
  const out = underScriptLock((): TableOutcome => {
    const all = scriptProperties().getProperties();
    const found = tournament(all, request?.t, lang);
    if (typeof found === 'string') return refuse(found);
    const { roster, game } = found;
    const table = roster.tables.find((x) => x.id === String(request.table));
    if (String(request.round) !== roster.round || !table) return refuse(words.noTable(String(request.table)));
    const key = recordKey(roster.t, roster.round, table.id);
    const next = change(roster, readRecord(all[key], roster.round, table.id), game);
    if (next) scriptProperties().setProperty(key, JSON.stringify(next));
    else scriptProperties().deleteProperty(key);
    scriptCache().removeAll([stateKey(roster.t, roster.round, table.id), wrongKey(roster.t, roster.round, table.id)]);
    return { ok: true };
  });
  return out ?? refuse(words.busy);
}

/** Unlock: the table's wrong PINs forgotten and its lock lifted; its reports stay. */
export const unlock = (request: TableRequest): TableOutcome =>
  changeRecord(request, (_, record) => {
    const { locked: _locked, ...open } = record;
    return open.reports.length || open.disputes.length ? open : null;
  });

/** Reject: the table's history and a `rejected` row go to the Report log, then its reports are cleared (SPEC §15.1). */
export function reject(request: TableRequest): TableOutcome {
  const lang = userLang();
  return locked<TableOutcome>(
    () =>
      changeRecord(request, (roster, record, game) => {
        const table = roster.tables.find((x) => x.id === String(request.table));
        if (table) allOrNothing((changes) => appendLog(changes, game, lang, logRows(roster, table, record, 'rejected', lang, new Date())));
        return null;
      }),
    lang,
    'publishing',
  );
}

/** Every player of the tournament's results, as written, in name order. */
function playersOf(game: GameDescriptor, t: string): string[] {
  const source = SpreadsheetApp.getActiveSpreadsheet().getSheetById(Number(t));
  if (!source) return [];
  const { rows } = readHeaderTable(game.standingsFunction, source.getDataRange().getValues(), game.columns);
  const seen = new Map<string, string>();
  for (const r of rows) {
    const name = playerName(r.cells.player);
    if (name && !seen.has(fold(name))) seen.set(fold(name), name);
  }
  return [...seen.values()].sort(compareNames);
}

/** Player PINs…: Podium's values-only sheet of every player's PIN, in name order, names as written (SPEC §15.1). */
export function pinSheet(request: PinsRequest, change?: (secret: Secret) => Secret): PinSheetOutcome {
  const lang = userLang();
  const words = REPORT_WORDS[lang];
  return locked<PinSheetOutcome>(
    () => {
      const all = scriptProperties().getProperties();
      const found = tournament(all, request?.t, lang);
      if (typeof found === 'string') return refuse(found);
      const { roster, game } = found;
      const secret = change ? change(found.secret) : found.secret;
      const players = playersOf(game, roster.t);
      const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
      const sheet = allOrNothing((changes) =>
        writeOwnSheet(changes, spreadsheet, PropertiesService.getDocumentProperties(), PINS, game, words.pinsName(game.title), {
          rows: [[words.pinsPlayer, 'PIN'], ...players.map((p) => [p, pinOf(secret, roster.t, p)])],
          notes: [],
          percentColumns: [],
          warnings: [],
          lang,
        }),
      );
      if (change) keepSecret(roster, secret);
      return { ok: true, sheet, players: players.length };
    },
    lang,
    'publishing',
  );
}

/** A tournament's new key or reissue counts kept, and the page's copy of the roster with it. */
function keepSecret(roster: Roster, secret: Secret): void {
  underScriptLock(() => {
    const secrets = readSecrets(scriptProperties().getProperty(SECRETS));
    scriptProperties().setProperty(SECRETS, JSON.stringify({ ...secrets, [roster.t]: secret }));
    putRoster(roster, secret);
  });
}

/** Rotate: every player of the tournament gets a new PIN (a new key), and the PIN sheet is written again. */
export const rotate = (request: PinsRequest): PinSheetOutcome => pinSheet(request, () => newSecret());

/** Reissue: one player's new PIN (a lost card); the PIN sheet written again with it. */
export function reissue(request: ReissueRequest): ReissueOutcome {
  const lang = userLang();
  const words = REPORT_WORDS[lang];
  const all = scriptProperties().getProperties();
  const found = tournament(all, request?.t, lang);
  if (typeof found === 'string') return refuse(found);
  const player = playerName(request.player);
  const written = playersOf(found.game, found.roster.t).find((p) => fold(p) === fold(player));
  if (!written) return refuse(words.unknownPlayer(player));
  const next = reissued(found.secret, written);
  const out = pinSheet(request, () => next);
  return out.ok ? { ok: true, player: written, pin: pinOf(next, found.roster.t, written), sheet: out.sheet } : out;
}

/**
 * What Seat next round says while tables of the round in progress have reports not approved (SPEC §15.1): one
 * warning naming them, in `lang`; none when Reporting never kept this tournament's round.
 */
export function reportsNotApproved(t: string, lang: Lang): string[] {
  const all = scriptProperties().getProperties();
  const roster = rosterIn(all, t);
  if (!roster) return [];
  const waiting = roster.tables.filter((x) => {
    const record = readRecord(all[recordKey(t, roster.round, x.id)], roster.round, x.id);
    return !x.scored && (record.reports.length > 0 || record.disputes.length > 0);
  });
  return waiting.length ? [REPORT_WORDS[lang].notApproved(waiting.map((x) => x.id))] : [];
}
