// Whole simulated tournaments (docs/seating.md, Quality and speed): every round seated by the seating function from the
// results before it, then scored; repeated meetings and repeated powers counted. Shared by the tests and the benchmark.
import { performance } from 'node:perf_hooks';
import { seededRandom, shuffled } from '../../src/engine/shared/seating/random';
import type { Bundle } from './appsScript';

export const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const CENTRES = [10, 8, 6, 4, 3, 2, 1];

export interface SimulatedGame {
  fn: string;
  header: string[];
  /** The table or board sizes of a round of n players. */
  sizes(n: number): number[];
  /** The seats a row of the seating function's answer adds to its table (Carcassonne: both players, on the starter's row). */
  seats(row: unknown[]): { player: string; power: string }[];
  /** Result rows of a seated table: [round, table, player, power?] in, the results' columns out. */
  scored(round: number, table: number | string, players: string[], powers: string[], k: number): unknown[][];
  /** The powers a random seating deals at a table, for the baseline. */
  deals?: readonly string[];
  /** The standings function whose order the last round's pairs are measured against. */
  standings?: string;
}

const tablesOf3or4 = (n: number) => {
  const t = Math.ceil(n / 4);
  return [...Array(t - (4 * t - n)).fill(4), ...Array(4 * t - n).fill(3)];
};

export const SIMULATED: Record<string, SimulatedGame> = {
  CATAN_SEATING: {
    fn: 'CATAN_SEATING',
    header: ['Round', 'Table', 'Player', 'VP', 'Seat'],
    sizes: tablesOf3or4,
    seats: (r) => [{ player: String(r[3]), power: '' }],
    scored: (round, table, players, _, k) => players.map((p, s) => [round, table, p, 2 + ((k * 7 + s * 3 + round) % 8), s + 1]),
  },
  DIP_BOARDS: {
    fn: 'DIP_BOARDS',
    header: ['Round', 'Board', 'Player', 'Power', 'Centres'],
    sizes: (n) => Array(n / 7).fill(7),
    seats: (r) => [{ player: String(r[3]), power: String(r[2]) }],
    scored: (round, board, players, powers) => players.map((p, s) => [round, board, p, powers[s], CENTRES[s]]),
    deals: POWERS,
  },
  CARC_PAIRINGS: {
    fn: 'CARC_PAIRINGS',
    header: ['Round', 'Table', 'Player', 'Score', 'Starts'],
    sizes: (n) => Array(Math.floor(n / 2)).fill(2),
    // the bye's row, and each pair once, from its starter's row
    seats: (r) =>
      r[1] === 'bye'
        ? [{ player: String(r[2]), power: '' }]
        : r[4] === true
          ? [String(r[2]), String(r[3])].map((player) => ({ player, power: '' }))
          : [],
    standings: 'CARC_STANDINGS',
    scored: (round, table, players, _, k) =>
      table === 'bye'
        ? [[round, 'bye', players[0], '', false]]
        : players.map((p, s) => [round, table, p, s === (k + round) % 2 ? 80 : 60, s === 0]),
  },
};

export interface Tally {
  meetings: number;
  powers: number;
  /** Catan: the most times a player started (sat in seat 1), and the most times one sat at a 3-player table. */
  starts: number;
  threes: number;
  /**
   * Catan: thirds 3-player tables given while someone had fewer than two, where swapping that player with one of
   * them at a table of 4 meets nobody more often (docs/seating.md allows a third early only when avoiding it costs a
   * repeated meeting).
   */
  avoidableThirds: number;
  /**
   * Catan: starts above the mean rounded up (the tables so far over the players) that a swap of one player between
   * two tables would have spared without meeting anyone more often or changing who sits at a 3-player table's size.
   */
  avoidableStarts: number;
}

/** Repeated meetings (each pair counted once per meeting after its first) and repeated powers, over all rounds. */
export function tally(rounds: { players: string[]; powers: string[] }[][]): Tally {
  const met = new Map<string, number>();
  const played = new Set<string>();
  const starts = new Map<string, number>();
  const threes = new Map<string, number>();
  let meetings = 0;
  let powers = 0;
  let avoidableThirds = 0;
  let avoidableStarts = 0;
  for (const [r, round] of rounds.entries()) {
    avoidableThirds += thirdsAvoidable(round, threes, met);
    const players = round.reduce((s, t) => s + t.players.length, 0);
    avoidableStarts += startsAvoidable(round, starts, met, Math.ceil((round.length * (r + 1)) / players));
    for (const t of round) {
      starts.set(t.players[0], (starts.get(t.players[0]) ?? 0) + 1);
      for (let i = 0; i < t.players.length; i++) {
        if (t.players.length === 3) threes.set(t.players[i], (threes.get(t.players[i]) ?? 0) + 1);
        for (let j = i + 1; j < t.players.length; j++) {
          const key = [t.players[i], t.players[j]].sort().join('|');
          if (met.has(key)) meetings++;
          met.set(key, (met.get(key) ?? 0) + 1);
        }
        if (t.powers[i]) {
          const key = `${t.players[i]}|${t.powers[i]}`;
          if (played.has(key)) powers++;
          played.add(key);
        }
      }
    }
  }
  const most = (m: Map<string, number>) => [...m.values()].reduce((a, b) => Math.max(a, b), 0);
  return { meetings, powers, starts: most(starts), threes: most(threes), avoidableThirds, avoidableStarts };
}

