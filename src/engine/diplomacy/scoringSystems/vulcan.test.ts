import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Vulcan (docs/diplomacy.md#other-scoring-systems)', () => {
  it('centres + 5 + the lead over every smaller player + 10 for the leader; the eliminated 0', () =>
    expect(scored('vulcan', [10, 8, 7, 5, 4, 0, 0])).toEqual([61, 37, 31, 21, 17, 0, 0]));
  it('two leaders share the 10: 9 + 5 + (1 + 5 + 5 + 9 + 9) + 5 each', () =>
    expect(scored('vulcan', [9, 9, 8, 4, 4, 0, 0]).slice(0, 2)).toEqual([48, 48]));
  it('a solo: 130, its surviving losers 5', () => expect(scored('vulcan', [18, 8, 8, 0, 0, 0, 0])).toEqual([130, 5, 5, 0, 0, 0, 0]));
});
