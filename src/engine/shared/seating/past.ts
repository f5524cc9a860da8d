import { type Arg, type Cell, type Grid, isBlank, isGrid, showCell } from '../cells';
import { PLAYER_COLUMN, ROUND_COLUMN, SEAT_COLUMN, STARTS_COLUMN } from '../columns';
import { readFlag } from '../flags';
import { readGrid } from '../grid';
import { idText } from '../groups';
import { type ColumnSpec, readHeaderTable } from '../headerTable';
import { say } from '../messages';
import { asNumber } from '../numbers';
import type { StageId } from '../stageIds';
import { roundLabel } from '../stages';
import { TableProblems } from '../tableProblems';
import { playerName } from '../text';

/** One seat of an earlier round, played or waiting for scores. */
export interface PastSeat {
  player: string;
  seat?: number;
  power?: Cell;
  starts: boolean;
}

export interface PastSitting {
  round: number;
  id: string;
  seats: PastSeat[];
}

/** What a seating reads of the results: the rounds before the one it seats (docs/seating.md). */
export interface PastRounds {
  /** The results with every row of that round or later blanked (row numbers kept), for the game's standings. */
  before: Grid | undefined;
  /** Tables or boards of earlier rounds, scored or not: they count for meetings, seats, starts, powers. */
  sittings: PastSitting[];
  byes: Map<string, number>;
  /** Everyone who played an earlier round, in the order the results list them. */
  players: string[];
}

/** The results read once: the rounds they hold rows for, at any number, and what lies before any one of them. */
export interface ResultsRounds {
  rounds: Set<number>;
  /** The stages of the final stage they hold rows of (docs/formats.md#the-final-stage). */
  stages: Set<StageId>;
  before(round: number): PastRounds;
}

/** A row of the results with a whole Round: where it is, and what a seating reads of it. */
interface DatedRow {
  index: number;
  round: number;
  /** Blank when the row's table or player is blank: the standings name that cell. */
  player?: string;
  bye: boolean;
  id: string;
  seat: PastSeat;
}

type Key = 'round' | 'group' | 'player' | 'seat' | 'starts' | 'power';

/** The columns a seating reads; the game's score columns are the standings' to check. */
export interface PastLayout {
  group: ColumnSpec;
  power?: ColumnSpec;
  /** A row that is not at a table (a Carcassonne bye). */
  aside?: (group: Cell) => boolean;
}

/** Whether the results hold nothing yet: blank, or a header row alone (before round 1). */
function isEmpty(results: Arg): boolean {
  return !isGrid(results) || results.length === 0 || results.every((row) => !isGrid(row) || row.every(isBlank));
}

/**
 * Reads every row of the results once; a Round that names no round nor stage (docs/conventions.md#round-labels), a Seat or a Starts mark that
 * cannot be read is an error at its cell, in whatever round. A seating for round N then takes only the rows whose
 * Round is below N, and blanks the others for the standings.
 */
export function readPastRounds(fn: string, results: Arg, layout: PastLayout): ResultsRounds {
  if (isEmpty(results))
    return { rounds: new Set(), stages: new Set(), before: () => ({ before: undefined, sittings: [], byes: new Map(), players: [] }) };
  const grid = readGrid(fn, 'results', results as Grid);
  const specs = [
    ROUND_COLUMN,
    { ...layout.group, key: 'group' },
    PLAYER_COLUMN,
    SEAT_COLUMN,
    STARTS_COLUMN,
    ...(layout.power ? [{ ...layout.power, key: 'power' }] : []),
  ] as ColumnSpec<Key>[];
  const table = readHeaderTable<Key>(fn, grid, specs);
  const problems = new TableProblems<Key>(specs, table);
  const dated: DatedRow[] = [];
  const stages = new Set<StageId>();
  for (const { row, cells } of table.rows) {
    if (isBlank(cells.round)) continue; // the standings name a blank Round at its cell
    const round = roundLabel(cells.round);
    if (round === undefined)
      problems.at(row, 'round', say('roundNotRoundOrStage', { header: problems.header('round'), value: showCell(cells.round) }));
    if (typeof round !== 'number') {
      if (round) stages.add(round);
      continue;
    }
    const seat = isBlank(cells.seat) ? undefined : asNumber(cells.seat);
    if (!isBlank(cells.seat) && (seat === undefined || !Number.isInteger(seat) || seat < 1))
      problems.at(row, 'seat', say('notWholeFromOne', { header: problems.header('seat'), value: showCell(cells.seat) }));
    const starts = problems.read(row, 'starts', () => readFlag(cells.starts, problems.header('starts'))) ?? false;
    const player = isBlank(cells.group) || isBlank(cells.player) ? undefined : playerName(cells.player);
    dated.push({
      index: row - 1,
      round,
      player,
      bye: layout.aside?.(cells.group) ?? false,
      id: idText(cells.group),
      seat: { player: player ?? '', seat, power: cells.power, starts },
    });
  }
  problems.throwIfAny(fn);
  return { rounds: new Set(dated.map((d) => d.round)), stages, before: (round) => pastBefore(grid, dated, round) };
}

function pastBefore(grid: Grid, dated: readonly DatedRow[], round: number): PastRounds {
  const later = new Set(dated.filter((d) => d.round >= round).map((d) => d.index));
  const sittings = new Map<string, PastSitting>();
  const byes = new Map<string, number>();
  const players = new Set<string>();
  for (const d of dated) {
    if (d.round >= round || d.player === undefined) continue;
    players.add(d.player);
    if (d.bye) {
      byes.set(d.player, (byes.get(d.player) ?? 0) + 1);
      continue;
    }
    const key = `${d.round}\u0000${d.id}`;
    let sitting = sittings.get(key);
    if (!sitting) {
      sitting = { round: d.round, id: d.id, seats: [] };
      sittings.set(key, sitting);
    }
    // a match written a row per game (Carcassonne's leagues) seats its two players once
    if (!sitting.seats.some((seat) => seat.player === d.player)) sitting.seats.push(d.seat);
  }
  return {
    before: grid.map((cells, r) => (later.has(r) ? cells.map(() => '') : cells)),
    sittings: [...sittings.values()],
    byes,
    players: [...players],
  };
}
