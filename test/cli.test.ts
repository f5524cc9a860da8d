import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCsv } from '../src/cli/csv';
import { run } from '../src/cli/run';
import { render } from '../src/engine/i18n/message';
import { saySheet } from '../src/engine/i18n/sheetWords';
import { loadBundle } from './harness/appsScript';
import { ADDED_GAMES, GAME_IDS } from './harness/games';
import { csvWithoutStages } from './harness/stages';

const root = path.join(__dirname, '..');
// the command line speaks the locale's language when --lang is not given (docs/languages.md): these tests read English
for (const variable of ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG']) delete process.env[variable];
const CATAN = path.join(root, 'examples/catan-tournament.csv');
const DIPLOMACY = path.join(root, 'examples/diplomacy-tournament.csv');
const CARCASSONNE = path.join(root, 'examples/carcassonne-tournament.csv');
const CLI = path.join(root, 'build/podium.cjs');

function podium(...argv: string[]) {
  let out = '';
  let err = '';
  const status = run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { status, out, err };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-'));
const write = (name: string, text: string) => {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
};

describe('podium standings --roster (SPEC §17.3)', () => {
  const league = write('league.csv', 'Round,Match,Player,Games won\n1,1,Ann,2\n1,1,Bob,1\n');
  it("lists a roster's players with no match after those who played, Rank blank, every figure 0", () => {
    const roster = write('registered.csv', 'Player\nAnn\nBob\nZoe\nCy\n');
    const r = podium('standings', '--game', 'carcassonne', league, '--roster', roster, '--format', 'csv');
    expect(r.status).toBe(0);
    expect(parseCsv(r.out)).toEqual([
      ['Rank', 'Player', 'Wins', 'Game difference', 'Games won', 'Matches', 'Byes'],
      ['1', 'Ann', '1', '1', '2', '1', '0'],
      ['2', 'Bob', '0', '-1', '1', '1', '0'],
      ['', 'Cy', '0', '0', '0', '0', '0'],
      ['', 'Zoe', '0', '0', '0', '0', '0'],
    ]);
  });

  it("names a roster's problem at its line in the roster file (exit 1); a game whose standings take none is a usage error (exit 2)", () => {
    const bad = write('no-player.csv', 'Name of team\nRed\n');
    const r = podium('standings', '--game', 'carcassonne', league, '--roster', bad);
    expect(r.status).toBe(1);
    expect(r.err).toContain(bad);
    const c = podium('standings', '--game', 'catan', CATAN, '--roster', write('r.csv', 'Player\nAnn\n'));
    expect(c.status).toBe(2);
    expect(c.err).toContain("--roster: Catan's standings list only the players of the results");
    const it = podium('standings', '--game', 'catan', CATAN, '--roster', write('r2.csv', 'Player\nAnn\n'), '--lang', 'it');
    expect(it.err).toContain('--roster: la classifica di Catan elenca solo i giocatori dei risultati');
  });
});

describe('podium standings', () => {
  it('the built command prints a CSV header with Rank and Player, then the rows in order', () => {
    const out = execFileSync(process.execPath, [CLI, 'standings', '--game', 'catan', CATAN, '--format', 'csv'], { encoding: 'utf8' });
    const rows = parseCsv(out);
    expect(rows[0].slice(0, 2)).toEqual(['Rank', 'Player']);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(rows.slice(1).map((_, i) => i + 1));
    expect(rows).toHaveLength(27);
  });

  it.each([
    ['catan', CATAN, 'CATAN_STANDINGS'],
    ['diplomacy', DIPLOMACY, 'DIP_STANDINGS'],
    ['carcassonne', CARCASSONNE, 'CARC_STANDINGS'],
  ])('%s: the same ranks as the custom function over the same sheet', (game, file, fn) => {
    const cli = parseCsv(podium('standings', '--game', game, file, '--format', 'csv').out);
    const grid = parseCsv(fs.readFileSync(file, 'utf8'));
    const sheet = loadBundle().call(fn, grid) as unknown[][];
    expect(cli.slice(1).map((r) => [r[0], r[1]])).toEqual(sheet.slice(1).map((r) => [String(r[0]), r[1]]));
  });

  it('writes --out as CSV and reads decimal commas in ";" files', () => {
    const file = write('semi.csv', 'Turno;Tavolo;Giocatore;PV\n1;1;Ana;9\n1;1;Bo;8\n1;1;Cy;7\n');
    const out = path.join(tmp, 'out.csv');
    expect(podium('standings', '--game', 'catan', file, '--out', out).status).toBe(0);
    expect(fs.readFileSync(out, 'utf8').split('\n')[1]).toBe('1,Ana,5,9,0.375,1');
  });

  it('prints JSON with the best-country table for Diplomacy', () => {
    const json = JSON.parse(podium('standings', '--game', 'diplomacy', DIPLOMACY, '--format', 'json').out);
    expect(json.standings).toHaveLength(35);
    expect(json['Best country'].map((r: { Power: string }) => r.Power)).toEqual(expect.arrayContaining(['Austria', 'Turkey']));
  });

  it('reads tab-separated files', () => {
    const file = write('tabs.tsv', 'Round\tTable\tPlayer\tVP\n1\t1\tAna\t9\n1\t1\tBo\t8\n1\t1\tCy\t7\n');
    expect(podium('standings', '--game', 'catan', file, '--format', 'csv').out.split('\n')[1]).toBe('1,Ana,5,9,0.375,1');
  });
});

describe('podium standings --game carcassonne', () => {
  it('prints the Swiss standings of the example: wins, Buchholz, byes, and the same table as CARC_STANDINGS', () => {
    const r = podium('standings', '--game', 'carcassonne', CARCASSONNE, '--format', 'csv');
    expect(r.status).toBe(0);
    const rows = parseCsv(r.out);
    expect(rows[0]).toEqual(['Rank', 'Player', 'Wins', 'Buchholz', 'Score difference', 'Points', 'Games', 'Byes', 'Final']);
    const sheet = loadBundle().call('CARC_STANDINGS', parseCsv(fs.readFileSync(CARCASSONNE, 'utf8'))) as unknown[][];
    expect(rows).toEqual(sheet.map((row) => row.map(String)));
    // the example has byes and a game that ended on an equal score (half a win)
    expect(rows.slice(1).some((row) => Number(row[7]) > 0)).toBe(true);
    expect(rows.slice(1).some((row) => Number(row[2]) % 1 === 0.5)).toBe(true);
  });
  it('check names a bye with a score at its line and column, exit 1', () => {
    const file = write('carc.csv', 'Round,Table,Player,Score\n1,1,Ana,90\n1,1,Bo,80\n1,bye,Cy,5\n');
    const r = podium('check', '--game', 'carcassonne', file);
    expect(r.status).toBe(1);
    // the same message as in a cell: the number 5, not the text "5"
    expect(r.err).toContain(`${file} line 4, column 4 (Score), round 1: a bye has no score (5 given for Cy)`);
  });
});

describe('podium stakes (docs/stakes.md)', () => {
  const LAST_ROUND = path.join(root, 'examples/catan-last-round.csv');

  it('prints the same table as CATAN_STAKES, warnings to stderr with CSV', () => {
    const r = podium('stakes', '--game', 'catan', LAST_ROUND, '--settings', 'finals=top8', '--format', 'csv');
    expect(r.status).toBe(0);
    const rows = parseCsv(r.out);
    expect(rows[0]).toEqual(['Player', 'Rank', 'Best', 'Worst', 'Title', 'Cut (top 8)', 'Needs']);
    const sheet = loadBundle().call('CATAN_STAKES', parseCsv(fs.readFileSync(LAST_ROUND, 'utf8')), 'finals=top8') as unknown[][];
    expect(rows).toEqual(sheet.slice(0, rows.length).map((row) => row.map(String)));
    expect(rows[1]).toEqual(['Ilaria Caruso', '1', '1', '9', 'possible', 'possible', '2nd place or better secures the cut']);
    expect(r.err).toBe('warning: 7 tables await scores (round 4)\n');
  });

  it('speaks --lang on the terminal, warnings after the table', () => {
    const r = podium('stakes', '--game', 'catan', LAST_ROUND, '--lang', 'it');
    expect(r.out.split('\n')[0]).toMatch(/^Giocatore +Pos\. +Migliore +Peggiore +Titolo +Fase finale \(primi 4\) +Cosa serve$/);
    expect(r.out).toContain(render(saySheet('warningRow', { text: saySheet('awaiting', { tables: 7, kind: 'table', round: '4' }) }), 'it'));
  });

  it("Diplomacy's cut is its top board, in the reader's words", () => {
    const diplomacy = path.join(root, 'examples/diplomacy-tournament.csv');
    const header = (lang: string) => podium('stakes', '--game', 'diplomacy', diplomacy, '--lang', lang).out.split('\n')[0];
    expect(header('en')).toMatch(/ Cut \(top 7\) /);
    expect(header('it')).toMatch(/ Tavolo finale \(primi 7\) /);
    expect(header('ro')).toMatch(/ Masa finală \(primii 7\) /);
  });

  it('a finished tournament: Best and Worst are the rank, with a warning; a bad --settings exits 2', () => {
    const r = podium('stakes', '--game', 'carcassonne', CARCASSONNE);
    expect(r.status).toBe(0);
    expect(r.out).toContain("Warning: stakes need a round in progress: every table is scored, so Best and Worst are the standings' rank");
    expect(podium('stakes', '--game', 'carcassonne', CARCASSONNE, '--settings', 'rounds=0').status).toBe(2);
  });
});

describe('podium examples (npm start)', () => {
  it('prints the standings of every example tournament and the totals of the log, from the one list of games', () => {
    const r = podium('examples');
    expect(r.status).toBe(0);
    expect(r.out.match(/^== .*$/gm)).toEqual([
      '== Catan standings: examples/catan-tournament.csv',
      '== Catan standings (preset=catan-studio; finals=top8): examples/catan-wins.csv',
      '== Diplomacy standings: examples/diplomacy-tournament.csv',
      '== Carcassonne standings: examples/carcassonne-tournament.csv',
      '== Carcassonne standings (preset=ukraine): examples/carcassonne-ukraine.csv',
      '== Carcassonne standings (preset=gg-league): examples/carcassonne-league.csv',
      '== Carcassonne standings (preset=gg-swiss): examples/carcassonne-swiss.csv',
      ...ADDED_GAMES.flatMap((g) => g.examples.map((e) => `== ${g.title} standings: ${e.file}`)),
      '== Carcassonne scoring log, totals: examples/carcassonne-log.csv',
    ]);
    expect(r.out).toContain('Best country');
  });
});

describe('the final stage on the command line (docs/formats.md#the-final-stage)', () => {
  it("podium seat --round QF pairs the top 8 of the preliminary rounds, as the example's quarter-finals were seated", () => {
    const text = fs.readFileSync(CARCASSONNE, 'utf8');
    const rounds = write('carcassonne-rounds.csv', csvWithoutStages(text));
    const r = podium('seat', '--game', 'carcassonne', '--round', 'QF', rounds, '--format', 'csv');
    expect(r.status).toBe(0);
    const seated = parseCsv(r.out).slice(1);
    expect(seated.map((row) => [row[0], row[1], row[2]])).toEqual(
      parseCsv(text)
        .filter((row) => row[0] === 'QF')
        .map((row) => [row[0], row[1], row[2]]),
    );
    // Italian and Romanian names of the stage are taken on --round
    expect(podium('seat', '--game', 'carcassonne', '--round', 'Quarti', rounds, '--format', 'csv').out).toBe(r.out);
  });
  it('podium standings ranks the knockout first: the champion, the final, the third-place game, the quarter-finals', () => {
    const rows = parseCsv(podium('standings', '--game', 'carcassonne', CARCASSONNE, '--format', 'csv').out).slice(1);
    expect(rows.map((row) => row[8])).toEqual([
      'Champion',
      'Final',
      'Third place',
      'Third place',
      'Quarter-final',
      'Quarter-final',
      'Quarter-final',
      'Quarter-final',
      ...Array(5).fill(''),
    ]);
    // the quarter-final of table 2 ended 95–95: the better preliminary rank (Dan Preda) went through
    expect(rows.find((row) => row[1] === 'Mihai Stan')?.[8]).toBe('Quarter-final');
    expect(rows.find((row) => row[1] === 'Dan Preda')?.[8]).toBe('Third place');
  });
  it('a stage before its time is refused with the reason, exit 1', () => {
    const rounds = write('carcassonne-rounds.csv', csvWithoutStages(fs.readFileSync(CARCASSONNE, 'utf8')));
    const r = podium('seat', '--game', 'carcassonne', '--round', 'SF', rounds);
    expect(r.status).toBe(1);
    expect(r.err).toContain('the semi-finals are seated after the quarter-finals, which the results do not hold yet');
  });
});

describe('podium standings --settings with a preset (docs/formats.md)', () => {
  it.each([
    ['carcassonne', 'examples/carcassonne-ukraine.csv', 'CARC_STANDINGS', 'preset=ukraine'],
    ['catan', 'examples/catan-wins.csv', 'CATAN_STANDINGS', 'preset=catan-studio; finals=top8'],
    ['carcassonne', 'examples/carcassonne-tournament.csv', 'CARC_STANDINGS', 'preset=germany; tiebreak=sonneborn-berger>points'],
  ])('%s %s --settings "%s": the same table as the custom function', (game, example, fn, settings) => {
    const file = path.join(root, example);
    const r = podium('standings', '--game', game, file, '--format', 'csv', '--settings', settings);
    expect(r.status).toBe(0);
    const sheet = loadBundle().call(fn, parseCsv(fs.readFileSync(file, 'utf8')), settings) as unknown[][];
    expect(parseCsv(r.out)).toEqual(sheet.map((row) => row.map(String)));
  });
  it('the Ukrainian example: its equal scores are won by the player who did not start; without Starts they cannot be', () => {
    const file = path.join(root, 'examples/carcassonne-ukraine.csv');
    const wins = parseCsv(podium('standings', '--game', 'carcassonne', file, '--format', 'csv', '--settings', 'preset=ukraine').out)
      .slice(1)
      .reduce((s, r) => s + Number(r[2]), 0);
    expect(wins).toBe(30); // 5 rounds of 6 games, each won by one player: no half wins
    const bare = write(
      'no-starts.csv',
      fs
        .readFileSync(file, 'utf8')
        .replace(/,(x|)$/gm, '')
        .replace(',Starts', ''),
    );
    const r = podium('standings', '--game', 'carcassonne', bare, '--settings', 'preset=ukraine');
    expect(r.status).toBe(1);
    expect(r.err).toContain('an equal score under draw=starter-loses needs the Starts column');
  });
});

describe('podium score', () => {
  it('prints a Carcassonne scoring log’s per-player totals, the same as CARC_SCORESHEET', () => {
    const file = path.join(root, 'examples/carcassonne-log.csv');
    const r = podium('score', '--game', 'carcassonne', file, '--format', 'csv');
    expect(r.status).toBe(0);
    const sheet = loadBundle().call('CARC_SCORESHEET', parseCsv(fs.readFileSync(file, 'utf8'))) as unknown[][];
    const totals = sheet[sheet.length - 1].slice(2) as number[];
    const players = sheet[0].slice(2) as string[];
    const expected = players.map((p, k) => [p, String(totals[k])]).sort((a, b) => Number(b[1]) - Number(a[1]));
    expect(parseCsv(r.out)).toEqual([['Player', 'Points'], ...expected]);
  });
  it('a bad log row is named with its line, exit 1', () => {
    const file = write('log.csv', 'Feature,Tiles,Modifiers,Ann,Bob\nroad,3,,1,0\nroad,3,pig,1,0\n');
    const r = podium('score', '--game', 'carcassonne', file);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`${file} line 3: modifier "pig" does not apply to a road; it applies to a field`);
  });
});

describe('podium check', () => {
  it('lists each broken row with its line and column, exit 1', () => {
    const file = write('broken.csv', 'Round,Table,Player,VP\n1,1,Ana,9\n1,1,Bo,23\n1,1,Cy,x\n');
    const r = podium('check', '--game', 'catan', file);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`${file} line 3, column 4 (VP), round 1, table 1: 23 VP; a player scores 2 to 22 VP`);
    expect(r.err).toContain(`${file} line 4, column 4 (VP), round 1, table 1: VP "x" is not a number`);
  });
  it('a clean file: exit 0', () =>
    expect(podium('check', '--game', 'diplomacy', DIPLOMACY)).toMatchObject({ status: 0, out: expect.stringContaining('no problems') }));
});

