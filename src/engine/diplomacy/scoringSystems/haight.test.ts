import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Haight v1.0 (docs/diplomacy.md#other-scoring-systems)', () => {
  it('an eliminated player ranks behind the survivors and earns the rank points left (no_solo4: 8 + 33)', () => {
    // survivors 14, 12, 8 take 66, 55, 44; France, out last in 1908, 4th: 1 + 7 + 33; then 1906 (22), 1905 and 1905 (0 each: lowest of 6th–7th)
    const out = scored('haight', [14, 12, [0, 1908], 8, [0, 1906], [0, 1905], [0, 1905]], 1910);
    expect(out).toEqual([140 + 66 + 10, 120 + 55, 41, 80 + 44, 1 + 5 + 22, 1 + 4 + 0, 1 + 4 + 0]);
  });
  it('a tie takes the points of its lowest place: two tied 1st get 55 each and no margin bonus', () =>
    expect(scored('haight', [9, 9, 8, 4, 4, [0, 1905], [0, 1906]], 1910)).toEqual([145, 145, 124, 62, 62, 1 + 4 + 0, 1 + 5 + 11]));
  it('a solo: 451; survivors max(5 a centre, 1 + the solo year − 1901); the eliminated 1 + their years', () =>
    expect(scored('haight', [18, 6, 2, [0, 1905], [0, 1906], [0, 1907], [0, 1908]], 1910)).toEqual([451, 30, 10, 5, 6, 7, 8]));
});
