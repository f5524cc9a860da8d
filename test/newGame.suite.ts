import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyOfProject, gamesListed, randomGameId } from './harness/projectCopy';

// npm run test:new-game (not part of `npm test`, which it runs a second time: CI may run it on its own): a new game
// added by `npm run new-game -- <id>`, with an id no game has, in a copy of the committed project, keeps the whole
// project green: `npm run typecheck && npm test` pass there, browser tests included.
const root = path.join(__dirname, '..');

it('after npm run new-game -- <a new id>, npm run typecheck && npm test pass', () => {
  const dir = copyOfProject(root);
  try {
    const id = randomGameId();
    const before = gamesListed(dir);
    execFileSync(process.execPath, ['scripts/new-game.mjs', id], { cwd: dir, stdio: 'pipe' });
    expect(gamesListed(dir)).toEqual([...before, id.toUpperCase()]);
    execFileSync('npm', ['run', '-s', 'typecheck'], { cwd: dir, stdio: 'pipe' });
    const r = spawnSync('npm', ['test', '--', '--silent'], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    const summary = r.stderr.split('\n').filter((l) => /^(Tests|Test Suites):/.test(l));
    expect({ id, status: r.status, failed: r.stderr.split('\n').filter((l) => l.startsWith('FAIL')) }).toEqual({
      id,
      status: 0,
      failed: [],
    });
    expect(summary.join(' ')).toMatch(/Tests:\s+\d+ passed, \d+ total/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 1_800_000);
