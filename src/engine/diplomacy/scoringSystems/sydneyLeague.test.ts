import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Sydney League (docs/diplomacy.md#other-scoring-systems; positions 700 … 100, docs/diplomacy.md#other-scoring-systems)', () => {
  it('25 a centre + places; the eliminated take the places left by the year they fell, + 1 + years', () =>
    expect(scored('sydney-league', [10, 8, 7, 5, 4, [0, 1906], [0, 1904]])).toEqual([950, 800, 675, 525, 400, 206, 104]));
  it('a solo: ×1.5 for the soloer, ×½ for everyone else', () =>
    expect(scored('sydney-league', [18, 6, 5, 5, [0, 1905], [0, 1906], [0, 1907]])).toEqual([1725, 375, 287.5, 287.5, 52.5, 103, 153.5]));
});
