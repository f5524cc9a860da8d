import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { finishingGroups } from '../../shared/ranking';
import { centresIn, chartEnd, FIRST_YEAR, WIN_AT } from '../board';
import { byCentres, centres } from './board';
import { systemLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { BoardState, ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const MAXONIAN_LINE = message({
  example: { threshold: 13 },
  en: (p) =>
    `7, 6, 5, 4, 3, 2, 1 by centres, ties broken by the latest earlier year one was ahead; +1 per centre above ${p.threshold} (to 18), only the soloer's after a solo`,
  it: (p) =>
    `7, 6, 5, 4, 3, 2, 1 per centri, a parità decide l'ultimo anno precedente in cui uno dei due era avanti; +1 per centro oltre ${p.threshold} (fino a 18); dopo un solo contano soltanto quelli di chi l'ha fatto`,
  ro: (p) =>
    `7, 6, 5, 4, 3, 2, 1 după centre, egalitățile departajate de cel mai recent an anterior în care unul dintre ei era în față; +1 pe centru peste ${p.threshold} (până la 18), după un solo doar ale celui care l-a făcut`,
});

/** What a solo scores, as DIP_SYSTEMS shows it: the points, the others by their place. */
const MAXONIAN_SOLO = message({
  example: { points: 12 },
  en: (p) => `${p.points}; others by place`,
  it: (p) => `${p.points}; gli altri per posizione`,
  ro: (p) => `${p.points}; ceilalți după loc`,
});

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
    description: systemLine(MAXONIAN_LINE, { threshold }),
    needs: ['History'],
    solo: systemLine(MAXONIAN_SOLO, { points: 7 + WIN_AT - threshold }),
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
