import type { Said } from '../i18n/message';
import type { Arg, Cell } from '../shared/cells';
import { STARTS_COLUMN } from '../shared/columns';
import { say as sayShared } from '../shared/messages';
import { fail, PodiumError } from '../shared/problems';
import { type Field, readField, type SeatingArgs } from '../shared/seating/field';
import { levelWeights } from '../shared/seating/lexicographic';
import { type CostEdge, cheapestMatching } from '../shared/seating/matching';
import { say as saySeating } from '../shared/seating/messages';
import { columnNamed, rankingBefore, type Seating } from '../shared/seating/seating';
import { readStageField, stageArg } from '../shared/seating/stageField';
import { pinsOf, tablesSeating, tableWarnings } from '../shared/seating/tableSeating';
import type { StageId } from '../shared/stageIds';
import { bracketOf, cutOf, type Slot } from './bracket';
import { say as sayLeague } from './league/messages';
import { duelLayout } from './league/seating';
import { type EarlyStage, say } from './messages';
import { readCarcassonneSettings } from './settings';
import { CARCASSONNE_COLUMNS, carcassonneStandings } from './standings';
import { improveOrder, worldOrder } from './worldOrder';

const TABLE = columnNamed(CARCASSONNE_COLUMNS, 'table');
/** Beyond this many players each is offered the opponents nearest in rank only, so a round is seated in seconds. */
const COMPLETE_GRAPH_UP_TO = 200;
const RANK_WINDOW = 24;
/** Up to this many players the World Championship's order is found exactly, by trying each better opponent. */
const EXACT_ORDER_UP_TO = 16;

/** The Swiss facts of each player: place in the standings (0 best), wins in halves, byes and starts so far. */
interface Swiss {
  rank: number[];
  halfWins: number[];
  byes: number[];
  starts: number[];
}

function swissOf(field: Field, ranking: readonly { player: string; halfWins: number }[]): Swiss {
  const n = field.names.length;
  const rank = Array<number>(n).fill(-1);
  const halfWins = Array<number>(n).fill(0);
  let next = 0;
  for (const r of ranking) {
    const i = field.index.get(r.player);
    if (i === undefined) continue;
    rank[i] = next++;
    halfWins[i] = r.halfWins;
  }
  // players without a scored game rank below everyone, in the seed's order
  for (let i = 0; i < n; i++) if (rank[i] < 0) rank[i] = next++;
  const starts = Array<number>(n).fill(0);
  for (const s of field.past.sittings)
    for (const seat of s.seats) {
      const i = field.index.get(seat.player);
      if (i !== undefined && seat.starts) starts[i]++;
    }
  return { rank, halfWins, byes: field.names.map((p) => field.past.byes.get(p) ?? 0), starts };
}

/** The pairing's costs, each level one number per edge, in docs/seating.md's order; the bye is vertex n. */
function edgeLevels(field: Field, swiss: Swiss, a: number, b: number): number[] {
  const n = field.names.length;
  if (b === n) {
    // the bye: a second bye, else how many players without one rank below (0 for the lowest-ranked without one)
    const below = swiss.byes[a] ? 0 : swiss.rank.filter((r, i) => r > swiss.rank[a] && !swiss.byes[i]).length;
    return [0, 0, swiss.byes[a] ? 1 : 0, below, 0, 0];
  }
  const met = field.met(a, b);
  const diff = swiss.halfWins[a] - swiss.halfWins[b];
  return [met * met, field.avoid[a] && field.avoid[a] === field.avoid[b] ? 1 : 0, 0, 0, diff * diff, (swiss.rank[a] - swiss.rank[b]) ** 2];
}

function pairingGraph(field: Field, swiss: Swiss, complete: boolean): { a: number; b: number; levels: number[] }[] {
  const n = field.names.length;
  const byRank = field.names.map((_, i) => i).sort((x, y) => swiss.rank[x] - swiss.rank[y]);
  const pins = field.fixed;
  const edges: { a: number; b: number; levels: number[] }[] = [];
  const allowed = (a: number, b: number) => {
    // players fixed at one table play each other; one fixed alone takes any opponent not fixed elsewhere
    const [x, y] = [pins[a], pins[b]];
    if (x === undefined && y === undefined) return true;
    if (x !== undefined && y !== undefined) return x === y;
    const fixedThere = pins.filter((t) => t === (x ?? y)).length;
    return fixedThere < 2;
  };
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < (complete ? n : Math.min(n, i + 1 + RANK_WINDOW)); j++) {
      const [a, b] = [byRank[i], byRank[j]];
      if (allowed(a, b)) edges.push({ a, b, levels: edgeLevels(field, swiss, a, b) });
    }
  if (n % 2) for (let a = 0; a < n; a++) if (pins[a] === undefined) edges.push({ a, b: n, levels: edgeLevels(field, swiss, a, n) });
  return edges;
}

