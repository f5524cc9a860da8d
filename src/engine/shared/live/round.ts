import type { Label } from '../../i18n/words';
import { type Cell, type Grid, isBlank } from '../cells';
import { SEAT_COLUMN, STARTS_COLUMN } from '../columns';
import type { GameDescriptor } from '../game';
import { readHeaderTable, type TableRow } from '../headerTable';
import { SHARED_LABELS } from '../labels';
import { STAGE_IDS, type StageId } from '../stageIds';
import { stageNamed } from '../stages';
import { compareNames, playerName } from '../text';

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
}

/** The results columns a live page shows of a table, in this order, when the results have them. */
const SHOWN = ['round', 'table', 'board', 'player', 'seat', 'power', 'starts'];

/** The final stage's order: a later group is the one in progress once it has rows; F and 3P are played together. */
const STAGE_GROUP: Record<StageId, number> = { QF: 0, SF: 1, '3P': 2, F: 2 };

/** A Round cell's number: digits, optionally after one word (`3`, `Round 3`, `R3`, `Turno 3`); else undefined. */
export function roundNumber(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 1 ? cell : undefined;
  const m = /^(?:\p{L}+\.?\s*)?(\d+)$/u.exec(String(cell ?? '').trim());
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

const idOf = (cell: Cell) => String(cell ?? '').trim();

/**
 * The round in progress of a results grid (the highest numbered round written, or once stage rows exist the latest
 * stage, `F` and `3P` together) and the final stage's tables, each table by table. Rows whose Round, table or Player
 * is blank are left out: the standings report them. Names go through `name` (the names choice) wherever they appear.
 */
export function liveRounds(
  game: GameDescriptor,
  grid: Grid,
  name: (player: string) => string,
): { round: LiveRound | null; stages: LiveRound[] } {
  const group = game.groupNoun;
  // the seat and the starts, which Write fills, read here even where the standings do not read them
  const specs = [...game.columns, ...[SEAT_COLUMN, STARTS_COLUMN].filter((c) => !game.columns.some((g) => g.key === c.key))];
  const { rows, columns } = readHeaderTable('Live', grid, specs);
  const keys = SHOWN.filter((k) => columns[k as keyof typeof columns] !== undefined);
  const seated = rows.filter((r) => !isBlank(r.cells.round) && !isBlank(r.cells[group]) && !isBlank(r.cells.player));
  const stageOf = (r: TableRow<string>) => stageNamed(r.cells.round);
  const stageRows = seated.filter((r) => stageOf(r) !== undefined);
  // a duel's row names the opponent (docs/seating.md: Carcassonne's pairings)
  const duel = game.modeOf?.(grid) === 'duel';
  const make = (round: string, of: TableRow<string>[], withScore: boolean): LiveRound => {
    const shownKeys = withScore ? [...keys, game.scoreColumn] : keys;
    const tables = new Map<string, TableRow<string>[]>();
    for (const r of of) {
      const id = `${idOf(r.cells.round)}\u0000${idOf(r.cells[group])}`;
      tables.set(id, [...(tables.get(id) ?? []), r]);
    }
    const ordered = [...tables.values()].sort((a, b) => compareTables(idOf(a[0].cells[group]), idOf(b[0].cells[group])));
    const out: Cell[][] = [];
    const unscored: string[] = [];
    for (const table of ordered) {
      if (table.every((r) => isBlank(r.cells[game.scoreColumn]))) unscored.push(idOf(table[0].cells[group]));
      for (const r of table) {
        const row = shownKeys.map((k) => (k === 'player' ? name(playerName(r.cells.player)) : shownCell(r.cells[k])));
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
      columns: [...shownKeys.map((k) => (k === game.scoreColumn ? 'score' : k)), ...(duel ? ['opponent'] : [])],
      rows: out,
      unscored,
    };
  };
  const stages = STAGE_IDS.filter((s) => stageRows.some((r) => stageOf(r) === s)).map((s) =>
    make(
      s,
      stageRows.filter((r) => stageOf(r) === s),
      true,
    ),
  );
  if (stages.length) {
    const latest = Math.max(...stages.map((s) => STAGE_GROUP[s.round as StageId]));
    const now = stages.filter((s) => STAGE_GROUP[s.round as StageId] === latest);
    const rounds = now.map((s) => s.round);
    return {
      round: make(
        rounds.join(' + '),
        stageRows.filter((r) => rounds.includes(stageOf(r) as string)),
        false,
      ),
      stages,
    };
  }
  const numbers = seated.map((r) => roundNumber(r.cells.round)).filter((n): n is number => n !== undefined);
  if (!numbers.length) return { round: null, stages: [] };
  const last = Math.max(...numbers);
  return {
    round: make(
      String(last),
      seated.filter((r) => roundNumber(r.cells.round) === last),
      false,
    ),
    stages: [],
  };
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
