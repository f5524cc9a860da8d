import type { Said } from '../../i18n/message';
import { type Arg, type Cell, isBlank, isGrid, showCell } from '../cells';
import { asNumber, largest } from '../numbers';
import { fail } from '../problems';
import type { StageId } from '../stageIds';
import { sortByName } from '../text';
import { say } from './messages';
import { type PastLayout, type PastRounds, readPastRounds } from './past';
import { type Random, seededRandom, shuffled } from './random';
import { NO_ROSTER, type RosterColumns, readRoster } from './roster';

/** The arguments every seating function takes, as Sheets passes them. */
export interface SeatingArgs {
  results: Arg;
  round: Arg;
  roster?: Arg;
  seed?: Arg;
}

/** Who is to be seated in which round, with what they carry from earlier rounds. Players are numbered 0…n−1. */
export interface Field {
  round: number;
  /** Sorted by folded name, then shuffled by the seed: the same rows and seed give the same order. */
  names: string[];
  fixed: (number | undefined)[];
  /** Each player's row in the roster, for messages. */
  rosterRows: (number | undefined)[];
  /** The roster's columns, as messages name them (its headers as written, or their labels without a roster). */
  roster: RosterColumns;
  /** Players sharing a non-blank key are kept apart. */
  avoid: string[];
  /** Seats this round: 1, or 2 for a Diplomacy doubler. */
  games: number[];
  index: Map<string, number>;
  past: PastRounds;
  /** Whether the results already hold rows of the round to seat. */
  roundHeld: boolean;
  random: Random;
  warnings: Said[];
  /** How many times two players sat at one table or board before. */
  met(a: number, b: number): number;
  /**
   * Bounds of the first two levels, for the weights: `mates` table-mates of each player meeting again, and the
   * pairs that share an Avoid key.
   */
  meetingsBound(mates: number): number;
  avoidPairs: number;
}

/** A single cell, also when Sheets passes it as a one-cell range. */
export function single(fn: string, name: string, value: Arg): Cell {
  if (!isGrid(value)) return value;
  if (value.length === 1 && isGrid(value[0]) && value[0].length === 1) return value[0][0];
  return fail(fn, { column: name, message: say('oneCellNotRange', { name }) });
}

function readRound(fn: string, value: Arg, rounds: Set<number>, stages: Set<StageId>): number {
  const cell = single(fn, 'round', value);
  if (stages.size)
    fail(fn, {
      column: 'round',
      message: say('stageBegun', { stages: [...stages].join(', ') }),
    });
  if (isBlank(cell)) return largest(rounds, 0) + 1;
  const n = asNumber(cell);
  if (n === undefined || !Number.isInteger(n) || n < 1)
    return fail(fn, { column: 'round', message: say('roundNotWhole', { value: showCell(cell) }) });
  return n;
}

export function readSeed(fn: string, value: Arg | undefined, round: number): number {
  const cell = single(fn, 'seed', value);
  if (isBlank(cell)) return round;
  const n = asNumber(cell);
  if (n === undefined || !Number.isInteger(n)) return fail(fn, { column: 'seed', message: say('seedNotWhole', { value: showCell(cell) }) });
  return ((n % 2 ** 32) + 2 ** 32) % 2 ** 32;
}

const pairKey = (a: number, b: number, n: number) => (a < b ? a * n + b : b * n + a);

/** Reads the results, the roster, the round and the seed into the field to seat (docs/seating.md, Inputs). */
export function readField(fn: string, args: SeatingArgs, layout: PastLayout, readsGames: boolean): Field {
  // the round is needed to know which rows count; a blank round is the one after the last the results hold
  const results = readPastRounds(fn, args.results, layout);
  const round = readRound(fn, args.round, results.rounds, results.stages);
  const past = results.before(round);
  const seed = readSeed(fn, args.seed, round);
  const warnings: Said[] = [];
  let entries: Entry[];
  let columns = NO_ROSTER;
  if (isBlank(args.roster)) {
    entries = past.players.map((player) => ({ player, avoid: '', games: 1 }));
    if (!entries.length) fail(fn, { column: 'roster', message: say('noRoundsNeedRoster', { round }) });
  } else {
    const roster = readRoster(fn, args.roster as Arg, readsGames);
    columns = roster.columns;
    entries = roster.entries.filter((r) => r.active && r.games > 0);
    const listed = new Set(roster.entries.map((r) => r.player));
    const missing = sortByName(
      past.players.filter((p) => !listed.has(p)),
      (p) => p,
    );
    if (missing.length) warnings.push(say('notOnRoster', { players: missing.slice(0, 5), more: Math.max(0, missing.length - 5) }));
  }
  return fieldOf(round, seed, entries, columns, past, results.rounds.has(round), warnings);
}

