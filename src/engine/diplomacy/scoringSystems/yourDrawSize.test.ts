import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Your Draw Size (docs/diplomacy.md#other-scoring-systems)', () => {
  it('points by the band of the centres', () => {
    expect(scored('your-draw-size', [10, 8, 7, 5, 4, 0, 0])).toEqual([42, 42, 30, 30, 30, 0, 0]);
    expect(scored('your-draw-size-short', [14, 13, 3, 2, 1, 1, 0])).toEqual([105, 70, 21, 21, 21, 21, 0]);
  });
  it('a solo: 300 (short games) or 320', () => {
    expect(scored('your-draw-size-short', [18, 8, 8, 0, 0, 0, 0])[0]).toBe(300);
    expect(scored('your-draw-size', [18, 8, 8, 0, 0, 0, 0])[0]).toBe(320);
  });
});
