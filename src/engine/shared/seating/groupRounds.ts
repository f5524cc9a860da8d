import { completeRounds, firstRoundPlaces, partitionKey } from './affine';
import type { Field } from './field';

/**
 * Rounds in which every table holds one player of each of k groups (Diplomacy: the players who played one power in
 * the first complete round), so that a player's group can move one step a round — their power, a + r — and nobody
 * meets twice. Player (a, i) of group a, at table i in the first round, sits in round r at table i + h[a][r] (mod m,
 * the number of tables), where h is a difference matrix: for any two groups a ≠ b the differences h[a][r] − h[b][r]
 * are all different over the rounds, so (a, i) and (b, j) share a table in exactly one round at most. Over the
 * integers mod m, h[a][r] = a·r is one whenever m has no factor below k (49, 77, 91 players); for other m (70, 140) a
 * short search finds one, and none exists for m < k.
 * Background: difference matrices, Colbourn and Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., §VI.17;
 * Podium's known designs: docs/seating.md.
 */

/** Nodes the search may visit before it gives up: m = 10 takes 60,000 (about 20 ms), every other m up to 120 under 1,000. */
const SEARCH_BUDGET = 100_000;
const found = new Map<string, number[][] | undefined>();

/** A k × k difference matrix over the integers mod m with row 0 and column 0 zero, or undefined when none is found. */
export function differenceMatrix(k: number, m: number): number[][] | undefined {
  const key = `${k}×${m}`;
  if (!found.has(key)) found.set(key, m < k ? undefined : searchMatrix(k, m));
  return found.get(key);
}

function searchMatrix(k: number, m: number): number[][] | undefined {
  const h = Array.from({ length: k }, () => Array<number>(k).fill(0));
  // used[a][b][d]: rows a > b already differ by d in some column (0 in column 0)
  const used = Array.from({ length: k }, () => Array.from({ length: k }, () => new Uint8Array(m).fill(0)));
  for (const row of used) for (const differences of row) differences[0] = 1;
  let nodes = 0;
  const mod = (x: number) => ((x % m) + m) % m;
  const fill = (cell: number): boolean => {
    if (cell === (k - 1) * (k - 1)) return true;
    if (++nodes > SEARCH_BUDGET) return false;
    const a = 1 + Math.floor(cell / (k - 1));
    const r = 1 + (cell % (k - 1));
    for (let step = 0; step < m; step++) {
      const v = mod(a * r + step); // a·r first: with no small factor in m it is the answer at once
      let free = true;
      for (let b = 0; b < a && free; b++) free = !used[a][b][mod(v - h[b][r])];
      if (!free) continue;
      h[a][r] = v;
      for (let b = 0; b < a; b++) used[a][b][mod(v - h[b][r])] = 1;
      if (fill(cell + 1)) return true;
      for (let b = 0; b < a; b++) used[a][b][mod(v - h[b][r])] = 0;
      if (nodes > SEARCH_BUDGET) return false;
    }
    return false;
  };
  return fill(0) ? h : undefined;
}

export interface GroupRounds {
  /** Each player's group: their place at their table in the first complete round. */
  group: number[];
  /** The design's rounds this field has not played, in order, as tables of players. */
  offered: number[][][];
  /** Which of the design's rounds (1 to k − 1) these tables are, if they are one. */
  roundOf(tables: readonly (readonly number[])[]): number | undefined;
}

/**
 * The design for a field of k·m players at m tables of k, labelled by its first complete round: its tables give i,
 * and `place` (a number 0 to k − 1, all different at a table, such as a power's index) gives the group, else the
 * players' order at the table. Undefined when the field has another size, has played no complete round, or no
 * difference matrix is known for m.
 */
export function groupRounds(
  field: Field,
  k: number,
  place?: (player: number, round: number) => number | undefined,
): GroupRounds | undefined {
  const n = field.names.length;
  const m = n / k;
  if (!Number.isInteger(m) || field.games.some((g) => g !== 1)) return undefined;
  const h = differenceMatrix(k, m);
  const rounds = h ? completeRounds(field, k) : [];
  if (!h || !rounds.length) return undefined;
  const { table, place: group } = firstRoundPlaces(rounds[0], n, k, place);
  const design = Array.from({ length: k }, (_, r) => {
    const tables = Array.from({ length: m }, () => [] as number[]);
    for (let p = 0; p < n; p++) tables[(table[p] + h[group[p]][r]) % m].push(p);
    return tables;
  });
  const keys = design.map(partitionKey);
  const played = new Set(rounds.map((r) => partitionKey(r.tables)));
  return {
    group,
    offered: design.filter((_, r) => r > 0 && !played.has(keys[r])),
    roundOf: (tables) => {
      const r = keys.indexOf(partitionKey(tables));
      return r > 0 ? r : undefined;
    },
  };
}
