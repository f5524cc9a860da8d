import { scored } from '../../../../test/harness/diplomacyBoard';

describe('World Classic and Summer Classic (docs/diplomacy.md#other-scoring-systems)', () => {
  it('survivors 10 a centre + 30, the leader + 48; the eliminated a point a year before they fell', () =>
    expect(scored('world-classic', [10, 8, 7, 5, 4, [0, 1906], [0, 1904]], 1910)).toEqual([178, 110, 100, 80, 70, 5, 3]));
  it('two leaders share 48; three leaders share it in World Classic only', () => {
    expect(
      scored(
        'world-classic',
        [9, 9, 6, 4, 4, 2, 0].map((c, k) => (k === 6 ? ([0, 1905] as [number, number]) : c)),
        1910,
      ).slice(0, 2),
    ).toEqual([144, 144]);
    expect(scored('world-classic', [10, 10, 10, 2, 1, 1, [0, 1905]], 1910).slice(0, 3)).toEqual([146, 146, 146]);
    expect(scored('summer-classic', [10, 10, 10, 2, 1, 1, [0, 1905]], 1910).slice(0, 3)).toEqual([130, 130, 130]);
  });
  it('a solo: 420, the surviving losers solo year − 1901, the eliminated their years', () =>
    expect(scored('world-classic', [18, 6, 5, 5, [0, 1904], [0, 1906], [0, 1907]], 1909)).toEqual([420, 8, 8, 8, 3, 5, 6]));
});
