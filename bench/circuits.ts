// A season across events (docs/circuits.md#speed): CIRCUIT_STANDINGS under each points system and CIRCUIT_RATING over
// 200,000 event rows, CARC_ELO over 20,000 duels, the CPU time of one call in a fresh script context (what a
// recalculation pays) beside Apps Script's 30 s for a custom function, and the growth from a tenth of the input.

import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadBundle } from '../test/harness/appsScript';

/** The circuit's functions and CARC_ELO, which this section measures, so that the benchmark's list of every function is complete. */
export const CIRCUIT_FUNCTIONS = ['CIRCUIT_STANDINGS', 'CIRCUIT_RATING', 'CARC_ELO'];

const LIMIT_S = 30;

/** A deterministic stream of numbers in [0, 1) (a linear congruential generator), so that every run times the same input. */
function stream(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

/**
 * A season of `rows` event rows: events of `field` players drawn from a pool of rows/50 (each plays about 50 events), a
 * day apart over four years, every 10th a World Championship, two players sharing a place in every event; Rounds and
 * Boards (B3) as a Diplomacy export writes them.
 */
export function seasonRows(rows: number, field = 200): unknown[][] {
  const random = stream(7);
  const pool = Math.max(field, Math.round(rows / 50));
  const out: unknown[][] = [['Event', 'Date', 'Player', 'Place', 'Players', 'Rounds', 'Boards', 'Tier']];
  for (let e = 0; out.length - 1 < rows; e++) {
    const day = new Date(Date.UTC(2022, 0, 1) + e * 86_400_000).toISOString().slice(0, 10);
    const start = Math.floor(random() * pool);
    for (let k = 0; k < field && out.length - 1 < rows; k++) {
      const place = k === 5 ? 5 : k + 1; // 5th and 6th share 5th
      out.push([
        `Event ${e + 1}`,
        day,
        `Player ${String((start + k * 7) % pool).padStart(5, '0')}`,
        place,
        field,
        3,
        Math.floor(field / 7),
        e % 10 === 9 ? 'WDC' : '',
      ]);
    }
  }
  return out;
}

/** `n` duels among n/20 players (each plays about 40), best of 3, each at its own minute. */
export function duelRows(n: number): unknown[][] {
  const random = stream(11);
  const players = Math.max(2, Math.round(n / 20));
  const results = [
    [2, 0],
    [2, 1],
    [1, 2],
    [0, 2],
    [1, 1],
  ];
  const out: unknown[][] = [['Date', 'Player', 'Opponent', 'Wins', 'Opponent wins', 'Best of']];
  for (let k = 0; k < n; k++) {
    const a = Math.floor(random() * players);
    const b = (a + 1 + Math.floor(random() * (players - 1))) % players;
    const minute = new Date(Date.UTC(2024, 0, 1) + k * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    const [w, l] = results[Math.floor(random() * results.length)];
    out.push([minute, `Player ${a}`, `Player ${b}`, w, l, 3]);
  }
  return out;
}

/** [label, function, its arguments at `rows`, the full size]. */
const RUNS: [string, string, (rows: number) => unknown[], number][] = [
  ['CIRCUIT_STANDINGS points=linear', 'CIRCUIT_STANDINGS', (r) => [seasonRows(r), '', 'points=linear'], 200_000],
  ['CIRCUIT_STANDINGS points=nagp', 'CIRCUIT_STANDINGS', (r) => [seasonRows(r), '', 'points=nagp'], 200_000],
  ['CIRCUIT_STANDINGS points=nagp2002', 'CIRCUIT_STANDINGS', (r) => [seasonRows(r), '', 'points=nagp2002'], 200_000],
  ['CIRCUIT_STANDINGS table, best=10', 'CIRCUIT_STANDINGS', (r) => [seasonRows(r), '', 'points=table:10-8-6-5-4-3-2-1; best=10'], 200_000],
  ['CIRCUIT_RATING system=dippouch', 'CIRCUIT_RATING', (r) => [seasonRows(r)], 200_000],
  ['CARC_ELO', 'CARC_ELO', (r) => [duelRows(r)], 20_000],
];

/** CPU seconds of one call (user and system time of this process). */
function cpu(f: () => unknown): number {
  const start = process.cpuUsage();
  f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

export function circuitsBench(line: (label: string, text: string) => void): void {
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `Circuits: one call in a fresh context (CPU seconds; Apps Script allows a custom function ${LIMIT_S} s); load average ${load.join(', ')}`,
  );
  for (const [label, name, argsAt, rows] of RUNS) {
    const timed = (n: number) => {
      const bundle = loadBundle();
      const args = bundle.bring(argsAt(n));
      const fn = (bundle.context as Record<string, (...a: unknown[]) => unknown>)[name];
      const wall = performance.now();
      const s = cpu(() => fn(...args));
      return { s, wall: (performance.now() - wall) / 1000 };
    };
    const tenth = timed(rows / 10);
    const full = timed(rows);
    line(
      `  ${label}, ${rows.toLocaleString('en')} rows`,
      `${full.s.toFixed(2)} s CPU (${full.wall.toFixed(2)} s wall; limit ${LIMIT_S} s)${full.s > LIMIT_S ? '  (over the limit)' : ''}; ${(full.s / tenth.s).toFixed(1)}× the time of a tenth`,
    );
  }
}
