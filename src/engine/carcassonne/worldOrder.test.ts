import fc from 'fast-check';
import { type CostEdge, cheapestMatching } from '../shared/seating/matching';
import { worldOrder } from './worldOrder';

/** Every perfect matching of 0…n−1, as mate arrays. */
function matchings(n: number): number[][] {
  const out: number[][] = [];
  const mate = Array<number>(n).fill(-1);
  const visit = () => {
    const a = mate.indexOf(-1);
    if (a < 0) {
      out.push([...mate]);
      return;
    }
    for (let b = a + 1; b < n; b++)
      if (mate[b] < 0) {
        mate[a] = b;
        mate[b] = a;
        visit();
        mate[a] = mate[b] = -1;
      }
  };
  visit();
  return out;
}

/** The World Championship's order as a key: the best-ranked player's opponent, then the next unpaired player's, and so on. */
function orderKey(mate: number[]): number[] {
  const key: number[] = [];
  const done = new Set<number>();
  for (let v = 0; v < mate.length; v++) {
    if (done.has(v)) continue;
    key.push(mate[v]);
    done.add(v).add(mate[v]);
  }
  return key;
}

const before = (x: number[], y: number[]) => {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
};

describe('worldOrder', () => {
  it('among the cheapest pairings, gives the best-ranked player the best opponent possible, then the next (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 5 })
          .chain((half) =>
            fc
              .array(fc.integer({ min: 0, max: 3 }), { minLength: half * (2 * half - 1), maxLength: half * (2 * half - 1) })
              .map((w) => ({ n: 2 * half, w })),
          ),
        ({ n, w }) => {
          const edges: CostEdge[] = [];
          const cost = new Map<string, number>();
          let k = 0;
          for (let a = 0; a < n; a++)
            for (let b = a + 1; b < n; b++) {
              edges.push([a, b, w[k]]);
              cost.set(`${a},${b}`, w[k++]);
            }
          const total = (m: number[]) => m.reduce((s, b, a) => (b > a ? s + (cost.get(`${a},${b}`) as number) : s), 0);
          const all = matchings(n);
          const cheapest = Math.min(...all.map(total));
          let expected = all.find((m) => total(m) === cheapest) as number[];
          for (const m of all) if (total(m) === cheapest && before(orderKey(m), orderKey(expected))) expected = m;
          const found = worldOrder(n, edges, cheapestMatching(n, edges), (v) => v);
          expect(total(found)).toBe(cheapest);
          expect(orderKey(found)).toEqual(orderKey(expected));
        },
      ),
      { numRuns: 200 },
    );
  });
});
