import type { Said, Text } from '../../i18n/message';
import type { Label } from '../../i18n/words';
import { PLAYER_COLUMN, ROUND_COLUMN, SEAT_COLUMN } from '../columns';
import type { GroupKind } from '../groupKind';
import { type ColumnSpec, columnPlace } from '../headerTable';
import { SHARED_LABELS } from '../labels';
import { say as sayShared } from '../messages';
import { largest } from '../numbers';
import { fail } from '../problems';
import { compareNames } from '../text';
import { affineSeatings } from './affine';
import { cheapestAssignment } from './assignment';
import { designSeatings } from './designRounds';
import { type Field, nextField } from './field';
import { levelWeights } from './lexicographic';
import { say } from './messages';
import type { Seating } from './seating';
import { chooseStarters } from './starters';
import { seatTables, type TablesProblem } from './tables';

/** A table of the new round, its players in seat order (seat 1 starts). */
export interface SeatedTable {
  table: number;
  players: string[];
}

export type TableMode = 'schedule' | 'standings';

/** t = ⌈n/4⌉ tables, 4t − n of them of 3, last (docs/seating.md). */
export function tableSizes(fn: string, n: number): number[] {
  const t = Math.ceil(n / 4);
  const threes = 4 * t - n;
  if (n < 3 || threes > t) fail(fn, { message: say('tooFewToSeat', { players: n }) });
  return [...Array<number>(t - threes).fill(4), ...Array<number>(threes).fill(3)];
}

/** Fixed tables as 0-based pins, refused when a table does not exist or holds more than its seats. */
export function pinsOf(fn: string, field: Field, sizes: readonly number[], noun: GroupKind): (number | undefined)[] {
  const count = new Map<number, string[]>();
  field.fixed.forEach((t, i) => {
    if (t === undefined) return;
    if (t > sizes.length)
      fail(fn, {
        row: field.rosterRows[i],
        range: 'roster',
        ...columnPlace(field.roster, 'fixed', 'Fixed table'),
        message: say('fixedBeyond', { player: field.names[i], group: noun, fixed: t, round: field.round, groups: sizes.length }),
      });
    count.set(t, [...(count.get(t) ?? []), field.names[i]]);
  });
  for (const [t, names] of count)
    if (names.length > sizes[t - 1])
      fail(fn, {
        column: columnPlace(field.roster, 'fixed', 'Fixed table').column,
        message: say('fixedOverfull', {
          players: names.length,
          group: noun,
          fixed: t,
          names: [...names].sort(compareNames).join(', '),
          seats: sizes[t - 1],
        }),
      });
  return field.fixed.map((t) => (t === undefined ? undefined : t - 1));
}

/** How many times each player already sat in each seat, and at a 3-player table. */
function seatHistory(field: Field) {
  const seats = field.names.map(() => new Map<number, number>());
  const threes = field.names.map(() => 0);
  for (const sitting of field.past.sittings)
    for (const s of sitting.seats) {
      const i = field.index.get(s.player);
      if (i === undefined) continue;
      if (sitting.seats.length === 3) threes[i]++;
      if (s.seat !== undefined) seats[i].set(s.seat, (seats[i].get(s.seat) ?? 0) + 1);
    }
  return { seats, threes };
}

/** Repeated meetings and Avoid pairs at one table, as warnings. */
export function tableWarnings(field: Field, table: readonly number[], where: Text): Said[] {
  const out: Said[] = [];
  for (let x = 0; x < table.length; x++)
    for (let y = x + 1; y < table.length; y++) {
      const [a, b] = compareNames(field.names[table[x]], field.names[table[y]]) < 0 ? [table[x], table[y]] : [table[y], table[x]];
      if (a === b) continue;
      const met = field.met(a, b);
      if (met) out.push(say('metAgain', { a: field.names[a], b: field.names[b], times: met + 1, place: where }));
      if (field.avoid[a] && field.avoid[a] === field.avoid[b])
        out.push(say('avoidTogether', { a: field.names[a], b: field.names[b], place: where, avoid: field.roster.named('avoid') }));
    }
  return out;
}

/**
 * Standings mode's start: consecutive blocks of the standings (players without a scored game last), each table
 * first holding the players fixed at it. From there a player moves only to an adjacent table, to meet fewer again.
 */
