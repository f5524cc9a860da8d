// The load cost against a baseline build: issue #29 asks the cold load of dist/Code.js to stay within 1.25× that of
// 19b8ddc's build (the start of the round of work that added Italian, Romanian, the formats and the final stage) and
// each standings function over 2,000 players × 8 rounds within 1.1×. The baseline is built from git in a temporary
// worktree; both bundles' loads run side by side, interleaved, in fresh V8 contexts, and their standings calls in
// processes of their own, taking turns; all timed in CPU.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { carcassonneResults, catanResults, diplomacyResults } from '../test/harness/tournaments';
import { STANDINGS_2000_BY_8 } from './inputs';

const BASELINE = '19b8ddc';
const LOAD_TARGET = 1.25;
const STANDINGS_TARGET = 1.1;
const root = path.join(__dirname, '..');

/** A commit's dist/Code.js, built in a temporary worktree; undefined (and why) where git or the commit is missing. */
export function codeAt(commit: string): { code?: string; why?: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-baseline-'));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'pipe' });
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

export const cpuMs = (f: () => void): number => {
  const start = process.cpuUsage();
  f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

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

/**
 * CPU of a standings call in each bundle, each measured in processes of its own (bench/standingsCall.ts) with V8's
 * work on one thread, so that neither pays for the other's garbage nor for the machine's other threads; the bundles
 * take turns. For each bundle: the median over its processes of the first call, and of the settled calls' median.
 */
function standingsCalls(files: string[], fn: string, turns = 7, calls = 20): { first: number; settled: number }[] {
  const child = path.join(__dirname, 'bench-standingsCall.cjs');
  const runs = files.map(() => [] as { first: number; settled: number }[]);
  for (let i = 0; i < turns; i++)
    for (const [k, file] of files.entries()) {
      const out = execFileSync(process.execPath, ['--single-threaded', child, fn, file, String(calls)], { encoding: 'utf8' });
      runs[k].push(JSON.parse(out));
    }
  return runs.map((r) => ({ first: median(r.map((x) => x.first)), settled: median(r.map((x) => x.settled)) }));
}

export function baselineBench(code: string, line: (label: string, text: string) => void): void {
  const { code: old, why } = codeAt(BASELINE);
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
  const files = [code, old].map((text, k) => {
    const file = path.join(os.tmpdir(), `podium-bench-${process.pid}-${k}.js`);
    fs.writeFileSync(file, text);
    return file;
  });
  for (const fn of Object.keys(STANDINGS_2000_BY_8)) {
    const [a, b] = standingsCalls(files, fn);
    for (const when of ['first', 'settled'] as const)
      line(
        `  ${fn}, 2,000 × 8, ${when === 'first' ? 'first call' : 'settled'}`,
        `${a[when].toFixed(0)} ms against ${b[when].toFixed(0)} ms (${BASELINE}) CPU: ${flag(a[when] / b[when], STANDINGS_TARGET)}`,
      );
  }
  for (const file of files) fs.rmSync(file, { force: true });
}
