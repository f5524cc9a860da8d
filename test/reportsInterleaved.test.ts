import { PageExecution } from './harness/interleave';
import { nonce, reportingEvent, withRoundWritten } from './harness/reporting';
import { diplomacyResults } from './harness/tournaments';

// SPEC §15.5: a table's record is read, changed and written under the script lock. Fifty sendings at one board, from
// its seven players' phones at once (page executions of the built bundle in worker threads, test/harness/interleave.ts,
// each service call let through in a seeded random order; a page that finds the lock held waits, and one told `busy`
// sends again, as the page does): none is lost.

const executions: PageExecution[] = [];
afterAll(() => {
  for (const e of executions) e.close();
});

/** A small, seeded random source, so that a run is the same every time. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

it('50 interleaved sendings at one board lose none', () => {
  const rows = withRoundWritten(diplomacyResults(7, 1), ['Centres', 'Eliminated', 'Final year']);
  const e = reportingEvent(rows, { game: 'diplomacy' });
  const seats = (e.phone.call('liveReportState', e.t, '2', '1') as { seats: { name: string }[] }).seats;
  const { organizer } = e;
  // what each seat sends, in its own order: disputes with their own notes (a dispute is taken until the desk acts)
  const queues = seats.map((_, by) =>
    Array.from({ length: by < 1 ? 8 : 7 }, (_, k) => ({
      t: e.t,
      round: '2',
      table: '1',
      player: by,
      pin: '',
      result: 'dispute',
      note: `seat ${by} note ${k}`,
      nonce: nonce(),
    })),
  );
  const rows2 = (e.phone.call('liveReportState', e.t, '2', '1') as { seats: { name: string }[] }).seats;
  const players = rows.filter((r) => r[0] === 2).map((r) => String(r[2]));
  for (const q of queues) for (const s of q) s.pin = e.pin(players[s.player]);
  expect(queues.flat()).toHaveLength(50);
  expect(rows2).toHaveLength(7);
  const stores = { cache: organizer.cache, properties: organizer.scriptProperties, lock: organizer.scriptLock };
  const pages = queues.map(() => new PageExecution(stores));
  executions.push(...pages);
  const rand = random(42);
  const sentAt = pages.map(() => 0);
  const oks: string[] = [];
  let busy = 0;
  const startNext = (i: number) => {
    if (sentAt[i] < queues[i].length) pages[i].start('liveReport', queues[i][sentAt[i]]);
  };
  for (const i of pages.keys()) startNext(i);
  for (let steps = 0; steps < 100_000; steps++) {
    const running = pages.map((_, i) => i).filter((i) => sentAt[i] < queues[i].length);
    if (!running.length) break;
    const ready = running.filter((i) => !pages[i].done && !pages[i].waiting);
    const i = ready.length ? ready[Math.floor(rand() * ready.length)] : running[0];
    const page = pages[i];
    if (page.done) {
      const answer = page.answer?.value as { ok: boolean; code?: string };
      if (answer?.ok) {
        oks.push(queues[i][sentAt[i]].nonce);
        sentAt[i]++;
      } else if (answer?.code === 'busy') busy++;
      else throw new Error(`seat ${i}: ${JSON.stringify(page.answer)}`);
      startNext(i);
    } else if (page.waiting) page.timeOut();
    else page.step();
  }
  expect(oks).toHaveLength(50);
  const record = JSON.parse(organizer.scriptProperties.values.get(`podium.report.t.${e.t}.2.1`) as string);
  expect(record.n).toBe(50);
  // each seat's standing dispute is the last it sent
  const state = e.phone.call('liveReportState', e.t, '2', '1') as { state: string; disputes: { by: number; note: string }[] };
  expect(state.state).toBe('disputed');
  expect(state.disputes.map((d) => [d.by, d.note]).sort()).toEqual(queues.map((q, by) => [by, q[q.length - 1].note]).sort());
  process.stdout.write(`interleaved: 50 sendings stored, ${busy} told busy and sent again\n`);
});
