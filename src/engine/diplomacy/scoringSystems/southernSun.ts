import { Fraction } from '../../shared/fraction';
import { byCentres, centres, survivors, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

const POSITIONS = [130, 80, 50, 30, 20, 10, 10];

/** A fraction rounded to the nearest whole number, a half to the even one (Python's round, as dipvis; docs/diplomacy.md#other-scoring-systems). */
export function roundHalfEven(f: Fraction): number {
  const x = f.toNumber();
  const down = Math.floor(x);
  const rest = f.sub(Fraction.of(down));
  const c = rest.compare(Fraction.of(1, 2));
  return c < 0 ? down : c > 0 ? down + 1 : down % 2 === 0 ? down : down + 1;
}

/** Southern Sun (docs/diplomacy.md#other-scoring-systems): 30 alive + 10 a centre + position points over the survivors' places, rounded. */
export const SOUTHERN_SUN: ScoringSystem = {
  id: 'southern-sun',
  name: 'Southern Sun',
  description: sayLine('southernSunLine', { positions: POSITIONS }),
  needs: ['Eliminated'],
  solo: '500',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 500 : 0));
    const alive = survivors(b);
    const places = splitPositions(byCentres(b, alive), POSITIONS.slice(0, alive.length));
    return ALL.map((i) => {
      const c = centres(b, i);
      return Fraction.of(c > 0 ? 30 + 10 * c + roundHalfEven(places.get(i) as Fraction) : 3 * (1 + yearsOf(b, i, false)));
    });
  },
};
