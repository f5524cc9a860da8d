import type { Cell } from '../../src/engine/shared/cells';
import type { Fraction } from '../../src/engine/shared/fraction';
import { finishingPatterns } from '../../src/engine/shared/stakes/outcomes';

/**
 * Best and worst rank by the first figure over every combination of outcomes, by brute force: each unscored table's
 * rows are filled with every finishing pattern (`fill` writes a pattern's level into a row), the whole results range
 * is scored by the game's own standings (`figures`), and each player's rank is counted from the figures alone.
 */
export function bruteForceRanks(
  grid: Cell[][],
  openTables: number[][],
  fill: (row: Cell[], level: number, size: number) => Cell[],
  figures: (grid: Cell[][]) => Map<string, Fraction>,
): Map<string, { best: number; worst: number }> {
  const out = new Map<string, { best: number; worst: number }>();
  const visit = (i: number, current: Cell[][]) => {
    if (i === openTables.length) {
      const all = figures(current);
      const values = [...all.values()];
      for (const [player, f] of all) {
        const above = values.filter((g) => g.compare(f) > 0).length;
        const atOrAbove = values.filter((g) => g.compare(f) >= 0).length;
        const seen = out.get(player) ?? { best: Number.MAX_SAFE_INTEGER, worst: 0 };
        out.set(player, { best: Math.min(seen.best, 1 + above), worst: Math.max(seen.worst, atOrAbove) });
      }
      return;
    }
    const rows = openTables[i];
    for (const levels of finishingPatterns(rows.length)) {
      const next = [...current];
      rows.forEach((r, k) => {
        next[r] = fill(current[r], levels[k], rows.length);
      });
      visit(i + 1, next);
    }
  };
  visit(0, grid);
  return out;
}

/** The stakes' spill as a map from player to its row, header and warnings left out. */
export function stakesRows(spill: Cell[][]): Map<string, Cell[]> {
  const blank = spill.findIndex((r) => r[0] === '');
  return new Map(spill.slice(1, blank < 0 ? undefined : blank).map((r) => [String(r[0]), r]));
}

/**
 * The stakes' spill against the brute force: every player's Best and Worst equal to the extremes, and no `certain`
 * or `out` of the Title or of a cut of `cut` contradicted by them.
 */
export function expectBruteForce(spill: Cell[][], truth: Map<string, { best: number; worst: number }>, cut: number): void {
  const got = stakesRows(spill);
  for (const [player, { best, worst }] of truth) {
    const row = got.get(player) as Cell[];
    expect([player, row[2], row[3]]).toEqual([player, best, worst]);
    for (const [status, size] of [
      [row[4], 1],
      [row[5], cut],
    ] as const) {
      if (status === 'certain') expect(worst).toBeLessThanOrEqual(size);
      if (status === 'out') expect(best).toBeGreaterThan(size);
    }
  }
}
