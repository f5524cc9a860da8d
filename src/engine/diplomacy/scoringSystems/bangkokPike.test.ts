import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Bangkok Pike (docs/diplomacy.md#other-scoring-systems)', () => {
  it('a lone leader with nobody one behind: +6 +4, the player two behind +2', () =>
    expect(scored('bangkok-pike', [10, 8, 7, 5, 4, [0, 1906], [0, 1904]], 1910)).toEqual([23, 13, 10, 8, 7, 0.6, 0.4]));
  it('shared leaders +4 each, one behind +4', () =>
    expect(scored('bangkok-pike', [9, 9, 8, 4, 4, [0, 1905], [0, 1906]], 1910)).toEqual([16, 16, 15, 7, 7, 0.5, 0.6]));
  it('a solo: 60, everyone else a tenth of 1 + their years', () =>
    expect(scored('bangkok-pike', [18, 8, 8, [0, 1905], [0, 1906], [0, 1907], [0, 1908]], 1910)).toEqual([60, 1, 1, 0.5, 0.6, 0.7, 0.8]));
});
