import fc from 'fast-check';
import { GAMES } from '../src/engine/games';
import { customFunctionNames, loadBundle } from './harness/appsScript';

// Every custom function of the built bundle, fed random junk as Sheets could pass it: it answers with numbers,
// text and booleans (never NaN, undefined or a bare TypeError), or throws an Error whose message names the function.
const bundle = loadBundle();
const customFunctions = customFunctionNames();

const cell = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -5, max: 40 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(''),
  fc.constant(null),
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
  ),
);
const range = fc.array(fc.array(cell, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 });
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
  ],
  [
    ['Round', 'Table', 'Player', 'Score'],
    [1, 1, 'a', 9],
    [1, 1, 'b', 9],
    [1, 'bye', 'c', ''],
  ],
);
const arg = fc.oneof(cell, range, header);

function flat(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flat) : [value];
}

describe('junk never turns into a plausible number or a bare TypeError', () => {
  it("finds the custom functions of every game in the build's entry list", () => {
    expect(customFunctions.length).toBeGreaterThan(30);
    for (const game of GAMES) expect(customFunctions).toContain(game.standingsFunction);
  });
  it.each(customFunctions)('%s', (name) => {
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), (args) => {
        let out: unknown;
        try {
          out = bundle.call(name, ...args);
        } catch (e) {
          const error = e as { name: string; message: string };
          expect(error.name).toBe('PodiumError');
          expect(error.message.startsWith(`${name}: `)).toBe(true);
          return;
        }
        for (const v of flat(out)) {
          expect(v === undefined || (typeof v === 'number' && !Number.isFinite(v))).toBe(false);
          expect(['string', 'number', 'boolean']).toContain(typeof v);
        }
      }),
      { numRuns: 150 },
    );
  });
});
