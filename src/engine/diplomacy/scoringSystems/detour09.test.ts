import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Detour09 (docs/diplomacy.md#other-scoring-systems)', () => {
  it('10-6-5-4-4-3-2: raw 20, 11, 9, 6, 6, 5, 4, scaled over 61', () =>
    expect(scored('detour09', [10, 6, 5, 4, 4, 3, 2])).toEqual([20, 11, 9, 6, 6, 5, 4].map((r) => (100 * r) / 61)));
  it('a 2-way top gets the 2nd place bonus each, no lead; the eliminated add ¼ a year after scaling', () => {
    // raw: 9 + 2 + 3 (a tie for 1st–2nd takes 2nd's bonus) each, 8 + 2 + 2, then 4, 4 tie for 4th–5th: 5th has no bonus
    const out = scored('detour09', [9, 9, 8, 4, 4, [0, 1905], [0, 1913]], 1915);
    const raw = [14, 14, 12, 6, 6, 0, 0];
    const total = 52;
    expect(out).toEqual(raw.map((r, k) => (100 * r) / total + [0, 0, 0, 0, 0, 1, 2][k]));
  });
  it('a solo: 110; the others only their survival, at most 2', () =>
    expect(scored('detour09', [18, 8, 8, [0, 1905], [0, 1906], [0, 1907], [0, 1908]], 1912)).toEqual([110, 2, 2, 1, 1.25, 1.5, 1.75]));
});
