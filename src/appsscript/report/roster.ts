import type { Lang } from '../../engine/i18n/lang';
import { type Cell, type Grid, isBlank } from '../../engine/shared/cells';
import { SEAT_COLUMN, STARTS_COLUMN } from '../../engine/shared/columns';
import type { GameDescriptor } from '../../engine/shared/game';
import { readHeaderTable } from '../../engine/shared/headerTable';
import { liveRounds, type SeatingSheet } from '../../engine/shared/live/round';
import { playerName } from '../../engine/shared/text';
import { CACHE_BYTES, releaseOf, scriptCache, scriptProperties, utf8Bytes } from '../live/store';
import type { Confirmations, ReportFieldInfo } from '../reportContract';
import { newSecret } from './pins';
import {
  cachedRoster,
  isRosterKey,
  KEEP_SECONDS,
  type Roster,
  type RosterTable,
  readSecrets,
  rosterIn,
  rosterPieces,
  SECRETS,
  type Secret,
  stateKey,
} from './store';

/** The columns a roster keeps of each seat, where the results or the seating sheet have them. */
const SEATING = ['round', 'table', 'board', 'player', 'seat', 'power', 'starts'];
/** How long an organizer's run waits for the script lock that pages take for a moment. */
const WAIT_MS = 10_000;

export interface RosterInput {
  game: GameDescriptor;
  grid: Grid;
  t: string;
  title: string;
  lang: Lang;
  settings: string;
  confirm: Confirmations;
  /** How the page shows a player's name (the snapshot's names choice). */
  name(player: string): string;
  seating?: SeatingSheet;
}

/** Where a column's words come from: the game's column, or the seat and starts Write fills. */
const specOf = (game: GameDescriptor, key: string) => [...game.columns, SEAT_COLUMN, STARTS_COLUMN].find((c) => c.key === key);

/** The form this tournament's results and rules ask (SPEC §15.2): the fields whose columns the results have. */
function formOf(game: GameDescriptor, grid: Grid, settings: string): Roster['form'] {
  const { columns } = readHeaderTable('Live', grid, game.columns);
  const under = game.report.under?.(settings) ?? { desk: false, leaveOut: [] };
  const info = (fields: typeof game.report.each): ReportFieldInfo[] =>
    fields
      .filter((f) => (columns as Record<string, number | undefined>)[f.key] !== undefined && !under.leaveOut.includes(f.key))
      .map((f) => ({
        key: f.key,
        value: f.value,
        optional: f.optional === true,
        label: specOf(game, f.key)?.label ?? { en: f.key, it: f.key, ro: f.key },
      }));
  return { each: info(game.report.each), table: info(game.report.table), desk: under.desk };
}

/**
 * The round in progress as reports need it (SPEC §15.5): each table with its players as written, as the page shows
 * them, and the seating's cells that the game's rules read; a bye is no table to report. Null without a round, or
 * when the round is not of the game's tables (a league's matches).
 */
export function roundRosterOf(input: RosterInput): Roster | null {
  const { game, grid } = input;
  const { round } = liveRounds(game, grid, (p) => p, input.seating);
  if (!round) return null;
  const keys = round.columns.filter((k) => SEATING.includes(k));
  const at = (k: string) => round.columns.indexOf(k);
  const group = at(game.groupNoun);
  // a round of a league's matches (docs/leagues.md) has no tables: its matches are reported at the desk
  if (group < 0) return null;
  const tables = new Map<string, RosterTable>();
  for (const row of round.rows) {
    const id = String(row[group]);
    if (round.byes.includes(id)) continue;
    const table = tables.get(id) ?? { id, scored: !round.unscored.includes(id), seats: [] };
    const n = playerName(row[at('player')]);
    const shown = input.name(n);
    const seat = ['power', 'seat'].map(at).find((i) => i >= 0 && !isBlank(row[i] as Cell));
    table.seats.push({
      n,
      ...(shown !== n ? { s: shown } : {}),
      ...(seat !== undefined ? { seat: row[seat] as string | number } : {}),
      c: keys.map((k) => row[at(k)] as Cell),
    });
    tables.set(id, table);
  }
  return {
    t: input.t,
    game: game.id,
    title: input.title,
    round: round.round,
    lang: input.lang,
    confirm: input.confirm,
    settings: input.settings,
    form: formOf(game, grid, input.settings),
    columns: keys,
    tables: [...tables.values()],
  };
}

/**
 * Keeps a tournament's roster (at each publication while Reporting is on), with its PIN key made on first need:
 * its pieces written at once, pieces of a longer roster before it deleted, and the cache's copy replaced, under the
 * script lock so that no page refilling or reading it falls between. `null` deletes it (Reporting off).
 */
export function keepRoster(t: string, roster: Roster | null): void {
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(WAIT_MS)) throw new Error('busy');
  try {
    const properties = scriptProperties();
    const all = properties.getProperties();
    const secrets = readSecrets(all[SECRETS]);
    const secret = roster ? (secrets[t] ?? newSecret()) : null;
    const pieces = roster ? rosterPieces(t, Date.now().toString(36), JSON.stringify(roster)) : {};
    const written = { ...pieces, ...(secret && !secrets[t] ? { [SECRETS]: JSON.stringify({ ...secrets, [t]: secret }) } : {}) };
    if (Object.keys(written).length) properties.setProperties(written);
    for (const key of Object.keys(all)) if (isRosterKey(t, key) && !(key in pieces)) properties.deleteProperty(key);
    if (roster) {
      putRoster(roster, secret);
      // the phones' copies of the tables' states go with the old roster (a table scored, names shown otherwise)
      scriptCache().removeAll(roster.tables.map((x) => stateKey(t, roster.round, x.id)));
    } else scriptCache().remove(cachedRoster(t));
  } finally {
    releaseOf(lock);
  }
}

/** The cache's copy of a roster and its key; one too large for the cache is left out (pages read the properties). */
export function putRoster(roster: Roster, secret: Secret | null): void {
  const text = JSON.stringify({ roster, secret });
  if (utf8Bytes(text) > CACHE_BYTES) scriptCache().remove(cachedRoster(roster.t));
  else scriptCache().put(cachedRoster(roster.t), text, KEEP_SECONDS);
}

/**
 * Every tournament's roster deleted (Reporting or Publish off): pages then answer that reporting is not open. No lock
 * is needed: only the organizer's runs write a roster or its cache copy, and a page reads either the whole roster or none.
 */
export function forgetRosters(): void {
  const properties = scriptProperties();
  const all = properties.getProperties();
  const keys = Object.keys(all).filter((k) => k.startsWith('podium.report.r.'));
  const ts = [...new Set(keys.map((k) => k.split('.')[3]))];
  // the tables' states the phones read from the cache go too
  const states = ts.flatMap((t) => {
    const roster = rosterIn(all, t);
    return roster ? roster.tables.map((x) => stateKey(t, roster.round, x.id)) : [];
  });
  if (ts.length) scriptCache().removeAll([...ts.map(cachedRoster), ...states]);
  for (const k of keys) properties.deleteProperty(k);
}
