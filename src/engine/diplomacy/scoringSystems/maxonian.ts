import { Fraction } from '../../shared/fraction';
import { finishingGroups } from '../../shared/ranking';
import { centresIn, chartEnd, FIRST_YEAR, WIN_AT } from '../board';
import { byCentres, centres } from './board';
import { sayLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { BoardState, ScoringSystem } from './scoringSystem';

const POSITIONS = [7, 6, 5, 4, 3, 2, 1];

/**
 * Seats by centres, best first; equal counts are split by the most recent earlier year of the chart in which one was
 * ahead, and so on back to 1901 for each part. Seats equal in every year stay one group.
 */
function byChart(b: BoardState): number[][] {
  const split = (seats: number[], year: number): number[][] =>
    year < FIRST_YEAR
      ? [seats]
      : finishingGroups(seats, (x, y) => centresIn(b.seats[y], year) - centresIn(b.seats[x], year)).flatMap((g) =>
          g.length > 1 ? split(g, year - 1) : [g],
        );
  const last = chartEnd([...b.seats]);
  return byCentres(b).flatMap((g) => (g.length > 1 ? split(g, last - 1) : [g]));
}

/** Maxonian (docs/diplomacy.md#other-scoring-systems, rows 20 and 21): 7 … 1 by centres, ties broken by the chart; centres above a threshold add a bonus. */
function maxonian(id: string, name: string, threshold: number): ScoringSystem {
  return {
    id,
    name,
    description: sayLine('maxonianLine', { threshold }),
    needs: ['History'],
    solo: sayLine('maxonianSolo', { points: 7 + WIN_AT - threshold }),
    score(b) {
      const points = splitPositions(byChart(b), POSITIONS);
      const bonus = (i: number) =>
        (b.soloer === undefined || i === b.soloer) && centres(b, i) > threshold ? Math.min(centres(b, i), WIN_AT) - threshold : 0;
      return ALL.map((i) => (points.get(i) as Fraction).add(Fraction.of(bonus(i))));
    },
  };
}

export const MAXONIAN = maxonian('maxonian', 'Maxonian', 13);
export const SEVEN_ELEVEN = maxonian('7eleven', '7Eleven', 11);
