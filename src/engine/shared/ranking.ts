import type { Label } from '../i18n/words';
import { Fraction } from './fraction';

/**
 * One step of a tie-break chain. `compare` is negative when `a` ranks ahead of `b`. Its name is what a tie-break note
 * calls it, unless the chain is one no note tells (Diplomacy's comparison of two games names its steps for tests).
 */
export interface Criterion<T, N = Label> {
  name: N;
  compare(a: T, b: T): number;
}

export interface Ranked<T> {
  item: T;
  /** 1-based; players no criterion separates share the best rank of the group. */
  rank: number;
  shared: boolean;
  /** The criterion that put this entry below the one above it (undefined for the first, and for a shared rank). */
  decidedBy?: Label;
  /** A roster's player with no result yet, listed after the ranked ones with Rank blank (docs/leagues.md). */
  unranked?: true;
}

export function compareBy<T>(chain: Criterion<T>[]): (a: T, b: T) => number {
  return (a, b) => {
    for (const c of chain) {
      const d = c.compare(a, b);
      if (d !== 0) return d;
    }
    return 0;
  };
}

/** Sorts by the chain and gives each entry its rank, whether it is shared, and what separated it from the one above. */
export function rankBy<T>(items: readonly T[], chain: Criterion<T>[]): Ranked<T>[] {
  const sorted = [...items].sort(compareBy(chain));
  const ranked: Ranked<T>[] = [];
  sorted.forEach((item, i) => {
    const above = ranked[i - 1];
    const decidedBy = above ? chain.find((c) => c.compare(above.item, item) !== 0)?.name : undefined;
    if (above && decidedBy === undefined) {
      above.shared = true;
      ranked.push({ item, rank: above.rank, shared: true });
    } else {
      ranked.push({ item, rank: i + 1, shared: false, decidedBy });
    }
  });
  return ranked;
}

/** A rank as standings show it: `=4` when shared, blank for a roster's player with no result yet. */
export function rankLabel(r: { rank: number; shared: boolean; unranked?: true }): string | number {
  if (r.unranked) return '';
  return r.shared ? `=${r.rank}` : r.rank;
}

/** Groups of equals, best first: the finishing order of one table or board. */
export function finishingGroups<T>(items: readonly T[], compare: (a: T, b: T) => number): T[][] {
  const groups: T[][] = [];
  for (const item of [...items].sort(compare)) {
    const last = groups[groups.length - 1];
    if (last && compare(last[0], item) === 0) last.push(item);
    else groups.push([item]);
  }
  return groups;
}

export interface Placing<T> {
  item: T;
  /** The best of the positions the group jointly occupies. */
  place: number;
  /** How many share it. */
  sharedBy: number;
  /** The points of those positions, summed and split equally. */
  points: Fraction;
}

/**
 * Shared positions: each group of equals splits the points of the places it jointly occupies (places beyond the
 * table score 0). Points may hold halves, as some Diplomacy tables do (4.5, 3, 1.5).
 */
export function sharePlaces<T>(groups: readonly (readonly T[])[], pointsByPlace: readonly number[]): Placing<T>[] {
  const placings: Placing<T>[] = [];
  let next = 0;
  for (const group of groups) {
    if (group.length === 0) continue; // an empty group (no eliminated players, say) takes no place
    const pooled = pointsByPlace.slice(next, next + group.length).reduce((a, b) => a + b, 0);
    const each = Fraction.fromNumber(pooled).div(Fraction.of(group.length));
    for (const item of group) placings.push({ item, place: next + 1, sharedBy: group.length, points: each });
    next += group.length;
  }
  return placings;
}

/**
 * How many of these games a player finished 1st, 2nd, 3rd and 4th (the places tie-break and column), in one pass and
 * no list of places: a standings call counts once for each of thousands of players.
 * @example placeCounts([{ place: 1 }, { place: 3 }, { place: 1 }, {}], (g) => g.place) // [2, 0, 1, 0]
 */
export function placeCounts<T>(games: readonly T[], placeOf: (game: T) => number | undefined): number[] {
  const counts = [0, 0, 0, 0];
  for (let k = 0; k < games.length; k++) {
    const place = placeOf(games[k]);
    if (place !== undefined && place >= 1 && place <= 4) counts[place - 1]++;
  }
  return counts;
}
