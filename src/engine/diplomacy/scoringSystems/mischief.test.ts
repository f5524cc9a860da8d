import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Mischief (docs/diplomacy.md#other-scoring-systems)', () => {
  it('a lone leader +5, two leaders +1 each, three none', () => {
    expect(scored('mischief', [10, 8, 7, 5, 4, 0, 0])).toEqual([15, 8, 7, 5, 4, 0, 0]);
    expect(scored('mischief', [9, 9, 8, 4, 4, 0, 0]).slice(0, 2)).toEqual([10, 10]);
    expect(scored('mischief', [10, 10, 10, 2, 1, 1, 0]).slice(0, 3)).toEqual([10, 10, 10]);
  });
  it('a solo: 34', () => expect(scored('mischief', [18, 8, 8, 0, 0, 0, 0])[0]).toBe(34));
});
