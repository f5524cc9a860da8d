import { type Random, shuffled } from './random';

/**
 * Seats items (players, or Diplomacy seats) at tables of given sizes, minimising one folded cost (see
 * lexicographic.ts): the sum over pairs at a table of `pair`, plus `bySize` for each item at its table. Exact by
 * enumeration up to `exactUpTo` items; beyond, most-constrained-first placement, then swap hill-climbing between
 * tables, from several seeded starts (dipvis's method).
 */
export interface TablesProblem {
  sizes: readonly number[];
  /** Items pinned to a table (0-based), such as an accessible table. */
  pinned: readonly (number | undefined)[];
  /** Costs are whole numbers ≥ 0 (weighted counts, lexicographic.ts): a placement that costs 0 is never bettered. */
  pair(a: number, b: number): number;
  /** The cost of an item at a table of this size: by size only, so that tables of one size are interchangeable. */
  bySize(a: number, size: number): number;
  random: Random;
  exactUpTo: number;
  /** A table's last level, fixed once its members are known (seat order, powers): breaks ties in the exact search. */
  finish?(members: readonly number[], table: number): number;
  /** Seatings the search climbs from first, before its own starts (the affine plane's lines, affine.ts). */
  offered?: number[][][];
  /** A starting seating to improve, keeping to moves between tables `movable` allows (standings mode). */
  start?: number[][];
  movable?(from: number, to: number): boolean;
}

/** Climbs (a start or a kick, each climbed to a local best) per seating, divided by the field's size. */
const CLIMB_BUDGET = 4000;
const STARTS = 4;
const KICK_SWAPS = 3;

export function seatTables(p: TablesProblem): number[][] {
  if (p.start)
    return polish(
      p,
      improve(
        p,
        p.start.map((t) => [...t]),
      ),
    );
  return p.pinned.length <= p.exactUpTo ? exact(p) : search(p);
}

/** At most this many other tables are tried for each player of a table that `finish` charges, in a large field. */
const POLISH_TABLES = 24;
const POLISH_PASSES = 12;

/**
 * The last level, `finish` (seats, powers), weighed by the search too (docs/seating.md): swaps between tables that cost
 * nothing at the levels above and lower the two tables' finish. A table's finish is exact (an assignment); which
 * tables a player is tried against is sampled in a large field, so a pass stays linear in the players.
 */
function polish(p: TablesProblem, tables: number[][]): number[][] {
  const finish = p.finish;
  if (!finish) return tables;
  const fin = tables.map((members, t) => finish(members, t));
  const movable = p.movable ?? (() => true);
  const pairCost = (a: number, t: number) => costAt(p, a, t, tables[t]);
  for (let pass = 0; pass < POLISH_PASSES; pass++) {
    let improved = false;
    for (let t = 0; t < tables.length; t++) {
      if (fin[t] === 0) continue;
      const others = tables.map((_, u) => u).filter((u) => u !== t && movable(t, u));
      const tried = others.length > POLISH_TABLES ? shuffled(others, p.random).slice(0, POLISH_TABLES) : others;
      for (let i = 0; i < tables[t].length && fin[t] > 0; i++) {
        const a = tables[t][i];
        if (p.pinned[a] !== undefined) continue;
        let done = false;
        for (const u of tried) {
          for (let j = 0; j < tables[u].length && !done; j++) {
            const b = tables[u][j];
            if (p.pinned[b] !== undefined) continue;
            // a and b sit at different tables before and after: the swap changes only their own pairs
            const before = pairCost(a, t) + pairCost(b, u);
            tables[t][i] = b;
            tables[u][j] = a;
            const pairDelta = pairCost(b, t) + pairCost(a, u) - before;
            const [ft, fu] = pairDelta > 0 ? [fin[t], fin[u]] : [finish(tables[t], t), finish(tables[u], u)];
            if (pairDelta <= 0 && pairDelta + ft + fu < fin[t] + fin[u]) {
              fin[t] = ft;
              fin[u] = fu;
              improved = true;
              done = true;
            } else {
              tables[t][i] = a;
              tables[u][j] = b;
            }
          }
          if (done) break;
        }
      }
    }
    if (!improved) break;
  }
  return tables;
}

