// The seating functions over simulated tournaments (docs/seating.md, Quality and speed): repeated meetings (and repeated
// powers, Catan's most starts and 3-player tables) against a random seating of the same tables and against the lower
// bound, and the time of each seating. The simulation is the tests' own (test/harness/simulate.ts).

import { tablesOf4Design } from '../src/engine/shared/seating/designs';
import { differenceMatrix } from '../src/engine/shared/seating/groupRounds';
import { seededRandom, shuffled } from '../src/engine/shared/seating/random';
import type { Bundle } from '../test/harness/appsScript';
import { POWERS, SIMULATED, simulate } from '../test/harness/simulate';

/** The rounds a known design keeps free of repeats for this field (docs/seating.md, Known optima), or 0. */
function designRounds(fn: string, n: number): number {
  if (fn === 'DIP_BOARDS') return n % 7 === 0 && differenceMatrix(7, n / 7) ? (n === 49 ? 8 : 7) : 0;
  if (fn === 'CATAN_SEATING') return tablesOf4Design(n)?.length ?? 0;
  return 0;
}

/** The seating functions this section measures, so that the benchmark's list of every function is complete. */
export const SEATING_FUNCTIONS = Object.keys(SIMULATED);

/**
 * [function, players, rounds, the Avoid key every player holds]: the field sizes of docs/seating.md, the whole tournaments the
 * known designs cover, and 5,000 players (3 rounds, to keep the benchmark in minutes) with and without a shared key.
 */
const RUNS: [string, number, number, string?][] = [
  ['CATAN_SEATING', 16, 5],
  ['CATAN_SEATING', 20, 5],
  ['CATAN_SEATING', 28, 9],
  ['CATAN_SEATING', 32, 10],
  ['CATAN_SEATING', 40, 9],
  ['CATAN_SEATING', 26, 7],
  // a field whose starts once went over the share in round 7 (docs/seating.md, level 4: the rounds planned ahead)
  ['CATAN_SEATING', 30, 7],
  ['CATAN_SEATING', 100, 8],
  ['CATAN_SEATING', 1000, 8],
  ['CATAN_SEATING', 5000, 3],
  ['CATAN_SEATING', 5000, 3, 'Club'],
  ['DIP_BOARDS', 49, 7],
  ['DIP_BOARDS', 70, 7],
  ['DIP_BOARDS', 140, 7],
  ['DIP_BOARDS', 700, 8],
  ['DIP_BOARDS', 4900, 3],
  ['DIP_BOARDS', 4900, 3, 'Club'],
  ['CARC_PAIRINGS', 64, 8],
  ['CARC_PAIRINGS', 1000, 8],
  ['CARC_PAIRINGS', 5000, 3],
  ['CARC_PAIRINGS', 5000, 3, 'Club'],
];

export function seatingBench(bundle: Bundle, line: (label: string, text: string) => void): void {
  console.log(
    'Seating over simulated tournaments: repeated meetings (powers) — Podium, a random seating, the lower bound; time per seating',
  );
  for (const [fn, n, rounds, avoid] of RUNS) {
    const r = simulate(bundle, SIMULATED[fn], n, rounds, avoid);
    const design = designRounds(fn, n);
    const known = design ? `, a known design 0 over ${design} rounds` : '';
    // each player plays `rounds` games and there are 7 powers: a repeat for every game past the 7th, at least
    const powers =
      fn === 'DIP_BOARDS'
        ? `; repeated powers ${r.ours.powers} vs random ${r.random.powers} (bound ${n * Math.max(0, rounds - POWERS.length)}${design ? ', a known design 0 over 7 rounds' : ''})`
        : '';
    const sizes = SIMULATED[fn].sizes(n);
    const share = Math.ceil((sizes.length * rounds) / n);
    const catan =
      fn === 'CATAN_SEATING'
        ? `; most starts ${r.ours.starts} (the mean rounded up ${share}${r.ours.starts > share ? ', over it' : ''}), most 3-player tables ${r.ours.threes}, early thirds a swap would spare ${r.ours.avoidableThirds}`
        : '';
    const order = fn === 'CARC_PAIRINGS' ? `; last round's pairs ${r.gap.toFixed(2)} places apart (1–2, 3–4, … is 1.00)` : '';
    const mean = r.times.reduce((s, t) => s + t, 0) / r.times.length;
    // docs/seating.md's limits: a seating of up to 1,000 players within 1 s, of 5,000 within 10 s
    const limit = n > 1000 ? 10_000 : 1000;
    const slowest = Math.max(...r.times);
    line(
      `  ${fn}, ${n.toLocaleString('en')} players, ${rounds} rounds${avoid ? ', one Avoid key' : ''}`,
      `meetings again ${r.ours.meetings} vs random ${r.random.meetings} (bound ${r.bound}${known})${powers}${catan}${order}; seating ${mean.toFixed(0)} ms mean, ${slowest.toFixed(0)} ms slowest (limit ${limit / 1000} s)${slowest > limit ? '  (over the limit)' : ''}`,
    );
  }
}

