import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a project is, where git cannot say (a copy downloaded without its history). */
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

/**
 * A copy of the committed project in a new temporary folder, its node_modules linked: what `git archive HEAD` holds,
 * so that a game added but not committed, or any file being edited, is not in it; the working files where there is no
 * git history.
 */
export function copyOfProject(root: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-newgame-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: root, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  } catch {
    for (const part of PROJECT)
      if (fs.existsSync(path.join(root, part))) fs.cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** A game id no game has: a letter, then seven letters or digits (`npm run new-game` takes 2 to 20). */
export function randomGameId(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const bytes = crypto.randomBytes(8);
  return letters[bytes[0] % 26] + Array.from(bytes.subarray(1), (b) => (b % 36).toString(36)).join('');
}

/** The games src/engine/games.ts lists, by the names of their descriptors, in order. */
export function gamesListed(dir: string): string[] {
  const text = fs.readFileSync(path.join(dir, 'src/engine/games.ts'), 'utf8');
  const list = /export const GAMES: readonly GameDescriptor\[\] = \[([^\]]*)\]/.exec(text);
  if (!list) throw new Error('src/engine/games.ts has no list of games');
  return list[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
