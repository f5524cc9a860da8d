// The stakes functions (docs/stakes.md): 200 players with the last round seated and not yet scored, the CPU time of
// one call in a fresh script context (what a recalculation pays: Diplomacy's search of its system's extremes too),
// and of a warm call, beside SPEC §14.4's targets.

import { performance } from 'node:perf_hooks';
import { GAMES } from '../src/engine/games';
import { loadBundle } from '../test/harness/appsScript';
import { carcassonneResults, catanResults, diplomacyResults } from '../test/harness/tournaments';

/** The stakes functions this section measures, so that the benchmark's list of every function is complete. */
export const STAKES_FUNCTIONS = GAMES.flatMap((g) => (g.stakes ? [g.stakes.function] : []));

/** A tournament's rows with the last round's score cells blanked: seated, not yet played. */
function lastRoundOpen(rows: unknown[][], scores: string[]): unknown[][] {
  const header = rows[0] as string[];
  const blank = scores.map((h) => header.indexOf(h));
  const last = Math.max(...rows.slice(1).map((r) => Number(r[0])));
  return rows.map((r, i) => (i > 0 && Number(r[0]) === last ? r.map((c, k) => (blank.includes(k) ? '' : c)) : r));
}

/** [function, results of 200 players, the target in seconds of CPU]. */
const RUNS: [string, () => unknown[][], number][] = [
  ['CATAN_STAKES', () => lastRoundOpen(catanResults(200, 5), ['VP']), 1],
  ['CARC_STAKES', () => lastRoundOpen(carcassonneResults(200, 5), ['Score']), 1],
  ['DIP_STAKES', () => lastRoundOpen(diplomacyResults(200, 3), ['Centres', 'Eliminated', 'Final year']), 5],
];

/** CPU seconds of one call (user and system time of this process). */
function cpu(f: () => unknown): { s: number; wall: number } {
  const start = process.cpuUsage();
  const t = performance.now();
  f();
  const used = process.cpuUsage(start);
  return { s: (used.user + used.system) / 1e6, wall: (performance.now() - t) / 1000 };
}

export function stakesBench(line: (label: string, text: string) => void): void {
  console.log('Stakes of 200 players, the last round seated and unscored (CPU seconds; target of SPEC §14.4)');
  for (const [name, results, target] of RUNS) {
    const bundle = loadBundle();
    const args = bundle.bring([results()]);
    const fn = (bundle.context as Record<string, (...a: unknown[]) => unknown>)[name];
    const cold = cpu(() => fn(...args));
    const warm = Math.min(...[1, 2, 3].map(() => cpu(() => fn(...args)).s));
    line(
      `  ${name}`,
      `${cold.s.toFixed(2)} s cold, ${warm.toFixed(2)} s warm (target ${target} s)${cold.s > target ? '  (over the target)' : ''}`,
    );
  }
}