/** The levels folded into one cost per edge; the World Championship level joins while the weights stay exact. */
function foldedEdges(fn: string, field: Field, edges: { a: number; b: number; levels: number[] }[], pairs: number): CostEdge[] {
  const largest = [0, 0, 0, 0, 0, 0];
  for (const e of edges)
    e.levels.forEach((l, k) => {
      largest[k] = Math.max(largest[k], l);
    });
  // meetings and Avoid pairs by the field's own bounds; one bye edge at most; the rest by the largest edge
  const totals = largest.map((l, k) =>
    k === 0 ? field.meetingsBound(1) : k === 1 ? Math.min(pairs, field.avoidPairs) : k === 2 || k === 3 ? l : l * pairs,
  );
  const players = field.names.length;
  let weights: number[];
  try {
    weights = levelWeights(fn, totals, players);
  } catch (e) {
    if (!(e instanceof PodiumError)) throw e;
    weights = [...levelWeights(fn, totals.slice(0, 5), players), 0];
  }
  return edges.map((e) => [e.a, e.b, e.levels.reduce((s, l, k) => s + l * weights[k], 0)]);
}

/** Swiss duels (docs/seating.md, Carcassonne): the pairs, their tables and who starts, then the bye. */
function duels(fn: string, field: Field, swiss: Swiss): { rows: Cell[][]; warnings: Said[] } {
  const n = field.names.length;
  if (n === 0) fail(fn, { column: 'roster', message: say('noPlayerThisRound') });
  // refused before the search: more players fixed at a table than it seats, or a table the round does not have
  const pins = pinsOf(fn, field, Array<number>(Math.floor(n / 2)).fill(2), 'table');
  const vertices = n % 2 ? n + 1 : n;
  const rankOf = (v: number) => (v === n ? n : swiss.rank[v]);
  let edges = foldedEdges(fn, field, pairingGraph(field, swiss, n <= COMPLETE_GRAPH_UP_TO), vertices / 2);
  let mate = cheapestMatching(vertices, edges);
  if (mate.includes(-1)) {
    edges = foldedEdges(fn, field, pairingGraph(field, swiss, true), vertices / 2);
    mate = cheapestMatching(vertices, edges);
  }
  if (mate.includes(-1)) fail(fn, { column: 'roster', message: say('fixedLeaveNoOpponent') });
  mate = n <= EXACT_ORDER_UP_TO ? worldOrder(vertices, edges, mate, rankOf) : improveOrder(edges, mate, rankOf);

  const pairs = mate
    .map((m, v) => [v, m])
    .filter(([v, m]) => m > v && m !== n && v !== n)
    .map(([a, b]) => {
      // fewer starts so far starts, then the higher-ranked
      const first =
        swiss.starts[a] !== swiss.starts[b] ? (swiss.starts[a] < swiss.starts[b] ? a : b) : swiss.rank[a] < swiss.rank[b] ? a : b;
      return { first, second: first === a ? b : a, pin: pins[a] ?? pins[b], best: Math.min(swiss.rank[a], swiss.rank[b]) };
    })
    .sort((x, y) => x.best - y.best);
  const taken = new Set(pairs.map((p) => p.pin).filter((t) => t !== undefined));
  let free = 0;
  const numbered = pairs.map((p) => {
    if (p.pin !== undefined) return { ...p, table: p.pin + 1 };
    while (taken.has(free)) free++;
    taken.add(free);
    return { ...p, table: free + 1 };
  });
  const warnings: Said[] = [];
  const rows: Cell[][] = [];
  for (const p of numbered.sort((x, y) => x.table - y.table)) {
    warnings.push(...tableWarnings(field, [p.first, p.second], sayShared('atTable', { id: String(p.table) })));
    rows.push([field.round, p.table, field.names[p.first], field.names[p.second], true]);
    rows.push([field.round, p.table, field.names[p.second], field.names[p.first], false]);
  }
  if (n % 2) {
    const bye = mate[n];
    rows.push([field.round, 'bye', field.names[bye], '', false]);
    if (swiss.byes[bye]) warnings.push(saySeating('byeAgain', { player: field.names[bye], times: swiss.byes[bye] + 1 }));
    const due = field.names
      .map((_, i) => i)
      .filter((i) => !swiss.byes[i])
      .sort((x, y) => swiss.rank[y] - swiss.rank[x])[0];
    if (due !== undefined && due !== bye && !swiss.byes[bye])
      warnings.push(saySeating('byeRatherThan', { player: field.names[bye], due: field.names[due] }));
  }
  return { rows, warnings };
}

