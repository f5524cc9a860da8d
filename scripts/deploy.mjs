// npm run deploy: refuses the placeholder script id, then type-checks, lints, tests, builds and pushes with
// clasp push -f (without -f, clasp off a terminal answers its manifest question "no" and pushes nothing).
// npm run deploy -- --web then deploys the live page (SPEC §13.6): a new web-app deployment the first time, its id
// kept in .clasp-web.json beside .clasp.json, and afterwards the same deployment again, so that its address (and every
// QR code printed of it) stays the same.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { claspCommand, PLACEHOLDER, ROOT, scriptId } from './clasp-project.mjs';

const WEB_JSON = path.join(ROOT, '.clasp-web.json');
const web = process.argv.slice(2).includes('--web');

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
if (web) deployWeb();

/** The live page's deployment: created once, then redeployed under the same id. */
function deployWeb() {
  const kept = fs.existsSync(WEB_JSON) ? JSON.parse(fs.readFileSync(WEB_JSON, 'utf8')).deploymentId : undefined;
  const [node, ...clasp] = claspCommand();
  const args = [...clasp, 'create-deployment', '--json', '--description', 'Podium live page', ...(kept ? ['--deploymentId', kept] : [])];
  const run = spawnSync(node, args, { cwd: ROOT, encoding: 'utf8' });
  const id = run.status === 0 ? readId(run.stdout) : undefined;
  if (!id) {
    process.stderr.write(
      `${run.stdout ?? ''}${run.stderr ?? ''}deploy: the live page was not deployed (see clasp above); the add-on is pushed.\n`,
    );
    process.exit(1);
  }
  if (!kept) fs.writeFileSync(WEB_JSON, `${JSON.stringify({ deploymentId: id }, null, 2)}\n`);
  process.stdout.write(
    `deploy: the live page is ${kept ? 'redeployed' : 'deployed'} at https://script.google.com/macros/s/${id}/exec (the Podium sidebar shows it with its QR code).\n`,
  );
}

function readId(out) {
  try {
    return JSON.parse(out).deploymentId;
  } catch {
    return undefined;
  }
}
