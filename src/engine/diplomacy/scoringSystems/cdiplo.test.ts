import fc from 'fast-check';
import { scored } from '../../../../test/harness/diplomacyBoard';

describe('C-Diplo (docs/diplomacy.md#other-scoring-systems)', () => {
  it('100: a 4-way tie for the top on 5 centres gets 1 + (38+14+7)/4 + 5 = 20.75 each', () =>
    expect(scored('cdiplo-100', [5, 5, 5, 5, 4, 4, 4]).slice(0, 4)).toEqual([20.75, 20.75, 20.75, 20.75]));
  it('100: places 1–3 and a point for playing, eliminated players included; below 3rd no place points', () =>
    // 10 → 1+38+10, 8 → 1+14+8, 7 → 1+7+7, 5 → 6, 4 → 5, the two out → 1 each
    expect(scored('cdiplo-100', [10, 8, 7, 5, 4, 0, 0])).toEqual([49, 23, 15, 6, 5, 1, 1]));
  it('80: a 3-way tie for the top on 10 gets (25+14+7)/3 + 10 = 76/3 each, and no point for playing', () =>
    expect(scored('cdiplo-80', [10, 10, 10, 2, 1, 1, 0]).slice(0, 4)).toEqual([76 / 3, 76 / 3, 76 / 3, 2]));
  it('with two survivors, the eliminated share 3rd place', () =>
    expect(scored('cdiplo-100', [17, 17, 0, 0, 0, 0, 0])).toEqual([44, 44, 1 + 7 / 5, 1 + 7 / 5, 1 + 7 / 5, 1 + 7 / 5, 1 + 7 / 5]));
  it('Namur: centre points with the survival bonus; three tied for 2nd share (14+7)/3', () =>
    // 12 → 1+24+38; 6s → 1+18+7; 2 → 1+9; 1 → 1+5; 0 → 1
    expect(scored('cdiplo-namur', [12, 6, 6, 6, 2, 1, 0])).toEqual([63, 26, 26, 26, 10, 6, 1]));
  it('a solo or a concession takes it all', () => {
    expect(scored('cdiplo-100', [18, 6, 5, 5, 0, 0, 0])).toEqual([100, 0, 0, 0, 0, 0, 0]);
    expect(scored('cdiplo-80', [[9, 'conceded'], 8, 7, 5, 5, 0, 0])).toEqual([80, 0, 0, 0, 0, 0, 0]);
    expect(scored('cdiplo-namur', [18, 6, 5, 5, 0, 0, 0])[0]).toBe(85);
  });
  it('the total is 100 − neutral centres (80 − neutral centres for C-Diplo 80)', () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }), (cs) => {
        const owned = cs.reduce((a, b) => a + b, 0);
        fc.pre(owned <= 34 && cs.some((c) => c > 0) && cs.every((c) => c < 18));
        const sum = (id: string) => scored(id, cs).reduce((a, b) => a + b, 0);
        expect(sum('cdiplo-100')).toBeCloseTo(100 - (34 - owned), 9);
        expect(sum('cdiplo-80')).toBeCloseTo(80 - (34 - owned), 9);
      }),
      { numRuns: 300 },
    ));
});
