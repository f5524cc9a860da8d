import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { copyOfProject, gamesListed, randomGameId } from './harness/projectCopy';

// "A new game is one command" (docs/development.md, Adding a game), tried as a contributor would: `npm run new-game -- <id>` in a
// copy of the committed project writes src/engine/<id>/ (its proofreading file, messages.md, too) and one entry of
// src/engine/games.ts, nothing else; then every layer type-checks and lints, the build gives Sheets its functions,
// and the command line knows the game. The id is new at each run, so that a game already added (by the command or by
// hand) changes nothing here. The whole suite with the game registered is `npm run test:new-game` (a script of its
// own: a second run of every test would double `npm test`).
const root = path.join(__dirname, '..');
const id = randomGameId();
const GAME = id.toUpperCase();

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

describe(`a new game from one command (${id})`, () => {
  let dir: string;
  let changed: string[];
  let said: string;
  let listed: { before: string[]; after: string[] };
  beforeAll(() => {
    dir = copyOfProject(root);
    const before = tree(dir);
    const gamesBefore = gamesListed(dir);
    said = execFileSync(process.execPath, ['scripts/new-game.mjs', id], { cwd: dir, encoding: 'utf8' });
    const after = tree(dir);
    listed = { before: gamesBefore, after: gamesListed(dir) };
    changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).sort();
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the game in its folder, with its proofreading file, and one entry in the list of games, nothing else', () => {
    expect(changed.filter((f) => !f.startsWith(`src${path.sep}engine${path.sep}${id}${path.sep}`))).toEqual([
      path.join('src/engine/games.ts'),
    ]);
    expect(fs.readFileSync(path.join(dir, `src/engine/${id}/messages.md`), 'utf8')).toContain(`| messages: ${id} | ${id}PointsRange |`);
    expect(changed.length).toBeGreaterThanOrEqual(8);
    // the list gained this game, after the games it held
    expect(listed.after).toEqual([...listed.before, GAME]);
    expect(fs.readFileSync(path.join(dir, 'src/engine/games.ts'), 'utf8')).toContain(`import { ${GAME} } from './${id}/descriptor';`);
    expect(said).toContain(`src/engine/${id}/descriptor.ts`);
  });

  it('refuses an id that is taken, not an id, or a name games.ts declares, writing nothing', () => {
    for (const [taken, why] of [
      [id, `src/engine/${id}/ exists already`],
      ['Chess', '"Chess" is not an id'],
      ['catan', 'src/engine/catan/ exists already'],
      ['games', 'GAMES is a name src/engine/games.ts declares already'],
    ]) {
      const r = spawnSync(process.execPath, ['scripts/new-game.mjs', taken], { cwd: dir, encoding: 'utf8' });
      expect({ status: r.status, said: r.stderr.includes(why) }).toEqual({ status: 2, said: true });
    }
    expect(gamesListed(dir)).toEqual(listed.after);
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
      const title = id[0].toUpperCase() + id.slice(1);
      expect(code).toContain(` * ${title} points per row, checked`);
      expect(code).toMatch(new RegExp(`@customfunction\\n \\*/\\nfunction ${GAME}_POINTS\\(points\\)`));
      const sandbox = vm.createContext({});
      vm.runInContext(code, sandbox);
      expect(sandbox[`${GAME}_POINTS`]([[40], [''], [75]])).toEqual([[40], [''], [75]]);
      expect(() => sandbox[`${GAME}_POINTS`]([[40], [140]])).toThrow(
        `${GAME}_POINTS: row 2: 140 points; a game of ${title} gives from 0 to 100`,
      );
      expect(typeof sandbox[`${GAME}_STANDINGS`]).toBe('function');
      expect(typeof sandbox.CATAN_STANDINGS).toBe('function');
    });

    it('is a game of the command line, in each language', () => {
      const cli = path.join(dir, 'build/podium.cjs');
      const example = path.join(dir, `src/engine/${id}/example.csv`);
      expect(execFileSync(process.execPath, [cli, '--help', '--lang', 'en'], { encoding: 'utf8' })).toMatch(
        new RegExp(`--game [^\\n]*${id}`),
      );
      const standings = (format: string) =>
        execFileSync(process.execPath, [cli, 'standings', '--game', id, example, '--format', format, '--lang', 'it'], {
          encoding: 'utf8',
        })
          .trim()
          .split(/\r?\n/);
      expect(standings('table')[0]).toMatch(/^Pos\.\s+Giocatore\s+Punti\s+Partite\s+Spareggio$/);
      // CSV is data: English headers in every language (SPEC §12.3)
      expect(standings('csv').slice(0, 2)).toEqual(['Rank,Player,Points,Games', '1,Dan Popescu,137,2']);
    });
  });
});