/**
 * [function, players, rounds already played]: fields whose earlier rounds were drawn at random (SPEC §12.11: within the
 * limit whatever the history), unlike the simulated tournaments above, whose earlier rounds Podium seated itself.
 */
const RANDOM_HISTORY: [string, number, number][] = [
  ['CARC_PAIRINGS', 1000, 4],
  ['CARC_PAIRINGS', 1000, 7],
  ['DIP_BOARDS', 4998, 2],
  ['DIP_BOARDS', 4998, 3],
  ['DIP_BOARDS', 9996, 3],
];

/** Results of `rounds` rounds drawn at random: players shuffled into tables of 2 (a bye when odd) or boards of 7. */
function randomResults(fn: string, n: number, rounds: number): unknown[][] {
  const random = seededRandom(n * 31 + rounds);
  const names = Array.from({ length: n }, (_, i) => `Player ${String(i + 1).padStart(5, '0')}`);
  const dip = fn === 'DIP_BOARDS';
  const rows: unknown[][] = [dip ? ['Round', 'Board', 'Player', 'Power', 'Centres'] : ['Round', 'Table', 'Player', 'Score']];
  for (let r = 1; r <= rounds; r++) {
    const order = shuffled(names, random);
    if (dip)
      for (let b = 0; b * 7 < n; b++) {
        const powers = shuffled(POWERS, random);
        for (let k = 0; k < 7; k++) rows.push([r, b + 1, order[b * 7 + k], powers[k], [10, 8, 6, 4, 3, 2, 1][k]]);
      }
    else {
      for (let k = 0; k + 1 < n; k += 2)
        rows.push([r, k / 2 + 1, order[k], 60 + Math.floor(random() * 80)], [r, k / 2 + 1, order[k + 1], 60 + Math.floor(random() * 80)]);
      if (n % 2) rows.push([r, 'bye', order[n - 1], '']);
    }
  }
  return rows;
}

export function randomHistoryBench(bundle: Bundle, line: (label: string, text: string) => void): void {
  console.log('Seating after rounds drawn at random: CPU of the next round');
  for (const [fn, n, rounds] of RANDOM_HISTORY) {
    const results = randomResults(fn, n, rounds);
    const before = process.cpuUsage();
    bundle.call(fn, results, rounds + 1);
    const used = process.cpuUsage(before);
    const seconds = (used.user + used.system) / 1e6;
    // docs/seating.md's limits: 1,000 players within 1 s of CPU, 5,000 within 10 s
    const limit = n > 1000 ? 10 : 1;
    line(
      `  ${fn}, ${n.toLocaleString('en')} players, round ${rounds + 1}`,
      `${seconds.toFixed(2)} s CPU (limit ${limit} s)${seconds > limit ? '  (over the limit)' : ''}`,
    );
  }
}
