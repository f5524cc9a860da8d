// npm run bench: costs per row and per call of the built bundle in a vm sandbox. Figures are printed, never asserted.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { BUNDLE, loadBundle } from '../test/harness/appsScript';
import { FakeSpreadsheet } from '../test/harness/fakeSpreadsheet';
import { catanResults } from '../test/harness/tournaments';

const ROWS = 10_000;

function timed<T>(f: () => T, repeat = 5): { ms: number; value: T } {
  f(); // warm-up: the first call pays for compilation
  let best = Infinity;
  let value!: T;
  for (let i = 0; i < repeat; i++) {
    const t = performance.now();
    value = f();
    best = Math.min(best, performance.now() - t);
  }
  return { ms: best, value };
}

const bundle = loadBundle();
const column = (f: (i: number) => unknown) => Array.from({ length: ROWS }, (_, i) => [f(i)]);
const line = (label: string, text: string) => console.log(`${label.padEnd(52)} ${text}`);

console.log(`Podium benchmark (node ${process.version}); best of 5 runs after a warm-up\n`);

// Custom functions over a whole column: 2,500 Catan tables of four; 1,428 Diplomacy boards of seven.
const catanVp = column((i) => 2 + ((i * 7) % 9));
const catanTables = column((i) => Math.floor(i / 4));
const perRow = (name: string, ...args: unknown[]) => {
  const { ms } = timed(() => bundle.call(name, ...args));
  line(`${name} over ${ROWS.toLocaleString('en')} rows`, `${((ms * 1000) / ROWS).toFixed(2)} µs per row (${ms.toFixed(1)} ms per call)`);
};
perRow('CATAN_ROUNDPOINTS', catanVp, catanTables);
const board = [10, 8, 7, 5, 4, 0, 0];
const boardRows = Math.floor(ROWS / 7) * 7;
perRow(
  'DIP_GAMESCORE',
  column((i) => (i < boardRows ? board[i % 7] : '')),
  column((i) => (i < boardRows && i % 7 >= 5 ? 1905 : '')),
  '',
  column((i) => (i < boardRows ? Math.floor(i / 7) : '')),
);
if (typeof (bundle.context as Record<string, unknown>).CARC_CITY === 'function')
  perRow(
    'CARC_CITY',
    column((i) => 2 + (i % 10)),
    column((i) => i % 3),
  );

// Standings of 5,000 players over 8 rounds.
const big = catanResults(5000, 8);
const standings = timed(() => bundle.call('CATAN_STANDINGS', big) as unknown[][], 3);
line(
  'CATAN_STANDINGS, 5,000 players × 8 rounds',
  `${standings.ms.toFixed(0)} ms (${((standings.ms * 1000) / (big.length - 1)).toFixed(1)} µs per result row)`,
);

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
    `${calls} spreadsheet calls (cell-by-cell baseline: ${naiveCalls.toLocaleString('en')}, ${Math.round(naiveCalls / calls)}×); ${ms.toFixed(0)} ms in the fake`,
  );
}

// The bundle: size, and the cold load of a fresh context (what each custom-function call may pay).
console.log('');
const code = fs.readFileSync(BUNDLE, 'utf8');
const load = timed(() => loadBundle(), 20);
line('dist/Code.js', `${(Buffer.byteLength(code) / 1024).toFixed(1)} KiB; cold load ${load.ms.toFixed(1)} ms into a new context`);
