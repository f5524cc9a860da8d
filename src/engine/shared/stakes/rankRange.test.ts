import fc from 'fast-check';
import { Fraction } from '../fraction';
import type { Outcome } from './field';
import { finishingPatterns } from './outcomes';
import { rankRanges } from './rankRange';
import { type OpenTable, unitsOf } from './units';

/** Every combination of the tables' outcomes, by brute force: each player's best and worst rank by the figure alone. */
function bruteForce(base: Fraction[], tables: OpenTable[]): { best: number; worst: number }[] {
  const out = base.map(() => ({ best: Number.MAX_SAFE_INTEGER, worst: 0 }));
  const visit = (i: number, figures: Fraction[]) => {
    if (i === tables.length) {
      figures.forEach((f, p) => {
        const above = figures.filter((g) => g.compare(f) > 0).length;
        const atOrAbove = figures.filter((g) => g.compare(f) >= 0).length;
        out[p].best = Math.min(out[p].best, 1 + above);
        out[p].worst = Math.max(out[p].worst, atOrAbove);
      });
      return;
    }
    for (const o of tables[i].outcomes) {
      const next = [...figures];
      tables[i].players.forEach((p, k) => {
        next[p] = next[p].add(o.gains[k]);
      });
      visit(i + 1, next);
    }
  };
  visit(0, base);
  return out;
}

const half = (n: number) => Fraction.of(n, 2);

/** A random field: players with a figure in halves, some seated at tables whose outcomes add halves. */
const field = (linkedTables: boolean) =>
  fc
    .record({
      base: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 2, maxLength: 14 }),
      sizes: fc.array(fc.integer({ min: 2, max: 4 }), { minLength: 0, maxLength: 3 }),
      seed: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 80, maxLength: 80 }),
    })
    .map(({ base, sizes, seed }) => {
      let s = 0;
      const next = () => seed[s++ % seed.length];
      const n = base.length;
      const tables: OpenTable[] = [];
      let seat = 0;
      for (const size of sizes) {
        const players = Array.from({ length: size }, (_, k) => (linkedTables && k === 0 && seat > 0 ? 0 : seat++ % n));
        const unique = [...new Set(players)];
        if (unique.length < 2 || seat > n) break;
        const outcomes: Outcome[] = finishingPatterns(unique.length)
          .slice(0, 1 + next())
          .map((levels) => ({ gains: levels.map((l) => half((unique.length - l) * (1 + (next() % 2)))), results: levels }));
        tables.push({ players: unique, outcomes });
      }
      return { base: base.map(half), tables };
    });

describe('best and worst rank by the first figure', () => {
  it('finishing patterns: 3 for a duel, 13 at three, 75 at four', () => {
    expect([2, 3, 4].map((n) => finishingPatterns(n).length)).toEqual([3, 13, 75]);
    expect(finishingPatterns(2)).toEqual(
      expect.arrayContaining([
        [0, 0],
        [0, 1],
        [1, 0],
      ]),
    );
  });

  it('equal the extremes over every combination of outcomes, tables independent', () => {
    fc.assert(
      fc.property(field(false), ({ base, tables }) => {
        const got = rankRanges({ base, units: unitsOf(tables, base) });
        expect(got.map(({ best, worst }) => ({ best, worst }))).toEqual(bruteForce(base, tables));
      }),
      { numRuns: 300 },
    );
  });

  it('each outcome of the player’s own table: Best and Worst over every combination of the other tables', () => {
    fc.assert(
      fc.property(field(false), ({ base, tables }) => {
        const got = rankRanges({ base, units: unitsOf(tables, base) });
        tables.forEach((t, i) => {
          const outcomes = unitsOf([t], base)[0];
          if (outcomes.kind !== 'exact') return;
          outcomes.outcomes.forEach((o, j) => {
            const fixed = tables.map((x, k) => (k === i ? { ...x, outcomes: [o] } : x));
            const truth = bruteForce(base, fixed);
            t.players.forEach((p) => {
              const s = got[p].scenarios[j];
              expect([s.best, s.worst]).toEqual([truth[p].best, truth[p].worst]);
            });
          });
        });
      }),
      { numRuns: 150 },
    );
  });

  it('equal them too when a player sits at two unscored tables (combined outcome by outcome)', () => {
    fc.assert(
      fc.property(field(true), ({ base, tables }) => {
        const got = rankRanges({ base, units: unitsOf(tables, base) });
        expect(got.map(({ best, worst }) => ({ best, worst }))).toEqual(bruteForce(base, tables));
      }),
      { numRuns: 200 },
    );
  });

  it('bounds each player of a bounded unit soundly: Best never worse, Worst never better', () => {
    fc.assert(
      fc.property(field(false), ({ base, tables }) => {
        const truth = bruteForce(base, tables);
        // the same tables, each player bounded by their least and greatest gain
        const units = unitsOf(tables, base).map((u) =>
          u.kind === 'exact'
            ? {
                kind: 'bounds' as const,
                players: u.players,
                lo: u.players.map((p, k) => u.outcomes.map((o) => base[p].add(o.gains[k])).reduce((a, b) => (a.compare(b) <= 0 ? a : b))),
                hi: u.players.map((p, k) => u.outcomes.map((o) => base[p].add(o.gains[k])).reduce((a, b) => (a.compare(b) >= 0 ? a : b))),
              }
            : u,
        );
        rankRanges({ base, units }).forEach((s, p) => {
          expect(s.best).toBeLessThanOrEqual(truth[p].best);
          expect(s.worst).toBeGreaterThanOrEqual(truth[p].worst);
        });
      }),
      { numRuns: 200 },
    );
  });
});
