import fc from 'fast-check';
import { differenceMatrix } from './groupRounds';

/** Rows a ≠ b differ by a different amount in every column: the property that keeps two players from meeting twice. */
function isDifferenceMatrix(h: number[][], m: number): boolean {
  for (let a = 0; a < h.length; a++)
    for (let b = 0; b < a; b++) {
      const differences = h[a].map((v, r) => (((v - h[b][r]) % m) + m) % m);
      if (new Set(differences).size !== differences.length) return false;
    }
  return true;
}

describe('differenceMatrix', () => {
  it('is a·r over the integers mod 7 (the affine plane of 49 players)', () => {
    const h = differenceMatrix(7, 7) as number[][];
    expect(h.map((row, a) => row.every((v, r) => v === (a * r) % 7))).toEqual(Array(7).fill(true));
  });

  it('is found for 70 and 140 Diplomacy players (m = 10 and 20), where a·r is not one', () => {
    for (const m of [10, 20]) {
      const h = differenceMatrix(7, m) as number[][];
      expect(h).toHaveLength(7);
      expect(isDifferenceMatrix(h, m)).toBe(true);
      expect(h.every((row) => row[0] === 0) && h[0].every((v) => v === 0)).toBe(true);
    }
    expect(
      isDifferenceMatrix(
        [
          [0, 0, 0, 0, 0, 0, 0],
          [0, 1, 2, 3, 4, 5, 6],
          [0, 2, 4, 6, 8, 0, 2],
        ],
        10,
      ),
    ).toBe(false);
  });

  it('does not exist with fewer tables than groups: six values cannot be all different in Z_m for m < 7', () => {
    for (const m of [1, 2, 3, 4, 5, 6]) expect(differenceMatrix(7, m)).toBeUndefined();
  });

  it('whatever it returns for 9 to 120 tables is a difference matrix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 9, max: 120 }), (m) => {
        const h = differenceMatrix(7, m);
        return h !== undefined && isDifferenceMatrix(h, m);
      }),
    );
  });
});
