import { loadBundle } from '../test/harness/appsScript';
import { SIMULATED, simulate } from '../test/harness/simulate';

const bundle = loadBundle();
const fn = process.argv[2];
const n = Number(process.argv[3]);
const rounds = Number(process.argv[4] ?? 8);
const r = simulate(bundle, SIMULATED[fn], n, rounds);
console.log(fn, n, 'meetings', r.ours.meetings, 'powers', r.ours.powers, 'times', r.times.map((t) => t.toFixed(0)).join(' '));
