import fc from 'fast-check';
import { scored } from '../../../../test/harness/diplomacyBoard';

describe('Sum of Squares (docs/diplomacy.md#other-scoring-systems)', () => {
  it('5-4-5-5-4-5-4: 100·25/148 and 100·16/148', () =>
    expect(scored('sum-of-squares', [5, 4, 5, 5, 4, 5, 4])).toEqual([
      2500 / 148,
      1600 / 148,
      2500 / 148,
      2500 / 148,
      1600 / 148,
      2500 / 148,
      1600 / 148,
    ]));
  it('the eliminated get 0; a solo or a concession gets 100', () => {
    expect(scored('sum-of-squares', [10, 8, 7, 5, 4, 0, 0]).slice(5)).toEqual([0, 0]);
    expect(scored('sum-of-squares', [18, 6, 5, 5, 0, 0, 0])).toEqual([100, 0, 0, 0, 0, 0, 0]);
    expect(scored('sum-of-squares', [10, [8, 'conceded'], 7, 5, 4, 0, 0])).toEqual([0, 100, 0, 0, 0, 0, 0]);
  });
});

describe('Draw size (docs/diplomacy.md#other-scoring-systems)', () => {
  it('a 4-way draw vote on a board of 7 survivors: 25 to each of the four, 0 to the rest', () =>
    expect(scored('draw-size', [[6, 'draw'], [6, 'draw'], [6, 'draw'], [6, 'draw'], 4, 3, 3])).toEqual([25, 25, 25, 25, 0, 0, 0]));
  it('a time end with 6 survivors: 100/6 each', () =>
    expect(scored('draw-size', [10, 8, 7, 5, 2, 2, 0])).toEqual([...Array(6).fill(100 / 6), 0]));
  it('a draw flag on one player is a concession to that player', () =>
    expect(scored('draw-size', [10, [8, 'draw'], 7, 5, 2, 2, 0])).toEqual([0, 100, 0, 0, 0, 0, 0]));
});

describe('Solo or bust', () => {
  it('only a solo scores', () => {
    expect(scored('solo-or-bust', [10, 8, 7, 5, 2, 2, 0])).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(scored('solo-or-bust', [18, 8, 7, 1, 0, 0, 0])).toEqual([100, 0, 0, 0, 0, 0, 0]);
  });
});

describe('invariants', () => {
  it('Sum of Squares and Draw size total 100 on any board', () =>
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        (cs, votes) => {
          fc.pre(cs.some((c) => c > 0) && cs.reduce((a, b) => a + b, 0) <= 34);
          const seats = cs.map((c, k): number | [number, 'draw'] => (c > 0 && votes[k] ? [c, 'draw'] : c));
          for (const id of ['sum-of-squares', 'draw-size']) expect(scored(id, seats).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
        },
      ),
      { numRuns: 300 },
    ));
});
