import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Bangkok and Olympic (docs/diplomacy.md#other-scoring-systems)', () => {
  it('12-6-6-5-5: the 12 takes all 12 points of domination', () =>
    expect(scored('bangkok', [12, 6, 6, 5, 5, [0, 1905], [0, 1906]])).toEqual([27, 9, 9, 8, 8, 1.2, 1.5]));
  it('12-11-10: domination 6, 4, 2', () =>
    expect(scored('bangkok', [12, 11, 10, 1, [0, 1905], [0, 1906], [0, 1907]]).slice(0, 4)).toEqual([21, 18, 15, 4]));
  it('Olympic, 8-8 with nobody within two: 12·(4/8) each', () =>
    expect(scored('olympic', [8, 8, 5, 5, 4, 4, [0, 1906]]).slice(0, 2)).toEqual([17, 17]));
  it('a solo: 41 and half a centre to the others (Olympic 46 and nothing)', () => {
    expect(scored('bangkok', [18, 6, 5, 5, [0, 1905], [0, 1906], [0, 1907]])).toEqual([41, 3, 2.5, 2.5, 0, 0, 0]);
    expect(scored('olympic', [18, 6, 5, 5, [0, 1905], [0, 1906], [0, 1907]])).toEqual([46, 0, 0, 0, 0, 0, 0]);
  });
});
