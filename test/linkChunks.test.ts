import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import * as esbuild from 'esbuild';

const { linkChunks } = require('../scripts/link-chunks.cjs') as {
  linkChunks: (outputs: { path: string; text: string }[], namespace: string) => string;
};

/** Builds these modules with splitting, as the build does, links them, and loads the script in a bare context that logs each module's first run. */
function linked(modules: Record<string, string>, entries: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-link-'));
  try {
    for (const [name, text] of Object.entries(modules)) fs.writeFileSync(path.join(dir, name), text);
    const result = esbuild.buildSync({
      entryPoints: Object.fromEntries(entries.map((e) => [e, path.join(dir, `${e}.ts`)])),
      bundle: true,
      format: 'esm',
      splitting: true,
      outdir: path.join(dir, 'out'),
      chunkNames: 'chunk-[hash]',
      minify: true,
      write: false,
    });
    const script = linkChunks(result.outputFiles, 'Linked_');
    const context = vm.createContext({ ran: [] as string[] });
    vm.runInContext(script, context);
    return { script, context, entry: (name: string) => vm.runInContext(`Linked_(${JSON.stringify(name)})`, context) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const MODULES = {
  'shared.ts': `ran.push('shared'); export const TABLE = { one: 1 }; export function twice(n: number) { return 2 * n; }`,
  'catan.ts': `import { TABLE, twice } from './shared'; ran.push('catan'); export function points() { return twice(TABLE.one); }`,
  'carcassonne.ts': `import { twice } from './shared'; import { SEATING } from './seating'; ran.push('carcassonne'); export const road = (n: number) => twice(n) + SEATING;`,
  'seating.ts': `ran.push('seating'); export const SEATING = 10;`,
  'addon.ts': `import { points } from './catan'; import { road } from './carcassonne'; ran.push('addon'); export function both() { return points() + road(1); }`,
};

describe('the chunks of the Apps Script file, linked (scripts/link-chunks.cjs)', () => {
  it('runs no module when the file is loaded', () => {
    const { context } = linked(MODULES, ['catan', 'carcassonne', 'addon']);
    expect(context.ran).toEqual([]);
  });

  it("runs an entry's modules on its first call only, and not another entry's", () => {
    const { context, entry } = linked(MODULES, ['catan', 'carcassonne', 'addon']);
    expect(entry('catan').points()).toBe(2);
    expect(context.ran).toEqual(['shared', 'catan']);
    expect(entry('catan').points()).toBe(2);
    expect(context.ran).toEqual(['shared', 'catan']);
    expect(entry('carcassonne').road(3)).toBe(16);
    expect(context.ran).toEqual(['shared', 'catan', 'seating', 'carcassonne']);
  });

  it('shares one instance of a module between the entries that need it', () => {
    const { context, entry } = linked(MODULES, ['catan', 'carcassonne', 'addon']);
    expect(entry('addon').both()).toBe(14);
    expect(context.ran.filter((m: string) => m === 'shared')).toEqual(['shared']);
    expect(context.ran.indexOf('shared')).toBeLessThan(context.ran.indexOf('catan'));
  });

  it('leaves no import, export or global but its namespace', () => {
    const { script, context } = linked(MODULES, ['catan', 'carcassonne', 'addon']);
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(Object.keys(context).sort()).toEqual(['Linked_', 'ran']);
  });

  it('refuses a chunk whose exports it cannot read', () => {
    expect(() => linkChunks([{ path: 'out/odd.js', text: 'export default 1;' }], 'Linked_')).toThrow(/odd\.js/);
  });
});
