import { clip } from '../i18n/errors';
import type { Said } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import { type Arg, type Cell, isBlank, showCell } from './cells';
import { idText } from './groups';
import { type ColumnSpec, readHeaderTable, type TableRow } from './headerTable';
import { say } from './messages';
import { roundLabel } from './stages';
import { TableProblems } from './tableProblems';
import { playerName } from './text';

/** One row of a results range: where it is, who played, and its cells. */
export interface Entry<K extends string> {
  row: number;
  player: string;
  cells: Record<K, Cell>;
}

/** One table or board of one round, in the order it first appears. */
export interface Sitting<K extends string> {
  round: string;
  id: string;
  /** How messages name it: "round 2, table 3". */
  label: Said;
  entries: Entry<K>[];
}

export interface TournamentLayout<K extends string> {
  columns: readonly ColumnSpec<K | 'round' | 'player'>[];
  /** The column that names the table or board, and what one is called. */
  group: K;
  noun: 'table' | 'board';
  /** The score columns: a sitting whose score cells are all blank is not yet played (docs/conventions.md). */
  score: K;
  /** How many tables or boards a player may sit at in one round: 1, or 2 for Diplomacy's doublers (docs/diplomacy.md#other-scoring-systems). */
  seatsPerRound?: number;
  /** Rows that are not at a table, such as a Carcassonne bye; they keep their own list. */
  aside?: (cells: Record<K, Cell>) => boolean;
}

export interface Tournament<K extends string> {
  sittings: Sitting<K>[];
  aside: (Entry<K> & { round: string })[];
  /** Every problem found, each at its cell; the games add theirs before throwing. */
  problems: TableProblems<K | 'round' | 'player'>;
  /** One per round whose sittings await scores, e.g. "3 tables await scores (round 4)". */
  warnings: Said[];
  /** The sittings whose scores are all blank: seated, not yet played. */
  waiting: Sitting<K>[];
  /** Whether the results have this (optional) column. */
  has(key: K): boolean;
}

/**
 * The shared reading of a header-driven results range: identities checked on every row (blank Round, table or
 * Player; a player twice in a round), rows gathered into sittings, sittings not yet played left out with a warning,
 * and a blank score beside filled ones reported at its cell. Each game then reads its own score cells.
 */
export function readTournament<K extends string>(fn: string, results: Arg, layout: TournamentLayout<K>): Tournament<K> {
  const table = readHeaderTable<K | 'round' | 'player'>(fn, results, layout.columns);
  const problems = new TableProblems<K | 'round' | 'player'>(layout.columns, table);
  const seated = seatRows(table.rows, layout, problems);
  const { played, unplayed, warnings } = splitPlayed(seated.sittings, layout, problems);
  return { sittings: played, aside: seated.aside, problems, warnings, waiting: unplayed, has: (key) => table.columns[key] !== undefined };
}

type Problems<K extends string> = TableProblems<K | 'round' | 'player'>;

/** Where a player sits in a round: a sitting, or a row aside (a bye). */
interface Seat {
  id: string;
  label: Said;
}

/**
 * One round's sittings by id, each player's first seat, and any later ones (Diplomacy's doubler, or a mistake): kept
 * per round rather than by joined texts, since a column of thousands would build two new strings a row.
 */
interface RoundSeats<K extends string> {
  sittings: Map<string, Sitting<K>>;
  seats: Map<string, Seat>;
  more: Map<string, Seat[]>;
}

/**
 * The rows gathered into sittings (or set aside, as a bye), in the order they first appear: a row whose Round, table
 * or Player is blank, or whose Round is neither a round nor a stage, is a problem at its cell; a player's second seat
 * in a round is checked against the seats a round allows.
 */
function seatRows<K extends string>(
  rows: readonly TableRow<K | 'round' | 'player'>[],
  layout: TournamentLayout<K>,
  problems: Problems<K>,
): { sittings: Sitting<K>[]; aside: Tournament<K>['aside'] } {
  const sittings: Sitting<K>[] = [];
  const aside: Tournament<K>['aside'] = [];
  const rounds = new Map<string, RoundSeats<K>>();
  const roundOf = roundReader();
  const unjudged = unjudgedSittings(rows, layout, roundOf);
  for (const { row, cells } of rows) {
    const round = identityOf(row, cells, layout, problems, roundOf);
    if (round === undefined) continue;
    const id = idText(cells[layout.group]);
    const inRound = roundSeats(rounds, round);
    const off = layout.aside?.(cells as Record<K, Cell>) ?? false;
    const sitting = off ? undefined : (inRound.sittings.get(id) ?? newSitting(inRound, round, id, layout));
    // a sitting not judged is seated (its players are taken) but never listed
    if (sitting && !sitting.entries.length && !unjudged.has(sittingKey(round, id))) sittings.push(sitting);
    const seat: Seat = sitting ?? { id, label: say('atAside', { round: clip(round), id: clip(id) }) };
    const player = playerName(cells.player);
    takeSeat(inRound, row, player, round, seat, layout, problems);
    const entry = { row, player, cells: cells as Record<K, Cell> };
    if (sitting) sitting.entries.push(entry);
    else aside.push({ ...entry, round });
  }
  return { sittings, aside };
}

/** A table or board met for the first time in its round. */
function newSitting<K extends string>(inRound: RoundSeats<K>, round: string, id: string, layout: TournamentLayout<K>): Sitting<K> {
  const sitting = { round, id, label: say('atSitting', { round: clip(round), kind: layout.noun, id: clip(id) }), entries: [] };
  inRound.sittings.set(id, sitting);
  return sitting;
}

