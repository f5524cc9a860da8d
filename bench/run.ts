// npm run bench: costs per row and per call of the built bundle in a vm sandbox. Figures are printed, never asserted.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { run } from '../src/cli/run';
import { readsChart, SYSTEM_IDS } from '../src/engine/diplomacy/scoringSystems';
import { BUNDLE, customFunctionNames, loadBundle } from '../test/harness/appsScript';
import { FakeSpreadsheet } from '../test/harness/fakeSpreadsheet';
import { carcassonneResults, carcassonneTeamResults, catanResults, diplomacyResults } from '../test/harness/tournaments';
import { baselineBench } from './baseline';
import { CIRCUIT_FUNCTIONS, circuitsBench } from './circuits';
import { gameScoreBy, PER_ROW, scoringLog } from './inputs';
import { coldPollBench, liveBench } from './live';
import { reportsBench } from './reports';
import { randomHistoryBench, SEATING_FUNCTIONS, seatingBench } from './seating';
import { STAKES_FUNCTIONS, stakesBench } from './stakes';

const ROWS = 10_000;
const TARGET_US = 2;

function timed<T>(f: () => T, repeat = 5): { ms: number; value: T } {
  // warm-up: the first calls pay for compilation, and V8 optimises a function only after a few (CARC_ROAD runs its
  // first four calls at 2–6 µs a row, then 1.2)
  for (let i = 0; i < repeat; i++) f();
  let best = Number.POSITIVE_INFINITY;
  let value!: T;
  for (let i = 0; i < repeat; i++) {
    const t = performance.now();
    value = f();
    best = Math.min(best, performance.now() - t);
  }
  return { ms: best, value };
}

const bundle = loadBundle();
const line = (label: string, text: string) => console.log(`${label.padEnd(44)} ${text}`);
const us = (ms: number, rows: number) => (ms * 1000) / rows;

console.log(`Podium benchmark (node ${process.version}); best of 5 runs after as many to warm up\n`);

// Every custom function of the build's entry list: per-row functions over a column, the rest over tournaments.
const STANDINGS: Record<string, (rows: number) => unknown[]> = {
  CATAN_STANDINGS: (rows) => [catanResults(Math.round(rows / 4), 4)],
  DIP_STANDINGS: (rows) => [diplomacyResults(Math.round(rows / 3), 3)],
  DIP_BESTCOUNTRY: (rows) => [diplomacyResults(Math.round(rows / 3), 3)],
  CARC_STANDINGS: (rows) => [carcassonneResults(Math.round(rows / 5), 5)],
  // an even number of teams of three over 7 rounds: 21 rows a team
  CARC_TEAMS: (rows) => [carcassonneTeamResults(2 * Math.round(rows / 42), 7), 'preset=gg-teams'],
  CARC_SCORESHEET: (rows) => [scoringLog(rows)],
};
// functions that take no input: a cost per call
const CONSTANT = ['DIP_SYSTEMS'];
const functions = customFunctionNames().filter(
  (f) => !CONSTANT.includes(f) && !SEATING_FUNCTIONS.includes(f) && !STAKES_FUNCTIONS.includes(f) && !CIRCUIT_FUNCTIONS.includes(f),
);
const missing = functions.filter((f) => !PER_ROW[f] && !STANDINGS[f]);
if (missing.length) throw new Error(`bench/inputs.ts has no input for ${missing.join(', ')}: add one so that every function is measured`);

console.log(`Per-row cost over ${ROWS.toLocaleString('en')} rows (target ≤ ${TARGET_US} µs per row)`);
const slow: string[] = [];
for (const name of functions.filter((f) => PER_ROW[f])) {
  // the arguments are made inside the script's context once, as Sheets hands them over: only the call is timed
  const args = bundle.bring(PER_ROW[name](ROWS));
  const fn = (bundle.context as Record<string, (...a: unknown[]) => unknown>)[name];
  const { ms } = timed(() => fn(...args));
  const cost = us(ms, ROWS);
  if (cost > TARGET_US) slow.push(name);
  line(`  ${name}`, `${cost.toFixed(2)} µs per row${cost > TARGET_US ? '  (over the target)' : ''}`);
}
console.log(
  `  ${functions.filter((f) => PER_ROW[f]).length - slow.length} of ${functions.filter((f) => PER_ROW[f]).length} within the target${slow.length ? `; over: ${slow.join(', ')}` : ''}\n`,
);

// DIP_GAMESCORE by each scoring system, over the same boards.
console.log(`DIP_GAMESCORE by scoring system over ${ROWS.toLocaleString('en')} rows (µs per row)`);
const bySystem = SYSTEM_IDS.map((id) => {
  const args = bundle.bring(gameScoreBy(id, readsChart(id))(ROWS));
  const fn = (bundle.context as Record<string, (...a: unknown[]) => unknown>).DIP_GAMESCORE;
  return `${id} ${us(timed(() => fn(...args)).ms, ROWS).toFixed(2)}`;
});
for (let k = 0; k < bySystem.length; k += 6) console.log(`  ${bySystem.slice(k, k + 6).join(', ')}`);
console.log('');