/** Tables where everyone already started `cap` times, that a swap with a player at a table of the same size would mend. */
function startsAvoidable(round: { players: string[] }[], starts: Map<string, number>, met: Map<string, number>, cap: number): number {
  const times = (a: string, b: string) => met.get([a, b].sort().join('|')) ?? 0;
  const cost = (p: string, others: string[]) => others.reduce((c, o) => c + times(p, o) ** 2, 0);
  const full = (players: string[]) => players.every((p) => (starts.get(p) ?? 0) >= cap);
  let avoidable = 0;
  for (const t of round.filter((x) => full(x.players)))
    for (const p of t.players) {
      const rest = t.players.filter((x) => x !== p);
      const mended = round.some(
        (u) =>
          u !== t &&
          u.players.length === t.players.length &&
          u.players.some((q) => {
            const others = u.players.filter((x) => x !== q);
            return (
              (starts.get(q) ?? 0) < cap && !full([...others, p]) && cost(q, rest) + cost(p, others) <= cost(p, rest) + cost(q, others)
            );
          }),
      );
      if (mended) {
        avoidable++;
        break;
      }
    }
  return avoidable;
}

/** Players given a third 3-player table this round whom a swap would spare it without meeting anyone more often. */
function thirdsAvoidable(round: { players: string[] }[], threes: Map<string, number>, met: Map<string, number>): number {
  const times = (a: string, b: string) => met.get([a, b].sort().join('|')) ?? 0;
  const cost = (p: string, others: string[]) => others.reduce((c, o) => c + times(p, o) ** 2, 0);
  let avoidable = 0;
  for (const small of round.filter((t) => t.players.length === 3))
    for (const p of small.players.filter((x) => (threes.get(x) ?? 0) >= 2)) {
      const rest = small.players.filter((x) => x !== p);
      const spared = round.some(
        (big) =>
          big.players.length === 4 &&
          big.players.some((q) => {
            if ((threes.get(q) ?? 0) >= 2) return false;
            const others = big.players.filter((x) => x !== q);
            return cost(q, rest) + cost(p, others) <= cost(p, rest) + cost(q, others);
          }),
      );
      if (spared) avoidable++;
    }
  return avoidable;
}

/** Σ over players of max(0, opponents faced − (n − 1)) / 2: repeats no seating can avoid. */
export function lowerBound(game: SimulatedGame, n: number, rounds: number): number {
  const perRound = game.sizes(n).reduce((s, k) => s + k * (k - 1), 0) / n; // opponents a player faces, on average
  return Math.max(0, Math.ceil((n * (perRound * rounds - (n - 1))) / 2));
}

export interface Simulation {
  ours: Tally;
  random: Tally;
  bound: number;
  times: number[];
  /** Carcassonne: the mean standings gap between the two players of a pair, in the last round. */
  gap: number;
  /** The seated rounds, table by table. */
  seated: { players: string[]; powers: string[] }[][];
}

/** `avoid`: one Avoid key every player of the roster shares (a whole club), so that no table can keep it apart. */
export function simulate(bundle: Bundle, game: SimulatedGame, n: number, rounds: number, avoid?: string): Simulation {
  const names = Array.from({ length: n }, (_, i) => `Player ${String(i + 1).padStart(4, '0')}`);
  const roster = avoid === undefined ? [['Player'], ...names.map((p) => [p])] : [['Player', 'Avoid'], ...names.map((p) => [p, avoid])];
  let results: unknown[][] = [game.header];
  const seated: { players: string[]; powers: string[] }[][] = [];
  const times: number[] = [];
  let gap = 0;
  for (let round = 1; round <= rounds; round++) {
    const args = bundle.bring([results, round, roster]);
    const t = performance.now();
    const spill = (bundle.context as Record<string, (...a: unknown[]) => unknown[][]>)[game.fn](...args);
    times.push(performance.now() - t);
    const rows = spill.slice(1).filter((r) => r[0] === round);
    const tables = new Map<unknown, { players: string[]; powers: string[] }>();
    for (const r of rows) {
      const table = tables.get(r[1]) ?? { players: [], powers: [] };
      for (const seat of game.seats(r)) {
        table.players.push(seat.player);
        table.powers.push(seat.power);
      }
      if (table.players.length) tables.set(r[1], table);
    }
    const list = [...tables.entries()];
    if (game.standings && round === rounds) {
      const standings = bundle.call(game.standings, results) as unknown[][];
      const place = new Map(standings.slice(1).map((r, i) => [String(r[1]), i]));
      const pairs = list.filter(([id]) => id !== 'bye').map(([, t]) => t.players);
      gap = pairs.reduce((sum, [a, b]) => sum + Math.abs((place.get(a) ?? 0) - (place.get(b) ?? 0)), 0) / pairs.length;
    }
    seated.push(list.filter(([id]) => id !== 'bye').map(([, t]) => t));
    results = [...results, ...list.flatMap(([id, t], k) => game.scored(round, id as number, t.players, t.powers, k))];
  }
  // a random seating of the same tables, round after round
  const random = seededRandom(n);
  const baseline = Array.from({ length: rounds }, () => {
    const order = shuffled(names, random);
    let k = 0;
    return game.sizes(n).map((size) => {
      const players = order.slice(k, k + size);
      k += size;
      return { players, powers: game.deals ? shuffled(game.deals, random) : players.map(() => '') };
    });
  });
  return { ours: tally(seated), random: tally(baseline), bound: lowerBound(game, n, rounds), times, gap, seated };
}
