import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Whipping (docs/diplomacy.md#other-scoring-systems)', () => {
  it('example_b (1911): 17/12/4/1 with eliminations in 1905, 1906 and 1911 → 219, 135, 55, 25, 5, 6, 11', () =>
    expect(scored('whipping', [17, 12, 4, 1, [0, 1905], [0, 1906], [0, 1911]], 1911)).toEqual([219, 135, 55, 25, 5, 6, 11]));
  it('a tied top gets no 2 a centre', () =>
    expect(scored('whipping', [9, 9, 8, 4, 4, [0, 1905], [0, 1906]], 1910).slice(0, 2)).toEqual([102, 102]));
  it('a solo: 468, the surviving losers the solo year − 1900', () =>
    expect(scored('whipping', [18, 8, 8, [0, 1905], [0, 1906], [0, 1907], [0, 1908]], 1910)).toEqual([468, 10, 10, 5, 6, 7, 8]));
});
