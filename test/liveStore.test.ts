import { type Bundle, loadBundle, webAppOf } from './harness/appsScript';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { interleaved, PageExecution, placements } from './harness/interleave';
import { catanResults } from './harness/tournaments';

// The live page's store under executions that interleave and services that fail (SPEC §13.2, §13.7; issue #37): a
// page's calls fall anywhere among those of Publish off or of a publication (each page execution runs in a worker
// thread of its own, its every service call held until the schedule lets it through; a page that finds the script
// lock held waits until it is free, or its wait runs out), and a fault is injected at every call of the organizer's.
// Whatever the order: no page reads a snapshot once Publish off has answered, and no page reads an older version once
// a publication has answered, from the cache or, once the cache has lost it, from the properties.

const URL = 'https://script.google.com/macros/s/AKfycbStore/exec';
const STORE = /^(Cache|ScriptProperties|ScriptLock)\./;
const NOTHING = { version: null, snapshot: null, list: [] };

/** A published tournament, and a way back to the store as it is now (the script's properties and cache, the document's). */
function world() {
  const spreadsheet = new FakeSpreadsheet();
  const results = spreadsheet.addSheet('Results', catanResults(8, 2));
  const organizer = loadBundle({ spreadsheet, url: URL });
  expect(organizer.call('liveSettings', { publish: true, title: 'Open' })).toMatchObject({ ok: true });
  expect(organizer.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' })).toMatchObject({ ok: true });
  const t = String(results.getSheetId());
  const visitor = webAppOf(organizer, URL);
  const save = () => ({
    script: new Map(organizer.scriptProperties.values),
    cache: new Map(organizer.cache.entries),
    document: new Map(organizer.properties),
  });
  const restore = (s: ReturnType<typeof save>, cache: 'warm' | 'cold') => {
    organizer.scriptProperties.values.clear();
    for (const [k, v] of s.script) organizer.scriptProperties.values.set(k, v);
    organizer.cache.entries.clear();
    if (cache === 'warm') for (const [k, v] of s.cache) organizer.cache.entries.set(k, { ...v });
    organizer.properties.clear();
    for (const [k, v] of s.document) organizer.properties.set(k, v);
    organizer.scriptLock.holder = null;
  };
  const page = () => {
    const execution = new PageExecution({ cache: organizer.cache, properties: organizer.scriptProperties, lock: organizer.scriptLock });
    executions.push(execution);
    return execution;
  };
  return { spreadsheet, results, organizer, visitor, t, save, restore, page };
}

/** What a page that asks now reads, from the cache, and again once the cache has lost everything (the properties). */
function readNow(visitor: Bundle, organizer: Bundle, t: string) {
  const read = () => ({
    version: visitor.call('liveVersion', t),
    snapshot: (visitor.call('liveSnapshot', t) as { version: string } | null)?.version ?? null,
    list: (visitor.call('liveList') as { t: string }[]).map((e) => e.t),
  });
  const cached = read();
  organizer.cache.clear();
  return { cached, stored: read() };
}

/** The organizer's store calls (the cache, the script properties, the script lock) in a run of `act`, alone. */
function storeCalls(organizer: Bundle, act: () => unknown): number {
  const from = organizer.spreadsheet.log.calls.length;
  act();
  return organizer.spreadsheet.log.calls.slice(from).filter((c) => STORE.test(c)).length;
}

/** How a page's wait for the lock ends, and with the cache warm or cold: the four ways a page may find the store. */
const CASES = [
  { cache: 'warm', waits: 'until free' },
  { cache: 'cold', waits: 'until free' },
  { cache: 'cold', waits: 'run out' },
] as const;

const executions: PageExecution[] = [];
afterAll(() => {
  for (const e of executions) e.close();
});

describe('Publish off, with pages calling at the same time', () => {
  it('no page reads a snapshot once it has answered, in every interleaving of a page call with its calls', () => {
    const w = world();
    const before = w.save();
    const off = () => w.organizer.call('liveSettings', { publish: false, title: 'Open' }) as { ok: boolean };
    const calls = storeCalls(w.organizer, off);
    const page = w.page();
    let runs = 0;
    const wrong: string[] = [];
    for (const { cache, waits } of CASES)
      for (const fn of ['liveVersion', 'liveSnapshot', 'liveList'])
        for (const at of placements(calls, 6)) {
          w.restore(before, cache);
          const args = fn === 'liveList' ? [] : [w.t];
          const { result, page: answer } = interleaved(w.organizer.spreadsheet.log, off, { execution: page, fn, args, at, waits });
          runs++;
          // a page call made after Publish off answered reads nothing; so does every call after it, whatever the cache holds
          const read = fn === 'liveList' ? ((answer.value as unknown[] | undefined)?.length ? answer.value : null) : answer.value;
          const now = readNow(w.visitor, w.organizer, w.t);
          const fine = result.ok && !answer.error && (at.start < calls || read === null);
          if (!fine || JSON.stringify(now) !== JSON.stringify({ cached: NOTHING, stored: NOTHING }))
            wrong.push(`${cache} ${waits} ${fn} ${JSON.stringify(at)}: ${JSON.stringify({ result, answer, now })}`);
        }
    process.stdout.write(`Publish off: ${runs} interleavings of a page call with its ${calls} store calls, ${wrong.length} wrong\n`);
    expect(wrong).toEqual([]);
    expect(runs).toBeGreaterThan(1000);
  });
});

describe('a publication, with pages calling at the same time', () => {
  it('no page reads the older version once it has answered, and what a page reads meanwhile is one version whole', () => {
    const w = world();
    const old = w.organizer.call('liveVersion', w.t) as string;
    // the organizer corrects a name: the next publication is a new version
    w.results.getRange(2, 3).setValues([['Player 00001 Bis']]);
    const before = w.save();
    const publish = () => w.organizer.call('publishNow') as { ok: boolean; warnings: string[] };
    const calls = storeCalls(w.organizer, publish);
    const fresh = w.organizer.call('liveVersion', w.t) as string;
    expect(fresh).not.toBe(old);
    const page = w.page();
    let runs = 0;
    const wrong: string[] = [];
    for (const { cache, waits } of CASES)
      for (const fn of ['liveVersion', 'liveSnapshot'])
        for (const at of placements(calls, 6)) {
          w.restore(before, cache);
          const { result, page: answer } = interleaved(w.organizer.spreadsheet.log, publish, {
            execution: page,
            fn,
            args: [w.t],
            at,
            waits,
          });
          runs++;
          const read = fn === 'liveVersion' ? answer.value : (answer.value as { version: string } | null)?.version;
          const now = readNow(w.visitor, w.organizer, w.t);
          const current = { version: fresh, snapshot: fresh, list: [w.t] };
          const fine =
            result.ok &&
            !result.warnings.length &&
            [old, fresh].includes(read as string) &&
            (at.start < calls || read === fresh) &&
            JSON.stringify(now) === JSON.stringify({ cached: current, stored: current });
          if (!fine)
            wrong.push(`${cache} ${waits} ${fn} ${JSON.stringify(at)}: ${JSON.stringify({ result, read, error: answer.error, now })}`);
        }
    process.stdout.write(`a publication: ${runs} interleavings of a page call with its ${calls} store calls, ${wrong.length} wrong\n`);
    expect(wrong).toEqual([]);
    expect(runs).toBeGreaterThan(1000);
  });
});

describe('Publish off, with a service failing', () => {
  /** Publish off, each of the organizer's store calls (numbered from 0) failing where `fail` says. */
  function offFailing(fail: (n: number, name: string) => boolean) {
    const w = world();
    let n = 0;
    let failed = '';
    w.organizer.spreadsheet.log.beforeEach = (name) => {
      if (!STORE.test(name) || !fail(n++, name)) return;
      failed ||= name;
      throw new Error(`Service error: ${name} failed (simulated)`);
    };
    const outcome = w.organizer.call('liveSettings', { publish: false, title: 'Open' }) as {
      ok: boolean;
      problems?: { message: string }[];
    };
    w.organizer.spreadsheet.log.beforeEach = undefined;
    return { w, outcome, failed };
  }

  /** After a Publish off that said it failed: Publish is still on, and the organizer's retry leaves nothing. */
  function retried(w: ReturnType<typeof world>) {
    expect(w.organizer.call('getSidebarState')).toMatchObject({ live: { publish: true } });
    expect(w.organizer.call('liveSettings', { publish: false, title: 'Open' })).toMatchObject({ ok: true });
  }

  it('at every store call, failing once: when it answers done no page reads a snapshot; when it says it failed, a retry leaves none', () => {
    const w0 = world();
    const total = storeCalls(w0.organizer, () => w0.organizer.call('liveSettings', { publish: false, title: 'Open' }));
    const told: string[] = [];
    for (let k = 0; k < total; k++) {
      const { w, outcome, failed } = offFailing((n) => n === k);
      if (!outcome.ok) {
        told.push(`${failed}: ${outcome.problems?.[0].message}`);
        retried(w);
      }
      expect({ k, failed, now: readNow(w.visitor, w.organizer, w.t) }).toEqual({ k, failed, now: { cached: NOTHING, stored: NOTHING } });
    }
    process.stdout.write(
      `Publish off failing once at each of its ${total} store calls: ${total - told.length} answered done, ${told.length} said it failed\n`,
    );
    for (const t of told)
      expect(t).toMatch(/Publishing could not be turned off \(Service error: .* failed \(simulated\)\): the live page still shows/);
  });

  it('a service that keeps failing: when it says publishing is still on, a later Publish off leaves nothing', () => {
    const names = new Set<string>();
    const w = world();
    w.organizer.spreadsheet.log.beforeEach = (name) => {
      if (STORE.test(name)) names.add(name);
    };
    w.organizer.call('liveSettings', { publish: false, title: 'Open' });
    w.organizer.spreadsheet.log.beforeEach = undefined;
    for (const name of names) {
      const { w, outcome } = offFailing((_, called) => called === name);
      if (!outcome.ok) retried(w);
      expect({ name, now: readNow(w.visitor, w.organizer, w.t) }).toEqual({ name, now: { cached: NOTHING, stored: NOTHING } });
    }
    expect(names.size).toBeGreaterThan(4);
  });

  it('pieces a failure leaves behind are read by no page, and deleted at the next publication', () => {
    const { w, outcome } = offFailing((_, name) => name === 'ScriptProperties.deleteProperty');
    expect(outcome.ok).toBe(true);
    const pieces = () => [...w.organizer.scriptProperties.values.keys()].filter((k) => k.startsWith('podium.live.s.'));
    expect(pieces().length).toBeGreaterThan(0);
    expect(readNow(w.visitor, w.organizer, w.t)).toEqual({ cached: NOTHING, stored: NOTHING });
    expect(w.organizer.call('liveSettings', { publish: true, title: 'Open' })).toMatchObject({ ok: true });
    const current = w.organizer.call('liveVersion', w.t) as string;
    expect(pieces().length).toBeGreaterThan(0);
    expect(pieces().every((k) => k.includes(`.${current}.`))).toBe(true);
  });
});
