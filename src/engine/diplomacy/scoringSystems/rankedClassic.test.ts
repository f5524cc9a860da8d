import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Ranked Classic and v2 (docs/diplomacy.md#other-scoring-systems)', () => {
  it('30 + 10 a centre + rank points; the eliminated 1 a year', () =>
    expect(scored('ranked-classic', [10, 8, 7, 5, 4, [0, 1906], [0, 1904]], 1910)).toEqual([330, 200, 160, 120, 100, 5, 3]));
  it('2-way ties take the 2-way table', () =>
    expect(scored('ranked-classic', [9, 9, 8, 4, 4, [0, 1905], [0, 1906]], 1910)).toEqual([255, 255, 170, 105, 105, 4, 5]));
  it('a 3-way top: its lowest single place (v1) or the 2-way points of its second-lowest place (v2)', () => {
    expect(scored('ranked-classic', [10, 10, 10, 2, 1, 1, [0, 1905]], 1910)).toEqual([190, 190, 190, 90, 65, 65, 4]);
    expect(scored('ranked-classic-v2', [10, 10, 10, 2, 1, 1, [0, 1905]], 1910).slice(0, 3)).toEqual([200, 200, 200]);
  });
  it('a solo: 550, everyone else their years', () =>
    expect(scored('ranked-classic', [18, 8, 8, [0, 1905], [0, 1906], [0, 1907], [0, 1908]], 1910)).toEqual([550, 9, 9, 4, 5, 6, 7]));
});