// Standings and score sheets: cost at 1,000, 10,000 and 100,000 result rows, and the growth per 10× rows.
console.log('Standings functions (ms; growth per 10× rows: linear is about 10×)');
for (const name of functions.filter((f) => STANDINGS[f])) {
  const times = [1_000, 10_000, 100_000].map((rows) => {
    const args = bundle.bring(STANDINGS[name](rows));
    const fn = (bundle.context as Record<string, (...a: unknown[]) => unknown>)[name];
    return { rows: (args[0] as unknown[]).length - 1, ms: timed(() => fn(...args), 3).ms };
  });
  const growth = times.slice(1).map((t, i) => (t.ms / t.rows / (times[i].ms / times[i].rows)) * 10);
  line(
    `  ${name}`,
    `${times.map((t) => `${t.rows.toLocaleString('en')}: ${t.ms.toFixed(0)}`).join(', ')}; growth ${growth.map((g) => `${g.toFixed(1)}×`).join(', ')}; ${us(times[2].ms, times[2].rows).toFixed(1)} µs per row`,
  );
}
for (const name of functions.filter((f) => STANDINGS[f])) {
  const args = bundle.bring(STANDINGS[name](200_000));
  const fn = (bundle.context as Record<string, (...a: unknown[]) => unknown>)[name];
  const { ms } = timed(() => fn(...args), 1);
  line(`  ${name}, ${((args[0] as unknown[]).length - 1).toLocaleString('en')} rows`, `${(ms / 1000).toFixed(2)} s (limit 3 s)`);
}

for (const name of CONSTANT) {
  const fn = (bundle.context as Record<string, () => unknown>)[name];
  line(`  ${name}`, `${(timed(() => fn(), 20).ms * 1000).toFixed(1)} µs per call`);
}

console.log('');
stakesBench(line);

console.log('');
circuitsBench(line);

console.log('');
seatingBench(bundle, line);
randomHistoryBench(bundle, line);

console.log('');
liveBench(line);

console.log('');
reportsBench(line);

// Spreadsheet calls of one refresh, against a naive writer that reads and writes cell by cell.
console.log('');
for (const players of [50, 500, 5000]) {
  const spreadsheet = new FakeSpreadsheet();
  const input = spreadsheet.addSheet('Results', catanResults(players));
  const addon = loadBundle({ spreadsheet });
  addon.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' });
  const before = spreadsheet.log.count;
  const t = performance.now();
  addon.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' });
  const ms = performance.now() - t;
  const calls = spreadsheet.log.count - before;
  // The naive baseline reads each result cell and writes each standings cell on its own: getRange + getValue
  // (or setValue) per cell.
  const written = (
    spreadsheet.getSheetByName('Standings – Catan') as NonNullable<ReturnType<typeof spreadsheet.getSheetByName>>
  ).getDataRange();
  const cells = (r: { getNumRows(): number; getNumColumns(): number }) => r.getNumRows() * r.getNumColumns();
  const naiveCalls = 2 * cells(input.getDataRange()) + 2 * cells(written);
  line(
    `refresh at ${players.toLocaleString('en')} players`,
    `${calls} service calls (cell-by-cell baseline: ${naiveCalls.toLocaleString('en')}, ${Math.round(naiveCalls / calls)}×); ${ms.toFixed(0)} ms in the fake`,
  );
}

// The command line's table for the terminal: its cost per row at 2,500 and 25,000 players (linear is 10× per 10×).
console.log('');
const cli = [2_500, 25_000].map((players) => {
  const grid = catanResults(players, 4).map((r) => r.map(String)) as string[][];
  const file = `${fs.mkdtempSync('/tmp/podium-bench-')}/results.csv`;
  fs.writeFileSync(file, grid.map((r) => r.join(',')).join('\n'));
  const quiet = { out: () => undefined, err: () => undefined };
  return { players, ms: timed(() => run(['standings', '--game', 'catan', file], quiet), 1).ms };
});
line(
  '  podium standings, table on the terminal',
  `${cli.map((c) => `${c.players.toLocaleString('en')} players: ${c.ms.toFixed(0)} ms`).join(', ')}; growth ${(cli[1].ms / cli[0].ms).toFixed(1)}× for 10× the players`,
);

// The bundle: size, and the cold load of a fresh context (what each custom-function call may pay).
console.log('');
const code = fs.readFileSync(BUNDLE, 'utf8');
const load = timed(() => loadBundle(), 20);
line('dist/Code.js', `${(Buffer.byteLength(code) / 1024).toFixed(1)} KiB; cold load ${load.ms.toFixed(1)} ms into a new context`);
baselineBench(code, line);
coldPollBench(code, line);
