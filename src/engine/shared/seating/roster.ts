import type { Text } from '../../i18n/message';
import { type Arg, type Cell, isBlank, isGrid, showCell } from '../cells';
import { PLAYER_COLUMN } from '../columns';
import { readFlag } from '../flags';
import type { Template } from '../game';
import { type ColumnSpec, type HeaderTable, labelOf, readHeaderTable } from '../headerTable';
import { SHARED_LABELS } from '../labels';
import { say as sayShared } from '../messages';
import { asNumber } from '../numbers';
import { Breach, inRange, PodiumError } from '../problems';
import { TableProblems } from '../tableProblems';
import { compareNames, fold, playerName } from '../text';
import { say } from './messages';

/** One player of the roster (docs/seating.md). */
export interface RosterEntry {
  player: string;
  row: number;
  active: boolean;
  /** Players sharing a non-blank key are kept apart (family, clubs); folded. */
  avoid: string;
  fixed?: number;
  /** Diplomacy: boards this round, 0, 1 or 2. */
  games: number;
}

type Key = 'player' | 'active' | 'avoid' | 'fixed' | 'games';

/** The roster's columns as its messages name them, and where they are (docs/languages.md). */
export type RosterColumns = Pick<HeaderTable<Key>, 'columns' | 'named'>;

/** A roster and its columns. */
export interface Roster {
  entries: RosterEntry[];
  columns: RosterColumns;
}

const COLUMNS: ColumnSpec<Key>[] = [
  PLAYER_COLUMN,
  { key: 'active', names: ['Active', 'Attivo', 'Activ', 'Aktiv'], label: SHARED_LABELS.active, required: false },
  { key: 'avoid', names: ['Avoid', 'Evita', 'Evită', 'Keep apart'], label: SHARED_LABELS.avoid, required: false },
  {
    key: 'fixed',
    names: ['Fixed table', 'Fixed board', 'Tavolo fisso', 'Masă fixă'],
    label: SHARED_LABELS.fixedTable,
    required: false,
  },
];
const GAMES_COLUMN: ColumnSpec<'games'> = {
  key: 'games',
  names: ['Games', 'Partite', 'Boards', 'Partide'],
  label: SHARED_LABELS.games,
  required: false,
  figure: true,
};

/** Every column a roster may have, for whoever reads one back. */
export const ROSTER_COLUMNS: readonly ColumnSpec<Key>[] = [...COLUMNS, GAMES_COLUMN];

/** No roster read (the players of the results): its columns named by their labels. */
export const NO_ROSTER: RosterColumns = {
  columns: {},
  named: (key) => labelOf(ROSTER_COLUMNS, key),
};

/**
 * The roster sheet New tournament… creates (docs/seating.md): the columns a seating reads. Active is a checkbox, ticked for
 * the players it is filled with (an unticked box sits a player out).
 */
export const ROSTER_TEMPLATE: Template = {
  sheet: 'Roster',
  title: 'Roster of players',
  headers: [PLAYER_COLUMN.names[0], COLUMNS[1].names[0], COLUMNS[2].names[0], COLUMNS[3].names[0], GAMES_COLUMN.names[0]],
  checkboxes: [COLUMNS[1].names[0]],
  lists: {},
  words: {
    it: { sheet: 'Giocatori', title: 'Elenco dei giocatori', headers: ['Giocatore', 'Attivo', 'Evita', 'Tavolo fisso', 'Partite'] },
    ro: { sheet: 'Jucători', title: 'Lista jucătorilor', headers: ['Jucător', 'Activ', 'Evită', 'Masă fixă', 'Partide'] },
  },
};

const DROP_WORDS = ['drop', 'dropped', 'ritirato', 'retras'];

function readActive(value: Cell, header: Text): boolean {
  if (typeof value === 'string' && DROP_WORDS.includes(fold(value))) return false;
  if (isBlank(value)) return true;
  try {
    return readFlag(value, header);
  } catch {
    throw new Breach(say('activeMark', { header, value: showCell(value) }));
  }
}

function readWhole(value: Cell, noun: Text, least: number, most = Number.MAX_SAFE_INTEGER): number {
  const n = asNumber(value);
  if (n === undefined || !Number.isInteger(n) || n < least || n > most)
    throw new Breach(
      most < Number.MAX_SAFE_INTEGER
        ? say('wholeFromTo', { noun, value: showCell(value), least, most })
        : say('wholeFrom', { noun, value: showCell(value), least }),
    );
  return n;
}

/**
 * The roster range, header row first; `games` reads the Games column (Diplomacy's doublers and sitters-out). Its
 * problems are marked as the roster's, so an adapter names the roster's cells rather than the results'.
 */
export function readRoster(fn: string, roster: Arg, games: boolean): Roster {
  return inRange(fn, 'roster', () => readEntries(fn, roster, games));
}

function readEntries(fn: string, roster: Arg, games: boolean): Roster {
  const specs = games ? [...COLUMNS, GAMES_COLUMN] : COLUMNS;
  if (!isGrid(roster) || roster.length === 0) throw new PodiumError(fn, [{ column: 'roster', message: say('rosterRange') }]);
  const table = readHeaderTable<Key>(fn, roster, specs);
  const problems = new TableProblems<Key>(specs, table);
  const seen = new Map<string, number>();
  const out: RosterEntry[] = [];
  for (const { row, cells } of table.rows) {
    if (isBlank(cells.player)) {
      problems.at(row, 'player', say('blankRosterPlayer', { header: problems.header('player') }));
      continue;
    }
    const player = playerName(cells.player);
    const first = seen.get(player);
    if (first !== undefined) problems.at(row, 'player', sayShared('rosterTwice', { player, row: first }));
    seen.set(player, row);
    const active = problems.read(row, 'active', () => readActive(cells.active, problems.header('active')));
    const fixed = isBlank(cells.fixed) ? undefined : problems.read(row, 'fixed', () => readWhole(cells.fixed, problems.header('fixed'), 1));
    const count =
      games && !isBlank(cells.games) ? problems.read(row, 'games', () => readWhole(cells.games, problems.header('games'), 0, 2)) : 1;
    out.push({
      player,
      row,
      active: active ?? true,
      avoid: isBlank(cells.avoid) ? '' : fold(String(cells.avoid)),
      fixed,
      games: count ?? 1,
    });
  }
  problems.throwIfAny(fn);
  // a column the roster was not read for (Games, outside Diplomacy) is named by its label
  const named = (key: Key) => (table.columns[key] === undefined ? NO_ROSTER.named(key) : table.named(key));
  return { entries: out.sort((a, b) => compareNames(a.player, b.player)), columns: { columns: table.columns, named } };
}