/** The cost of an item at a table of `members` (which may hold the item itself). */
function costAt(p: TablesProblem, item: number, table: number, members: readonly number[]): number {
  let c = p.bySize(item, p.sizes[table]);
  for (const m of members) if (m !== item) c += p.pair(item, m);
  return c;
}

/** The last level over the whole seating: each table's finish (seats, powers), 0 without one. */
function finishCost(p: TablesProblem, tables: readonly (readonly number[])[]): number {
  const finish = p.finish;
  return finish ? tables.reduce((s, members, t) => s + finish(members, t), 0) : 0;
}

function seatingCost(p: TablesProblem, tables: readonly (readonly number[])[]): number {
  let c = 0;
  tables.forEach((members, t) => {
    members.forEach((a, i) => {
      c += p.bySize(a, p.sizes[t]);
      for (let j = i + 1; j < members.length; j++) c += p.pair(a, members[j]);
    });
  });
  return c;
}

function pinnedTables(p: TablesProblem): { tables: number[][]; free: number[] } {
  const tables = p.sizes.map(() => [] as number[]);
  const free: number[] = [];
  p.pinned.forEach((t, item) => {
    if (t === undefined) free.push(item);
    else tables[t].push(item);
  });
  return { tables, free };
}

/** Every seating, tables of one size without pinned items taken as interchangeable; bounded by the best so far. */
function exact(p: TablesProblem): number[][] {
  const { tables, free } = pinnedTables(p);
  const open = tables.map((t) => t.length === 0);
  let best = Number.POSITIVE_INFINITY;
  let bestFinish = Number.POSITIVE_INFINITY;
  let found: number[][] = tables.map((t) => [...t]);
  const finishing = () => finishCost(p, tables);
  const visit = (k: number, cost: number) => {
    if (cost > best || (cost === best && bestFinish === 0)) return;
    if (k === free.length) {
      const f = finishing();
      if (cost < best || f < bestFinish) {
        best = cost;
        bestFinish = f;
        found = tables.map((t) => [...t]);
      }
      return;
    }
    const item = free[k];
    const triedEmpty = new Set<number>();
    for (let t = 0; t < tables.length; t++) {
      const members = tables[t];
      if (members.length >= p.sizes[t]) continue;
      if (members.length === 0 && open[t]) {
        if (triedEmpty.has(p.sizes[t])) continue;
        triedEmpty.add(p.sizes[t]);
      }
      const delta = costAt(p, item, t, members);
      members.push(item);
      visit(k + 1, cost + delta);
      members.pop();
    }
  };
  visit(0, seatingCost(p, tables));
  return found;
}

