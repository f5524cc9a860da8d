import fs from 'node:fs';
import path from 'node:path';
import type { StakesTable } from '../src/engine/shared/stakes/answer';
import type { Standings } from '../src/engine/shared/standings';
import type { Tournament } from '../src/engine/shared/tournament';

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

// The engine hands its adapters values and chooses no language (docs/architecture.md#words-at-the-edge): what it
// computes holds no `lang` and no warning written as a string, checked by the type checker (`npm run typecheck`
// compiles this file), and nothing of it outside the language floor renders words.
type Holds<T, K extends PropertyKey> = K extends keyof T ? true : false;
type WarnsInStrings<T extends { warnings: readonly unknown[] }> = string extends T['warnings'][number] ? true : false;
const CARRY_A_LANGUAGE: [Holds<Standings<unknown>, 'lang'>, Holds<StakesTable, 'lang'>, Holds<Tournament<string>, 'lang'>] = [
  false,
  false,
  false,
];
const WARN_IN_STRINGS: [WarnsInStrings<Standings<unknown>>, WarnsInStrings<StakesTable>, WarnsInStrings<Tournament<string>>] = [
  false,
  false,
  false,
];

describe('words at the edge', () => {
  it('the standings, the stakes and a tournament read carry no language and no string warning', () => {
    expect([...CARRY_A_LANGUAGE, ...WARN_IN_STRINGS].every((held) => held === false)).toBe(true);
  });

  const outside = files(engine).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes(`${path.sep}i18n${path.sep}`));
  it.each(outside.map((f) => [path.relative(engine, f), f]))('%s renders no words: it says them as values', (_, file) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(text.match(/\brender\(|SHEET_WORDS\[/g) ?? []).toEqual([]);
  });
});
