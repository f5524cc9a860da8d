import { webAppOf } from './harness/appsScript';
import { nonce, pinFor, reportingEvent } from './harness/reporting';
import { catanResults } from './harness/tournaments';

// SPEC §15.7: a Catan event of 200 players, 8 rounds in 10 hours, 200 phones open all day (each polling the version
// every 30 s ± 20 % as Live.html does, and its table's reports while its round is unscored), every table reported by
// one player and confirmed by another (one wrong PIN at every fifth table), the sidebar open reading the Reports panel
// every 20 s and approving each round's agreed tables, the cache lost every 6 hours. Google counts every property read
// and write, the script's and the document's, against the organizer's "Properties read/write: 50,000 / day" on a
// consumer account (developers.google.com/apps-script/guides/services/quotas); SPEC §15.7 allows Podium 12,500 of them.

const PLAYERS = 200;
const ROUNDS = 8;
const HOURS = 10;
const ROUND_S = (HOURS * 3600) / ROUNDS;
const VALUES = {
  each: [
    [10, false],
    [8, false],
    [6, false],
    [4, false],
  ],
  table: [],
};

/** A small, seeded random source, so that a run is the same every time. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Round `round`'s rows, seated as the made-up tournament seats it, every VP blank. */
function roundRows(round: number): unknown[][] {
  return catanResults(PLAYERS, round)
    .slice(1)
    .filter((r) => r[0] === round)
    .map((r) => [r[0], r[1], r[2], '', false]);
}

it('an event of 200 players, 200 phones and the sidebar for 10 hours costs at most 12,500 property reads and writes', () => {
  const e = reportingEvent([['Round', 'Table', 'Player', 'VP', 'Declared'], ...roundRows(1)]);
  const { organizer, spreadsheet, t } = e;
  const phone = webAppOf(organizer);
  const results = spreadsheet.getSheetByName('Results')!;
  const documentOps = () => spreadsheet.log.calls.filter((c) => /^(get|set|delete)Propert(y|ies)$/.test(c)).length;
  const start = { reads: organizer.scriptProperties.reads, writes: organizer.scriptProperties.writes, document: documentOps() };
  const rand = random(15);
  const pages = Array.from({ length: PLAYERS }, (_, i) => ({
    next: rand() * 30,
    version: null as string | null,
    player: `Player ${String(i + 1).padStart(5, '0')}`,
  }));
  const count = { version: 0, state: 0, reports: 0, inbox: 0, approved: 0, refused: 0 };
  let round = 1;
  let seated = roundRows(1);
  /** Each table's two sendings this round, at their seconds. */
  let plan: { at: number; table: number; player: number; result: typeof VALUES | 'confirm'; wrong?: true }[] = [];
  const planRound = (begin: number) => {
    plan = [];
    for (let table = 1; table <= PLAYERS / 4; table++) {
      const done = begin + ROUND_S * (0.5 + 0.35 * rand());
      if (table % 5 === 0) plan.push({ at: done - 60, table, player: 1, result: 'confirm', wrong: true });
      plan.push({ at: done, table, player: 0, result: VALUES }, { at: done + 120 + 180 * rand(), table, player: 2, result: 'confirm' });
    }
  };
  planRound(0);
  for (let second = 0; second <= HOURS * 3600; second++) {
    if (second > 0 && second % (6 * 3600) === 0) organizer.cache.clear();
    for (const s of plan.filter((p) => Math.floor(p.at) === second)) {
      const players = seated.filter((r) => r[1] === s.table).map((r) => String(r[2]));
      const pin = s.wrong ? '000000' : pinFor(organizer, t, players[s.player]);
      const answer = phone.call('liveReport', {
        t,
        round: String(round),
        table: String(s.table),
        player: s.player,
        pin,
        result: s.result,
        nonce: nonce(),
      }) as { ok: boolean };
      count.reports++;
      if (!answer.ok) count.refused++;
    }
    if (second % 20 === 0) {
      organizer.call('reportsInbox', {});
      count.inbox++;
    }
    // the round's end: its agreed tables approved, the next round written and published
    if (second > 0 && second % ROUND_S === 0) {
      const approved = organizer.call('approveReports', { t, round: String(round), tables: 'agreed' }) as { approved: string[] };
      count.approved += approved.approved.length;
      if (round < ROUNDS) {
        round++;
        seated = roundRows(round);
        const from = results.getLastRow() + 1;
        results.insertRowsAfter(results.getMaxRows(), seated.length);
        results.getRange(from, 1, seated.length, 5).setValues(seated);
        expect(organizer.call('publishNow', {})).toMatchObject({ ok: true });
        planRound(second);
      }
    }
    for (const page of pages) {
      if (page.next > second) continue;
      count.version++;
      const version = phone.call('liveVersion', t) as string;
      if (version !== page.version) page.version = (phone.call('liveSnapshot', t) as { version: string }).version;
      const row = seated.find((r) => r[2] === page.player);
      if (row) {
        count.state++;
        phone.call('liveReportState', t, String(round), String(row[1]));
      }
      page.next = second + 30 * (0.8 + 0.4 * rand());
    }
    organizer.clock.advance(1);
  }
  const reads = organizer.scriptProperties.reads - start.reads;
  const writes = organizer.scriptProperties.writes - start.writes;
  const document = documentOps() - start.document;
  process.stdout.write(
    `reports load: ${count.version} version polls, ${count.state} table-state polls, ${count.reports} sendings (${count.refused} refused), ${count.inbox} Reports panel reads, ${count.approved} tables approved; script properties ${reads} reads + ${writes} writes, document properties ${document}; ${phone.touched.spreadsheet} spreadsheet calls from the page\n`,
  );
  expect(count.approved).toBe((ROUNDS * PLAYERS) / 4);
  expect(phone.touched.spreadsheet).toBe(0);
  expect(reads + writes + document).toBeLessThanOrEqual(12_500);
});
