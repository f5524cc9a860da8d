// The live page's calls for a 300-player snapshot (SPEC §13.4: at most 20 ms of CPU in Node each), and a publication.
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';
import { CACHED_INDEX, indexText } from '../src/appsscript/live/store';
import { loadBundle } from '../test/harness/appsScript';
import { FakeSpreadsheet } from '../test/harness/fakeSpreadsheet';
import { catanResults } from '../test/harness/tournaments';
import { codeAt, cpuMs, median } from './baseline';

const TARGET_MS = 20;

/** Best of `repeat` runs after as many to warm up, with `before` run outside the timing. */
export function best(f: () => unknown, before: () => void = () => undefined, repeat = 20): number {
  let ms = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 2 * repeat; i++) {
    before();
    const t = performance.now();
    f();
    if (i >= repeat) ms = Math.min(ms, performance.now() - t);
  }
  return ms;
}

export function liveBench(line: (label: string, text: string) => void) {
  const spreadsheet = new FakeSpreadsheet();
  const rows = catanResults(300, 4);
  // the names as long as a real field's, with accents
  for (const r of rows.slice(1)) r[2] = `Giocatrice ${String(r[2]).slice(7)} Dell'Acqua Ștefănescu`;
  spreadsheet.addSheet('Results', [
    ['Round', 'Table', 'Seat', 'Player', 'VP', 'Declared'],
    ...rows.slice(1).map((r) => [r[0], r[1], '', ...r.slice(2)]),
  ]);
  const addon = loadBundle({ spreadsheet, url: 'https://example.test/exec' });
  addon.call('liveSettings', { publish: true, title: 'Bench', names: 'initial' });
  const request = { game: 'catan', sheet: 'Results', settings: '' };
  addon.call('buildStandings', request);
  addon.call('writeSeating', request);
  const t = String(spreadsheet.getSheetByName('Results')?.getSheetId());
  const size = JSON.stringify(addon.call('liveSnapshot', t)).length;
  console.log(`Live page calls, a 300-player snapshot of ${(size / 1024).toFixed(0)} KB (target ≤ ${TARGET_MS} ms each)`);
  const calls: [string, () => unknown, (() => void)?][] = [
    ['liveList', () => addon.call('liveList')],
    ['liveVersion (cache hit)', () => addon.call('liveVersion', t)],
    ['liveVersion (cache miss)', () => addon.call('liveVersion', t), () => addon.cache.clear()],
    ['liveVersion (a t not published)', () => addon.call('liveVersion', '987654')],
    ['liveSnapshot (cache hit)', () => addon.call('liveSnapshot', t)],
    ['liveSnapshot (cache miss: the properties)', () => addon.call('liveSnapshot', t), () => addon.cache.clear()],
    ['doGet', () => addon.call('doGet', { parameter: { view: 'screen' } })],
  ];
  for (const [name, f, before] of calls) {
    const ms = best(f, before);
    line(`  ${name}`, `${ms.toFixed(3)} ms${ms > TARGET_MS ? '  (over the target)' : ''}`);
  }
  // a publication after a Build: the snapshot made and kept (not a page call; the organizer's)
  // each run publishes new content: a name corrected in the results; a failed publication stops the bench
  let run = 0;
  const published = () => {
    const outcome = addon.call('publishNow') as { published: string[]; warnings: string[] };
    if (outcome.warnings.length || !outcome.published.length) throw new Error(`the bench's publication failed: ${outcome.warnings}`);
  };
  const correct = () => {
    run++;
    spreadsheet
      .getSheetByName('Results')
      ?.getRange(2, 4)
      .setValues([[`Giocatrice ${run} Dell'Acqua Ștefănescu`]]);
  };
  const publication = best(published, correct, 5);
  line('  publishNow (300 players, names shortened)', `${publication.toFixed(0)} ms`);
}

/** The build before the live entry was split from the organizer's functions (#38): main where that work began. */
const BEFORE_SPLIT = '5c99845';
/** #38: a cold poll costs at most a third of what it cost before the split. */
const POLL_TARGET = 1 / 3;

/**
 * The script's cache holding the version of tournament 123, as each build keeps it: since #37 the store's index (one
 * cache entry that lists every tournament published with its version), before it the version under its own key.
 */
const INDEX_OF_123 = indexText({ list: [{ t: '123', name: 'Bench – Catan', game: 'catan', sheet: 'Results', v: 'v1', n: 1 }] });
const cached = (key: string) => (key === CACHED_INDEX ? INDEX_OF_123 : 'v1');

/**
 * A phone's poll as Apps Script runs it: a fresh context (every execution loads the script anew) with the script's
 * cache holding the version, the file loaded, then `liveVersion` called once. Both builds take turns, timed in CPU;
 * the call alone is what the split changes (the chunks it compiles and runs), the load is the file's size.
 */
export function coldPollBench(code: string, line: (label: string, text: string) => void): void {
  const { code: old, why } = codeAt(BEFORE_SPLIT);
  if (!old) {
    line(`  cold liveVersion against ${BEFORE_SPLIT}`, `not measured: that build could not be made (${why})`);
    return;
  }
  const samples = [code, old].map(() => ({ call: [] as number[], whole: [] as number[] }));
  for (let i = 0; i < 31; i++)
    for (const [k, text] of [code, old].entries()) {
      const context = vm.createContext({
        CacheService: { getScriptCache: () => ({ get: cached, put: () => undefined }) },
        PropertiesService: { getScriptProperties: () => ({ getProperty: () => null }) },
      });
      const load = cpuMs(() => new vm.Script(`${text}\n// poll ${i}`).runInContext(context));
      const call = cpuMs(() => (context.liveVersion as (t: string) => unknown)('123'));
      samples[k].call.push(call);
      samples[k].whole.push(load + call);
    }
  const [now, then] = samples.map((s) => ({ call: median(s.call), whole: median(s.whole) }));
  const ratio = now.call / then.call;
  line(
    `  cold liveVersion against ${BEFORE_SPLIT}`,
    `${now.call.toFixed(2)} ms against ${then.call.toFixed(2)} ms CPU: ${ratio.toFixed(2)}× (target ≤ ${POLL_TARGET.toFixed(2)}×)${ratio > POLL_TARGET ? '  ← MISSED' : ''}`,
  );
  line(
    `  load + cold liveVersion against ${BEFORE_SPLIT}`,
    `${now.whole.toFixed(1)} ms against ${then.whole.toFixed(1)} ms CPU: ${(now.whole / then.whole).toFixed(2)}× (no target: the load is the file's)`,
  );
}
