// One standings function of one bundle over 2,000 players × 8 rounds, in a process of its own (bench/baseline.ts runs
// it for each bundle in turn): `node build/bench-standingsCall.cjs <function> <bundle file> <calls>` prints, as JSON,
// the CPU milliseconds of the first call (what a recalculation in Sheets pays: the call compiles what it runs, and V8
// optimises it while it runs) and the median of the last half of the calls (once V8 has settled). A process of its
// own, because two bundles in one heap pay for each other's garbage: interleaved in one process, the same call's best
// of 15 swung from 0.4× to 1.4×.
import fs from 'node:fs';
import vm from 'node:vm';
import { STANDINGS_2000_BY_8 } from './inputs';

const [fn, file, calls] = process.argv.slice(2);
const context = vm.createContext({});
new vm.Script(fs.readFileSync(file, 'utf8')).runInContext(context);
// the rows rebuilt inside the context, as Sheets hands a custom function its own arrays
const args = vm.runInContext(`JSON.parse(${JSON.stringify(JSON.stringify(STANDINGS_2000_BY_8[fn]()))})`, context);
const call = context[fn] as (results: unknown) => unknown;
const ms: number[] = [];
for (let i = 0; i < Number(calls); i++) {
  const start = process.cpuUsage();
  call(args);
  const used = process.cpuUsage(start);
  ms.push((used.user + used.system) / 1000);
}
const settled = ms.slice(ms.length >> 1).sort((a, b) => a - b);
console.log(JSON.stringify({ first: ms[0], settled: settled[settled.length >> 1] }));