/** Most-constrained-first placement from seeded starts, each improved by swaps; the cheapest wins. */
function search(p: TablesProblem): number[][] {
  const n = p.pinned.length;
  // how constrained an item is: what it would cost beside everyone
  const degree = Array<number>(n).fill(0);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const c = p.pair(a, b);
      if (c) {
        degree[a] += c;
        degree[b] += c;
      }
    }
  let best: number[][] | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  let bestFinish = Number.POSITIVE_INFINITY;
  for (const offer of p.offered ?? []) {
    const climbed = improve(p, offer);
    const cost = seatingCost(p, climbed);
    // among a design's rounds that cost nothing, the one whose seats (who starts) cost least
    const finish = cost === 0 ? finishCost(p, climbed) : 0;
    if (cost < bestCost || (cost === 0 && finish < bestFinish)) {
      bestCost = cost;
      bestFinish = finish;
      best = climbed;
    }
  }
  // a design's round that costs nothing is taken as it is: polishing it would leave the design for later rounds
  if (best && bestCost === 0) return best;
  // a budget of climbs that shrinks as the field grows, so that a seating stays within seconds
  const climbs = Math.max(2, Math.floor(CLIMB_BUDGET / Math.max(1, n)));
  const starts = Math.min(climbs, STARTS);
  for (let s = 0; s < starts && bestCost > 0; s++) {
    const { tables, free } = pinnedTables(p);
    const order = shuffled(free, p.random).sort((a, b) => degree[b] - degree[a]);
    for (const item of order) {
      let choice = -1;
      let cheapest = Number.POSITIVE_INFINITY;
      for (let t = 0; t < tables.length; t++) {
        if (tables[t].length >= p.sizes[t]) continue;
        const c = costAt(p, item, t, tables[t]);
        if (c < cheapest) {
          cheapest = c;
          choice = t;
        }
        if (cheapest === 0) break; // costs are ≥ 0: the first table that costs nothing is the first cheapest
      }
      tables[choice].push(item);
    }
    let current = improve(p, tables);
    let cost = seatingCost(p, current);
    // iterated local search: kick the seating with a few random swaps, climb again, keep it unless it got worse
    for (let k = 0; k < Math.floor(climbs / starts) && cost > 0; k++) {
      const next = kick(p, current);
      const nextCost = seatingCost(p, next);
      if (nextCost <= cost) {
        current = next;
        cost = nextCost;
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = current.map((t) => [...t]);
      }
    }
    if (cost < bestCost) {
      bestCost = cost;
      best = current;
    }
  }
  return polish(p, best as number[][]);
}

/** A copy of the seating with a few random swaps between tables, then climbed again. */
function kick(p: TablesProblem, tables: readonly number[][]): number[][] {
  const next = tables.map((t) => [...t]);
  const free = (t: number) => next[t].map((_, i) => i).filter((i) => p.pinned[next[t][i]] === undefined);
  for (let swaps = 0; swaps < KICK_SWAPS; swaps++) {
    const a = Math.floor(p.random() * next.length);
    const b = Math.floor(p.random() * next.length);
    const [fa, fb] = [free(a), free(b)];
    if (a === b || !fa.length || !fb.length || (p.movable && !p.movable(a, b))) continue;
    const i = fa[Math.floor(p.random() * fa.length)];
    const j = fb[Math.floor(p.random() * fb.length)];
    [next[a][i], next[b][j]] = [next[b][j], next[a][i]];
  }
  return improve(p, next);
}

/** Swap hill-climbing: the best improving swap of an item that costs something, until none improves. */
function improve(p: TablesProblem, tables: number[][]): number[][] {
  const tableOf: number[] = [];
  tables.forEach((members, t) => {
    for (const m of members) tableOf[m] = t;
  });
  const movable = p.movable ?? (() => true);
  const items = shuffled(
    tableOf.map((_, i) => i).filter((i) => p.pinned[i] === undefined),
    p.random,
  );
  const cap = 50 * items.length + 100; // swaps; each lowers the cost, so this only bounds a pathological climb
  for (let swaps = 0; swaps < cap; ) {
    let improvedAny = false;
    for (const a of items) {
      const ta = tableOf[a];
      const own = costAt(p, a, ta, tables[ta]);
      if (own === 0) continue;
      let bestDelta = 0;
      let partner = -1;
      for (const b of items) {
        const tb = tableOf[b];
        if (tb === ta || !movable(ta, tb)) continue;
        const ab = p.pair(a, b);
        const delta = costAt(p, a, tb, tables[tb]) - ab + costAt(p, b, ta, tables[ta]) - ab - own - costAt(p, b, tb, tables[tb]);
        if (delta < bestDelta) {
          bestDelta = delta;
          partner = b;
        }
      }
      if (partner < 0) continue;
      const tb = tableOf[partner];
      tables[ta][tables[ta].indexOf(a)] = partner;
      tables[tb][tables[tb].indexOf(partner)] = a;
      tableOf[a] = tb;
      tableOf[partner] = ta;
      improvedAny = true;
      swaps++;
    }
    if (!improvedAny) break;
  }
  return tables;
}
