// npm run package: the four files to paste into Extensions > Apps Script, in release/ (docs/install.md: Without Node).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './clasp-project.mjs';

const FILES = ['Code.js', 'Sidebar.html', 'Live.html', 'appsscript.json'];
const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const release = path.join(ROOT, 'release');
fs.rmSync(release, { recursive: true, force: true });
fs.mkdirSync(release);
for (const file of FILES) fs.copyFileSync(path.join(ROOT, 'dist', file), path.join(release, file));
process.stdout.write(`release/: ${FILES.join(', ')}\n`);
