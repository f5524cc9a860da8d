import { Fraction } from '../../shared/fraction';
import type { Result } from '../board';
import type { ScoredSeat, ScoringSystem } from './scoringSystem';

const quarter = Fraction.of(1, 4);
const half = Fraction.of(1, 2);
/** ¼ per year of survival, at most 2 points. */
const survival = (s: ScoredSeat) => Fraction.of(Math.min(s.survivalYears, 8)).mul(quarter);

/** The seed's table (the revised "Keep It Simple" system), one line per result. */
const POINTS: Record<Result, (s: ScoredSeat) => Fraction> = {
  Win: () => Fraction.of(35),
  Draw: (s) => Fraction.of(s.seat.centres + 3 + (s.outrightLeader ? 1 : 0)),
  Loss: (s) => Fraction.of(s.seat.centres).mul(half).add(survival(s)),
  Elimination: (s) => survival(s),
};

export const KISS: ScoringSystem = { name: 'KISS', points: (s) => POINTS[s.result](s) };
