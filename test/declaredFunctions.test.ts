import fs from 'node:fs';
import { FUNCTION_SETS, GAMES } from '../src/engine/games';
import { BUNDLE } from './harness/appsScript';

// Each custom function is declared once, in its game's (or the circuit's) functions.ts (name, help, example,
// implementation); the build writes its stub and help from the declaration. These checks hold every declaration to what
// Sheets needs.
const declared = FUNCTION_SETS.flatMap((g) => g.functions.map((f) => ({ game: g, f })));

/** The arguments of a formula such as =CARC_ROAD(3; "inn"), split at the top-level separators. */
function formulaArgs(formula: string): string[] {
  const inner = formula.slice(formula.indexOf('(') + 1, formula.lastIndexOf(')'));
  const args: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of inner) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '(') depth++;
    if (!quoted && ch === ')') depth--;
    if (!quoted && depth === 0 && ch === ';') {
      args.push(current.trim());
      current = '';
    } else current += ch;
  }
  return current.trim() ? [...args, current.trim()] : args;
}

describe('every declared custom function', () => {
  it('is declared once, with its game’s prefix', () => {
    const names = declared.map(({ f }) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { game, f } of declared) expect(f.name.startsWith(game.prefix)).toBe(true);
  });

  it.each(declared.map(({ f }) => [f.name, f]))('%s: its arguments, help and example agree with its implementation', (_, f) => {
    expect(f.run.length).toBe(f.params.length);
    const firstOptional = f.params.findIndex((p) => p.optional);
    const required = firstOptional < 0 ? f.params.length : firstOptional;
    // optional arguments come last, and say so in their help
    expect(f.params.slice(required).every((p) => p.optional && p.description.startsWith('Optional'))).toBe(true);
    expect(f.description).toMatch(/^[A-Z]/);
    expect(f.returns).toMatch(/\.$/);
    expect(f.example.startsWith(`=${f.name}(`)).toBe(true);
    const args = formulaArgs(f.example);
    expect(args.length).toBeGreaterThanOrEqual(required);
    expect(args.length).toBeLessThanOrEqual(f.params.length);
  });

  it('each game’s seating and stakes functions are among its declared functions', () => {
    for (const g of GAMES)
      for (const name of [g.standingsFunction, g.seating.function, ...(g.stakes ? [g.stakes.function] : [])])
        expect([g.id, g.functions.some((f) => f.name === name)]).toEqual([g.id, true]);
  });

  it('has its help in the built file once, in its stub, not again in the bundled code', () => {
    const code = fs.readFileSync(BUNDLE, 'utf8');
    const body = code.slice(0, code.indexOf('/**\n * '));
    for (const { f } of declared) {
      expect(code).toContain(` * ${f.description}\n`);
      expect(body).not.toContain(f.description);
    }
  });
});