function standingsBlocks(
  field: Field,
  ranking: readonly string[],
  sizes: readonly number[],
  pinned: readonly (number | undefined)[],
): number[][] {
  const byRank = ranking.map((name) => field.index.get(name)).filter((i): i is number => i !== undefined);
  const ranked = new Set(byRank);
  for (let i = 0; i < field.names.length; i++) if (!ranked.has(i)) byRank.push(i);
  const free = byRank.filter((i) => pinned[i] === undefined);
  let k = 0;
  return sizes.map((size, t) => {
    const table = byRank.filter((i) => pinned[i] === t);
    while (table.length < size) table.push(free[k++]);
    return table;
  });
}

/**
 * Up to this many players (beyond the exact search's 12), a round looks PLAN_ROUNDS rounds ahead to choose who starts
 * (docs/seating.md): each planned round is one more search of the same size.
 */
const PLAN_UP_TO = 100;

/** A round's seating problem from its field: the table sizes, the costs above the seats, the seats' own costs. */
function roundProblem(fn: string, field: Field, mode: TableMode, ranking: readonly string[]) {
  const n = field.names.length;
  const sizes = tableSizes(fn, n);
  const pinned = pinsOf(fn, field, sizes, 'table');
  const history = seatHistory(field);
  const pairs = sizes.reduce((s, k) => s + (k * (k - 1)) / 2, 0);
  const rounds = largest(
    field.past.sittings.map((s) => s.round),
    0,
  );
  const threes = sizes.filter((k) => k === 3).length;
  // (3) and (4) are squared (docs/seating.md): a third 3-player table waits until everyone has had a second, starts spread
  const mostThrees = largest(history.threes, 0);
  // seat 1 starts: who starts weighs before the other seats, so that no player starts more than the mean rounded up
  // a field with a known repeat-free design (16, 20, 28, 32, 40, 52, 64, 76, 88 players at tables of 4) is offered its
  // unplayed rounds, and the affine plane's lines keep 16 players free of repeats even after rounds seated by hand
  // (one or the other: the search takes the first offer that costs nothing, or, where it weighs the seats, the one
  // whose starts cost least; a line of the plane after a round of the design would close both)
  const lines = mode === 'schedule' && pinned.every((t) => t === undefined) ? affineSeatings(field, sizes[0]) : [];
  const offered = mode !== 'schedule' ? [] : lines.length ? lines : designSeatings(field, sizes, pinned);
  const [w1, w2, w3, wStart, w4] = levelWeights(
    fn,
    [
      field.meetingsBound(3),
      Math.min(pairs, field.avoidPairs),
      3 * threes * mostThrees * mostThrees,
      sizes.length * rounds * rounds,
      n * rounds * rounds,
    ],
    n,
  );
  const seatCost = (p: number, position: number) => {
    const had = history.seats[p].get(position + 1) ?? 0;
    return (position === 0 ? wStart : w4) * had * had;
  };
  const problem: TablesProblem = {
    sizes,
    pinned,
    // the costs above the seats do not depend on who started: the next round's plan is this same search (below)
    pair: (a, b) => {
      const met = field.met(a, b);
      return w1 * met * met + (field.avoid[a] && field.avoid[a] === field.avoid[b] ? w2 : 0);
    },
    bySize: (a, size) => (mode === 'schedule' && size === 3 ? w3 * history.threes[a] ** 2 : 0),
    random: field.random,
    exactUpTo: 12,
    start: mode === 'standings' ? standingsBlocks(field, ranking, sizes, pinned) : undefined,
    offered,
    movable: mode === 'standings' ? (from, to) => Math.abs(from - to) === 1 : undefined,
  };
  // who may start: the mean number of starts so far, this round's tables included, rounded up
  const share = Math.ceil((sizes.length * (rounds + 1)) / n);
  const started = (p: number) => history.seats[p].get(1) ?? 0;
  return { sizes, history, problem, seatCost, share, started };
}

/** How many rounds ahead a round plans who starts (docs/seating.md): the share binds at most every few rounds. */
const PLAN_ROUNDS = 3;

/**
 * The next rounds' tables as they will be seated, when this round can plan for them: a field in schedule mode, without
 * fixed tables, searched rather than enumerated, up to PLAN_UP_TO players. The tables do not depend on who starts (the
 * planned rounds are not polished by their seats, and take a design's first unplayed round that meets nobody), so a
 * round plans the next ones exactly as they will be seated, with their default seeds, for an unchanged field.
 * Returned in this field's numbers, with the share of starts after each round.
 */
