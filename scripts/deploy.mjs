// npm run deploy: refuses the placeholder script id, then type-checks, lints, tests, builds and pushes with
// clasp push -f (without -f, clasp off a terminal answers its manifest question "no" and pushes nothing).
import { spawnSync } from 'node:child_process';
import { claspCommand, PLACEHOLDER, ROOT, scriptId } from './clasp-project.mjs';

if (scriptId() === PLACEHOLDER) {
  process.stderr.write(`deploy: .clasp.json still holds the placeholder script id (${PLACEHOLDER}).
Run npm run setup -- SPREADSHEET first (or put your script's id in .clasp.json), then npm run deploy.\n`);
  process.exit(1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = [
  ['type check', npm, ['run', '-s', 'typecheck']],
  ['lint', npm, ['run', '-s', 'lint']],
  ['tests', npm, ['test', '--silent']],
  ['build', npm, ['run', '-s', 'build']],
  ['push', ...claspCommand().slice(0, 1), [...claspCommand().slice(1), 'push', '-f']],
];
for (const [name, cmd, args] of steps) {
  process.stdout.write(`deploy: ${name}\n`);
  const run = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) {
    process.stderr.write(`deploy: the ${name} failed; nothing was pushed${name === 'push' ? ' (see clasp above)' : ''}.\n`);
    process.exit(1);
  }
}
process.stdout.write('deploy: pushed. Reload the spreadsheet: Extensions > Podium.\n');
