import { type Arg, type Cell, type Grid, isBlank, isGrid, showCell } from '../cells';
import { readFlag } from '../flags';
import { readGrid } from '../grid';
import { idText } from '../groups';
import { type ColumnSpec, readHeaderTable } from '../headerTable';
import { asNumber } from '../numbers';
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

/** What a seating reads of the results: the rounds before the one it seats (SPEC §8). */
export interface PastRounds {
  /** The results with every row of that round or later blanked (row numbers kept), for the game's standings. */
  before: Grid | undefined;
  /** Tables or boards of earlier rounds, scored or not: they count for meetings, seats, starts, powers. */
  sittings: PastSitting[];
  byes: Map<string, number>;
  /** Everyone who played an earlier round, in the order the results list them. */
  players: string[];
  /** The rounds the results hold rows for, at any number. */
  rounds: Set<number>;
}

type Key = 'round' | 'group' | 'player' | 'seat' | 'starts' | 'power';

/** The columns a seating reads; the game's score columns are the standings' to check. */
export interface PastLayout {
  group: ColumnSpec;
  power?: ColumnSpec;
  /** A row that is not at a table (a Carcassonne bye). */
  aside?: (group: Cell) => boolean;
}

export const SEAT_COLUMN: ColumnSpec = { key: 'seat', names: ['Seat', 'Posto', 'Platz'], required: false };
export const STARTS_COLUMN: ColumnSpec = { key: 'starts', names: ['Starts', 'Inizia', 'Beginnt'], required: false };
export const ROUND_COLUMN: ColumnSpec = { key: 'round', names: ['Round', 'Turno', 'Partita', 'Runda'], required: true };
export const PLAYER_COLUMN: ColumnSpec = { key: 'player', names: ['Player', 'Giocatore', 'Nome', 'Name', 'Jucător'], required: true };

/** Whether the results hold nothing yet: blank, or a header row alone (before round 1). */
function isEmpty(results: Arg): boolean {
  return !isGrid(results) || results.length === 0 || results.every((row) => !isGrid(row) || row.every(isBlank));
}

/** A Round cell: a whole number from 1. */
export function roundOf(value: Cell): number | undefined {
  const n = asNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * Reads the results before round `round`: only rows whose Round is a whole number below it count (a Round that is
 * not a whole number from 1 is an error at its cell); later rows are blanked for the standings.
 */
export function readPastRounds(fn: string, results: Arg, round: number, layout: PastLayout): PastRounds {
  const empty: PastRounds = { before: undefined, sittings: [], byes: new Map(), players: [], rounds: new Set() };
  if (isEmpty(results)) return empty;
  const grid = readGrid(fn, 'results', results as Grid);
  const specs = [
    ROUND_COLUMN,
    { ...layout.group, key: 'group' },
    PLAYER_COLUMN,
    SEAT_COLUMN,
    STARTS_COLUMN,
    ...(layout.power ? [{ ...layout.power, key: 'power' }] : []),
  ] as ColumnSpec<Key>[];
  const { rows, columns } = readHeaderTable<Key>(fn, grid, specs);
  const problems = new TableProblems<Key>(specs, columns);
  const later = new Set<number>();
  const sittings = new Map<string, PastSitting>();
  const byes = new Map<string, number>();
  const players = new Set<string>();
  for (const { row, cells } of rows) {
    if (isBlank(cells.round)) continue; // the standings name a blank Round at its cell
    const n = roundOf(cells.round);
    if (n === undefined) {
      problems.at(row, 'round', `Round ${showCell(cells.round)} is not a whole number from 1`);
      continue;
    }
    empty.rounds.add(n);
    if (n >= round) {
      later.add(row - 1);
      continue;
    }
    if (isBlank(cells.group) || isBlank(cells.player)) continue; // the standings name the blank cell
    const player = playerName(cells.player);
    players.add(player);
    if (layout.aside?.(cells.group)) {
      byes.set(player, (byes.get(player) ?? 0) + 1);
      continue;
    }
    const seat = isBlank(cells.seat) ? undefined : asNumber(cells.seat);
    if (!isBlank(cells.seat) && (seat === undefined || !Number.isInteger(seat) || seat < 1))
      problems.at(row, 'seat', `Seat ${showCell(cells.seat)} is not a whole number from 1`);
    const starts = problems.read(row, 'starts', () => readFlag(cells.starts, 'Starts')) ?? false;
    const id = idText(cells.group);
    const key = `${n}\u0000${id}`;
    let sitting = sittings.get(key);
    if (!sitting) {
      sitting = { round: n, id, seats: [] };
      sittings.set(key, sitting);
    }
    sitting.seats.push({ player, seat, power: cells.power, starts });
  }
  problems.throwIfAny(fn);
  return {
    before: grid.map((cells, r) => (later.has(r) ? cells.map(() => '') : cells)),
    sittings: [...sittings.values()],
    byes,
    players: [...players],
    rounds: empty.rounds,
  };
}
