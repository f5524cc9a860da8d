import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemsPage } from '../scripts/messages';
import { parseCsv } from '../src/cli/csv';
import { run } from '../src/cli/run';
import { readsChart, SYSTEM_IDS } from '../src/engine/diplomacy/scoringSystems';
import { loadBundle } from './harness/appsScript';

// Every scoring system id through the built bundle's functions, the sidebar's list and the command line (issue 11).
const bundle = loadBundle();
const EXAMPLE = path.join(__dirname, '../examples/diplomacy-tournament.csv');
const example = parseCsv(fs.readFileSync(EXAMPLE, 'utf8'));
const board = [[10], [8], [7], [5], [4], [0], [0]];
const years = [[''], [''], [''], [''], [''], [1906], [1904]];
/** A drawn chart: a player moves evenly from 3 centres to the end (rounded down, so no year tops 34), reached in `until`. */
const drawn = (end: number, until: number, year: number) =>
  year >= until ? end : Math.floor(3 + ((end - 3) * (year - 1900)) / (until - 1900));
const span = (last: number) => Array.from({ length: last - 1900 }, (_, k) => 1901 + k);
const chart = board.map(([c], k) => span(1910).map((y) => drawn(c, (years[k][0] as number) || 1910, y)));

/** The example tournament with a drawn chart in year columns (carrying the eliminations), for the systems that read one. */
function withChart(table: string[][]): string[][] {
  const [header, ...rows] = table;
  const col = (name: string) => header.indexOf(name);
  const years = span(Math.max(...rows.map((r) => Number(r[col('Final year')]))));
  return [
    [...header, ...years.map(String)],
    ...rows.map((r) => {
      const until = Number(r[col('Eliminated')] || r[col('Final year')]);
      const final = Number(r[col('Final year')]);
      const chart = years.map((y) => (y > final ? '' : String(drawn(Number(r[col('Centres')]), until, y))));
      return [...r.map((c, k) => (k === col('Eliminated') ? '' : c)), ...chart];
    }),
  ];
}
const CHARTED = path.join(os.tmpdir(), 'podium-diplomacy-charted.csv');
fs.writeFileSync(
  CHARTED,
  withChart(example)
    .map((r) => r.join(','))
    .join('\n'),
);

describe.each(SYSTEM_IDS)('system=%s', (id) => {
  it('DIP_GAMESCORE scores a board with finite numbers', () => {
    // the chart carries the eliminations (its first year at 0), so the drawn one goes without the Eliminated column
    const out = bundle.call('DIP_GAMESCORE', board, readsChart(id) ? '' : years, 1910, '', `system=${id}`, '', '', chart) as number[][];
    expect(out.flat().every((v) => Number.isFinite(v))).toBe(true);
  });
  it('DIP_STANDINGS and DIP_BESTCOUNTRY score the example tournament', () => {
    const results = readsChart(id) ? withChart(example) : example;
    const standings = bundle.call('DIP_STANDINGS', results, `system=${id}`) as unknown[][];
    expect(standings[0][0]).toBe('Rank');
    expect(standings.length).toBeGreaterThan(30);
    expect((bundle.call('DIP_BESTCOUNTRY', results, `system=${id}`) as unknown[][])[0][0]).toBe('Power');
  });
  it('the command line takes --settings "system=…"', () => {
    let out = '';
    expect(
      run(['standings', '--game', 'diplomacy', readsChart(id) ? CHARTED : EXAMPLE, '--settings', `system=${id}`, '--format', 'csv'], {
        out: (t) => (out += t),
        err: () => undefined,
      }),
    ).toBe(0);
    expect(parseCsv(out)[0][0]).toBe('Rank');
  });
});

describe('the systems as organizers pick them', () => {
  it('DIP_SYSTEMS lists every id with its name, needs, solo and scoring', () => {
    const rows = bundle.call('DIP_SYSTEMS') as string[][];
    expect(rows[0]).toEqual(['System', 'Name', 'Needs', 'Solo', 'Scoring']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(SYSTEM_IDS);
    for (const r of rows.slice(1)) expect(r.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
  });
  it('the sidebar offers every system by name with its one-line description', () => {
    const state = bundle.call('getSidebarState') as {
      games: { id: string; settings: { key: string; values: string[]; describe: Record<string, { name: string; line: string }> }[] }[];
    };
    const system = state.games.find((g) => g.id === 'diplomacy')?.settings.find((s) => s.key === 'system');
    expect(system?.values).toEqual(SYSTEM_IDS);
    expect(system?.describe.carnage).toEqual({
      name: 'Carnage with elimination order',
      line: expect.stringMatching(/^survivors ranked by centres/),
    });
  });
  it("docs/scoring-systems.md's table is DIP_SYSTEMS's, row for row, as npm run messages writes it", () => {
    const page = fs.readFileSync(path.join(__dirname, '..', systemsPage().file), 'utf8');
    expect(page).toBe(systemsPage().text);
    const rows = (bundle.call('DIP_SYSTEMS') as string[][]).slice(1);
    const table = page
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .map((l) =>
        l
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      );
    for (const [id, ...rest] of rows) expect(table).toContainEqual([`\`${id}\``, ...rest]);
  });
});
