import { saidOf } from '../../../../test/harness/errorOf';
import { levelWeights } from './lexicographic';

describe('levelWeights: costs minimised level by level, folded into one exact number', () => {
  it('weighs each level above the largest total of every level below it', () => {
    expect(levelWeights('CATAN_SEATING', [2, 3, 4], 10)).toEqual([20, 5, 1]);
  });

  it('a field whose costs would pass 2⁵⁰ is refused with its players and the limit as numbers, never a bare Error', () => {
    expect(saidOf(() => levelWeights('CATAN_SEATING', [1e6, 1e6, 1e6], 30_000))).toBe(
      'CATAN_SEATING: fieldTooLargeToWeigh(players: 30000, limit: "1125899906842624")',
    );
    expect(levelWeights('CATAN_SEATING', [2 ** 24, 2 ** 24], 30_000)).toEqual([2 ** 24 + 1, 1]);
  });
});
