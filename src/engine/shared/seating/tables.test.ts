import fc from 'fast-check';
import { seededRandom } from './random';
import { tableSizes } from './tableSeating';
import { seatTables } from './tables';

/** The brute force the search is checked against: calls `visit` with every order of `items` (Heap's algorithm, one array reused); stops when it returns true. */
function everyOrder<T>(items: readonly T[], visit: (order: readonly T[]) => boolean | undefined): void {
  const a = [...items];
  const c = Array<number>(a.length).fill(0);
  if (visit(a)) return;
  for (let i = 1; i < a.length; ) {
    if (c[i] < i) {
      const j = i % 2 ? c[i] : 0;
      [a[i], a[j]] = [a[j], a[i]];
      if (visit(a)) return;
      c[i]++;
      i = 1;
    } else c[i++] = 0;
  }
}

/** The cost of a seating: pairs at a table, and each item by its table's size (3 or 4). */
const costOf = (tables: number[][], pair: number[][], bySize: number[][]) =>
  tables.reduce(
    (c, t) => c + t.reduce((s, a, i) => s + bySize[a][t.length - 3] + t.slice(i + 1).reduce((x, b) => x + pair[a][b], 0), 0),
    0,
  );

describe('seatTables', () => {
  it('finds the cheapest seating exactly up to its limit, as trying every order of the players does (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 8 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            pair: fc.array(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }),
            unary: fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 2 }), { minLength: n, maxLength: n }),
            pin: fc.option(fc.integer({ min: 0, max: n - 1 })),
          }),
        ),
        ({ n, pair, unary, pin }) => {
          const sym = pair.map((row, a) => row.map((_, b) => (a < b ? pair[a][b] : pair[b][a])));
          const sizes = tableSizes('test', n);
          const pinned = Array.from({ length: n }, (_, i) => (i === pin ? 1 : undefined));
          const found = seatTables({
            sizes,
            pinned,
            pair: (a, b) => sym[a][b],
            bySize: (a, size) => unary[a][size - 3],
            random: seededRandom(1),
            exactUpTo: 12,
          });
          expect(found.map((t) => t.length)).toEqual(sizes);
          if (pin !== null) expect(found[1]).toContain(pin);
          let best = Number.POSITIVE_INFINITY;
          everyOrder(
            Array.from({ length: n }, (_, i) => i),
            (order) => {
              const tables = [order.slice(0, sizes[0]), order.slice(sizes[0])];
              if (pin === null || tables[1].includes(pin)) best = Math.min(best, costOf(tables, sym, unary));
              return false;
            },
          );
          expect(costOf(found, sym, unary)).toBe(best);
        },
      ),
      { numRuns: 30 },
    );
  });
});
