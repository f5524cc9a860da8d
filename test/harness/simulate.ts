// Whole simulated tournaments (SPEC §8, Quality and speed): every round seated by the seating function from the
// results before it, then scored; repeated meetings and repeated powers counted. Shared by the tests and the benchmark.
import { performance } from 'node:perf_hooks';
import { largest, smallest } from '../../src/engine/shared/numbers';
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
  /** The widest gap, after any round, between the players with most and fewest 3-player tables (2: a third before a second). */
  threesGap: number;
}

/** Repeated meetings (each pair counted once per meeting after its first) and repeated powers, over all rounds. */
export function tally(rounds: { players: string[]; powers: string[] }[][]): Tally {
  const met = new Map<string, number>();
  const played = new Set<string>();
  const starts = new Map<string, number>();
  const threes = new Map<string, number>();
  let meetings = 0;
  let powers = 0;
  let threesGap = 0;
  const everyone = new Set(rounds.flat().flatMap((t) => t.players));
  for (const round of rounds) {
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
    const counts = [...everyone].map((p) => threes.get(p) ?? 0);
    threesGap = Math.max(threesGap, largest(counts, 0) - smallest(counts, 0));
  }
  const most = (m: Map<string, number>) => [...m.values()].reduce((a, b) => Math.max(a, b), 0);
  return { meetings, powers, starts: most(starts), threes: most(threes), threesGap };
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
