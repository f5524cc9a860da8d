import { Fraction } from '../../shared/fraction';
import { byCentres, byElimination, centres, eliminated, leaderMargin, survivors } from './board';
import { sayLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** Carnage and its variants (docs/diplomacy.md#other-scoring-systems): position points by rank, plus points per centre. */
interface Carnage {
  id: string;
  name: string;
  positions: number[];
  perCentre: number;
  solo: number;
  /** What every other player gets beside a solo. */
  loss: number;
  /** How eliminated players share the positions below the survivors. */
  eliminations: 'by year' | 'equal';
  /** Carnage 2023: points per centre of the lone leader's margin. */
  margin: number;
}

function carnage(c: Carnage): ScoringSystem {
  return {
    id: c.id,
    name: c.name,
    description: sayLine('carnageLine', {
      positions: c.positions,
      byYear: c.eliminations === 'by year',
      perCentre: c.perCentre,
      margin: c.margin,
    }),
    needs: c.eliminations === 'by year' ? ['Eliminated'] : [],
    solo: String(c.solo),
    score(b) {
      if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? c.solo : c.loss));
      const alive = survivors(b);
      const dead = eliminated(b);
      const ranks = new Map([
        ...splitPositions(byCentres(b, alive), c.positions),
        ...splitPositions(c.eliminations === 'by year' ? byElimination(b, dead) : [dead], c.positions, alive.length),
      ]);
      const margin = leaderMargin(b);
      return ALL.map((i) => {
        const points = (ranks.get(i) as Fraction).add(Fraction.of(c.perCentre * centres(b, i)));
        const leads = c.margin && margin && alive.every((j) => j === i || centres(b, j) < centres(b, i));
        return leads ? points.add(Fraction.of(c.margin * margin)) : points;
      });
    },
  };
}

const POSITIONS = [7000, 6000, 5000, 4000, 3000, 2000, 1000];

export const CARNAGE = carnage({
  id: 'carnage',
  name: 'Carnage with elimination order',
  positions: POSITIONS,
  perCentre: 1,
  solo: 28034,
  loss: 0,
  eliminations: 'by year',
  margin: 0,
});
export const CARNAGE_DEAD_EQUAL = carnage({
  id: 'carnage-dead-equal',
  name: 'Carnage with dead equal',
  positions: POSITIONS,
  perCentre: 1,
  solo: 28034,
  loss: 0,
  eliminations: 'equal',
  margin: 0,
});
export const CARNAGE_2023 = carnage({
  id: 'carnage-2023',
  name: 'Carnage 2023',
  positions: POSITIONS,
  perCentre: 1,
  solo: 28034,
  loss: 0,
  eliminations: 'by year',
  margin: 300,
});
export const CENTRE_COUNT_CARNAGE = carnage({
  id: 'centre-count-carnage',
  name: 'Center-count Carnage',
  positions: [7007, 6006, 5005, 4004, 3003, 2002, 1001],
  perCentre: 500,
  solo: 39028,
  loss: 1000,
  eliminations: 'by year',
  margin: 0,
});
