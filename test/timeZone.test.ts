import { spawnSync } from 'node:child_process';
import { BUNDLE } from './harness/appsScript';

// A date in a message is the day the cell shows: Apps Script runs Date's local methods in the script's time zone,
// so the bundle prints local dates. Run in Europe/Rome, where midnight of 5 March is still 4 March in UTC.
const PROBE = `
  const vm = require('node:vm');
  const fs = require('node:fs');
  const context = vm.createContext({});
  vm.runInContext(fs.readFileSync(${JSON.stringify(BUNDLE)}, 'utf8'), context);
  const date = vm.runInContext('new Date(2026, 2, 5)', context);
  try { context.CARC_ROAD(date); } catch (e) { process.stdout.write(e.message + '\\n'); }
  const invalid = vm.runInContext('new Date(NaN)', context);
  try { context.CARC_ROAD(invalid); } catch (e) { process.stdout.write(e.message + '\\n'); }
`;

describe('dates in messages', () => {
  it("are the local day in the script's time zone, and an invalid date is named as such", () => {
    const run = spawnSync(process.execPath, ['-e', PROBE], { env: { ...process.env, TZ: 'Europe/Rome' }, encoding: 'utf8' });
    expect(run.stdout.trim().split('\n')).toEqual([
      'CARC_ROAD: tiles 2026-03-05 is not a number',
      'CARC_ROAD: tiles an invalid date is not a number',
    ]);
  });
});
