import { scored } from '../../../../test/harness/diplomacyBoard';
import { Fraction } from '../../shared/fraction';
import { roundHalfEven } from './southernSun';

describe('Southern Sun (docs/diplomacy.md#other-scoring-systems)', () => {
  it('30 + 10 a centre + 130/80/50/30/20 over the five survivors; the eliminated 3 × (1 + years)', () =>
    expect(scored('southern-sun', [10, 8, 7, 5, 4, [0, 1906], [0, 1904]])).toEqual([260, 190, 150, 110, 90, 18, 12]));
  it('a share of 72.5 rounds to 72, half to even', () =>
    expect(scored('southern-sun', [8, 8, 8, 8, 1, 1, [0, 1905]])).toEqual([182, 182, 182, 182, 55, 55, 15]));
  it('rounds half to even, exactly', () =>
    expect([0.5, 1.5, 2.5, 72.5, 73.5, 2.4, 2.6].map((x) => roundHalfEven(Fraction.fromNumber(x)))).toEqual([0, 2, 2, 72, 74, 2, 3]));
  it('a solo: 500', () =>
    expect(
      scored(
        'southern-sun',
        [18, 8, 8, 0, 0, 0, 0].map((c, k) => (c === 0 ? ([0, 1905 + k] as [number, number]) : c)),
      )[0],
    ).toBe(500));
});
