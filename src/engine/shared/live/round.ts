import type { Label } from '../../i18n/words';
import { type Cell, type Grid, isBlank } from '../cells';
import { SEAT_COLUMN, STARTS_COLUMN } from '../columns';
import type { GameDescriptor } from '../game';
import { readHeaderTable, type TableRow } from '../headerTable';
import { SHARED_LABELS } from '../labels';
import { STAGE_IDS, type StageId } from '../stageIds';
import { stageNamed } from '../stages';
import { compareNames, playerName } from '../text';
import type { LiveLayout } from './layout';

/**
 * A round as a live page shows it (SPEC §13.1): its tables one row per player, in the seating sheet's order by table,
 * each column with an id the page names in its own language, and the tables still without scores.
 */
export interface LiveRound {
  round: string;
  /** Each column's words, for the adapter to show in its reader's language. */
  header: Label[];
  columns: string[];
  rows: Cell[][];
  unscored: string[];
  /** The tables that are a bye (one player, no game: Carcassonne's), never awaiting scores (SPEC §13.7.4). */
  byes: string[];
  /** The words of the values that have some (Diplomacy's powers), by the English value the rows hold (SPEC §13.7.6). */
  terms: Record<string, Label>;
  /** The boxes of a score slip: each player's, and the table's (SPEC §13.7.3), by their labels. */
  slip: { each: Label[]; table: Label[] };
  /** A league's match is the best of this many games (docs/leagues.md#the-live-page). */
  bestOf?: number;
}

/** Where each player of a round sits, as the round's seating sheet says (SPEC §13.7.4): read where the results lack it. */
export interface SeatingSheet {
  round: string;
  rows: { table: string; player: string; cells: Partial<Record<SeatKey, Cell>> }[];
}

/** The columns that say where a player sits: Write fills them in the results and in the seating sheet. */
const SEAT_KEYS = ['seat', 'power', 'starts'] as const;
type SeatKey = (typeof SEAT_KEYS)[number];

/** The results columns a live page shows of a table, in this order, when the results have them. */
const SHOWN = ['round', 'table', 'board', 'match', 'player', ...SEAT_KEYS];

/** The final stage's order: a later group is the one in progress once it has rows; F and 3P are played together. */
const STAGE_GROUP: Record<StageId, number> = { R64: -3, R32: -2, R16: -1, QF: 0, SF: 1, '3P': 2, F: 2 };

