import type { PlayerStakes } from './field';

/** A player's chance of a place in the top `size`: sure of it, still open, or gone (docs/stakes.md#what-is-exact). */
export type Status = 'certain' | 'possible' | 'out';

/** `certain` when even the worst rank is within the top `size`, `out` when even the best is not, else `possible`. */
export function statusOf(s: { best: number; worst: number }, size: number): Status {
  if (s.worst <= size) return 'certain';
  return s.best > size ? 'out' : 'possible';
}

/**
 * What a player whose place is `possible` needs at their own table (docs/stakes.md#needs): the least result that makes
 * it certain whatever else happens (results are ordinals, 0 the best, and "r" means r or better), or the least that
 * keeps it possible; `elsewhere` when no result of their own decides it, `noGameLeft` without a table of their own.
 */
export type Need = { kind: 'secures'; result: number } | { kind: 'help'; result: number } | { kind: 'elsewhere' } | { kind: 'noGameLeft' };

export function needOf(s: PlayerStakes, size: number): Need {
  if (!s.scenarios.length) return { kind: 'noGameLeft' };
  const named = s.scenarios.filter((x): x is typeof x & { result: number } => x.result !== undefined);
  if (named.length < s.scenarios.length) return { kind: 'elsewhere' };
  const results = [...new Set(named.map((x) => x.result))].sort((a, b) => a - b);
  const worstResult = results[results.length - 1];
  // the worst result r such that every outcome with r or better leaves the place certain
  let secures: number | undefined;
  for (const r of results) {
    if (named.every((x) => x.result > r || x.worst <= size)) secures = r;
    else break;
  }
  if (secures !== undefined) return { kind: 'secures', result: secures };
  const keeps = Math.max(...named.filter((x) => x.best <= size).map((x) => x.result));
  return keeps >= worstResult ? { kind: 'elsewhere' } : { kind: 'help', result: keeps };
}
