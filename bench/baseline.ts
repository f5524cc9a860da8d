// The load cost against a baseline build: issue #29 asks the cold load of dist/Code.js to stay within 1.25× that of
// 19b8ddc's build (the start of the round of work that added Italian, Romanian, the formats and the final stage) and
// each standings function over 2,000 players × 8 rounds within 1.1×. The baseline is built from git in a temporary
// worktree; both bundles run side by side, interleaved, in fresh V8 contexts, timed in CPU.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { carcassonneResults, catanResults, diplomacyResults } from '../test/harness/tournaments';

const BASELINE = '19b8ddc';
const LOAD_TARGET = 1.25;
const STANDINGS_TARGET = 1.1;
const root = path.join(__dirname, '..');

/** The baseline's dist/Code.js, built in a temporary worktree; undefined (and why) where git or the commit is missing. */
function baselineCode(): { code?: string; why?: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-baseline-'));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', dir, BASELINE], { cwd: root, stdio: 'pipe' });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'pipe' });
    return { code: fs.readFileSync(path.join(dir, 'dist/Code.js'), 'utf8') };
  } catch (e) {
    return { why: (e as Error).message.split('\n')[0] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  }
}

const cpuMs = (f: () => void): number => {
  const start = process.cpuUsage();
  f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** A fresh context with the bundle loaded; each load's source differs by a comment, so V8's cache of compiled scripts never serves it. */
let loads = 0;
function load(code: string): vm.Context {
  const context = vm.createContext({});
  new vm.Script(`${code}\n// load ${loads++}`).runInContext(context);
  return context;
}

/** Median CPU of a cold load of each bundle, interleaved so that the machine's load weighs on both alike. */
function coldLoads(codes: string[], times = 31): number[] {
  const samples = codes.map(() => [] as number[]);
  for (let i = 0; i < times; i++) for (const [k, code] of codes.entries()) samples[k].push(cpuMs(() => load(code)));
  return samples.map(median);
}

/**
 * Median CPU of a load and a first call in a fresh context, as a custom function in Apps Script pays on each
 * recalculation: the cold load, then compiling and running what the call reaches (a game's chunks, since the file is
 * split by entry: scripts/link-chunks.cjs).
 */
function firstCalls(codes: string[], fn: string, args: unknown[], times = 21): number[] {
  const samples = codes.map(() => [] as number[]);
  for (let i = 0; i < times; i++)
    for (const [k, code] of codes.entries()) {
      const source = `${code}\n// load ${loads++}`;
      const context = vm.createContext({});
      const given = vm.runInContext(`JSON.parse(${JSON.stringify(JSON.stringify(args))})`, context);
      samples[k].push(
        cpuMs(() => {
          new vm.Script(source).runInContext(context);
          (context[fn] as (...a: unknown[]) => unknown)(...given);
        }),
      );
    }
  return samples.map(median);
}

/** Best CPU of a standings call in each bundle over the same results, after a warm-up, interleaved. */
function standingsCalls(codes: string[], fn: string, results: unknown[][], times = 15): number[] {
  const contexts = codes.map(load);
  const calls = contexts.map((c) => {
    // the rows rebuilt inside the context, as Sheets hands a custom function its own arrays
    const args = vm.runInContext(`JSON.parse(${JSON.stringify(JSON.stringify(results))})`, c);
    return () => (c[fn] as (r: unknown) => unknown)(args);
  });
  for (const call of calls) call();
  const best = codes.map(() => Number.POSITIVE_INFINITY);
  for (let i = 0; i < times; i++) for (const [k, call] of calls.entries()) best[k] = Math.min(best[k], cpuMs(call));
  return best;
}

export function baselineBench(code: string, line: (label: string, text: string) => void): void {
  const { code: old, why } = baselineCode();
  if (!old) {
    line(`  against ${BASELINE}`, `not measured: the baseline could not be built (${why})`);
    return;
  }
  const flag = (ratio: number, target: number) => `${ratio.toFixed(2)}× (target ≤ ${target}×)${ratio > target ? '  ← MISSED' : ''}`;
  const [now, then] = coldLoads([code, old]);
  line(`  cold load against ${BASELINE}`, `${now.toFixed(1)} ms against ${then.toFixed(1)} ms CPU: ${flag(now / then, LOAD_TARGET)}`);
  const calls: [string, unknown[]][] = [
    ['CATAN_ROUNDPOINTS', [[[10], [8], [8], [5]]]],
    ['CATAN_STANDINGS', [catanResults(40, 4)]],
    ['DIP_STANDINGS', [diplomacyResults(42, 4)]],
    ['CARC_STANDINGS', [carcassonneResults(40, 4)]],
  ];
  for (const [fn, args] of calls) {
    const [a, b] = firstCalls([code, old], fn, args);
    line(
      `  load + first ${fn} against ${BASELINE}`,
      `${a.toFixed(1)} ms against ${b.toFixed(1)} ms CPU: ${(a / b).toFixed(2)}× (no target)`,
    );
  }
  const results: Record<string, unknown[][]> = {
    CATAN_STANDINGS: catanResults(2000, 8),
    DIP_STANDINGS: diplomacyResults(2002, 8),
    CARC_STANDINGS: carcassonneResults(2000, 8),
  };
  for (const [fn, rows] of Object.entries(results)) {
    const [a, b] = standingsCalls([code, old], fn, rows);
    line(`  ${fn}, 2,000 × 8 against ${BASELINE}`, `${a.toFixed(0)} ms against ${b.toFixed(0)} ms CPU: ${flag(a / b, STANDINGS_TARGET)}`);
  }
}
