import { scored } from '../../../../test/harness/diplomacyBoard';

describe('OMG (docs/diplomacy.md#other-scoring-systems)', () => {
  it('the lone leader collects min(margin, half a score) from each other player', () =>
    // own: 28.5, 24, 21, 16.5, 15, 0, 0; the margin 2 from each survivor → 8
    expect(scored('omg', [10, 8, 7, 5, 4, 0, 0])).toEqual([36.5, 22, 19, 14.5, 13, 0, 0]));
  it('a shared top collects nothing; the top-3 bonus is shared', () =>
    // 9, 9 share 4.5 + 3; 8 gets 1.5
    expect(scored('omg', [9, 9, 8, 4, 4, 0, 0])).toEqual([26.25, 26.25, 22.5, 15, 15, 0, 0]));
  it('a solo: 100', () => expect(scored('omg', [18, 8, 8, 0, 0, 0, 0])[0]).toBe(100));
});