/** A round's seats, made when its first row is read. */
function roundSeats<K extends string>(rounds: Map<string, RoundSeats<K>>, round: string): RoundSeats<K> {
  let seats = rounds.get(round);
  if (!seats) {
    seats = { sittings: new Map(), seats: new Map(), more: new Map() };
    rounds.set(round, seats);
  }
  return seats;
}

/** A sitting's key: its round and its id. */
const sittingKey = (round: string | undefined, id: string) => `${round}\u0000${id}`;

/** Each Round cell read once: a results range repeats a handful of Round values on every row. */
function roundReader(): (cell: Cell) => string | undefined {
  const texts = new Map<Cell, string | undefined>();
  return (cell) => {
    if (texts.has(cell)) return texts.get(cell);
    const text = roundText(cell);
    texts.set(cell, text);
    return text;
  };
}

/** The sittings with a row whose player is blank: they have no known size, and are not judged as tables. */
function unjudgedSittings<K extends string>(
  rows: readonly TableRow<K | 'round' | 'player'>[],
  layout: TournamentLayout<K>,
  roundOf: (cell: Cell) => string | undefined,
): Set<string> {
  return new Set(
    rows
      .filter((r) => isBlank(r.cells.player) && !isBlank(r.cells.round) && !isBlank(r.cells[layout.group]))
      .map((r) => sittingKey(roundOf(r.cells.round), idText(r.cells[layout.group]))),
  );
}

/** A row's round, or undefined when its Round, table or Player is blank, or its Round names no round: each a problem. */
function identityOf<K extends string>(
  row: number,
  cells: Record<K | 'round' | 'player', Cell>,
  layout: TournamentLayout<K>,
  problems: Problems<K>,
  roundOf: (cell: Cell) => string | undefined,
): string | undefined {
  if (isBlank(cells.round) || isBlank(cells[layout.group]) || isBlank(cells.player)) {
    for (const k of ['round', layout.group, 'player'] as const)
      if (isBlank(cells[k])) problems.at(row, k, say('blankCell', { header: problems.header(k) }));
    return undefined;
  }
  const round = roundOf(cells.round);
  if (round === undefined)
    problems.at(row, 'round', say('roundNotRoundOrStage', { header: problems.header('round'), value: showCell(cells.round) }));
  return round;
}

/**
 * A player takes a seat in a round: their first, or a later one, which is a problem at the same table, or past the
 * seats a round allows (1, or 2 for Diplomacy's doublers).
 */
function takeSeat<K extends string>(
  inRound: RoundSeats<K>,
  row: number,
  player: string,
  round: string,
  seat: Seat,
  layout: TournamentLayout<K>,
  problems: Problems<K>,
): void {
  const first = inRound.seats.get(player);
  if (!first) {
    inRound.seats.set(player, seat);
    return;
  }
  const most = layout.seatsPerRound ?? 1;
  const earlier = [first, ...(inRound.more.get(player) ?? [])];
  if (earlier.some((e) => e.id === seat.id))
    problems.at(row, 'player', say('seatTwice', { player, place: seat.label, kind: layout.noun }), seat.label);
  else if (earlier.length >= most)
    problems.at(
      row,
      'player',
      most === 1
        ? say('playsTwice', { player, round, earlier: first.label, kind: layout.noun })
        : say('playsTooOften', { player, times: earlier.length + 1, round, earlier: earlier.map((e) => e.label), most }),
      seat.label,
    );
  inRound.more.set(player, [...earlier.slice(1), seat]);
}

/**
 * The sittings played, and those whose score cells are all blank (seated, not yet played), one warning per round
 * with such; a blank score beside filled ones is a problem at its cell.
 */
function splitPlayed<K extends string>(
  sittings: readonly Sitting<K>[],
  layout: TournamentLayout<K>,
  problems: Problems<K>,
): { played: Sitting<K>[]; unplayed: Sitting<K>[]; warnings: Said[] } {
  const waiting = new Map<string, number>();
  const played: Sitting<K>[] = [];
  const unplayed: Sitting<K>[] = [];
  for (const sitting of sittings) {
    const blank = sitting.entries.filter((e) => isBlank(e.cells[layout.score]));
    if (blank.length === sitting.entries.length) {
      waiting.set(sitting.round, (waiting.get(sitting.round) ?? 0) + 1);
      unplayed.push(sitting);
      continue;
    }
    for (const e of blank)
      problems.at(e.row, layout.score, say('blankScoreFor', { header: problems.header(layout.score), player: e.player }), sitting.label);
    played.push(sitting);
  }
  const warnings = [...waiting].map(([round, tables]) => saySheet('awaiting', { tables, kind: layout.noun, round }));
  return { played, unplayed, warnings };
}

/**
 * A Round cell as one text for every way of writing it (docs/conventions.md#round-labels): `Round 3`, `R3` and `3`
 * are round "3"; a stage keeps its name as written. Undefined for a Round that names neither.
 */
function roundText(cell: Cell): string | undefined {
  const round = roundLabel(cell);
  return typeof round === 'number' ? String(round) : round && idText(cell);
}

/** The rounds these sittings are of, each once, in the order met. */
export function roundsOf(sittings: readonly { round: string }[]): string[] {
  return [...new Set(sittings.map((s) => s.round))];
}