/** A player to seat, as the roster (or the results) gives them. */
interface Entry {
  player: string;
  fixed?: number;
  avoid: string;
  games: number;
  row?: number;
}

/** The field of `round` from its players and the rounds before it, numbered in the seed's order. */
function fieldOf(
  round: number,
  seed: number,
  entries: Entry[],
  roster: RosterColumns,
  past: PastRounds,
  roundHeld: boolean,
  warnings: Said[],
): Field {
  const random = seededRandom(seed);
  const order = shuffled(
    sortByName(entries, (e) => e.player),
    random,
  );
  const n = order.length;
  const index = new Map(order.map((e, i) => [e.player, i]));
  const met = new Map<number, number>();
  for (const sitting of past.sittings) {
    const ids = sitting.seats.map((s) => index.get(s.player)).filter((i): i is number => i !== undefined);
    for (let x = 0; x < ids.length; x++)
      for (let y = x + 1; y < ids.length; y++) {
        if (ids[x] === ids[y]) continue;
        const k = pairKey(ids[x], ids[y], n);
        met.set(k, (met.get(k) ?? 0) + 1);
      }
  }
  // the most times each player met any one other: a player's table-mates cost at most that, squared, each
  const most = Array<number>(n).fill(0);
  for (const [k, times] of met) {
    const [a, b] = [Math.floor(k / n), k % n];
    most[a] = Math.max(most[a], times);
    most[b] = Math.max(most[b], times);
  }
  const squares = most.reduce((s, m, i) => s + m * m * order[i].games, 0);
  const keys = new Map<string, number>();
  for (const e of order) if (e.avoid) keys.set(e.avoid, (keys.get(e.avoid) ?? 0) + 1);
  // a key every player holds keeps nobody apart: every seating pairs its holders alike, so it is left out rather than
  // weighed (it would only cost the search its time, and warn at every table)
  for (const [key, count] of keys)
    if (count === n && n > 1) {
      keys.delete(key);
      for (const e of order) if (e.avoid === key) e.avoid = '';
      warnings.push(say('avoidForAll', { avoid: roster.named('avoid'), key: showCell(key) }));
    }
  return {
    round,
    names: order.map((e) => e.player),
    fixed: order.map((e) => e.fixed),
    rosterRows: order.map((e) => e.row),
    roster,
    avoid: order.map((e) => e.avoid),
    games: order.map((e) => e.games),
    index,
    past,
    roundHeld,
    random,
    warnings,
    met: (a, b) => met.get(pairKey(a, b, n)) ?? 0,
    meetingsBound: (mates) => Math.ceil((mates * squares) / 2),
    avoidPairs: [...keys.values()].reduce((s, c) => s + (c * (c - 1)) / 2, 0),
  };
}

/**
 * The field the next round would read once this round's tables are written, with its default seed: what the seating
 * of this round plans for (tableSeating.ts). Who starts is left out: the next round's tables do not depend on it.
 */
export function nextField(field: Field, tables: readonly (readonly number[])[]): Field {
  const entries = field.names.map((player, i) => ({
    player,
    fixed: field.fixed[i],
    avoid: field.avoid[i],
    games: field.games[i],
    row: field.rosterRows[i],
  }));
  const sittings = tables.map((members, t) => ({
    round: field.round,
    id: String(t + 1),
    seats: members.map((p) => ({ player: field.names[p], starts: false })),
  }));
  const past = { ...field.past, sittings: [...field.past.sittings, ...sittings] };
  return fieldOf(field.round + 1, field.round + 1, entries, field.roster, past, false, []);
}

/** Names in a warning: all of them up to five, then how many more. */
export function list(names: string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}
