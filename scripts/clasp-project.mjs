// What the install scripts share: the top-level .clasp.json (rootDir dist) and its placeholder script id.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLASP_JSON = path.join(ROOT, '.clasp.json');
export const PLACEHOLDER = 'REPLACE_WITH_YOUR_SCRIPT_ID';

/** The clasp to run: PODIUM_CLASP when set (the tests' stand-in), else the one npm installed. */
export function claspCommand() {
  return process.env.PODIUM_CLASP
    ? [process.execPath, process.env.PODIUM_CLASP]
    : [process.execPath, path.join(ROOT, 'node_modules/@google/clasp/build/src/index.js')];
}

export function scriptId() {
  return JSON.parse(fs.readFileSync(CLASP_JSON, 'utf8')).scriptId;
}

export function writeScriptId(id) {
  fs.writeFileSync(CLASP_JSON, `${JSON.stringify({ scriptId: id, rootDir: 'dist' }, null, 2)}\n`);
}
