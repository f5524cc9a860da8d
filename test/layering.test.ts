import fs from 'node:fs';
import path from 'node:path';

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const engine = path.join(__dirname, '../src/engine');
/** Libraries of plain JavaScript, with no globals of any platform, that the engine may use. */
const PURE_LIBRARIES = ['edmonds-blossom-fixed'];

describe('the rules engine', () => {
  const sources = files(engine).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it.each(sources.map((f) => [path.relative(engine, f), f]))('%s imports only the engine', (_, file) => {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, target] of text.matchAll(/from '([^']+)'/g)) {
      if (PURE_LIBRARIES.includes(target)) continue;
      expect(target.startsWith('.')).toBe(true);
      expect(path.resolve(path.dirname(file), target).startsWith(engine)).toBe(true);
    }
  });

  it.each(sources.map((f) => [path.relative(engine, f), f]))('%s uses no Apps Script or Node global', (_, file) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toMatch(/\b(SpreadsheetApp|PropertiesService|LockService|HtmlService|process|require|Buffer|__dirname)\b/);
  });
});
