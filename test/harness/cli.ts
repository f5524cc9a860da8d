import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../src/cli/run';

/** The locale variables the command line reads its language from (docs/languages.md). */
export const LOCALE_VARIABLES = ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'];

/** `podium` run in this process, its locale variables exactly `env` for the call: the status and what it printed. */
export function podiumIn(argv: string[], env: Record<string, string | undefined> = {}) {
  const saved = { ...process.env };
  for (const v of LOCALE_VARIABLES) delete process.env[v];
  Object.assign(process.env, env);
  let out = '';
  let err = '';
  try {
    const status = run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
    return { status, out, err };
  } finally {
    process.env = saved;
  }
}

/** A file of `text` in a folder of its own under the system's temporary folder: its path. */
export function tempFile(name: string, text: string, prefix = 'podium-'): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), name);
  fs.writeFileSync(file, text);
  return file;
}