describe('exit status 2 with a clear message', () => {
  it.each([
    [['standings', '--game', 'catan', '/no/such.csv'], 'cannot read /no/such.csv: no such file'],
    [['standings', '--game', 'chess', CATAN], `--game must be one of ${GAME_IDS.join(', ')}, not "chess"`],
    [['standings', '--game', 'catan', CATAN, '--colour'], 'podium: unknown option --colour'],
    // standings also write a tournament's rows for a circuit (docs/circuits.md#export)
    [['standings', '--game', 'catan', CATAN, '--format', 'xml'], '--format must be one of table, csv, json, circuit, not "xml"'],
    [['seat', '--game', 'catan', '--round', '5', CATAN, '--format', 'circuit'], '--format must be one of table, csv, json, not "circuit"'],
    [['rank', '--game', 'catan', CATAN], 'unknown command "rank"'],
  ])('%j', (argv, message) => {
    const r = podium(...argv);
    expect(r.status).toBe(2);
    expect(r.err).toContain(message);
  });
  it('an unreadable CSV', () => {
    const file = write('bad.csv', 'Round,Table,Player,VP\n1,1,"Ana,9\n');
    const r = podium('standings', '--game', 'catan', file);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/podium: line \d+: .*quote/i);
  });
  it('the built command exits with the status', () =>
    expect(spawnSync(process.execPath, [CLI, 'standings', '--game', 'catan', '/no/such.csv']).status).toBe(2));
});

