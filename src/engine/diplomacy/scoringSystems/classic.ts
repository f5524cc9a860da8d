import { Fraction } from '../../shared/fraction';
import { centres, toppers, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** World Classic and Summer Classic (docs/diplomacy.md#other-scoring-systems): 10 a centre + 30, 48 shared by the leaders; years for the rest. */
function classic(id: string, name: string, bonusUpTo: number): ScoringSystem {
  return {
    id,
    name,
    description: sayLine('classicLine', { bonusUpTo }),
    needs: ['Eliminated', 'Final year'],
    solo: '420',
    score(b) {
      const leaders = toppers(b);
      return ALL.map((i) => {
        const c = centres(b, i);
        if (i === b.soloer) return Fraction.of(420);
        if (c === 0 || b.soloer !== undefined) return Fraction.of(yearsOf(b, i, false));
        const bonus = leaders.includes(i) && leaders.length <= bonusUpTo ? Fraction.of(48, leaders.length) : Fraction.ZERO;
        return Fraction.of(10 * c + 30).add(bonus);
      });
    },
  };
}

export const WORLD_CLASSIC = classic('world-classic', 'World Classic', 7);
export const SUMMER_CLASSIC = classic('summer-classic', 'Summer Classic', 2);