function roundsPlan(fn: string, field: Field, tables: readonly (readonly number[])[]) {
  const plan: number[][][] = [];
  const shares: number[] = [];
  let seated = field;
  let last = tables;
  while (plan.length < PLAN_ROUNDS) {
    const next = nextField(seated, last);
    const { problem, share } = roundProblem(fn, next, 'schedule', []);
    last = seatTables(problem);
    plan.push(last.map((members) => members.map((p) => field.index.get(next.names[p]) as number)));
    shares.push(share);
    seated = next;
  }
  return { plan, shares };
}

/**
 * Tables of 3–4 (docs/seating.md, Catan; Carcassonne's `format=tables`): meetings², Avoid pairs, second 3-player tables, then
 * seat repeats, in that order. `ranking` (players by standings) is read in `standings` mode.
 */
export function seatAtTables(
  fn: string,
  field: Field,
  mode: TableMode,
  ranking: readonly string[],
): { tables: SeatedTable[]; warnings: Said[] } {
  const { sizes, history, problem, seatCost, share, started } = roundProblem(fn, field, mode, ranking);
  const n = field.names.length;
  const plans = mode === 'schedule' && problem.pinned.every((t) => t === undefined) && n > problem.exactUpTo && n <= PLAN_UP_TO;
  // a round that plans who starts leaves its tables as the search found them, and takes a design's first unplayed
  // round that meets nobody: the plan of the round before foresaw them. Otherwise the seats weigh in the search.
  const tables = seatTables(plans ? problem : { ...problem, finish: (members) => cheapestAssignment(members, seatCost).cost });
  // the other seats, once a table's starter is chosen
  const others = (members: readonly number[], starter: number) =>
    cheapestAssignment(
      members.filter((p) => p !== starter),
      (p, position) => seatCost(p, position + 1),
    );
  // each table's cheapest seat order, and the players it may give its start to: those who started least, that order's
  // starter first (how it breaks ties spreads the starts of a field beyond 100 players best), then by their other seats
  const cheapest = tables.map((members) => cheapestAssignment(members, seatCost).order);
  const candidates = tables.map((members, t) => {
    const fewest = Math.min(...members.map(started));
    const cost = (p: number) => (p === cheapest[t][0] ? -1 : others(members, p).cost);
    return members.filter((p) => started(p) === fewest).sort((a, b) => cost(a) - cost(b));
  });
  const ahead = plans ? roundsPlan(fn, field, tables) : undefined;
  const starters = ahead ? chooseStarters([candidates, ...ahead.plan], [share, ...ahead.shares], started) : candidates.map((c) => c[0]);
  const warnings: Said[] = [];
  const seated = tables.map((members, t) => {
    const order = starters[t] === cheapest[t][0] ? cheapest[t] : [starters[t], ...others(members, starters[t]).order];
    const where = sayShared('atTable', { id: String(t + 1) });
    warnings.push(...tableWarnings(field, order, where));
    if (sizes[t] === 3)
      for (const p of order)
        if (history.threes[p] > 0) warnings.push(say('threeAgain', { player: field.names[p], times: history.threes[p] + 1, place: where }));
    return { table: t + 1, players: order.map((p) => field.names[p]) };
  });
  return { tables: seated, warnings };
}

/** What a seating of tables spills, and the results columns each fills on Write. */
export const TABLE_HEADER: Label[] = [SHARED_LABELS.round, SHARED_LABELS.table, SHARED_LABELS.seat, SHARED_LABELS.player];
export const tableColumns = (table: ColumnSpec) => [ROUND_COLUMN, table, SEAT_COLUMN, PLAYER_COLUMN];

/** Tables of 3–4 as a seating function answers them: Round, Table, Seat, Player, by table then seat. */
export function tablesSeating(fn: string, field: Field, table: ColumnSpec, mode: TableMode, ranking: readonly string[]): Seating {
  const { tables, warnings } = seatAtTables(fn, field, mode, ranking);
  return {
    round: field.round,
    header: TABLE_HEADER,
    columns: tableColumns(table),
    rows: tables.flatMap((t) => t.players.map((player, k) => [field.round, t.table, k + 1, player])),
    warnings: [...field.warnings, ...warnings],
    roundHeld: field.roundHeld,
  };
}
