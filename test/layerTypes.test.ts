import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Each layer's tsconfig gives it only the types of where it runs (docs/conventions.md#the-sidebar-the-command-line-and-the-build): a probe that uses what the layer must
// not see is compiled with that layer's settings, and the type checker must refuse each use.
const root = path.join(__dirname, '..');
const TSC = path.join(root, 'node_modules/typescript/bin/tsc');

function typeErrors(layer: string, probe: string): string {
  // inside the project, so that node_modules/@types is found as it is for the layer itself
  fs.mkdirSync(path.join(root, 'test-output'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'test-output', 'types-'));
  fs.writeFileSync(path.join(dir, 'probe.ts'), probe);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(root, layer, 'tsconfig.json'), include: [], files: ['probe.ts'] }),
  );
  const run = spawnSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return run.stdout + run.stderr;
}

describe('types per layer', () => {
  it('the engine sees no DOM, Node or Apps Script globals, and no library past ES2020', () => {
    const out = typeErrors(
      'src/engine',
      [
        'export const a = document.title;',
        'export const b = setTimeout(() => 0, 1);',
        'export const c = structuredClone({});',
        'export const d = process.env;',
        'export const e = SpreadsheetApp.getActive();',
        "export const f = Object.hasOwn({}, 'x');",
      ].join('\n'),
    );
    for (const name of ['document', 'setTimeout', 'structuredClone', 'process', 'SpreadsheetApp'])
      expect(out).toContain(`Cannot find name '${name}'`);
    expect(out).toContain("Property 'hasOwn' does not exist on type 'ObjectConstructor'");
  });
  it('the Apps Script adapter sees Apps Script, not the DOM or Node', () => {
    const out = typeErrors(
      'src/appsscript',
      'export const a = SpreadsheetApp.getActive();\nexport const b = document.title;\nexport const c = process.env;\n',
    );
    expect(out).not.toContain("Cannot find name 'SpreadsheetApp'");
    expect(out).toContain("Cannot find name 'document'");
    expect(out).toContain("Cannot find name 'process'");
  });
  it('the sidebar sees the DOM, not Apps Script or Node', () => {
    const out = typeErrors(
      'src/sidebar',
      'export const a = document.title;\nexport const b = SpreadsheetApp.getActive();\nexport const c = process.env;\n',
    );
    expect(out).not.toContain("Cannot find name 'document'");
    expect(out).toContain("Cannot find name 'SpreadsheetApp'");
    expect(out).toContain("Cannot find name 'process'");
  });
  it('the command line sees Node, not the DOM or Apps Script', () => {
    const out = typeErrors(
      'src/cli',
      'export const a = process.env;\nexport const b = document.title;\nexport const c = SpreadsheetApp.getActive();\n',
    );
    expect(out).not.toContain("Cannot find name 'process'");
    expect(out).toContain("Cannot find name 'document'");
    expect(out).toContain("Cannot find name 'SpreadsheetApp'");
  });
});