/**
 * A knockout stage (docs/formats.md#the-final-stage, #brackets): the first stage of the bracket of `finals=`, seeded
 * in its order (the World Championship's quarter-finals 1 v 5 … 4 v 8 with the top 8, the standard order 1 v 16,
 * 8 v 9 … from the top 16), its top seeds on a bye when it is not full; each later stage pairs the winners of two
 * games of the stage before it (or a bye's seed), the third-place game the semi-finals' losers. The better-ranked
 * player starts.
 */
function knockoutStage(fn: string, stage: StageId, args: SeatingArgs, settings: Arg | undefined): Seating {
  const { finals } = readCarcassonneSettings(fn, settings);
  const bracket = bracketOf(cutOf(finals));
  // a results range of matches is seated by Match, without Starts (league/seating.ts)
  const how = duelLayout(args.results, TABLE, STARTS_COLUMN);
  const field = readStageField(fn, args, stage, how.layout, carcassonneStandings, settings);
  const first = bracket.stages[0];
  if (!bracket.stages.includes(stage))
    fail(fn, { column: 'round', message: say('stageNotInBracket', { finals, stage: stage as EarlyStage, first }) });
  let pairs: string[][];
  let byes: string[] = [];
  if (stage === first) {
    const q = field.qualifiers(bracket.cut);
    pairs = bracket.first.map((seeds) => seeds.map((s) => q[s - 1]));
    byes = bracket.byes.map((s) => q[s - 1]);
  } else if (stage === '3P') {
    const semis = field.complete('SF', 2);
    pairs = [[semis[0].players[1], semis[1].players[1]]];
  } else {
    const before = bracket.before(stage) as StageId;
    const tables = field.complete(before, bracket.games(before));
    // a bye's seed: the player who waited, by the order that seeded the first stage
    const waited = [...(field.played.byes ?? [])].sort((a, b) => field.order.indexOf(a) - field.order.indexOf(b));
    const from = (slot: Slot) => ('bye' in slot ? waited[slot.bye - 1] : tables[slot.table - 1].players[0]);
    const slots = bracket.slots(before);
    pairs = slots.filter((_, k) => k % 2 === 0).map((slot, k) => [from(slot), from(slots[2 * k + 1])]);
  }
  const at = (p: string) => field.order.indexOf(p);
  const rows: Cell[][] = pairs.flatMap(([a, b], t) => {
    const [better, other] = at(a) < at(b) ? [a, b] : [b, a];
    return [
      [stage, t + 1, better, other, true],
      [stage, t + 1, other, better, false],
    ];
  });
  for (const p of byes) rows.push([stage, 'bye', p, '', false]);
  return {
    round: stage,
    header: how.header,
    columns: how.columns,
    rows: rows.map((r) => r.slice(0, how.keep)),
    warnings: field.warnings,
    roundHeld: field.roundHeld,
  };
}

/** The next round of a Carcassonne tournament: Swiss duels, or tables of 3–4 as Catan seats them (docs/seating.md); or a stage of the knockout (docs/formats.md#the-final-stage). */
export function carcassonnePairings(fn: string, results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg): Seating {
  const stage = stageArg(fn, round);
  if (stage) return knockoutStage(fn, stage, { results, round, roster, seed }, settings);
  const { format, mode, schedule } = readCarcassonneSettings(fn, settings);
  if (schedule === 'free') fail(fn, { column: 'settings', message: sayLeague('freeNotSeated', {}) });
  const how = duelLayout(results, TABLE, STARTS_COLUMN);
  const field = readField(fn, { results, round, roster, seed }, how.layout, false);
  const standings = rankingBefore(field.past, carcassonneStandings, fn, settings);
  const tables = format === 'tables' || (format === 'auto' && field.past.sittings.some((s) => s.seats.length > 2));
  const ranked = standings?.ranked.map((r) => ({ player: r.item.player, halfWins: Math.round(r.item.points.toNumber() * 2) })) ?? [];
  if (tables)
    return tablesSeating(
      fn,
      field,
      TABLE,
      mode,
      ranked.map((r) => r.player),
    );
  const { rows, warnings } = duels(fn, field, swissOf(field, ranked));
  return {
    round: field.round,
    header: how.header,
    columns: how.columns,
    rows: rows.map((r) => r.slice(0, how.keep)),
    warnings: [...field.warnings, ...warnings],
    roundHeld: field.roundHeld,
  };
}