/** A Round cell's number: digits, optionally after one word (`3`, `Round 3`, `R3`, `Turno 3`); else undefined. */
export function roundNumber(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 1 ? cell : undefined;
  const m = /^(?:\p{L}+\.?\s*)?(\d+)$/u.exec(String(cell ?? '').trim());
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

const idOf = (cell: Cell) => String(cell ?? '').trim();

/** How far the standings go (SPEC §13.7.1): the last numbered round whose tables are all scored, and the next's count. */
export interface StandingsAfter {
  round: number;
  /** The round after it, when some of its tables are scored: how many of how many. */
  next?: { round: number; scored: number; tables: number };
}

/**
 * The round in progress of a results grid (the highest numbered round written, or once stage rows exist the latest
 * stage, `F` and `3P` together) and the final stage's tables, each table by table; and how far the scored rounds
 * go. Rows whose Round, table or Player is blank are left out: the standings report them. Names go through `name`
 * (the names choice) wherever they appear. Where the results have no Seat, Power or Starts, or leave one blank, the
 * round's seating sheet says it (`seating`).
 */
/**
 * The game's own layout of a round: its descriptor's columns with the Seat and Starts that Write fills (read here even
 * where the standings do not read them), its table or board, its score column and slip; a duel's row names the
 * opponent (docs/seating.md: Carcassonne's pairings).
 */
function ownLayout(game: GameDescriptor, grid: Grid): LiveLayout {
  const specs = [...game.columns, ...[SEAT_COLUMN, STARTS_COLUMN].filter((c) => !game.columns.some((g) => g.key === c.key))];
  const labelOf = (k: string) => specs.find((c) => c.key === k)?.label ?? [];
  return {
    grid,
    columns: specs,
    group: game.groupNoun,
    score: game.scoreColumn,
    duel: game.modeOf?.(grid) === 'duel',
    showScore: false,
    slip: { each: (game.slip?.each ?? [game.scoreColumn]).flatMap(labelOf), table: (game.slip?.table ?? []).flatMap(labelOf) },
  };
}

export function liveRounds(
  game: GameDescriptor,
  results: Grid,
  name: (player: string) => string,
  seating?: SeatingSheet,
  settings = '',
): { round: LiveRound | null; stages: LiveRound[]; after: StandingsAfter | null } {
  const layout = game.liveLayout?.(results, settings) ?? ownLayout(game, results);
  const { group, duel } = layout;
  const specs = layout.columns;
  const { rows, columns } = readHeaderTable('Live', layout.grid, specs);
  const seated = rows.filter((r) => !isBlank(r.cells.round) && !isBlank(r.cells[group]) && !isBlank(r.cells.player));
  const stageOf = (r: TableRow<string>) => stageNamed(r.cells.round);
  const stageRows = seated.filter((r) => stageOf(r) !== undefined);
  const isBye = (table: TableRow<string>[]) => table.length === 1 && Boolean(game.isBye?.(table[0].cells[group]));
  const make = (round: string, of: TableRow<string>[], withScore: boolean, sheet?: SeatingSheet): LiveRound => {
    const from = seatsFrom(sheet);
    const keys = SHOWN.filter((k) => columns[k as keyof typeof columns] !== undefined || from.keys.has(k));
    const shownKeys = withScore || layout.showScore ? [...keys, layout.score] : keys;
    const ordered = tablesOf(of, group, (cell) => Boolean(game.isBye?.(cell)));
    const out: Cell[][] = [];
    const unscored: string[] = [];
    const byes: string[] = [];
    const terms: Record<string, Label> = {};
    // a value with words is kept in English, its words beside the rows
    const worded = (k: string, v: Cell): Cell => {
      const words = isBlank(v) ? undefined : game.valueWords?.(k, v);
      if (!words) return v;
      terms[words.en] = words;
      return words.en;
    };
    for (const table of ordered) {
      const id = idOf(table[0].cells[group]);
      if (isBye(table)) byes.push(id);
      else if (table.every((r) => isBlank(r.cells[layout.score]))) unscored.push(id);
      for (const r of table) {
        const player = playerName(r.cells.player);
        const row = shownKeys.map((k) => {
          if (k === 'player') return name(player);
          const own = r.cells[k];
          return shownCell(worded(k, isBlank(own) || own === false ? (from.cell(id, player, k) ?? own) : own));
        });
        if (duel) {
          const other = table.find((o) => o !== r);
          row.push(other ? name(playerName(other.cells.player)) : '');
        }
        out.push(row);
      }
    }
    return {
      round,
      header: [
        ...shownKeys.map((k) => (specs.find((c) => c.key === k) as (typeof specs)[number]).label),
        ...(duel ? [SHARED_LABELS.opponent] : []),
      ],
      // the game's score column is the page's `score`; another layout's keeps its key (a match's `gamesWon`)
      columns: [...shownKeys.map((k) => (k === game.scoreColumn ? 'score' : k)), ...(duel ? ['opponent'] : [])],
      rows: out,
      unscored,
      byes,
      terms,
      slip: layout.slip,
      ...(layout.bestOf ? { bestOf: layout.bestOf } : {}),
    };
  };
  // a bracket's R16, R32, R64 read as a word and a number too: a stage first
  const numbered = seated.filter((r) => stageOf(r) === undefined && roundNumber(r.cells.round) !== undefined);
  const after = standingsAfter(numbered, group, layout.score, isBye);
  const stages = STAGE_IDS.filter((s) => stageRows.some((r) => stageOf(r) === s)).map((s) =>
    make(
      s,
      stageRows.filter((r) => stageOf(r) === s),
      true,
    ),
  );
  const sheetOf = (round: string) => (seating && seating.round === round ? seating : undefined);
  if (stages.length) {
    const latest = Math.max(...stages.map((s) => STAGE_GROUP[s.round as StageId]));
    const now = stages.filter((s) => STAGE_GROUP[s.round as StageId] === latest);
    const rounds = now.map((s) => s.round);
    const label = rounds.join(' + ');
    return {
      round: make(
        label,
        stageRows.filter((r) => rounds.includes(stageOf(r) as string)),
        false,
        seating && rounds.includes(seating.round) ? seating : undefined,
      ),
      stages,
      after,
    };
  }
  const numbers = numbered.map((r) => roundNumber(r.cells.round) as number);
  if (!numbers.length) return { round: null, stages: [], after };
  const last = String(Math.max(...numbers));
  return {
    round: make(
      last,
      numbered.filter((r) => String(roundNumber(r.cells.round)) === last),
      false,
      sheetOf(last),
    ),
    stages: [],
    after,
  };
}

/** A round's rows grouped by table, in table order (2 before 10), each table in the results' order. */
function tablesOf(of: TableRow<string>[], group: string, isBye: (cell: Cell) => boolean = () => false): TableRow<string>[][] {
  const tables = new Map<string, TableRow<string>[]>();
  for (const r of of) {
    // each bye is a table of its own: a bracket's first stage holds one for each of its top seeds (docs/formats.md#brackets)
    const player = isBye(r.cells[group]) ? `\u0000${idOf(r.cells.player)}` : '';
    const id = `${idOf(r.cells.round)}\u0000${idOf(r.cells[group])}${player}`;
    tables.set(id, [...(tables.get(id) ?? []), r]);
  }
  return [...tables.values()].sort((a, b) => compareTables(idOf(a[0].cells[group]), idOf(b[0].cells[group])));
}

/** The seating sheet's seats, by table and player folded as the results read them. */
function seatsFrom(sheet: SeatingSheet | undefined): {
  keys: Set<string>;
  cell(table: string, player: string, key: string): Cell | undefined;
} {
  const by = new Map<string, Partial<Record<SeatKey, Cell>>>();
  const keys = new Set<string>();
  for (const r of sheet?.rows ?? []) {
    by.set(`${r.table}\u0000${playerName(r.player)}`, r.cells);
    for (const k of SEAT_KEYS) if (!isBlank(r.cells[k]) && r.cells[k] !== false) keys.add(k);
  }
  return { keys, cell: (table, player, key) => by.get(`${table}\u0000${player}`)?.[key as SeatKey] };
}

/** The last numbered round whose every table (a bye aside) is scored, and how far the next one is. */
function standingsAfter(
  numbered: TableRow<string>[],
  group: string,
  score: string,
  isBye: (table: TableRow<string>[]) => boolean,
): StandingsAfter | null {
  const rounds = new Map<number, { scored: number; tables: number }>();
  for (const table of tablesOf(numbered, group)) {
    if (isBye(table)) continue;
    const n = roundNumber(table[0].cells.round) as number;
    const count = rounds.get(n) ?? { scored: 0, tables: 0 };
    count.tables++;
    if (table.some((r) => !isBlank(r.cells[score]))) count.scored++;
    rounds.set(n, count);
  }
  let round = 0;
  while (rounds.has(round + 1) && (rounds.get(round + 1) as { scored: number; tables: number }).scored === rounds.get(round + 1)?.tables)
    round++;
  if (!round) return null;
  const next = rounds.get(round + 1);
  return { round, ...(next?.scored ? { next: { round: round + 1, ...next } } : {}) };
}

/** Tables by number where both are numbers (2 before 10), else by name. */
function compareTables(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) && a !== '' && b !== '' ? x - y : compareNames(a, b);
}

/** A cell as the page shows it: text, a number or a flag; a date as its day. */
function shownCell(v: Cell): Cell {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return v ?? '';
}
