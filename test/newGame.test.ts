import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

// "A new game is one command" (README, Adding a game), tried as a contributor would: `npm run new-game -- pips` in a
// copy of the project writes src/engine/pips/ (its proofreading file, messages.md, too) and one line of
// src/engine/games.ts, nothing else; then every layer
// type-checks, the build gives Sheets its functions, the command line knows the game, and the whole suite passes with
// the game registered (the browser tests aside: they share one unpacked Chromium with this run's own).
const root = path.join(__dirname, '..');
const PROJECT = [
  'src',
  'scripts',
  'test',
  'bench',
  'examples',
  'docs',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'biome.json',
  'jest.config.js',
  'appsscript.json',
  'README.md',
  'LICENSE',
  '.gitignore',
];

/** Every file of a tree (node_modules and the build's output aside) with a hash of its content. */
function tree(dir: string, under = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of fs.readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const rel = path.join(under, e.name);
    if (['node_modules', 'dist', 'build', 'test-output'].includes(rel)) continue;
    if (e.isDirectory()) for (const [f, h] of tree(dir, rel)) files.set(f, h);
    else
      files.set(
        rel,
        crypto
          .createHash('sha1')
          .update(fs.readFileSync(path.join(dir, rel)))
          .digest('hex'),
      );
  }
  return files;
}

describe('a new game from one command', () => {
  let dir: string;
  let changed: string[];
  let said: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-newgame-'));
    for (const part of PROJECT) fs.cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const before = tree(dir);
    said = execFileSync(process.execPath, ['scripts/new-game.mjs', 'pips'], { cwd: dir, encoding: 'utf8' });
    const after = tree(dir);
    changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).sort();
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the game in its folder, with its proofreading file, and its one line in the list of games, nothing else', () => {
    expect(changed.filter((f) => !f.startsWith(`src${path.sep}engine${path.sep}pips${path.sep}`))).toEqual([
      path.join('src/engine/games.ts'),
    ]);
    expect(fs.readFileSync(path.join(dir, 'src/engine/pips/messages.md'), 'utf8')).toContain('| messages: pips | pipsPointsRange |');
    expect(changed.length).toBeGreaterThanOrEqual(8);
    const games = fs.readFileSync(path.join(dir, 'src/engine/games.ts'), 'utf8');
    expect(games).toContain("import { PIPS } from './pips/descriptor';");
    expect(games).toMatch(/= \[CATAN, DIPLOMACY, CARCASSONNE, PIPS\];/);
    expect(said).toContain('src/engine/pips/descriptor.ts');
  });

  it('refuses an id that is taken or not an id, writing nothing', () => {
    for (const [id, why] of [
      ['pips', 'src/engine/pips/ exists already'],
      ['Chess', '"Chess" is not an id'],
      ['catan', 'src/engine/catan/ exists already'],
    ]) {
      const r = spawnSync(process.execPath, ['scripts/new-game.mjs', id], { cwd: dir, encoding: 'utf8' });
      expect({ status: r.status, said: r.stderr.includes(why) }).toEqual({ status: 2, said: true });
    }
  });

  it('type-checks every layer and lints', () => {
    execFileSync('npm', ['run', '-s', 'typecheck'], { cwd: dir, stdio: 'pipe' });
    execFileSync('npm', ['run', '-s', 'lint'], { cwd: dir, stdio: 'pipe' });
  }, 300_000);

  describe('once built', () => {
    beforeAll(() => {
      execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'pipe' });
    }, 120_000);

    it('gives Sheets its custom functions, with the help written from their declarations', () => {
      const code = fs.readFileSync(path.join(dir, 'dist/Code.js'), 'utf8');
      expect(code).toContain(' * Pips points per row, checked');
      expect(code).toMatch(/@customfunction\n \*\/\nfunction PIPS_POINTS\(points\)/);
      const sandbox = vm.createContext({});
      vm.runInContext(code, sandbox);
      expect(sandbox.PIPS_POINTS([[40], [''], [75]])).toEqual([[40], [''], [75]]);
      expect(() => sandbox.PIPS_POINTS([[40], [140]])).toThrow('PIPS_POINTS: row 2: 140 points; a game of Pips gives from 0 to 100');
      expect(typeof sandbox.PIPS_STANDINGS).toBe('function');
      expect(typeof sandbox.CATAN_STANDINGS).toBe('function');
    });

    it('is a game of the command line, in each language', () => {
      const cli = path.join(dir, 'build/podium.cjs');
      const example = path.join(dir, 'src/engine/pips/example.csv');
      expect(execFileSync(process.execPath, [cli, '--help', '--lang', 'en'], { encoding: 'utf8' })).toMatch(/--game [^\n]*pips/);
      const standings = (format: string) =>
        execFileSync(process.execPath, [cli, 'standings', '--game', 'pips', example, '--format', format, '--lang', 'it'], {
          encoding: 'utf8',
        })
          .trim()
          .split(/\r?\n/);
      expect(standings('table')[0]).toMatch(/^Pos\.\s+Giocatore\s+Punti\s+Partite\s+Spareggio$/);
      // CSV is data: English headers in every language (SPEC §12.3)
      expect(standings('csv').slice(0, 2)).toEqual(['Rank,Player,Points,Games', '1,Dan Popescu,137,2']);
    });
  });

  it('passes the whole suite with the game registered', () => {
    const jest = path.join(dir, 'node_modules/jest/bin/jest.js');
    const r = spawnSync(process.execPath, [jest, '--testPathIgnorePatterns', 'newGame', 'browser', '--silent'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    const summary = r.stderr.split('\n').filter((l) => /^(Tests|Test Suites):/.test(l));
    expect({ status: r.status, failed: r.stderr.split('\n').filter((l) => l.startsWith('FAIL')) }).toEqual({ status: 0, failed: [] });
    expect(summary.join(' ')).toMatch(/Tests:\s+\d+ passed, \d+ total/);
  }, 900_000);
});