describe('podium seat', () => {
  it('reads a two-column ";" file that ends with a line end (a roster) as two columns', () => {
    expect(parseCsv('Player;Avoid\nAnn;club\nCy;\n')).toEqual([
      ['Player', 'Avoid'],
      ['Ann', 'club'],
      ['Cy', ''],
    ]);
  });

  it.each([
    ['catan', 'CATAN_SEATING', CATAN, 5],
    ['diplomacy', 'DIP_BOARDS', DIPLOMACY, 4],
    ['carcassonne', 'CARC_PAIRINGS', CARCASSONNE, 6],
  ])(
    'the built command prints the next round of the %s example, as %s spills it, and never changes the file',
    (game, fn, example, round) => {
      // the preliminary rounds alone: no numbered round is seated once the final stage has begun
      const file = write(`${game}-rounds.csv`, csvWithoutStages(fs.readFileSync(example, 'utf8')));
      const before = fs.readFileSync(file, 'utf8');
      const out = execFileSync(process.execPath, [CLI, 'seat', '--game', game, '--round', String(round), file, '--format', 'csv'], {
        encoding: 'utf8',
      });
      const spilled = loadBundle().call(fn, parseCsv(before), round) as unknown[][];
      const table = spilled.slice(0, spilled.findIndex((r) => r.every((c) => c === '')) >>> 0);
      expect(parseCsv(out)).toEqual(table.map((r) => r.map(String)));
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
    },
  );

  it('seats round 5 of the Catan example from its roster: the newcomers play, the dropped player sits out, a fixed table and Avoid hold', () => {
    const roster = path.join(root, 'examples/catan-roster.csv');
    const r = podium('seat', '--game', 'catan', '--round', '5', CATAN, '--players', roster, '--format', 'json');
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.out).standings as { Table: number; Player: string }[];
    const table = (p: string) => rows.find((x) => x.Player === p)?.Table;
    expect(rows).toHaveLength(27);
    expect(table('Marco Ricci')).toBeDefined();
    expect(table('Pietro Martini')).toBeUndefined();
    expect([table('Matteo Colombo'), table('Paola Sala')]).toEqual([1, 1]);
    expect(table('Marco Ricci')).not.toBe(table('Chiara Ricci'));
    expect(new Set(['Simone Conti', 'Sara Greco', 'Noemi Galli'].map(table)).size).toBe(3);
  });

  it('seats round 1 from a roster file, with a seed, and prints warnings after the table', () => {
    const roster = write('players.csv', 'Player;Avoid\nAnn;club\nBob;club\nCy;\nDi;\nEve;\nFay;\n');
    const results = write('empty.csv', 'Round;Table;Player;VP\n');
    const a = podium('seat', '--game', 'catan', '--round', '1', results, '--players', roster, '--seed', '42');
    expect(a.status).toBe(0);
    expect(a.out.split('\n')[0]).toMatch(/^Round\s+Table\s+Seat\s+Player$/);
    expect(podium('seat', '--game', 'catan', '--round', '1', results, '--players', roster, '--seed', '42').out).toBe(a.out);
    const json = JSON.parse(podium('seat', '--game', 'catan', '--round', '1', results, '--players', roster, '--format', 'json').out);
    const tables = new Map<number, string[]>();
    for (const r of json.standings as { Table: number; Player: string }[]) tables.set(r.Table, [...(tables.get(r.Table) ?? []), r.Player]);
    for (const t of tables.values()) expect(t.includes('Ann') && t.includes('Bob')).toBe(false);
  });

  it("names a roster's problem at its line in the roster file, exit 1; a missing --round is a usage error, exit 2", () => {
    const roster = write('bad-players.csv', 'Player,Active\nAnn,maybe\n');
    const r = podium('seat', '--game', 'catan', '--round', '1', CATAN, '--players', roster);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`${roster} line 2, column 2 (Active): Active "maybe": blank or a true mark plays`);
    const u = podium('seat', '--game', 'catan', CATAN);
    expect(u.status).toBe(2);
    expect(u.err).toContain('give the round to seat: --round N');
  });

  it('a results error is named at its line, exit 1', () => {
    const results = write('bad-round.csv', 'Round,Table,Player,VP\n1,1,Ann,5\n1.5,1,Bob,4\n');
    const r = podium('seat', '--game', 'catan', '--round', '2', results);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      `${results} line 3, column 1 (Round): Round 1.5 is not a whole number from 1, nor a stage of the final (R64, R32, R16, QF, SF, 3P, F)`,
    );
  });
});

