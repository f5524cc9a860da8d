import fs from 'node:fs';
import path from 'node:path';
import { SIDEBAR_SERVER_FUNCTIONS } from '../src/appsscript/contract';
import { ENTRY_POINTS } from './harness/appsScript';

// The build's own finder (plain CommonJS, shared with scripts/build.mjs): it refuses what would not be a Sheets function.
const { entryPoints } = require('../scripts/entrypoints.cjs');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function rootWith(files: Record<string, string>): string {
  fs.mkdirSync(path.join(__dirname, '../test-output'), { recursive: true });
  const root = fs.mkdtempSync(path.join(__dirname, '../test-output/entries-'));
  made.push(root);
  fs.mkdirSync(path.join(root, 'src/appsscript/entrypoints'), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, 'src/appsscript/entrypoints', name), text);
  return root;
}

describe('entry points', () => {
  it('finds each exported function with its JSDoc and ignores types and private helpers', () => {
    const root = rootWith({
      'a.ts':
        '/** Doubles.\n * @customfunction\n */\nexport function DOUBLE(x) { return help(x); }\nfunction help(x) { return 2 * x; }\nexport interface T { a: number }\nexport type U = string;\n',
    });
    expect(entryPoints(root)).toEqual([
      { name: 'DOUBLE', params: ['x'], jsdoc: '/** Doubles.\n * @customfunction\n */', file: 'src/appsscript/entrypoints/a.ts' },
    ]);
  });
  it('refuses every export that would get no top-level function, naming its file and line', () => {
    const root = rootWith({
      'b.ts': [
        'export const ARROW = () => 1;',
        'export class Thing {}',
        "export { helper } from './helper';",
        'export default function () { return 1; }',
        'export async function LATER() { return 1; }',
      ].join('\n'),
    });
    expect(() => entryPoints(root)).toThrow(
      [
        'exports that would get no top-level Apps Script function:',
        '  src/appsscript/entrypoints/b.ts:1: export ARROW (a variable) is not a function declaration; write "export function NAME(...)"',
        '  src/appsscript/entrypoints/b.ts:2: export class Thing is not a function declaration; write "export function NAME(...)"',
        '  src/appsscript/entrypoints/b.ts:3: re-exports are not functions of this file; declare the function here',
        '  src/appsscript/entrypoints/b.ts:4: a function without a name',
        '  src/appsscript/entrypoints/b.ts:5: Apps Script calls plain functions, not generators or async ones',
      ].join('\n'),
    );
  });
  it('every server function of the sidebar contract is an entry point of the build', () => {
    for (const name of SIDEBAR_SERVER_FUNCTIONS) expect(ENTRY_POINTS.map((p) => p.name)).toContain(name);
  });
});
