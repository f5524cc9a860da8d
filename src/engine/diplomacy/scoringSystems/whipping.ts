import { Fraction } from '../../shared/fraction';
import { centres, survivors, toppers, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** Whipping (docs/diplomacy.md#other-scoring-systems): 10 a centre + 60 shared by the survivors; a lone leader + 2 a centre; years counted with the last. */
export const WHIPPING: ScoringSystem = {
  id: 'whipping',
  name: 'Whipping',
  description: sayLine('whippingLine', {}),
  needs: ['Eliminated', 'Final year'],
  solo: '468',
  score(b) {
    const alive = survivors(b).length;
    const leaders = toppers(b);
    return ALL.map((i) => {
      const c = centres(b, i);
      if (i === b.soloer) return Fraction.of(468);
      if (c === 0 || b.soloer !== undefined) return Fraction.of(yearsOf(b, i, true));
      return Fraction.of(10 * c + (leaders.length === 1 && leaders[0] === i ? 2 * c : 0)).add(Fraction.of(60, alive));
    });
  },
};
