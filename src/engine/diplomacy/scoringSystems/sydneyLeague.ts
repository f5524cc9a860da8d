import { Fraction } from '../../shared/fraction';
import { byCentres, byElimination, centres, eliminated, survivors, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

const POSITIONS = [700, 600, 500, 400, 300, 200, 100];

/** Sydney League (docs/diplomacy.md#other-scoring-systems; positions as docs/diplomacy.md#other-scoring-systems settles them): 25 a centre + places; a solo ×1.5, the rest ×½. */
export const SYDNEY_LEAGUE: ScoringSystem = {
  id: 'sydney-league',
  name: 'Sydney League',
  description: sayLine('sydneyLeagueLine', {}),
  needs: ['Eliminated'],
  solo: '×1.5',
  score(b) {
    const alive = survivors(b);
    const dead = eliminated(b);
    const places = new Map([
      ...splitPositions(byCentres(b, alive), POSITIONS),
      ...splitPositions(byElimination(b, dead), POSITIONS, alive.length),
    ]);
    const base = ALL.map((i) => {
      const c = centres(b, i);
      const own = c > 0 ? 25 * c : 1 + yearsOf(b, i, false);
      return (places.get(i) as Fraction).add(Fraction.of(own));
    });
    if (b.soloer === undefined) return base;
    return base.map((s, i) => s.mul(i === b.soloer ? Fraction.of(3, 2) : Fraction.of(1, 2)));
  },
};
