import { scored } from '../../../../test/harness/diplomacyBoard';

const FOUR_OUT: Parameters<typeof scored>[1] = [12, 11, 11, [0, 1908], [0, 1906], [0, 1906], [0, 1904]];

describe('Duct Tape V2 (docs/diplomacy.md#other-scoring-systems)', () => {
  it('centres + 40/24/15/9/6/3/3, ties share; the eliminated tie', () =>
    expect(scored('duct-tape', FOUR_OUT)).toEqual([52, 30.5, 30.5, 5.25, 5.25, 5.25, 5.25]));
  it('with elimination order, the later out ranks higher; one year, one share', () =>
    expect(scored('duct-tape-elimination-order', FOUR_OUT)).toEqual([52, 30.5, 30.5, 9, 4.5, 4.5, 3]));
  it('all seven alive, six tied: (40+24+15+9+6+3)/6 + 5 each', () =>
    expect(scored('duct-tape', [5, 5, 5, 5, 5, 5, 4])).toEqual([...Array(6).fill(97 / 6 + 5), 7]));
  it('a solo: 75', () => expect(scored('duct-tape', [18, 8, 8, 0, 0, 0, 0])).toEqual([75, 0, 0, 0, 0, 0, 0]));
});
