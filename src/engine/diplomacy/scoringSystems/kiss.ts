import { Fraction } from '../../shared/fraction';
import { FIRST_YEAR, type Result } from '../board';
import { sayLine } from './lines';
import type { ScoringSystem } from './scoringSystem';

const quarter = Fraction.of(1, 4);
const half = Fraction.of(1, 2);

/** The seed's table (the revised "Keep It Simple" system, docs/diplomacy.md#a-board), one line per result. */
export const KISS: ScoringSystem = {
  id: 'kiss',
  name: 'KISS',
  description: sayLine('kissLine', {}),
  needs: ['Eliminated', 'Final year'],
  solo: '35',
  score(board, settings) {
    const { seats, results } = board;
    // Years of survival: eliminated in Y, Y − 1901 (inclusive: Y − 1900); a survivor who lost to a win, E − 1901.
    const years = (i: number) => {
      const s = seats[i];
      if (s.eliminated !== undefined) return s.eliminated - FIRST_YEAR + (settings.survival === 'inclusive' ? 1 : 0);
      return results[i] === 'Loss' && board.finalYear !== undefined ? board.finalYear - FIRST_YEAR : 0;
    };
    const survival = (i: number) => Fraction.of(Math.min(years(i), 8)).mul(quarter);
    const outright = (i: number) => seats.every((o, j) => j === i || o.centres < seats[i].centres);
    const POINTS: Record<Result, (i: number) => Fraction> = {
      Win: () => Fraction.of(35),
      Draw: (i) => Fraction.of(seats[i].centres + 3 + (outright(i) ? 1 : 0)),
      Loss: (i) => Fraction.of(seats[i].centres).mul(half).add(survival(i)),
      Elimination: (i) => survival(i),
    };
    return seats.map((_, i) => POINTS[results[i]](i));
  },
};
