import fc from 'fast-check';
import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Tribute (docs/diplomacy.md#other-scoring-systems)', () => {
  it('Windy City Weasels game #398, a 5-way draw (F13 G4 I4 R12 T1): 54.2, 10.2, 10.2, 18.2, 7.2', () => {
    const out = scored('tribute', [0, 0, 13, 4, 4, 12, 1]);
    [0, 0, 54.2, 10.2, 10.2, 18.2, 7.2].forEach((v, k) => {
      expect(out[k]).toBeCloseTo(v, 9);
    });
  });
  it('two leaders on 8 with 6 survivors: tribute min(11, 2) = 2, so each leader gets 8 + 11 + 2·4/2 = 23', () =>
    expect(scored('tribute', [8, 8, 6, 5, 4, 3, 0]).slice(0, 3)).toEqual([23, 23, 6 + 11 - 2]));
  it('no tribute when the top is 6 or less', () =>
    expect(scored('tribute', [6, 6, 5, 5, 4, 4, 4])).toEqual([6, 6, 5, 5, 4, 4, 4].map((c) => c + 66 / 7)));
  it('a solo or a concession takes 100', () =>
    expect(scored('tribute', [[9, 'conceded'], 8, 7, 5, 5, 0, 0])).toEqual([100, 0, 0, 0, 0, 0, 0]));
  it('the total is the centres owned + 66 (docs/diplomacy.md#other-scoring-systems)', () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 7, maxLength: 7 }), (cs) => {
        const owned = cs.reduce((a, b) => a + b, 0);
        fc.pre(owned <= 34 && cs.some((c) => c > 0) && cs.every((c) => c < 18));
        expect(scored('tribute', cs).reduce((a, b) => a + b, 0)).toBeCloseTo(owned + 66, 9);
      }),
      { numRuns: 300 },
    ));
});

describe('OpenTribute (docs/diplomacy.md#other-scoring-systems)', () => {
  it('two toppers on 8 with a pool of 22 get 34 + 24 + floor(22/4) = 63', () =>
    // pool: survivors 8 8 6 5 4 3 pay 0+0+2+3+4+5 = 14; one eliminated pays 8 → 22
    expect(scored('open-tribute', [8, 8, 6, 5, 4, 3, 0])).toEqual([63, 63, 34 + 18 - 2, 34 + 15 - 3, 34 + 12 - 4, 34 + 9 - 5, 0]));
  it('a lone topper with every centre owned gets 10 a centre', () => expect(scored('open-tribute', [12, 8, 6, 4, 2, 2, 0])[0]).toBe(120));
  it('a solo scores 340', () => expect(scored('open-tribute', [18, 8, 6, 2, 0, 0, 0])).toEqual([340, 0, 0, 0, 0, 0, 0]));
});
