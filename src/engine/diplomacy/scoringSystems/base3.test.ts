import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Base 3 (docs/diplomacy.md#other-scoring-systems)', () => {
  it('a lone leader +9, two leaders +3 each, three +1 each; the eliminated 0', () => {
    expect(scored('base3', [10, 8, 7, 5, 4, 0, 0])).toEqual([22, 11, 10, 8, 7, 0, 0]);
    expect(scored('base3', [9, 9, 8, 4, 4, 0, 0]).slice(0, 2)).toEqual([15, 15]);
    expect(scored('base3', [10, 10, 10, 2, 1, 1, 0]).slice(0, 3)).toEqual([14, 14, 14]);
  });
  it('a solo: 46', () => expect(scored('base3', [[9, 'conceded'], 8, 7, 5, 5, 0, 0])[0]).toBe(46));
});
