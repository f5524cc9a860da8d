import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

// "A new game is its folder and one line in the list of games" (README, Development), tried as a contributor would:
// a copy of the project gains a small game made only for this test — src/engine/pips/, two custom functions
// declared once — and one entry in src/engine/games.ts, and nothing else. The build then gives Sheets its functions
// with their help, and the command line knows the game.
const root = path.join(__dirname, '..');

const FUNCTIONS = `import type { Arg } from '../shared/cells';
import { customFunction } from '../shared/customFunction';
import { spillStandings } from '../shared/game';
import { perRow } from '../shared/perRow';
import { RowArgs } from '../shared/rowArgs';
import { pipsStandings } from './descriptor';

export const PIPS_FUNCTIONS = [
  customFunction({
    name: 'PIPS_DOUBLE',
    description: 'Twice the pips of each row.',
    params: [{ name: 'pips', type: 'number', description: 'Pips rolled.' }],
    returns: 'Points per row.',
    example: '=PIPS_DOUBLE(D2:D)',
    run: (pips: Arg) => {
      const args = new RowArgs('PIPS_DOUBLE', [{ name: 'pips', value: pips }]);
      return perRow(args, 'pips', (i) => 2 * Number(args.cell('pips', i)));
    },
  }),
  customFunction({
    name: 'PIPS_STANDINGS',
    description: 'Pips standings: the most pips summed over the rounds.',
    params: [
      { name: 'results', type: 'A1:D', description: 'The results range, header row included.' },
      { name: 'settings', type: 'string', description: 'Optional: none yet.', optional: true },
    ],
    returns: 'Rank, Player, Pips.',
    example: '=PIPS_STANDINGS(Results!A1:D)',
    run: (results: Arg, settings?: Arg) => spillStandings(pipsStandings('PIPS_STANDINGS', results, settings)),
  }),
];
`;

const DESCRIPTOR = `import type { Arg } from '../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../shared/columns';
import { defineGame, type Standings } from '../shared/game';
import { rankBy } from '../shared/ranking';
import { readTournament } from '../shared/tournament';
import { PIPS_FUNCTIONS } from './functions';

const COLUMNS = [
  ROUND_COLUMN,
  { key: 'table' as const, names: ['Table'], required: true },
  PLAYER_COLUMN,
  { key: 'pips' as const, names: ['Pips'], required: true },
];

interface Total { player: string; pips: number }

export function pipsStandings(fn: string, results: Arg, _settings?: Arg): Standings<Total> {
  const t = readTournament(fn, results, { columns: COLUMNS, group: 'table', noun: 'table', score: 'pips' });
  const totals = new Map<string, number>();
  for (const s of t.sittings) for (const e of s.entries) totals.set(e.player, (totals.get(e.player) ?? 0) + Number(e.cells.pips));
  const items = [...totals].map(([player, pips]) => ({ player, pips }));
  const chain = [{ name: 'more pips', compare: (a: Total, b: Total) => b.pips - a.pips }];
  return {
    ranked: rankBy(items, chain),
    chain,
    columns: [
      { header: 'Rank', value: (r) => r.rank },
      { header: 'Player', value: (r) => r.item.player },
      { header: 'Pips', value: (r) => r.item.pips },
    ],
    name: (item) => item.player,
    warnings: t.warnings,
    games: t.sittings.length,
    extra: [],
    unscored: [],
  };
}

export const PIPS = defineGame({
  id: 'pips',
  title: 'Pips',
  prefix: 'PIPS_',
  functions: PIPS_FUNCTIONS,
  standingsFunction: 'PIPS_STANDINGS',
  columns: COLUMNS,
  settings: {},
  groupNoun: 'table',
  standings: pipsStandings,
  template: { sheet: 'Results – Pips', title: 'Pips', headers: ['Round', 'Table', 'Player', 'Pips'], checkboxes: [], lists: {} },
  examples: [],
  seating: {
    function: 'PIPS_STANDINGS',
    seat: (fn) => { throw new Error(fn + ': Pips seats nobody'); },
    stages: () => [],
  },
});
`;

describe('a new game', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-newgame-'));
    for (const part of ['src', 'scripts']) fs.cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
    for (const file of ['package.json', 'appsscript.json']) fs.copyFileSync(path.join(root, file), path.join(dir, file));
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    fs.mkdirSync(path.join(dir, 'src/engine/pips'));
    fs.writeFileSync(path.join(dir, 'src/engine/pips/functions.ts'), FUNCTIONS);
    fs.writeFileSync(path.join(dir, 'src/engine/pips/descriptor.ts'), DESCRIPTOR);
    // the one line in the list (and its import)
    const games = path.join(dir, 'src/engine/games.ts');
    const list = fs.readFileSync(games, 'utf8');
    const added = list
      .replace('import type { GameDescriptor }', "import { PIPS } from './pips/descriptor';\nimport type { GameDescriptor }")
      .replace('CARCASSONNE];', 'CARCASSONNE, PIPS];');
    expect(added).not.toBe(list);
    fs.writeFileSync(games, added);
    execFileSync('node', ['scripts/build.mjs'], { cwd: dir, stdio: 'pipe' });
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives Sheets its custom functions, with the help written from their declarations', () => {
    const code = fs.readFileSync(path.join(dir, 'dist/Code.js'), 'utf8');
    expect(code).toContain(
      ' * Twice the pips of each row.\n * @param {number} pips Pips rolled.\n * @return Points per row.\n * @customfunction\n */\nfunction PIPS_DOUBLE(pips)',
    );
    const sandbox = vm.createContext({});
    vm.runInContext(code, sandbox);
    expect(sandbox.PIPS_DOUBLE([[3], [''], [5]])).toEqual([[6], [''], [10]]);
    const results = [
      ['Round', 'Table', 'Player', 'Pips'],
      [1, 1, 'Ann', 4],
      [1, 1, 'Bob', 6],
      [2, 1, 'Ann', 5],
      [2, 1, 'Bob', 1],
    ];
    expect(sandbox.PIPS_STANDINGS(results)).toEqual([
      ['Rank', 'Player', 'Pips'],
      [1, 'Ann', 9],
      [2, 'Bob', 7],
    ]);
    // the three games of the list are still there
    expect(typeof sandbox.CATAN_STANDINGS).toBe('function');
  });

  it('is a game of the command line', () => {
    const cli = path.join(dir, 'build/podium.cjs');
    const csv = path.join(dir, 'pips.csv');
    fs.writeFileSync(csv, 'Round,Table,Player,Pips\n1,1,Ann,4\n1,1,Bob,6\n2,1,Ann,5\n2,1,Bob,1\n');
    expect(execFileSync('node', [cli, '--help'], { encoding: 'utf8' })).toMatch(/--game [^\n]*pips/);
    const out = execFileSync('node', [cli, 'standings', '--game', 'pips', csv, '--format', 'csv', '--lang', 'en'], { encoding: 'utf8' });
    expect(out.trim().split(/\r?\n/)).toEqual(['Rank,Player,Pips', '1,Ann,9', '2,Bob,7']);
  });
});
