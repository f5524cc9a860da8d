import { Fraction } from '../../shared/fraction';
import { byCentres, byElimination, centres, eliminated, survivors } from './board';
import { sayLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

const POSITIONS = [40, 24, 15, 9, 6, 3, 3];

/** Duct Tape V2 (docs/diplomacy.md#other-scoring-systems, rows 14–15): centres + position points, ties sharing; the eliminated tie, or go by year. */
function ductTape(id: string, name: string, byYear: boolean): ScoringSystem {
  return {
    id,
    name,
    description: sayLine('ductTapeLine', { positions: POSITIONS, byYear }),
    needs: byYear ? ['Eliminated'] : [],
    solo: '75',
    score(b) {
      if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 75 : 0));
      const alive = survivors(b);
      const dead = eliminated(b);
      const ranks = new Map([
        ...splitPositions(byCentres(b, alive), POSITIONS),
        ...splitPositions(byYear ? byElimination(b, dead) : [dead], POSITIONS, alive.length),
      ]);
      return ALL.map((i) => (ranks.get(i) as Fraction).add(Fraction.of(centres(b, i))));
    },
  };
}

export const DUCT_TAPE = ductTape('duct-tape', 'Duct Tape V2', false);
export const DUCT_TAPE_ELIMINATION_ORDER = ductTape('duct-tape-elimination-order', 'Duct Tape V2 with elimination order', true);
