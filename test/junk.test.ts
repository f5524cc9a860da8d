import vm from 'node:vm';
import fc from 'fast-check';
import { GAMES } from '../src/engine/games';
import { customFunctionNames, ENTRY_POINTS, loadBundle } from './harness/appsScript';

// Every function of the build's entry list, fed hostile junk as any caller could pass it: prototype names, huge
// numbers, very long text, invalid dates, nulls, ragged and flat arrays. It answers (a custom function with numbers,
// text and booleans only: never NaN, Infinity or undefined), or throws an Error of the add-on's own realm whose
// message names the function: never a bare TypeError or RangeError.
const bundle = loadBundle();
const customFunctions = customFunctionNames();
const others = ENTRY_POINTS.map((p) => p.name).filter((n) => !customFunctions.includes(n));
const ScriptError = vm.runInContext('Error', bundle.context) as ErrorConstructor;

const hostile = fc.constantFrom(
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'constructor=1',
  '__proto__=x; toString=y',
  '9'.repeat(400),
  '1e308',
  '-0',
  'NaN',
  'Infinity',
);
const cell = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -5, max: 40 }),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53, Number.MAX_SAFE_INTEGER, 10001),
  fc.boolean(),
  fc.constant(''),
  fc.constant(null),
  fc.constant(new Date(Number.NaN)),
  fc.date({ noInvalidDate: true }),
  fc.constant('x'.repeat(5000)),
  hostile,
  fc.constantFrom(
    'x',
    'sì',
    '2,5',
    'inn',
    'witch, pig',
    'Round',
    'VP',
    'Player',
    'Table',
    'road',
    'caught',
    'three=5-3-1',
    'Austria',
    '1905',
    'bye',
  ),
);
const range = fc.array(fc.array(cell, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 });
const ragged = fc.array(fc.array(cell, { minLength: 0, maxLength: 4 }), { minLength: 1, maxLength: 4 });
const flat = fc.array(cell, { minLength: 1, maxLength: 4 });
const header = fc.constantFrom(
  [
    ['Round', 'Table', 'Player', 'VP'],
    [1, 1, 'a', 9],
    [1, 1, 'b', 8],
    [1, 1, 'c', 'x'],
  ],
  [
    ['Round', 'Board', 'Player', 'Power', 'Centres'],
    [1, 1, 'a', 'A', 40],
  ],
  [
    ['Feature', 'Tiles', 'Ann'],
    ['road', -2, 1],
    ['constructor', 3, 1],
  ],
  [
    ['Round', 'Table', 'Player', 'Score'],
    [1, 1, 'a', 9],
    [1, 1, 'b', 9],
    [1, 'bye', 'c', ''],
  ],
  [['Round', 'Table', 'Player', 'Score'], [1, 1, null, 9], [null]],
);
const arg = fc.oneof(cell, range, ragged, flat, header);

function flat2(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flat2) : [value];
}

function check(name: string, args: unknown[], strictValues: boolean) {
  let out: unknown;
  try {
    out = bundle.call(name, ...args);
  } catch (e) {
    const error = e as Error;
    expect(error).toBeInstanceOf(ScriptError);
    expect(['TypeError', 'RangeError', 'ReferenceError', 'SyntaxError']).not.toContain(error.name);
    if (strictValues) expect(error.message.startsWith(`${name}: `)).toBe(true);
    return;
  }
  if (!strictValues) return;
  for (const v of flat2(out)) {
    expect(v === undefined || (typeof v === 'number' && !Number.isFinite(v))).toBe(false);
    expect(['string', 'number', 'boolean']).toContain(typeof v);
  }
}

describe('hostile junk never turns into a plausible number or a bare TypeError', () => {
  it("finds the custom functions of every game in the build's entry list", () => {
    expect(customFunctions.length).toBeGreaterThan(30);
    for (const game of GAMES) expect(customFunctions).toContain(game.standingsFunction);
  });
  it.each(customFunctions)('%s', (name) => {
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), (args) => check(name, args, true)),
      { numRuns: 120 },
    );
  });
  it.each(others)('%s (menu and sidebar)', (name) => {
    const request = fc.record({ game: fc.oneof(cell, fc.constantFrom('catan', 'carcassonne')), sheet: cell, settings: cell });
    fc.assert(
      fc.property(fc.array(fc.oneof(arg, request), { maxLength: 3 }), (args) => check(name, args, false)),
      { numRuns: 40 },
    );
  });
});
