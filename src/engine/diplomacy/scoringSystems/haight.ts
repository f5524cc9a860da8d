import { Fraction } from '../../shared/fraction';
import { byCentres, byElimination, centres, eliminated, leaderMargin, survivors, toppers, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL, lowestPlace, pointsByPlace } from './ranks';
import type { ScoringSystem } from './scoringSystem';

const RANKS = [66, 55, 44, 33, 22, 11, 0];

/** Haight v1.0, WDC 2025 (docs/diplomacy.md#other-scoring-systems): 10 a centre + rank points, a tie taking its lowest place's points. */
export const HAIGHT: ScoringSystem = {
  id: 'haight',
  name: 'Haight v1.0',
  description: sayLine('haightLine', {}),
  needs: ['Eliminated', 'Final year'],
  solo: '451',
  score(b) {
    if (b.soloer !== undefined)
      return ALL.map((i) => {
        if (i === b.soloer) return Fraction.of(451);
        const years = 1 + yearsOf(b, i, false);
        return Fraction.of(centres(b, i) > 0 ? Math.max(5 * centres(b, i), years) : years);
      });
    const groups = [...byCentres(b, survivors(b)), ...byElimination(b, eliminated(b))];
    const rank = pointsByPlace(groups, lowestPlace(RANKS));
    const leader = toppers(b).length === 1 ? toppers(b)[0] : undefined;
    return ALL.map((i) => {
      const c = centres(b, i);
      const own = c > 0 ? 10 * c : 1 + yearsOf(b, i, false);
      return Fraction.of(own + (rank.get(i) as number) + (i === leader ? 5 * leaderMargin(b) : 0));
    });
  },
};
