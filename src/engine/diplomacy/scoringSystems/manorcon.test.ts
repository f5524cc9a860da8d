import { scored } from '../../../../test/harness/diplomacyBoard';

describe('ManorCon (docs/diplomacy.md#other-scoring-systems)', () => {
  it('12-10-8-4 with three eliminated: 36.3636, 27.2727, 19.5804, 8.3916', () => {
    const out = scored('manorcon', [12, 10, 8, 4, [0, 1905], [0, 1906], [0, 1907]], 1910);
    [36.3636, 27.2727, 19.5804, 8.3916, 0.4, 0.5, 0.6].forEach((v, k) => {
      expect(out[k]).toBeCloseTo(v, 4);
    });
  });
  it('v2: an eliminated player adds nothing to the sum, so survivors share 100', () => {
    const out = scored('manorcon-v2', [12, 10, 8, 4, [0, 1905], [0, 1906], [0, 1907]], 1910);
    expect(out.slice(0, 4).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
  });
  it('a solo: 75 (ManorCon) or 100 (Original, v2); everyone else a tenth a year', () => {
    const board: Parameters<typeof scored>[1] = [18, 8, 8, [0, 1905], [0, 1906], [0, 1907], [0, 1908]];
    expect(scored('manorcon', board, 1911)).toEqual([75, 1, 1, 0.4, 0.5, 0.6, 0.7]);
    expect(scored('manorcon-original', board, 1911)[0]).toBe(100);
  });
});
