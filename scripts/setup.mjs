// npm run setup -- SPREADSHEET: creates the Apps Script project bound to an existing spreadsheet (its id or URL),
// or with --standalone a standalone one for testing as an add-on, and writes its id into .clasp.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claspCommand, PLACEHOLDER, scriptId, writeScriptId } from './clasp-project.mjs';

const USAGE = `usage:
  npm run setup -- SPREADSHEET        bind Podium to an existing spreadsheet: its id or its URL
                                      (https://docs.google.com/spreadsheets/d/ID/edit)
  npm run setup -- --standalone       a standalone script, to test Podium as an add-on`;

const API_NOTE = `Before the first setup, switch on the Google Apps Script API once for your Google account:
  https://script.google.com/home/usersettings  (Settings > Google Apps Script API > On)
clasp cannot create or push a script while it is off.`;

/** A spreadsheet's id from its id or any of its URLs. */
function spreadsheetId(text) {
  const fromUrl = /\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(text);
  if (fromUrl) return fromUrl[1];
  return /^[A-Za-z0-9_-]{20,}$/.test(text) ? text : undefined;
}

function fail(message, status = 1) {
  process.stderr.write(`setup: ${message}\n`);
  process.exit(status);
}

function clasp(args, cwd, inherit) {
  const [cmd, ...pre] = claspCommand();
  return spawnSync(cmd, [...pre, ...args], { cwd, encoding: 'utf8', stdio: inherit ? 'inherit' : ['inherit', 'pipe', 'inherit'] });
}

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] === '--help') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(args[0] === '--help' ? 0 : 2);
}
const standalone = args[0] === '--standalone';
const parent = standalone ? undefined : spreadsheetId(args[0]);
if (!standalone && !parent) fail(`"${args[0]}" is neither a spreadsheet id nor a spreadsheet URL\n${USAGE}`, 2);
const current = scriptId();
if (current !== PLACEHOLDER)
  fail(`.clasp.json already names the script ${current}; put "${PLACEHOLDER}" back as its scriptId to create another.`);

process.stdout.write(`${API_NOTE}\n\n`);
if (!fs.existsSync(path.join(os.homedir(), '.clasprc.json'))) {
  process.stdout.write('Signing in to Google with clasp (a browser opens)...\n');
  if (clasp(['login'], process.cwd(), true).status !== 0) fail('clasp login did not finish; run npm run setup again.');
}

// clasp create refuses to run beside an existing .clasp.json, so it runs in a folder of its own; only the id is kept.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-setup-'));
const create = [
  'create',
  '--type',
  'standalone',
  '--title',
  'Podium',
  '--rootDir',
  'dist',
  '--json',
  ...(parent ? ['--parentId', parent] : []),
];
const made = clasp(create, scratch, false);
const created = path.join(scratch, '.clasp.json');
if (made.status !== 0 || !fs.existsSync(created)) fail('clasp could not create the script (is the Apps Script API on? see above).');
const id = JSON.parse(fs.readFileSync(created, 'utf8')).scriptId;
fs.rmSync(scratch, { recursive: true, force: true });
writeScriptId(id);
process.stdout.write(
  `Created the script ${id}${parent ? `, bound to the spreadsheet ${parent}` : ' (standalone)'}; .clasp.json now names it.\nNext: npm run deploy\n`,
);
