import { clip } from '../i18n/errors';
import type { Said } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import { type Arg, type Cell, isBlank, showCell } from './cells';
import { idText } from './groups';
import { type ColumnSpec, readHeaderTable } from './headerTable';
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
 * and a blank score beside filled ones reported at its cell. Each game then reads its own score cells. Kept whole (on
 * biome.json's list): split into phases, its calls per row cost a standings call's first, interpreted run 13–17%.
 */
export function readTournament<K extends string>(fn: string, results: Arg, layout: TournamentLayout<K>): Tournament<K> {
  type Key = K | 'round' | 'player';
  const table = readHeaderTable<Key>(fn, results, layout.columns);
  const { rows, columns } = table;
  const problems = new TableProblems<Key>(layout.columns, table);
  const identity: Key[] = ['round', layout.group, 'player'];
  const sittings: Sitting<K>[] = [];
  const aside: Tournament<K>['aside'] = [];
  // per round: its sittings by id, each player's first seat, and any later ones (Diplomacy's doubler, or a mistake);
  // keyed per round rather than by joined texts, since a column of thousands would build two new strings a row
  const rounds = new Map<string, { sittings: Map<string, Sitting<K>>; seats: Map<string, Seat>; more: Map<string, Seat[]> }>();
  // a results range repeats a handful of Round values on every row: each is read once
  const roundTexts = new Map<Cell, string | undefined>();
  const roundOf = (cell: Cell) => {
    if (roundTexts.has(cell)) return roundTexts.get(cell);
    const text = roundText(cell);
    roundTexts.set(cell, text);
    return text;
  };
  const keyOf = (round: string | undefined, id: string) => `${round}\u0000${id}`; // a sitting's key
  const place = (cells: Record<Key, Cell>) => keyOf(roundOf(cells.round), idText(cells[layout.group]));
  // a sitting with a row whose player is blank has no known size: it is not judged as a table
  const unjudged = new Set(
    rows.filter((r) => isBlank(r.cells.player) && !isBlank(r.cells.round) && !isBlank(r.cells[layout.group])).map((r) => place(r.cells)),
  );
  const most = layout.seatsPerRound ?? 1;
  for (const { row, cells } of rows) {
    if (isBlank(cells.round) || isBlank(cells[layout.group]) || isBlank(cells.player)) {
      for (const k of identity) if (isBlank(cells[k])) problems.at(row, k, say('blankCell', { header: problems.header(k) }));
      continue;
    }
    const round = roundOf(cells.round);
    if (round === undefined) {
      problems.at(row, 'round', say('roundNotRoundOrStage', { header: problems.header('round'), value: showCell(cells.round) }));
      continue;
    }
    const id = idText(cells[layout.group]);
    const off = layout.aside?.(cells as Record<K, Cell>) ?? false;
    let inRound = rounds.get(round);
    if (!inRound) {
      inRound = { sittings: new Map(), seats: new Map(), more: new Map() };
      rounds.set(round, inRound);
    }
    let sitting = off ? undefined : inRound.sittings.get(id);
    if (!sitting && !off) {
      sitting = { round, id, label: say('atSitting', { round: clip(round), kind: layout.noun, id: clip(id) }), entries: [] };
      inRound.sittings.set(id, sitting);
      // a sitting not judged is seated (its players are taken) but never listed
      if (!(unjudged.size && unjudged.has(keyOf(round, id)))) sittings.push(sitting);
    }
    const seat: Seat = sitting ?? { id, label: say('atAside', { round: clip(round), id: clip(id) }) };
    const { label } = seat;
    const player = playerName(cells.player);
    const first = inRound.seats.get(player);
    if (!first) inRound.seats.set(player, seat);
    else {
      const earlier = [first, ...(inRound.more.get(player) ?? [])];
      if (earlier.some((e) => e.id === id))
        problems.at(row, 'player', say('seatTwice', { player, place: label, kind: layout.noun }), label);
      else if (earlier.length >= most)
        problems.at(
          row,
          'player',
          most === 1
            ? say('playsTwice', { player, round, earlier: first.label, kind: layout.noun })
            : say('playsTooOften', { player, times: earlier.length + 1, round, earlier: earlier.map((e) => e.label), most }),
          label,
        );
      inRound.more.set(player, [...earlier.slice(1), seat]);
    }
    const entry = { row, player, cells: cells as Record<K, Cell> };
    if (sitting) sitting.entries.push(entry);
    else aside.push({ ...entry, round });
  }

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
    blank.forEach((e) => {
      problems.at(e.row, layout.score, say('blankScoreFor', { header: problems.header(layout.score), player: e.player }), sitting.label);
    });
    played.push(sitting);
  }
  const warnings = [...waiting].map(([round, tables]) => saySheet('awaiting', { tables, kind: layout.noun, round }));
  return { sittings: played, aside, problems, warnings, waiting: unplayed, has: (key) => columns[key] !== undefined };
}

/** Where a player sits in a round: a sitting, or a row aside (a bye). */
interface Seat {
  id: string;
  label: Said;
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