describe('podium standings reads Round labels (docs/conventions.md#round-labels)', () => {
  it('"R2" is round 2; "Playoff" is an error at its line, exit 1, never one more round', () => {
    const rows = (second: string) =>
      `Round,Table,Player,VP\n1,1,Ann,9\n1,1,Bob,7\n1,1,Cy,5\n${second},1,Ann,6\n${second},1,Bob,8\n${second},1,Cy,4\n`;
    const numbered = podium('standings', '--game', 'catan', write('two.csv', rows('2')), '--format', 'csv');
    expect(podium('standings', '--game', 'catan', write('r2.csv', rows('R2')), '--format', 'csv')).toEqual(numbered);
    const playoff = write('playoff.csv', rows('Playoff'));
    const r = podium('standings', '--game', 'catan', playoff);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(`${playoff} line 5, column 1 (Round): Round "Playoff" is not a whole number from 1, nor a stage of the final`);
  });
});

describe('the command line loses nothing (docs/conventions.md#the-sidebar-the-command-line-and-the-build)', () => {
  it('with --format csv, json or --out every warning reaches stderr; the table shows them after it', () => {
    const seated = (...more: string[]) =>
      podium(
        'seat',
        '--game',
        'diplomacy',
        '--round',
        '4',
        write('dip.csv', csvWithoutStages(fs.readFileSync(DIPLOMACY, 'utf8'))),
        ...more,
      );
    const table = seated();
    const warnings = table.out.split('\n').filter((l) => l.startsWith('Warning: '));
    expect(warnings.length).toBeGreaterThan(5);
    for (const format of ['csv', 'json']) {
      const r = seated('--format', format);
      expect(r.status).toBe(0);
      expect(r.err.split('\n').filter((l) => l.startsWith('warning: '))).toHaveLength(warnings.length);
    }
    const out = path.join(tmp, 'seating.csv');
    const r = seated('--out', out);
    expect(r.err.split('\n').filter((l) => l.startsWith('warning: '))).toHaveLength(warnings.length);
    expect(fs.readFileSync(out, 'utf8')).not.toContain('Warning');
  });

  it('a CSV Podium writes keeps names as text: a cell a spreadsheet would read as a formula, number or date gets an apostrophe', () => {
    const names = ['=HYPERLINK("http://x.example","win")', '+39 333', '-5', '@cmd', '1/2', 'Ana'];
    const file = write(
      'risky.csv',
      `Round,Table,Player,VP\n${names
        .slice(0, 4)
        .map((n, i) => `1,1,"${n.replace(/"/g, '""')}",${9 - i}`)
        .join('\n')}\n${names
        .slice(4)
        .map((n, i) => `1,2,${n},${8 - i}`)
        .join('\n')}\n1,2,Cy,3\n`,
    );
    const r = podium('standings', '--game', 'catan', file, '--format', 'csv');
    expect(r.status).toBe(0);
    const players = parseCsv(r.out)
      .slice(1)
      .map((row) => row[1]);
    expect(players).toEqual(expect.arrayContaining(['\'=HYPERLINK("http://x.example","win")', "'+39 333", "'-5", "'@cmd", "'1/2", 'Ana']));
    // numbers stay numbers
    expect(parseCsv(r.out)[1][2]).toMatch(/^\d/);
  });

  it('--out never overwrites an input file, and says when its folder does not exist; both exit 2', () => {
    const file = write('in.csv', fs.readFileSync(CATAN, 'utf8'));
    const before = fs.readFileSync(file, 'utf8');
    const same = podium('standings', '--game', 'catan', file, '--out', file);
    expect(same.status).toBe(2);
    expect(same.err).toContain(`--out ${file} is a file Podium reads; it never overwrites an input`);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    const missing = path.join(tmp, 'no-such-folder', 'out.csv');
    const r = podium('standings', '--game', 'catan', file, '--out', missing);
    expect(r.status).toBe(2);
    expect(r.err).toContain(`the folder ${path.join(tmp, 'no-such-folder')} does not exist`);
  });

  it('reads UTF-16 with a byte-order mark, and a Windows-1252 file with a warning', () => {
    const text = 'Round,Table,Player,VP\n1,1,Nicolò Giordano,9\n1,1,Bo,8\n1,1,Cy,7\n';
    const utf16 = path.join(tmp, 'utf16.csv');
    fs.writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(parseCsv(podium('standings', '--game', 'catan', utf16, '--format', 'csv').out)[1][1]).toBe('Nicolò Giordano');
    const cp1252 = path.join(tmp, 'cp1252.csv');
    fs.writeFileSync(
      cp1252,
      Buffer.from(text.replace('ò', '\u0000'), 'latin1').map((b) => (b === 0 ? 0xf2 : b)),
    );
    const r = podium('standings', '--game', 'catan', cp1252, '--format', 'csv');
    expect(r.status).toBe(0);
    expect(parseCsv(r.out)[1][1]).toBe('Nicolò Giordano');
    expect(r.err).toContain(`warning: ${cp1252} is not UTF-8; it was read as Windows-1252`);
  });

  it("reads a Windows-1252 file's 0x80–0x9F characters as Windows-1252 has them (Š, Œ, €, the curly quotes)", () => {
    const cp1252 = path.join(tmp, 'cp1252-high.csv');
    // Š 0x8A, Œ 0x8C, € 0x80, ’ 0x92, Ÿ 0x9F, ž 0x9E; é 0xE9 for a byte that is not UTF-8
    const name = [0x8a, 0x74, 0x65, 0x66, 0x20, 0x8c, 0x80, 0x92, 0x9f, 0x9e, 0xe9];
    fs.writeFileSync(
      cp1252,
      Buffer.concat([Buffer.from('Round,Table,Player,VP\n1,1,'), Buffer.from(name), Buffer.from(',9\n1,1,Bo,8\n1,1,Cy,7\n')]),
    );
    const r = podium('standings', '--game', 'catan', cp1252, '--format', 'csv');
    expect(r.status).toBe(0);
    expect(parseCsv(r.out)[1][1]).toBe('Štef Œ€’Ÿžé');
  });

  it.each([['seat', '--round', '5'], ['check']])('a bad --lang is a usage error for podium %s too, exit 2', (command, ...more) => {
    const r = podium(command, '--game', 'catan', ...more, CATAN, '--lang', 'xx');
    expect(r.status).toBe(2);
    expect(r.err).toContain('podium: --lang must be one of en, it, ro, not "xx"');
    const score = podium('score', '--game', 'carcassonne', path.join(root, 'examples/carcassonne-log.csv'), '--lang', 'xx');
    expect(score.status).toBe(2);
  });

  it("--out naming a folder is a usage error in the command's language, exit 2, and writes nothing", () => {
    const r = podium('standings', '--game', 'catan', CATAN, '--out', tmp);
    expect(r.status).toBe(2);
    expect(r.err).toContain(`podium: --out ${tmp} is a folder; give the name of a file to write`);
    const it = podium('standings', '--game', 'catan', CATAN, '--out', tmp, '--lang', 'it');
    expect(it.status).toBe(2);
    expect(it.err).toContain(`podium: --out ${tmp} è una cartella; indica il nome di un file da scrivere`);
  });

  it('the terminal table shows escape sequences and NUL bytes in names as visible escapes, never raw', () => {
    const file = write(
      'escapes.csv',
      'Round,Table,Player,VP\n1,1,"Ann\u001b[2J\u001b]0;pwned\u0007",9\n1,1,Bo\u0000b,8\n1,1,Cy\u009b31m,7\n',
    );
    const r = podium('standings', '--game', 'catan', file);
    expect(r.status).toBe(0);
    expect(r.out).not.toMatch(/(?!\n)\p{Cc}/u); // no control character but the lines' ends
    expect(r.out).toContain('Ann\\x1B[2J\\x1B]0;pwned\\x07');
    expect(r.out).toContain('Bo\\x00b');
    expect(r.out).toContain('Cy\\x9B31m');
    // CSV and JSON are data: they keep the names as they are
    expect(parseCsv(podium('standings', '--game', 'catan', file, '--format', 'csv').out).map((row) => row[1])).toContain('Bo\u0000b');
  });

  it('a bad --settings or --round is a usage error, exit 2', () => {
    const bad = podium('standings', '--game', 'catan', CATAN, '--settings', 'three=9-9-9-9');
    expect(bad.status).toBe(2);
    expect(bad.err).toContain('podium: --settings: setting three="9-9-9-9" is not allowed');
    const round = podium('seat', '--game', 'catan', '--round', 'five', CATAN);
    expect(round.status).toBe(2);
    expect(round.err).toContain('--round must be a round number from 1 or a stage of the final (R64, R32, R16, QF, SF, 3P, F), not "five"');
  });

  it('an option given twice is a usage error, exit 2: a bad --settings is never hidden by a later one', () => {
    const twice = podium('standings', '--game', 'catan', CATAN, '--settings', 'three=9', '--settings', 'lang=en');
    expect(twice.status).toBe(2);
    expect(twice.out).toBe('');
    expect(twice.err).toContain('podium: --settings is given 2 times; give it once');
    const it = podium('seat', '--game', 'catan', '--round', '5', '--round', '6', CATAN, '--lang', 'it');
    expect(it.status).toBe(2);
    expect(it.err).toContain('podium: --round è indicato 2 volte; indicalo una volta sola');
  });

  it('-h and --version', () => {
    expect(podium('-h')).toMatchObject({ status: 0, out: expect.stringContaining('usage:') });
    expect(podium('standings', '-h')).toMatchObject({ status: 0, out: expect.stringContaining('usage:') });
    const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
    expect(podium('--version')).toEqual({ status: 0, out: `podium ${version}\n`, err: '' });
  });

  it('the terminal shows every tie-break column and the note on each rank, as the standings sheet does', () => {
    const r = podium('standings', '--game', 'diplomacy', DIPLOMACY);
    const header = r.out.split('\n')[0];
    expect(header).toMatch(/Best game +Wins − losses +Second-best game +Third-best game +Masterpoints rank +Final +Tie-break$/);
    expect(r.out).toMatch(/Level with .* on points; placed below by wins minus losses/);
  });
});

describe('the loose ends of #39: what the command line reads, writes and prints', () => {
  const LOG = path.join(root, 'examples/carcassonne-log.csv');
  const FILES: Record<string, string> = { catan: CATAN, diplomacy: DIPLOMACY, carcassonne: CARCASSONNE };
  const commands = (game: string): string[][] => [
    ['standings'],
    ['check'],
    ['stakes'],
    ['seat', '--round', '9'],
    ['seat', '--round', 'SF'],
    ...(game === 'carcassonne' ? [['score']] : []),
  ];

  it.each(Object.keys(FILES).flatMap((game) => commands(game).map((c) => [c.join(' '), game, c] as const)))(
    'podium %s --game %s with a bad --settings is a usage error (exit 2)',
    (_, game, command) => {
      const file = command[0] === 'score' ? LOG : FILES[game];
      const r = podium(...command, '--game', game, file, '--settings', 'share=banana');
      expect({ status: r.status, out: r.out }).toEqual({ status: 2, out: '' });
      expect(r.err).toMatch(/^podium: --settings: /);
    },
  );

  it('podium examples takes --settings only for its language: anything else is a usage error, exit 2', () => {
    const r = podium('examples', '--settings', 'share=banana');
    expect({ status: r.status, out: r.out }).toEqual({ status: 2, out: '' });
    expect(r.err).toContain('podium: --settings: unknown setting "share"; known settings: lang');
    expect(podium('examples', '--settings', 'lang=it').out).toContain('Classifica');
  });

  it('keeps every cell that is not a figure as the text written: players 0607 and 607 are two, and stay 0607 and 607', () => {
    const file = write('numbers.csv', 'Round,Table,Player,VP\n1,1,0607,9\n1,1,607,8\n1,1,1.50,7\n1,1,Cy,5\n');
    const r = podium('standings', '--game', 'catan', file, '--format', 'csv');
    expect(r.status).toBe(0);
    const rows = parseCsv(r.out);
    // the CSV writes a name that looks like a number with an apostrophe, so that a spreadsheet keeps it text
    expect(rows.slice(1).map((row) => row[1])).toEqual(["'0607", "'607", "'1.50", 'Cy']);
    // figures (VP) stay numbers
    expect(JSON.parse(podium('standings', '--game', 'catan', file, '--format', 'json').out).standings[0]).toMatchObject({
      Player: '0607',
      VP: 9,
    });
    const log = write('log.csv', 'Feature,Tiles,0607,607\nroad,3,1,0\n');
    expect(parseCsv(podium('score', '--game', 'carcassonne', log, '--format', 'csv').out).slice(1)).toEqual([
      ["'0607", '3'],
      ["'607", '0'],
    ]);
  });

  it('--out to a hard link of an input is refused: the input is left as it was, exit 2', () => {
    const file = write('linked.csv', fs.readFileSync(CATAN, 'utf8'));
    const link = path.join(tmp, 'hard-link.csv');
    fs.linkSync(file, link);
    const r = podium('standings', '--game', 'catan', file, '--out', link);
    expect(r.status).toBe(2);
    expect(r.err).toContain(`--out ${link} is a file Podium reads; it never overwrites an input`);
    expect(fs.readFileSync(file, 'utf8')).toBe(fs.readFileSync(CATAN, 'utf8'));
  });

  it('--out that cannot be written (a full disk, a dangling link, a loop of links) is a clean error, exit 2, and leaves no file half-written', () => {
    const dangling = path.join(tmp, 'dangling.csv');
    fs.symlinkSync(path.join(tmp, 'no-such-folder', 'out.csv'), dangling);
    const loop = path.join(tmp, 'loop.csv');
    fs.symlinkSync(loop, loop);
    const cases = [dangling, loop, ...(fs.existsSync('/dev/full') ? ['/dev/full'] : [])];
    for (const out of cases) {
      const r = podium('standings', '--game', 'catan', CATAN, '--out', out);
      expect({ out, status: r.status, stdout: r.out }).toEqual({ out, status: 2, stdout: '' });
      expect(r.err).toMatch(
        new RegExp(
          `^podium: (cannot write ${out.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}|--out ${out.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')})`,
        ),
      );
      expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
    }
    // a dangling link into a folder that exists is written through, as a link to a file to come
    const later = path.join(tmp, 'later.csv');
    const link = path.join(tmp, 'to-later.csv');
    fs.symlinkSync(later, link);
    expect(podium('standings', '--game', 'catan', CATAN, '--out', link).status).toBe(0);
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(later, 'utf8')).toMatch(/^Rank,Player,/);
  });

  it("--out '' is refused, exit 2, nothing printed", () => {
    const r = podium('standings', '--game', 'catan', CATAN, '--out', '');
    expect({ status: r.status, out: r.out }).toEqual({ status: 2, out: '' });
    expect(r.err).toContain('podium: --out needs a value');
  });

  it("prints a name's control characters as visible escapes in errors, warnings and summaries, never raw", () => {
    const name = 'Ann\u001b[2J\u001b]0;pwned\u0007';
    const bad = write('escape-bad.csv', `Round,Table,Player,VP\n1,1,"${name}",\n1,1,Bo,8\n1,1,Cy,7\n`);
    // a seating's warnings name the players who meet again
    const warned = write('escape-warn.csv', `Round,Table,Player,VP\n1,1,"${name}",9\n1,1,Bo,8\n1,1,Cy,7\n1,1,Di,6\n`);
    // stderr and the terminal's text, never raw; CSV on stdout is data, which keeps the name as it is
    for (const [r, data] of [
      [podium('standings', '--game', 'catan', bad), false],
      [podium('check', '--game', 'catan', bad), false],
      [podium('seat', '--game', 'catan', '--round', '2', warned, '--format', 'csv'), true],
      [podium('seat', '--game', 'catan', '--round', '2', warned, '--out', path.join(tmp, 'seated.csv')), false],
      [podium('standings', '--game', 'catan', path.join(tmp, `missing\u001b[2J.csv`)), false],
    ] as const) {
      expect(r.err).toMatch(/\\x1B/);
      expect(r.err).not.toMatch(/(?!\n)\p{Cc}/u);
      if (!data) expect(r.out).not.toMatch(/(?!\n)\p{Cc}/u);
    }
  });
});
